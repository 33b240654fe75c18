import type { Finding, Phase1Answer, Phase1Result } from '@groundwork/contracts';
import type { LlmClient } from '../../client';
import { fallbackCause, offlineAnalysisWarning, withBudget, type FallbackCause } from '../../llm-fallback';
import type { AskOptions, Phase1Reviewer, ReviewDocument, ReviewOptions } from '../types';
import { answerQuestion, type PassageIndex } from './answer-question';
import type { LlmReviewerEvent } from './events';
import type { RulesDecision } from './reconcile-decision';
import { reviewDocument } from './review-document';

// The Phase I reviewer on an LLM: the same interface as the offline engine, which answers
// instead, whole, whenever the LLM fails (unavailable, too slow, an unusable answer).

export interface LlmReviewerOptions {
  /** The engine whose answer replaces a failed LLM one (the offline reviewer). */
  fallback: Phase1Reviewer;
  /** A part of a document sent in one request, in estimated tokens (default 6,000: about 12 pages). */
  maxChunkTokens?: number;
  /** Parts of one document in flight at once (default 2). */
  maxConcurrency?: number;
  /** One review's or answer's time, all requests and retries included (default 120 s). */
  budgetMs?: number;
  onEvent?: (event: LlmReviewerEvent) => void;
}

/** What the LLM engine takes from the offline one: its decision rules and its passage retrieval. */
export interface OfflineParts {
  decideFromFindings(findings: readonly Finding[]): RulesDecision;
  createPassageIndex(documents: readonly ReviewDocument[]): PassageIndex;
}

export const DEFAULT_MAX_CHUNK_TOKENS = 6_000;
export const DEFAULT_MAX_CONCURRENCY = 2;
export const DEFAULT_BUDGET_MS = 120_000;

export function buildLlmReviewer(client: LlmClient, options: LlmReviewerOptions, parts: OfflineParts): Phase1Reviewer {
  const budgetMs = options.budgetMs ?? DEFAULT_BUDGET_MS;
  const settings = {
    client,
    decideFromFindings: parts.decideFromFindings,
    maxChunkTokens: options.maxChunkTokens ?? DEFAULT_MAX_CHUNK_TOKENS,
    maxConcurrency: options.maxConcurrency ?? DEFAULT_MAX_CONCURRENCY,
    onEvent: options.onEvent,
  };
  const report = (operation: 'review' | 'ask', documentId: string | null, cause: FallbackCause) =>
    options.onEvent?.({ type: 'fallback', operation, documentId, ...cause });

  return {
    engine: 'llm',
    async review(document: ReviewDocument, reviewOptions: ReviewOptions = {}): Promise<Phase1Result> {
      const budget = AbortSignal.timeout(budgetMs);
      const signal = withBudget(reviewOptions.signal, budget);
      try {
        return await reviewDocument(document, { ...settings, signal, onProgress: reviewOptions.onProgress });
      } catch (error) {
        const cause = fallbackCause(error, reviewOptions.signal, budget, budgetMs);
        report('review', document.documentId, cause);
        const result = await options.fallback.review(document, reviewOptions);
        return { ...result, warnings: [offlineAnalysisWarning(cause), ...result.warnings].slice(0, 50) };
      }
    },
    async ask(documents: readonly ReviewDocument[], question: string, askOptions: AskOptions = {}): Promise<Phase1Answer> {
      const budget = AbortSignal.timeout(budgetMs);
      const signal = withBudget(askOptions.signal, budget);
      try {
        return await answerQuestion(documents, question, askOptions.history ?? [], { client, createPassageIndex: parts.createPassageIndex, signal });
      } catch (error) {
        const cause = fallbackCause(error, askOptions.signal, budget, budgetMs);
        report('ask', null, cause);
        const answer = await options.fallback.ask(documents, question, askOptions);
        const note = `(The language model was unavailable (${cause.reason}); this is the offline answer.)`;
        return { ...answer, answer: `${answer.answer.slice(0, 8_000 - note.length - 2)}\n\n${note}` };
      }
    },
  };
}
