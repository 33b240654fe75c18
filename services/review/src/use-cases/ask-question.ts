import { randomUUID } from 'node:crypto';
import type { ReviewDocument } from '@groundwork/ai';
import type { Phase1Answer } from '@groundwork/contracts';
import { AppError, type AuthContext } from '@groundwork/service-kit';
import type { ReviewContext } from '../context';
import { HISTORY_MAX_ENTRIES, toHistoryEntry, warningsOf, type HistoryRecord } from '../repositories';
import { sessionOfCaller } from './access';
import { documentsOf, historyOf } from './get-session';
import { SESSION_KINDS, sessionsOf, type SessionKind } from './session-kinds';

/** An assistant entry's text is bounded like every history entry (the contract's 40,000 characters). */
const ENTRY_MAX_CHARS = 40_000;

/** The session's analysed reports with their pages, in upload order. */
async function analysedDocuments(ctx: ReviewContext, sessionId: string): Promise<ReviewDocument[]> {
  const done = (await documentsOf(ctx, sessionId)).filter((document) => document.status === 'done');
  const documents: ReviewDocument[] = [];
  for (const document of done) {
    const pages = await ctx.pages
      .find({ documentId: document._id }, { projection: { page: 1, text: 1 } })
      .sort({ page: 1 })
      .toArray();
    documents.push({
      documentId: document._id,
      name: document.name,
      format: document.format,
      pages: pages.map(({ page, text }) => ({ page, text })),
      warnings: warningsOf(document),
    });
  }
  return documents;
}

/** Asks the reviewer, giving up after `timeoutMs` (504). */
async function answerWithin(ctx: ReviewContext, documents: ReviewDocument[], question: string, history: HistoryRecord[]): Promise<Phase1Answer> {
  const timeout = AbortSignal.timeout(ctx.askTimeoutMs);
  const timedOut = new Promise<never>((_, reject) =>
    timeout.addEventListener('abort', () => reject(new AppError(504, 'ASK_TIMEOUT', 'The question took too long to answer; please try again.')), {
      once: true,
    }),
  );
  timedOut.catch(() => {});
  return Promise.race([ctx.reviewer.ask(documents, question, { history: history.map(toHistoryEntry), signal: timeout }), timedOut]);
}

/** The answer as the assistant entry's JSON, its quotes dropped from the end while it is too long. */
function assistantText(answer: Phase1Answer): string {
  const quotes = [...answer.quotes];
  let text = JSON.stringify(answer);
  while (text.length > ENTRY_MAX_CHARS && quotes.length > 0) {
    quotes.pop();
    text = JSON.stringify({ ...answer, quotes });
  }
  return text.length > ENTRY_MAX_CHARS ? JSON.stringify({ ...answer, answer: answer.answer.slice(0, 4000), quotes: [] }) : text;
}

/** Adds the question and its answer to the history and drops what is beyond its last entries. */
async function recordTurn(ctx: ReviewContext, kind: SessionKind, sessionId: string, question: string, askedAt: Date, answer: Phase1Answer): Promise<void> {
  const answeredAt = ctx.now();
  await ctx.history.insertMany([
    { _id: randomUUID(), sessionId, role: 'user', text: question, at: askedAt, turn: 0 },
    { _id: randomUUID(), sessionId, role: 'assistant', text: assistantText(answer), at: answeredAt, turn: 1 },
  ]);
  const kept = await ctx.history
    .find({ sessionId }, { projection: { _id: 1 } })
    .sort({ at: -1, turn: -1 })
    .limit(HISTORY_MAX_ENTRIES)
    .toArray();
  if (kept.length === HISTORY_MAX_ENTRIES) await ctx.history.deleteMany({ sessionId, _id: { $nin: kept.map((entry) => entry._id) } });
  await sessionsOf(ctx, kind).updateOne({ _id: sessionId }, { $set: { updatedAt: answeredAt } });
}

/**
 * `POST .../session/{sessionId}/ask`: the reviewer's grounded answer from the session's analysed
 * documents, with the conversation so far; the question and answer join the history.
 */
export async function askQuestion(ctx: ReviewContext, auth: AuthContext, kind: SessionKind, sessionId: string, question: string): Promise<Phase1Answer> {
  await sessionOfCaller(ctx, auth, sessionId, kind);
  const askedAt = ctx.now();
  const documents = await analysedDocuments(ctx, sessionId);
  const answer =
    documents.length === 0
      ? { answer: SESSION_KINDS[kind].nothingToAnswer, quotes: [], confidence: 0 }
      : await answerWithin(ctx, documents, question, await historyOf(ctx, sessionId));
  await recordTurn(ctx, kind, sessionId, question, askedAt, answer);
  return answer;
}
