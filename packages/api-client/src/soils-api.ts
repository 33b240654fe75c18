import { API_ROUTES, soilsStateSchema, type SoilsFetchInput, type SoilsState } from '@groundwork/contracts';
import { errorMessageFromResponseError } from './errors';
import { PROJECTS_API_BASE } from './projects-api';
import { routeRequest } from './request';
import { UPLOAD_FAILURE_MESSAGES } from './study-jobs';

/**
 * The soils study's calls (spec 02 sections 3 and 7, issue 20): the project's latest soils query
 * as the server keeps it, and a new query of USDA Soil Data Access for the subject's polygon
 * (200 with the rows and narrative, or 202 RUNNING while SDA is slow: poll `getSoils`).
 */

/** Query keys of the soils reads: the default query fn would GET `/api/projects/{id}/soils`. */
export const soilsQueryKeys = {
  state: (projectId: string) => [PROJECTS_API_BASE, projectId, 'soils'] as const,
};

/** A soils state read from an answer; anything else is the spec's parse message. */
async function soilsStateOf(response: Response): Promise<SoilsState> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(UPLOAD_FAILURE_MESSAGES.parseResponseFailed);
  }
  const parsed = soilsStateSchema.safeParse(body);
  if (!parsed.success) throw new Error(UPLOAD_FAILURE_MESSAGES.parseResponseFailed);
  return parsed.data;
}

/** Why a soils call failed, as shown under 'Failed to Fetch Soils Data': the server's message, else the error's own. */
export function soilsFailureMessage(error: unknown): string {
  const serverMessage = errorMessageFromResponseError(error);
  if (serverMessage) return serverMessage;
  return error instanceof Error && error.message ? error.message : 'The soils query failed.';
}

export const soilsApi = {
  /** `GET /api/projects/{id}/soils`: the latest query, whatever its state (NONE before the first). */
  async getSoils(projectId: string): Promise<SoilsState> {
    return soilsStateOf(await routeRequest(API_ROUTES.soils, { id: projectId }));
  },

  /** `POST /api/projects/{id}/soils`: queries SDA for the polygon; COMPLETED, or RUNNING (202) to poll. */
  async fetchSoils(projectId: string, input: SoilsFetchInput): Promise<SoilsState> {
    return soilsStateOf(await routeRequest(API_ROUTES.fetchSoils, { id: projectId }, { body: input }));
  },
};
