import { useToast } from '@groundwork/design-system/base';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export interface SessionStart {
  /** The session's id once created (or resumed); null until then. */
  sessionId: string | null;
  failed: boolean;
  retry: () => void;
  /** Starts a new, empty session. */
  startNew: () => void;
  startingNew: boolean;
}

export interface SessionStartOptions {
  /** The query key the session's id is kept under (what the session is of: a project, a record). */
  queryKey: readonly unknown[];
  /** Creates the session (its latest is resumed unless `fresh`). */
  create: (fresh: boolean) => Promise<{ sessionId: string }>;
  /** False while what the session needs is not known yet. */
  enabled: boolean;
  /** The toast of a failed start, e.g. 'Error' / 'Failed to initialize review session'. */
  failure: { title: string; description: string };
}

/** An assistant's session, created (or the latest resumed) when its screen opens; a failure says so once per attempt. */
export function useSessionStart({ queryKey, create, enabled, failure }: SessionStartOptions): SessionStart {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const created = useQuery({
    queryKey,
    queryFn: async () => (await create(false)).sessionId,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const fresh = useMutation({
    mutationFn: () => create(true),
    onSuccess: ({ sessionId }) => queryClient.setQueryData(queryKey, sessionId),
    onError: () => toast({ ...failure, variant: 'destructive' }),
  });

  // Once per failed attempt (a retry that fails again says so again).
  const failedAt = created.isError ? created.errorUpdatedAt : 0;
  const { title, description } = failure;
  useEffect(() => {
    if (failedAt > 0) toast({ title, description, variant: 'destructive' });
  }, [failedAt, toast, title, description]);

  return {
    sessionId: created.data ?? null,
    failed: created.isError,
    retry: () => void created.refetch(),
    startNew: () => fresh.mutate(),
    startingNew: fresh.isPending,
  };
}
