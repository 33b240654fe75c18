import type { LlmClient } from '../../client';
import { fallbackCause, offlineAnalysisWarning, withBudget } from '../../llm-fallback';
import { DEFAULT_BUDGET_MS, DEFAULT_MAX_CHUNK_TOKENS, DEFAULT_MAX_CONCURRENCY } from '../../phase1-review/llm/llm-reviewer';
import { analyzeRecordDocument } from '../offline/analyze';
import type { RecordAnalyzer } from '../types';
import type { LlmRecordAnalyzerEvent } from './events';
import { readRecordDocument } from './read-document';

export interface LlmRecordAnalyzerOptions {
  /** A part of a document sent in one request, in estimated tokens (default 6,000: about 12 pages). */
  maxChunkTokens?: number;
  /** Parts of one document in flight at once (default 2). */
  maxConcurrency?: number;
  /** One document's time, all requests and retries included (default 120 s). */
  budgetMs?: number;
  onEvent?: (event: LlmRecordAnalyzerEvent) => void;
}

/**
 * The record analyzer on an LLM: the same interface as the offline engine, which is both its
 * cross-check (the rules' verdict on the same document) and its answer, whole, whenever the LLM
 * fails (unavailable, too slow, an unusable answer). The caller's own abort is thrown.
 */
export function createLlmRecordAnalyzer(client: LlmClient, options: LlmRecordAnalyzerOptions = {}): RecordAnalyzer {
  const budgetMs = options.budgetMs ?? DEFAULT_BUDGET_MS;
  const settings = {
    client,
    maxChunkTokens: options.maxChunkTokens ?? DEFAULT_MAX_CHUNK_TOKENS,
    maxConcurrency: options.maxConcurrency ?? DEFAULT_MAX_CONCURRENCY,
    onEvent: options.onEvent,
  };
  return {
    engine: 'llm',
    async analyze(document, record = {}, { signal: callerSignal, onProgress } = {}) {
      callerSignal?.throwIfAborted();
      const offline = analyzeRecordDocument(document, record);
      const budget = AbortSignal.timeout(budgetMs);
      try {
        const result = await readRecordDocument(document, record, offline, { ...settings, signal: withBudget(callerSignal, budget), onProgress });
        onProgress?.(100);
        return result;
      } catch (error) {
        const cause = fallbackCause(error, callerSignal, budget, budgetMs);
        options.onEvent?.({ type: 'fallback', documentId: document.documentId, ...cause });
        onProgress?.(100);
        return { ...offline, warnings: [offlineAnalysisWarning(cause), ...offline.warnings].slice(0, 50) };
      }
    },
  };
}
