import { overallVerdict, updatedRecordSummary } from '@groundwork/ai';
import type { RegulatoryAnalysisSession } from '@groundwork/contracts';
import type { AuthContext } from '@groundwork/service-kit';
import type { ReviewContext } from '../context';
import { recordResultOf, type RecordSessionRecord } from '../repositories';
import { recordSessionOfCaller } from './access';
import { sessionBasics } from './get-session';

/**
 * A record session as the page shows it: its documents and their analyses, the overall verdict
 * (the latest dated deciding document's), and the record's narrative kept with what the documents
 * prove (null until one is analysed).
 */
export async function recordSessionView(ctx: ReviewContext, session: RecordSessionRecord): Promise<RegulatoryAnalysisSession> {
  const { records, view } = await sessionBasics(ctx, session);
  const results = records.map(recordResultOf).filter((result) => result !== null);
  return {
    ...view,
    recordItemIndex: session.recordItemIndex,
    existingSummary: session.existingSummary,
    overallDecision: results.length > 0 ? overallVerdict(results) : null,
    updatedSummary: results.length > 0 ? updatedRecordSummary(session.existingSummary, results) : null,
    results,
    saved: session.saved ? { ...session.saved, at: session.saved.at.toISOString() } : null,
  };
}

/** `GET /api/regulatory-analysis/session/{sessionId}`. */
export async function getRecordSession(ctx: ReviewContext, auth: AuthContext, sessionId: string): Promise<RegulatoryAnalysisSession> {
  return recordSessionView(ctx, await recordSessionOfCaller(ctx, auth, sessionId));
}
