import type { SaveToDatabaseResult } from '@groundwork/contracts';
import { conflict, unprocessable, type AuthContext } from '@groundwork/service-kit';
import type { ReviewContext } from '../context';
import { projectForReview, recordSessionOfCaller } from './access';
import { recordSessionView } from './get-record-session';

/** A record's narrative item holds at most this (the database result's contract). */
const NARRATIVE_MAX_CHARS = 20_000;

/** An `If-Match` value as the version it names: a weak tag's `W/` and the quotes dropped; `*` names none. */
export function versionOf(ifMatch: string | null): string | null {
  const tag = ifMatch
    ?.trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1')
    .trim();
  return tag && tag !== '*' ? tag : null;
}

/**
 * `POST /api/regulatory-analysis/session/{sessionId}/save-to-database`: the session's updated
 * summary becomes the narrative of its record (the item at its index in the project's regulatory
 * database results), through the studies service, which keeps the previous text and refuses a
 * save over a version other than `expectedVersion` (409). Nothing is saved while documents are
 * being analysed or before one has been. The save is remembered on the session.
 */
export async function saveToDatabase(
  ctx: ReviewContext,
  auth: AuthContext,
  sessionId: string,
  { expectedVersion }: { expectedVersion: string | null },
): Promise<SaveToDatabaseResult> {
  const session = await recordSessionOfCaller(ctx, auth, sessionId);
  await projectForReview(ctx, auth, session.projectId, { forWrite: 'saving the analysis' });
  const view = await recordSessionView(ctx, session);
  if (view.analyzing) throw conflict('Documents are still being analysed; save once the analysis is complete.', undefined, 'ANALYSIS_IN_PROGRESS');
  const summary = view.updatedSummary;
  if (summary === null) throw conflict("There is no analysis to save yet: upload the record's documents first.", undefined, 'NOTHING_TO_SAVE');
  if (summary.length > NARRATIVE_MAX_CHARS) {
    throw unprocessable(
      `The updated summary has ${summary.length.toLocaleString('en-US')} characters; a record's narrative holds at most ${NARRATIVE_MAX_CHARS.toLocaleString('en-US')}. Analyse fewer documents at once.`,
      undefined,
      'SUMMARY_TOO_LONG',
    );
  }
  const saved = await ctx.studies.updateRecordNarrative({
    projectId: session.projectId,
    organizationId: session.organizationId,
    itemIndex: session.recordItemIndex,
    narrative: summary,
    expectedVersion: versionOf(expectedVersion) ?? undefined,
    updatedBy: auth.userId,
    source: { kind: 'regulatory-analysis', sessionId },
  });
  const at = ctx.now();
  await ctx.recordSessions.updateOne(
    { _id: sessionId },
    { $set: { saved: { at, by: auth.email, summary, version: saved.version, jobId: saved.jobId }, updatedAt: at } },
  );
  return { updatedSummary: summary, ...saved };
}
