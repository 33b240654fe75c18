import { PROJECTS_API_BASE, soilsApi, soilsQueryKeys } from '@groundwork/api-client';

/** The map tab's key: the default query fn reads `/api/projects/{id}/properties`. */
export const propertiesQueryKey = (projectId: string) => [PROJECTS_API_BASE, projectId, 'properties'] as const;

/** The project's latest soils state, read afresh on each opening (the server keeps the result). */
export const soilsStateQuery = (projectId: string) => ({
  queryKey: soilsQueryKeys.state(projectId),
  queryFn: () => soilsApi.getSoils(projectId),
  staleTime: 0,
});
