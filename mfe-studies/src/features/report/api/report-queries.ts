import { PROJECTS_API_BASE, projectQueryKeys, reportQueryKeys, reportsApi } from '@groundwork/api-client';
import { type GeneratedReport, type Project, type Property, REPORT_REFRESH_MS } from '@groundwork/contracts';
import { queryOptions } from '@tanstack/react-query';
import { isGenerating } from '../model/report-status';

/** The map tab's key: the default query fn reads `/api/projects/{id}/properties`. */
export const propertiesQueryKey = (projectId: string) => [PROJECTS_API_BASE, projectId, 'properties'] as const;

/** Spec 02 section 2: the tab's cache check (project and properties) refreshes every 2 s while it is open. */
export const refreshedProjectQuery = (projectId: string) =>
  queryOptions<Project>({ queryKey: projectQueryKeys.detail(projectId), refetchInterval: REPORT_REFRESH_MS });

export const refreshedPropertiesQuery = (projectId: string) =>
  queryOptions<Property[]>({ queryKey: propertiesQueryKey(projectId), refetchInterval: REPORT_REFRESH_MS });

/**
 * The project's generated reports, read on each opening (fresh download links) and every 2 s while
 * one is still being generated, so a job started earlier is followed again when the tab reopens.
 */
export const generatedReportsQuery = (projectId: string) =>
  queryOptions<GeneratedReport[]>({
    queryKey: reportQueryKeys.list(projectId),
    queryFn: () => reportsApi.list(projectId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some(isGenerating) ? REPORT_REFRESH_MS : false),
  });
