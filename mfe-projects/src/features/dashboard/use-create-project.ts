import { isUnauthorizedError, projectQueryKeys, projectsApi } from '@groundwork/api-client';
import type { CreateProjectInput, Project } from '@groundwork/contracts';
import { useToast } from '@groundwork/design-system/base';
import type { ToastContent } from '@groundwork/design-system/base';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { projectPath } from './ProjectCard';

/**
 * Where a new project opens: its page on the default tab (spec 01 section 2), named in the URL so
 * the address bar shows the tab the user lands on.
 */
export const newProjectPath = (id: string) => `${projectPath(id)}?tab=adjoining`;

/** Spec 01 section 8: the project creation failure. */
export const CREATE_PROJECT_FAILED_TOAST: ToastContent = {
  title: 'Error',
  description: 'Failed to create project. Please try again.',
  variant: 'destructive',
};

/**
 * `POST /api/projects`. On success the list and the activity are re-read, the new project is
 * cached for the project page and the browser goes to `/projects/{id}?tab=adjoining`. On failure a destructive
 * toast, except for an unauthorized answer: the shell's global handler toasts and redirects then.
 */
export function useCreateProject({ onCreated }: { onCreated?: (project: Project) => void } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (input: CreateProjectInput) => projectsApi.create(input),
    onSuccess: (project) => {
      queryClient.setQueryData(projectQueryKeys.detail(project.id), project);
      void queryClient.invalidateQueries({ queryKey: projectQueryKeys.list, exact: true });
      void queryClient.invalidateQueries({ queryKey: projectQueryKeys.activity, exact: true });
      onCreated?.(project);
      navigate(newProjectPath(project.id));
    },
    onError: (error) => {
      if (!isUnauthorizedError(error)) toast(CREATE_PROJECT_FAILED_TOAST);
    },
  });
}
