import { authQueryKeys } from '@groundwork/api-client';
import type { Role, User } from '@groundwork/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The signed-in user as the shell cached it under `authQueryKeys.user`. The dashboard only reads
 * that cache (no observer of its own, so the shell's user query keeps its own fetch and refresh);
 * undefined when nothing is cached, e.g. in the standalone page.
 */
export function useCachedUser(): User | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const read = useCallback(() => queryClient.getQueryData<User | null>(authQueryKeys.user) ?? undefined, [queryClient]);
  return useSyncExternalStore(subscribe, read);
}

/** Viewers read only; the server refuses their writes anyway. An unknown role is left to the server. */
export function canCreateProjects(role: Role | undefined): boolean {
  return role !== 'viewer';
}
