import { overallPhase1Decision, phase1UpdatedSummary, type Phase1Session } from '@groundwork/contracts';
import type { AuthContext } from '@groundwork/service-kit';
import type { ReviewContext } from '../context';
import { HISTORY_MAX_ENTRIES, resultOf, toHistoryEntry, toSessionDocument, type DocumentRecord, type SessionRecord } from '../repositories';
import { sessionOfCaller } from './access';

/** The session's documents in upload order. */
export const documentsOf = (ctx: ReviewContext, sessionId: string) => ctx.documents.find({ sessionId }).sort({ uploadedAt: 1, position: 1 }).toArray();

/** The conversation's last entries, oldest first. */
export async function historyOf(ctx: ReviewContext, sessionId: string) {
  const newestFirst = await ctx.history.find({ sessionId }).sort({ at: -1, turn: -1 }).limit(HISTORY_MAX_ENTRIES).toArray();
  return newestFirst.reverse();
}

/**
 * A document whose job the queue gave up on while no worker could record it (the worker was lost
 * on its last attempt) is failed with the queue's reason.
 */
async function settleAbandoned(ctx: ReviewContext, documents: DocumentRecord[]): Promise<void> {
  for (const document of documents) {
    if ((document.status !== 'queued' && document.status !== 'analyzing') || !document.jobId) continue;
    const job = await ctx.queue.get(document.jobId);
    if (job?.status !== 'FAILED') continue;
    const reason = (job.errorMessage ?? 'the analysis stopped').replace(/\.$/, '');
    const error = `"${document.name}" could not be analysed (${reason}). Please upload it again.`;
    const update = { status: 'failed' as const, error, updatedAt: ctx.now() };
    await ctx.documents.updateOne({ _id: document._id, status: document.status }, { $set: update });
    Object.assign(document, update);
  }
}

const latest = (dates: readonly Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));

/** What every session answers of itself: its documents (abandoned analyses settled), history and times. */
export async function sessionBasics(ctx: ReviewContext, session: SessionRecord) {
  const [documents, history] = await Promise.all([documentsOf(ctx, session._id), historyOf(ctx, session._id)]);
  await settleAbandoned(ctx, documents);
  return {
    records: documents,
    view: {
      sessionId: session._id,
      projectId: session.projectId,
      fileCount: documents.length,
      history: history.map(toHistoryEntry),
      documents: documents.map(toSessionDocument),
      analyzing: documents.some((document) => document.status === 'queued' || document.status === 'analyzing'),
      createdAt: session.createdAt.toISOString(),
      updatedAt: latest([session.updatedAt, ...documents.map((document) => document.updatedAt), ...history.map((entry) => entry.at)]).toISOString(),
    },
  };
}

/** `GET /api/phase1-review/session/{sessionId}`. */
export async function getSession(ctx: ReviewContext, auth: AuthContext, sessionId: string): Promise<Phase1Session> {
  const { records, view } = await sessionBasics(ctx, await sessionOfCaller(ctx, auth, sessionId));
  const results = records.map(resultOf).filter((result) => result !== null);
  return {
    ...view,
    overallDecision: overallPhase1Decision(results.map((result) => result.decision)),
    updatedSummary: phase1UpdatedSummary(results),
    results,
  };
}
