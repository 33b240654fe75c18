export * from './boot';
export { ApiProvider } from './ApiProvider';
export { projectsApi, projectQueryKeys, PROJECTS_API_BASE } from './projects-api';
export {
  processingApi,
  processingQueryKeys,
  postFileToPresignedUrl,
  readPresignedJson,
  writePresignedJson,
  uploadStudyPdf,
  uploadCityDirectoryPdf,
  StudyUploadError,
  type JobRequestOptions,
  type StudyUploadOptions,
  type CityDirectoryUploadOptions,
  type UploadProgressListener,
} from './processing-api';
export {
  environmentalApi,
  environmentalQueryKeys,
  readEnvironmentalNarratives,
  type EnvironmentalNarratives,
} from './environmental-api';
export {
  aerialApi,
  aerialResultLinks,
  aerialS3Uri,
  adjoiningInfoOf,
  uploadAerialPdf,
  type AerialResultLinks,
  type AerialUploadOptions,
} from './aerial-api';
export { cachedNarratives, withNarratives, withSavedNarrative, type EnvironmentalCacheEntry } from './environmental-cache';
export { useCachedUser, mayWrite } from './cached-user';
export {
  UPLOAD_PROGRESS_STEPS,
  UPLOAD_FAILURE_MESSAGES,
  POLLING_RULES,
  type UploadProgressStep,
  type PollingRules,
} from './study-jobs';
export {
  phase1ReviewApi,
  phase1Queries,
  phase1QueryKeys,
} from './phase1-review-api';
export {
  REVIEW_MESSAGES,
  REVIEW_SESSION_REFRESH_MS,
  reviewFailureMessage,
  reviewServerMessage,
  reviewUploadFailureMessage,
  type ReviewSessionCalls,
} from './review-session-api';
export {
  regulatoryAnalysisApi,
  regulatoryQueries,
  regulatoryQueryKeys,
  regulatorySaveFailureMessage,
  saveRegulatoryNarrative,
  REGULATORY_SAVE_MESSAGES,
  type CreateRegulatorySessionOptions,
  type SaveRegulatoryNarrativeOptions,
  type SavedRegulatoryNarrative,
} from './regulatory-analysis-api';
export { mapDocumentsApi, mapDocumentQueryKeys, uploadMapDocument, type MapUploadOptions } from './map-documents-api';
export { soilsApi, soilsQueryKeys, soilsFailureMessage } from './soils-api';
export { reportsApi, reportQueryKeys, isReportNotReady, reportFailureMessage } from './reports-api';
