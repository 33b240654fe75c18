import type { StudyContext } from '@groundwork/contracts';
import { notFound, projectOfOrganization, type AuthContext } from '@groundwork/service-kit';
import type { ReviewContext } from '../context';
import type { RecordSessionRecord, SessionRecord } from '../repositories';
import { SESSION_KINDS, type SessionKind } from './session-kinds';

/**
 * The project as the projects service sees it for the caller's organization: 404 when it is not
 * theirs (or does not exist); with `forWrite` (what must wait), 409 PROJECT_ARCHIVED for an archived one.
 */
export const projectForReview = (ctx: ReviewContext, auth: AuthContext, projectId: string, { forWrite }: { forWrite: string | null }): Promise<StudyContext> =>
  projectOfOrganization(ctx.projects, auth.organizationId, projectId, { forWrite });

/** The session of a kind when it is the caller's organization's; 404 SESSION_NOT_FOUND otherwise (whoever else's it is). */
export async function sessionOfCaller(ctx: ReviewContext, auth: AuthContext, sessionId: string, kind: SessionKind = 'phase1'): Promise<SessionRecord> {
  const session = kind === 'phase1' ? await ctx.sessions.findOne({ _id: sessionId }) : await ctx.recordSessions.findOne({ _id: sessionId });
  if (!session || session.organizationId !== auth.organizationId) throw notFound(SESSION_KINDS[kind].notFound, 'SESSION_NOT_FOUND');
  return session;
}

/** A regulatory analysis session of the caller's organization (404 otherwise). */
export const recordSessionOfCaller = (ctx: ReviewContext, auth: AuthContext, sessionId: string) =>
  sessionOfCaller(ctx, auth, sessionId, 'regulatory') as Promise<RecordSessionRecord>;
