import { errorMessageFromResponseError, isUnauthorizedError, projectQueryKeys } from '@groundwork/api-client';
import { MAP_MESSAGES, type CreatePropertyInput, type Property, type UpdatePropertyInput } from '@groundwork/contracts';
import { useToast } from '@groundwork/design-system/base';
import type { ToastContent } from '@groundwork/design-system/base';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { mapApi, mapQueryKeys } from './map-api';

/**
 * Spec 01 section 8: the property failure toasts. The title is the spec's message; the server's
 * own message (e.g. a second subject, a polygon that crosses itself) is added when it sent one.
 */
export function propertyFailureToast(message: string, error: unknown): ToastContent {
  const serverMessage = errorMessageFromResponseError(error);
  return { title: message, variant: 'destructive', ...(serverMessage ? { description: serverMessage } : {}) };
}

function refreshActivity(queryClient: QueryClient, projectId: string) {
  void queryClient.invalidateQueries({ queryKey: projectQueryKeys.activity, exact: true });
  void queryClient.invalidateQueries({ queryKey: projectQueryKeys.projectActivity(projectId) });
}

/**
 * Add, update and remove properties of a project. Each success updates the cached list at once;
 * each failure toasts the spec's message, except an unauthorized answer, which the shell's global
 * handler turns into its own toast and redirect.
 */
export function usePropertyMutations(projectId: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const listKey = mapQueryKeys.properties(projectId);
  const setList = (update: (list: Property[]) => Property[]) => queryClient.setQueryData<Property[]>(listKey, (list) => update(list ?? []));
  const onFailure = (message: string) => (error: unknown) => {
    if (!isUnauthorizedError(error)) toast(propertyFailureToast(message, error));
  };

  const add = useMutation({
    mutationFn: (input: CreatePropertyInput) => mapApi.createProperty(projectId, input),
    onSuccess: (created) => {
      setList((list) => [...list.filter((property) => property.id !== created.id), created]);
      refreshActivity(queryClient, projectId);
    },
    onError: onFailure(MAP_MESSAGES.addFailed),
  });

  const update = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdatePropertyInput }) => mapApi.updateProperty(id, changes),
    onSuccess: (updated) => {
      setList((list) => list.map((property) => (property.id === updated.id ? updated : property)));
      refreshActivity(queryClient, projectId);
    },
    onError: onFailure(MAP_MESSAGES.updateFailed),
  });

  const remove = useMutation({
    mutationFn: (id: string) => mapApi.deleteProperty(id),
    onSuccess: (_nothing, id) => {
      setList((list) => list.filter((property) => property.id !== id));
      refreshActivity(queryClient, projectId);
    },
    onError: onFailure(MAP_MESSAGES.removeFailed),
  });

  return { add, update, remove };
}
