import { authQueryKeys } from '@groundwork/api-client';
import type { Role, User } from '@groundwork/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The signed-in user as the shell cached it under `authQueryKeys.user`, read without an observer
 * of its own (the shell's user query keeps its fetch and refresh); undefined when nothing is cached.
 */
export function useCachedUser(): User | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const read = useCallback(() => queryClient.getQueryData<User | null>(authQueryKeys.user) ?? undefined, [queryClient]);
  return useSyncExternalStore(subscribe, read);
}

/** Viewers only read: no upload, no edits, no aliases, no rematch. An unknown role is left to the server. */
export function canEditStudy(role: Role | undefined): boolean {
  return role !== 'viewer';
}
