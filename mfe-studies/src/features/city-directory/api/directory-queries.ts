import { processingApi, processingQueryKeys, PROJECTS_API_BASE } from '@groundwork/api-client';
import type { CityDirectoryRun, Job, StreetAlias } from '@groundwork/contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The tab's reads go through the query client (`fetchQuery`, `useQuery`) so a failure reaches the
 * shell's global error hook (an unauthorized answer sends the user to login).
 */
export const directoryQueryKeys = {
  runs: (projectId: string) => [PROJECTS_API_BASE, projectId, 'city-directory', 'jobs'] as const,
  aliases: (projectId: string) => [PROJECTS_API_BASE, projectId, 'city-directory', 'aliases'] as const,
};

/** One status check: `GET /api/processing/jobs/{id}?study=cd`. */
export const checkJob = (queryClient: QueryClient, jobId: string): Promise<Job> =>
  queryClient.fetchQuery({
    queryKey: processingQueryKeys.job(jobId, { study: 'cd' }),
    queryFn: () => processingApi.job(jobId, { study: 'cd' }),
    staleTime: 0,
  });

/** The finished job with its summary and fresh presigned links (`summary=1&includePresign=1`). */
export const jobWithLinks = (queryClient: QueryClient, jobId: string): Promise<Job> =>
  queryClient.fetchQuery({
    queryKey: processingQueryKeys.job(jobId, { study: 'cd', summary: true, includePresign: true }),
    queryFn: () => processingApi.job(jobId, { study: 'cd', summary: true, includePresign: true }),
    staleTime: 0,
  });

export const listRuns = (queryClient: QueryClient, projectId: string): Promise<CityDirectoryRun[]> =>
  queryClient.fetchQuery({
    queryKey: directoryQueryKeys.runs(projectId),
    queryFn: () => processingApi.cityDirectoryRuns(projectId),
    staleTime: 0,
  });

export const aliasesQuery = (projectId: string) => ({
  queryKey: directoryQueryKeys.aliases(projectId),
  queryFn: (): Promise<StreetAlias[]> => processingApi.cityDirectoryAliases(projectId),
});
