import type { Role, User } from '@groundwork/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { authQueryKeys } from './auth-api';

/**
 * The signed-in user as the shell cached it under `authQueryKeys.user`, read without an observer
 * of its own (the shell's user query keeps its fetch and refresh); undefined when nothing is
 * cached, e.g. in a remote's standalone page.
 */
export function useCachedUser(): User | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const read = useCallback(() => queryClient.getQueryData<User | null>(authQueryKeys.user) ?? undefined, [queryClient]);
  return useSyncExternalStore(subscribe, read);
}

/**
 * Whether the screens offer writes (create, upload, draw, edit, delete) to `role`: viewers only
 * read. An unknown role is left to the server, which refuses a viewer's writes anyway.
 */
export function mayWrite(role: Role | undefined): boolean {
  return role !== 'viewer';
}
