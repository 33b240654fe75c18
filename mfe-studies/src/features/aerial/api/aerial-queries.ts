import { aerialApi, PROJECTS_API_BASE, processingApi, processingQueryKeys } from '@groundwork/api-client';
import type { AerialRun, Job } from '@groundwork/contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The tab's reads go through the query client (`fetchQuery`, `useQuery`) so a failure reaches the
 * shell's global error hook (an unauthorized answer sends the user to login).
 */
export const aerialQueryKeys = {
  runs: (projectId: string) => [PROJECTS_API_BASE, projectId, 'aerial', 'jobs'] as const,
  /** The map tab's key: the default query fn reads `/api/projects/{id}/properties`. */
  properties: (projectId: string) => [PROJECTS_API_BASE, projectId, 'properties'] as const,
};

const JOB_OPTIONS = { study: 'aerial', summary: true, includePresign: true } as const;

/**
 * One status check, with the counts and fresh links (`?study=aerial&summary=1&includePresign=1`):
 * the photos' and the predictions' presigned URLs and the version a save must name.
 */
export const fetchAerialJob = (queryClient: QueryClient, jobId: string): Promise<Job> =>
  queryClient.fetchQuery({ queryKey: processingQueryKeys.job(jobId, JOB_OPTIONS), queryFn: () => processingApi.job(jobId, JOB_OPTIONS), staleTime: 0 });

export const listRuns = (queryClient: QueryClient, projectId: string): Promise<AerialRun[]> =>
  queryClient.fetchQuery({ queryKey: aerialQueryKeys.runs(projectId), queryFn: () => aerialApi.runs(projectId), staleTime: 0 });
