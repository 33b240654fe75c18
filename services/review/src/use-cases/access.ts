import type { StudyContext } from '@groundwork/contracts';
import { notFound, projectOfOrganization, type AuthContext } from '@groundwork/service-kit';
import type { ReviewContext } from '../context';
import type { SessionRecord } from '../repositories';

/**
 * The project as the projects service sees it for the caller's organization: 404 when it is not
 * theirs (or does not exist); with `forWrite`, 409 PROJECT_ARCHIVED for an archived one.
 */
export const projectForReview = (ctx: ReviewContext, auth: AuthContext, projectId: string, { forWrite }: { forWrite: boolean }): Promise<StudyContext> =>
  projectOfOrganization(ctx.projects, auth.organizationId, projectId, { forWrite: forWrite ? 'uploading reports' : null });

/** The session when it is the caller's organization's; 404 SESSION_NOT_FOUND otherwise (whoever else's it is). */
export async function sessionOfCaller(ctx: ReviewContext, auth: AuthContext, sessionId: string): Promise<SessionRecord> {
  const session = await ctx.sessions.findOne({ _id: sessionId });
  if (!session || session.organizationId !== auth.organizationId) throw notFound('Review session not found', 'SESSION_NOT_FOUND');
  return session;
}
