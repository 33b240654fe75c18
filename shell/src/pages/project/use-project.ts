import { isUnauthorizedError, projectQueryKeys, projectsApi } from '@groundwork/api-client';
import type { Project, ProjectStatus, ViabilityDates } from '@groundwork/contracts';
import { useToast } from '@groundwork/design-system/base';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { statusChangeFailedToast } from './status-actions';
import { viabilitySaveFailedToast } from './viability-summary';

/**
 * The project of the page, read by the default query fn (`GET /api/projects/{id}`) into the shared
 * cache under `projectQueryKeys.detail(id)`, where the tab remotes read it without a refetch.
 */
export function useProject(projectId: string) {
  return useQuery<Project>({
    queryKey: projectQueryKeys.detail(projectId),
    // Spec 01 section 2: the project fetch is not retried, not even when a component mounts on the failed query.
    retry: false,
    retryOnMount: false,
  });
}

/**
 * Shows a project the server answered a PATCH with at once, and has the dashboard list and the
 * activity feeds read again.
 */
function useShowUpdatedProject(projectId: string) {
  const queryClient = useQueryClient();
  return (project: Project) => {
    queryClient.setQueryData(projectQueryKeys.detail(projectId), project);
    // `list` is a prefix of every project key: exact, so the detail just set is not read again.
    void queryClient.invalidateQueries({ queryKey: projectQueryKeys.list, exact: true });
    void queryClient.invalidateQueries({ queryKey: projectQueryKeys.activity });
    void queryClient.invalidateQueries({ queryKey: projectQueryKeys.projectActivity(projectId) });
  };
}

/**
 * `PATCH /api/projects/{id}` with a new status. On success the page shows the answer at once and
 * the dashboard list and the activity feeds read again; a refusal shows the server's message (an
 * unauthorized answer is left to the global handler).
 */
export function useChangeProjectStatus(projectId: string) {
  const showUpdatedProject = useShowUpdatedProject(projectId);
  const { toast } = useToast();
  return useMutation({
    mutationFn: (status: ProjectStatus) => projectsApi.update(projectId, { status }),
    onSuccess: showUpdatedProject,
    onError: (error) => {
      if (!isUnauthorizedError(error)) toast(statusChangeFailedToast(error));
    },
  });
}

/** `PATCH /api/projects/{id}` with the report's viability dates (null clears one), answered as a status change is. */
export function useSaveViabilityDates(projectId: string) {
  const showUpdatedProject = useShowUpdatedProject(projectId);
  const { toast } = useToast();
  return useMutation({
    mutationFn: (viabilityDates: ViabilityDates) => projectsApi.update(projectId, { viabilityDates }),
    onSuccess: showUpdatedProject,
    onError: (error) => {
      if (!isUnauthorizedError(error)) toast(viabilitySaveFailedToast(error));
    },
  });
}
