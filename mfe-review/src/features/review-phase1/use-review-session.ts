import { phase1QueryKeys, phase1ReviewApi } from '@groundwork/api-client';
import { useToast } from '@groundwork/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export const INIT_FAILED = { title: 'Error', description: 'Failed to initialize review session' } as const;

const sessionIdKey = (projectId: string) => [...phase1QueryKeys.all, 'project', projectId] as const;

export interface ReviewSession {
  /** The session's id once created (or resumed); null until then. */
  sessionId: string | null;
  failed: boolean;
  retry: () => void;
  /** Starts a new, empty review of the project. */
  startNew: () => void;
  startingNew: boolean;
}

/**
 * The project's review session, created (or the latest resumed) when the tab opens; a failure says
 * 'Error' / 'Failed to initialize review session'.
 */
export function useReviewSession(projectId: string): ReviewSession {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const created = useQuery({
    queryKey: sessionIdKey(projectId),
    queryFn: async () => (await phase1ReviewApi.createSession(projectId)).sessionId,
    enabled: projectId !== '',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const fresh = useMutation({
    mutationFn: () => phase1ReviewApi.createSession(projectId, { fresh: true }),
    onSuccess: ({ sessionId }) => queryClient.setQueryData(sessionIdKey(projectId), sessionId),
    onError: () => toast({ ...INIT_FAILED, variant: 'destructive' }),
  });

  // Once per failed attempt (a retry that fails again says so again).
  const failedAt = created.isError ? created.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt > 0) toast({ ...INIT_FAILED, variant: 'destructive' });
  }, [failedAt, toast]);

  return {
    sessionId: created.data ?? null,
    failed: created.isError,
    retry: () => void created.refetch(),
    startNew: () => fresh.mutate(),
    startingNew: fresh.isPending,
  };
}
