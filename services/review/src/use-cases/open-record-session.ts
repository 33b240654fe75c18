import { randomUUID } from 'node:crypto';
import type { CreateRegulatorySessionInput } from '@groundwork/contracts';
import type { AuthContext } from '@groundwork/service-kit';
import type { ReviewContext } from '../context';
import { projectForReview } from './access';

/**
 * `POST /api/regulatory-analysis/session`: the record's latest session of the caller's
 * organization, or a new one when there is none, `fresh` asks for it, or the record's narrative
 * changed since (the page opened from another summary: a new analysis starts from it). The
 * project must be theirs (404).
 */
export async function openRecordSession(
  ctx: ReviewContext,
  auth: AuthContext,
  { projectId, recordItemIndex, existingSummary = '', fresh = false }: CreateRegulatorySessionInput,
): Promise<{ sessionId: string; resumed: boolean }> {
  await projectForReview(ctx, auth, projectId, { forWrite: null });
  const index = Number(recordItemIndex);
  if (!fresh) {
    const latest = await ctx.recordSessions
      .find({ projectId, organizationId: auth.organizationId, recordItemIndex: index })
      .sort({ createdAt: -1 })
      .limit(1)
      .next();
    const summary = existingSummary.trim();
    if (latest && (summary === '' || summary === latest.existingSummary.trim() || summary === latest.saved?.summary.trim())) {
      return { sessionId: latest._id, resumed: true };
    }
  }
  const at = ctx.now();
  const sessionId = randomUUID();
  await ctx.recordSessions.insertOne({
    _id: sessionId,
    projectId,
    organizationId: auth.organizationId,
    recordItemIndex: index,
    existingSummary,
    saved: null,
    createdAt: at,
    updatedAt: at,
  });
  return { sessionId, resumed: false };
}
