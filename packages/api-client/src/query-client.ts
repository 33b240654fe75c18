import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './request';

export interface QueryClientOptions {
  /** Called once for every failed query and every failed mutation (e.g. the unauthorized handler). */
  onError?: (error: unknown) => void;
}

/** Section 9 defaults: no refetch interval or on focus, never stale, no retries. */
export function createQueryClient({ onError }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    ...(onError && {
      queryCache: new QueryCache({ onError: (error) => onError(error) }),
      mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
