import { randomUUID } from 'node:crypto';
import type { CreatePhase1SessionInput } from '@groundwork/contracts';
import type { AuthContext } from '@groundwork/service-kit';
import type { ReviewContext } from '../context';
import { projectForReview } from './access';

/**
 * `POST /api/phase1-review/session`: the project's latest session of the caller's organization,
 * or a new one when there is none or `fresh` asks for it. The project must be theirs (404).
 */
export async function openSession(
  ctx: ReviewContext,
  auth: AuthContext,
  { projectId, existingSummary = '', fresh = false }: CreatePhase1SessionInput,
): Promise<{ sessionId: string; resumed: boolean }> {
  await projectForReview(ctx, auth, projectId, { forWrite: null });
  if (!fresh) {
    const latest = await ctx.sessions.find({ projectId, organizationId: auth.organizationId }).sort({ createdAt: -1 }).limit(1).next();
    if (latest) return { sessionId: latest._id, resumed: true };
  }
  const at = ctx.now();
  const sessionId = randomUUID();
  await ctx.sessions.insertOne({ _id: sessionId, projectId, organizationId: auth.organizationId, existingSummary, createdAt: at, updatedAt: at });
  return { sessionId, resumed: false };
}
