import { API_ROUTES, databaseRunListSchema, type DatabaseRun, environmentalNarrativesInputSchema } from '@groundwork/contracts';
import { responseErrorStatus } from './errors';
import { processingUrl } from './processing-api';
import { PROJECTS_API_BASE } from './projects-api';
import { apiRequest, routeRequest } from './request';
import { UPLOAD_FAILURE_MESSAGES } from './study-jobs';

/**
 * The regulatory database study's project routes (spec 02 sections 3 and 7, issue 16): the
 * project's narrative as the server stored it on completion, the project's database runs, and
 * the uploaded report of a run.
 */

type ParsedNarratives = Extract<ReturnType<typeof environmentalNarrativesInputSchema.safeParse>, { success: true }>['data'];

/** `GET /api/projects/{id}/environmental/narratives`: what the PUT stored, and when. */
export type EnvironmentalNarratives = ParsedNarratives & { updatedAt: string | null };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new Error(UPLOAD_FAILURE_MESSAGES.parseResponseFailed);
  }
}

/** The stored narrative read back; anything that is not the PUT's shape is the spec's parse message. */
export function readEnvironmentalNarratives(body: unknown): EnvironmentalNarratives {
  if (!isRecord(body)) throw new Error(UPLOAD_FAILURE_MESSAGES.parseResponseFailed);
  const { narratives, narrativeData, jobId, updatedAt } = body;
  const parsed = environmentalNarrativesInputSchema.safeParse({ narratives, narrativeData, jobId });
  if (!parsed.success) throw new Error(UPLOAD_FAILURE_MESSAGES.parseResponseFailed);
  return { ...parsed.data, updatedAt: typeof updatedAt === 'string' ? updatedAt : null };
}

/** Query keys of the project's regulatory narrative reads (the Database tab and the regulatory analysis page share them). */
export const environmentalQueryKeys = {
  narratives: (projectId: string) => [PROJECTS_API_BASE, projectId, 'environmental', 'narratives'] as const,
};

export const environmentalApi = {
  /** The project's stored narrative, or null when none was stored yet (404 NARRATIVES_NOT_FOUND). */
  async narratives(projectId: string): Promise<EnvironmentalNarratives | null> {
    try {
      return readEnvironmentalNarratives(await jsonOf(await routeRequest(API_ROUTES.environmentalNarratives, { id: projectId })));
    } catch (error) {
      if (responseErrorStatus(error) === 404) return null;
      throw error;
    }
  },

  /**
   * The project's stored narrative, asked for only once a run of the project has completed (the
   * server stores it then), so a project without one asks nothing that answers 404.
   */
  async storedNarratives(projectId: string): Promise<EnvironmentalNarratives | null> {
    const runs = await environmentalApi.runs(projectId);
    return runs.some((run) => run.status === 'COMPLETED') ? environmentalApi.narratives(projectId) : null;
  },

  /** The project's database runs, newest first. */
  async runs(projectId: string): Promise<DatabaseRun[]> {
    const parsed = databaseRunListSchema.safeParse(await jsonOf(await routeRequest(API_ROUTES.databaseRuns, { id: projectId })));
    if (!parsed.success) throw new Error(UPLOAD_FAILURE_MESSAGES.parseResponseFailed);
    return parsed.data.items;
  },

  /** `GET <base>/jobs/{jobId}/file`: where the server keeps the run's uploaded PDF. */
  jobFileUrl: (jobId: string): string => processingUrl(API_ROUTES.jobFile, { jobId }),

  /**
   * The address of the run's uploaded PDF a new tab can open: the signed link the file route
   * redirects to (the route itself needs the bearer token, which a new tab does not send), whose
   * body is left unread; a route that answers the PDF itself gives it as an object URL.
   */
  async jobFileLocation(jobId: string): Promise<string> {
    const response = await apiRequest('GET', environmentalApi.jobFileUrl(jobId), undefined, 'same-origin');
    if (response.redirected && response.url) {
      await response.body?.cancel();
      return response.url;
    }
    return URL.createObjectURL(await response.blob());
  },
};
