import type { z } from 'zod';
import type { ApiRouteName } from './routes';
import {
  authTokensSchema,
  changeRoleInputSchema,
  confirmEmailInputSchema,
  inviteMemberInputSchema,
  loginInputSchema,
  loginResultSchema,
  logoutRequestSchema,
  newPasswordRequestSchema,
  outboxResponseSchema,
  refreshTokenRequestSchema,
  refreshTokenResultSchema,
  signupInputSchema,
  teamMemberSchema,
  userSchema,
} from './auth';
import { streetAliasesInputSchema } from './city-directory';
import { geocodeQuerySchema, geocodeResultSchema, reverseGeocodeQuerySchema, reverseGeocodeResultSchema, adjoiningSuggestionsSchema } from './geo';
import {
  cityDirectoryJobPatchInputSchema,
  cityDirectoryProcessInputSchema,
  cityDirectoryProcessResultSchema,
  cityDirectoryRematchResultSchema,
  cityDirectoryRunListSchema,
  cityDirectoryUploadTargetSchema,
  databaseRunListSchema,
  aerialRunListSchema,
  environmentalNarrativesInputSchema,
  jobQuerySchema,
  jobSchema,
  processInputSchema,
  processQuerySchema,
  processResultSchema,
  processingUploadTargetSchema,
  uploadUrlInputSchema,
} from './jobs';
import { mapsConfigSchema, parcelAtPointQuerySchema, parcelLookupResultSchema } from './parcels';
import {
  activityListSchema,
  activityQuerySchema,
  createProjectInputSchema,
  projectListQuerySchema,
  projectListSchema,
  projectSchema,
  updateProjectInputSchema,
} from './projects';
import {
  askInputSchema,
  answerSchema,
  createPhase1SessionInputSchema,
  createPhase1SessionResultSchema,
  documentPageSchema,
  phase1SessionSchema,
  uploadResultSchema,
} from './phase1-review';
import { createPropertyInputSchema, propertySchema, updatePropertyInputSchema } from './properties';
import { createRegulatorySessionInputSchema, regulatoryAnalysisSessionSchema, saveToDatabaseResultSchema } from './regulatory-analysis';
import { generatedReportListSchema, generatedReportSchema, generateReportResultSchema } from './reports';
import { soilsFetchInputSchema, soilsStateSchema } from './soils';
import {
  mapDocumentListSchema,
  mapDocumentSchema,
  mapUploadTargetSchema,
  mapUploadUrlInputSchema,
  registerMapInputSchema,
  updateMapInputSchema,
} from './map-documents';

/** The wire shapes of one route: its query, its JSON body and its success answer. */
export interface RouteSchemas {
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
}

/** The shapes of one kind of historical map's routes (`mapDocumentRoutes` in routes.ts). */
function mapDocumentSchemas<const Name extends string>(name: Name) {
  const schemas: Record<string, RouteSchemas> = {
    [`${name}UploadUrl`]: { body: mapUploadUrlInputSchema, response: mapUploadTargetSchema },
    [`${name}Maps`]: { response: mapDocumentListSchema },
    [`${name}RegisterMap`]: { body: registerMapInputSchema, response: mapDocumentSchema },
    [`${name}Map`]: { response: mapDocumentSchema },
    [`${name}UpdateMap`]: { body: updateMapInputSchema, response: mapDocumentSchema },
  };
  return schemas as Record<`${Name}${'UploadUrl' | 'Maps' | 'RegisterMap' | 'Map' | 'UpdateMap'}`, RouteSchemas>;
}

/**
 * What each route of `API_ROUTES` takes and answers, by route name (a route that takes no body
 * and answers no JSON has none). Kept apart from the route table so that the table, which every
 * page loads at start, carries no zod.
 */
export const API_ROUTE_SCHEMAS = {
  signup: { body: signupInputSchema },
  confirmSignup: { body: confirmEmailInputSchema },
  authLogin: { body: loginInputSchema, response: loginResultSchema },
  newPassword: { body: newPasswordRequestSchema, response: authTokensSchema },
  refreshToken: { body: refreshTokenRequestSchema, response: refreshTokenResultSchema },
  user: { response: userSchema },
  logout: { body: logoutRequestSchema },
  inviteMember: { body: inviteMemberInputSchema, response: teamMemberSchema },
  changeRole: { body: changeRoleInputSchema, response: teamMemberSchema },
  devOutbox: { response: outboxResponseSchema },
  projects: { query: projectListQuerySchema, response: projectListSchema },
  createProject: { body: createProjectInputSchema, response: projectSchema },
  activity: { query: activityQuerySchema, response: activityListSchema },
  project: { response: projectSchema },
  updateProject: { body: updateProjectInputSchema, response: projectSchema },
  archiveProject: { response: projectSchema },
  restoreProject: { response: projectSchema },
  projectActivity: { query: activityQuerySchema, response: activityListSchema },
  createProperty: { body: createPropertyInputSchema, response: propertySchema },
  updateProperty: { body: updatePropertyInputSchema, response: propertySchema },
  adjoiningSuggestions: { response: adjoiningSuggestionsSchema },
  mapsConfig: { response: mapsConfigSchema },
  parcelAtPoint: { query: parcelAtPointQuerySchema, response: parcelLookupResultSchema },
  geocode: { query: geocodeQuerySchema, response: geocodeResultSchema },
  reverseGeocode: { query: reverseGeocodeQuerySchema, response: reverseGeocodeResultSchema },
  uploadUrl: { body: uploadUrlInputSchema, response: processingUploadTargetSchema },
  process: { query: processQuerySchema, body: processInputSchema, response: processResultSchema },
  job: { query: jobQuerySchema, response: jobSchema },
  cityDirectoryUploadUrl: { body: uploadUrlInputSchema, response: cityDirectoryUploadTargetSchema },
  startCityDirectory: { body: cityDirectoryProcessInputSchema, response: cityDirectoryProcessResultSchema },
  cityDirectoryRuns: { response: cityDirectoryRunListSchema },
  patchCityDirectoryJob: { body: cityDirectoryJobPatchInputSchema },
  rematchCityDirectory: { response: cityDirectoryRematchResultSchema },
  cityDirectoryAliases: { response: streetAliasesInputSchema },
  saveCityDirectoryAliases: { body: streetAliasesInputSchema, response: streetAliasesInputSchema },
  saveEnvironmentalNarratives: { body: environmentalNarrativesInputSchema },
  databaseRuns: { response: databaseRunListSchema },
  aerialRuns: { response: aerialRunListSchema },
  fetchSoils: { body: soilsFetchInputSchema, response: soilsStateSchema },
  soils: { response: soilsStateSchema },
  ...mapDocumentSchemas('topography'),
  ...mapDocumentSchemas('fireMap'),
  generateReport: { response: generateReportResultSchema },
  generatedReports: { response: generatedReportListSchema },
  generatedReport: { response: generatedReportSchema },
  createPhase1Session: { body: createPhase1SessionInputSchema, response: createPhase1SessionResultSchema },
  phase1Session: { response: phase1SessionSchema },
  uploadPhase1Documents: { response: uploadResultSchema },
  askPhase1: { body: askInputSchema, response: answerSchema },
  phase1DocumentPage: { response: documentPageSchema },
  createRegulatorySession: { body: createRegulatorySessionInputSchema, response: createPhase1SessionResultSchema },
  regulatorySession: { response: regulatoryAnalysisSessionSchema },
  uploadRegulatoryDocuments: { response: uploadResultSchema },
  askRegulatory: { body: askInputSchema, response: answerSchema },
  saveRegulatoryToDatabase: { response: saveToDatabaseResultSchema },
  regulatoryDocumentPage: { response: documentPageSchema },
} as const satisfies Partial<Record<ApiRouteName, RouteSchemas>>;
