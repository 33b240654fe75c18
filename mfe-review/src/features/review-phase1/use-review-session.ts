import { phase1QueryKeys, phase1ReviewApi } from '@groundwork/api-client';
import { type SessionStart, useSessionStart } from '../shared/use-session-start';

export const INIT_FAILED = { title: 'Error', description: 'Failed to initialize review session' } as const;

export type ReviewSession = SessionStart;

/**
 * The project's review session, created (or the latest resumed) when the tab opens; a failure says
 * 'Error' / 'Failed to initialize review session'.
 */
export function useReviewSession(projectId: string): ReviewSession {
  return useSessionStart({
    queryKey: [...phase1QueryKeys.all, 'project', projectId],
    create: (fresh) => phase1ReviewApi.createSession(projectId, fresh ? { fresh: true } : {}),
    enabled: projectId !== '',
    failure: INIT_FAILED,
  });
}
