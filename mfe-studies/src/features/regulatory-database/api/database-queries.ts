import {
  environmentalApi,
  environmentalQueryKeys,
  PROJECTS_API_BASE,
  processingApi,
  processingQueryKeys,
  readPresignedJson,
  responseErrorStatus,
} from '@groundwork/api-client';
import { databaseStudyResultSchema, type DatabaseStudyResult, type DatabaseRun, type Job } from '@groundwork/contracts';
import { databaseStudyOf } from '@groundwork/design-system/study';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The tab's reads go through the query client (`fetchQuery`, `useQuery`) so a failure reaches the
 * shell's global error hook (an unauthorized answer sends the user to login).
 */
export const databaseQueryKeys = {
  narratives: environmentalQueryKeys.narratives,
  runs: (projectId: string) => [PROJECTS_API_BASE, projectId, 'environmental', 'jobs'] as const,
  report: (jobId: string) => [...processingQueryKeys.job(jobId, { study: 'database', summary: true, includePresign: true }), 'result'] as const,
};

/** One status check: `GET /api/processing/jobs/{id}?study=database&summary=1`. */
export const checkJob = (queryClient: QueryClient, jobId: string): Promise<Job> =>
  queryClient.fetchQuery({
    queryKey: processingQueryKeys.job(jobId, { study: 'database', summary: true }),
    queryFn: () => processingApi.job(jobId, { study: 'database', summary: true }),
    staleTime: 0,
  });

/**
 * The project's stored narrative: read once a run of the project has completed (the server stores it
 * then), so a project without one asks nothing that answers 404.
 */
export const narrativesQuery = (projectId: string) => ({
  queryKey: databaseQueryKeys.narratives(projectId),
  queryFn: () => environmentalApi.storedNarratives(projectId),
  staleTime: 0,
});

export const listRuns = (queryClient: QueryClient, projectId: string): Promise<DatabaseRun[]> =>
  queryClient.fetchQuery({ queryKey: databaseQueryKeys.runs(projectId), queryFn: () => environmentalApi.runs(projectId), staleTime: 0 });

/** What the narrative's run adds to it: the job's warnings and the report's own summary, when readable. */
export interface RunReport {
  warnings: string[];
  /** The result JSON (its `database_summary` and `report`); null when the run gives no readable one. */
  result: DatabaseStudyResult | null;
}

const NO_REPORT: RunReport = { warnings: [], result: null };

/**
 * The run's job with its result link (`summary=1&includePresign=1`), then the result JSON through
 * `studies.database.resultUrls.get` (or `artifacts.parsedUrls.get`). A run that is gone, or a
 * result that cannot be read, gives what is known: the tab then counts from the records.
 */
export async function readRunReport(jobId: string): Promise<RunReport> {
  let job: Job;
  try {
    job = await processingApi.job(jobId, { study: 'database', summary: true, includePresign: true });
  } catch (error) {
    if (responseErrorStatus(error) === 404) return NO_REPORT;
    throw error;
  }
  const warnings = job.warnings ?? [];
  const link = databaseStudyOf(job)?.resultUrls?.get ?? job.artifacts?.parsedUrls?.get;
  if (!link) return { warnings, result: null };
  const parsed = databaseStudyResultSchema.safeParse(await readPresignedJson<unknown>(link).catch(() => null));
  return { warnings, result: parsed.success ? parsed.data : null };
}

export const runReportQuery = (jobId: string | null) => ({
  queryKey: databaseQueryKeys.report(jobId ?? ''),
  queryFn: () => readRunReport(jobId ?? ''),
  enabled: jobId !== null,
  retry: false,
  staleTime: Number.POSITIVE_INFINITY,
});
