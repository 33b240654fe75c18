import { createLlmClient, type LlmClient, type RetryEvent } from '../client';
import { type LlmConfig, llmConfigFromEnv } from '../config';
import { createLlmRecordAnalyzer } from './llm';
import { analyzeRecordDocument } from './offline';
import type { RecordAnalyzer } from './types';

export type { RecordAnalyzer } from './types';
export { createLlmRecordAnalyzer, RECORD_CLOSURE_PROMPT } from './llm';
export type { LlmRecordAnalyzerEvent, LlmRecordAnalyzerOptions } from './llm';

/** The offline engine, the default: closure read by clause (see offline/README in ../record-analysis). */
export function createOfflineRecordAnalyzer(): RecordAnalyzer {
  return {
    engine: 'offline',
    async analyze(document, record, options = {}) {
      options.signal?.throwIfAborted();
      const result = analyzeRecordDocument(document, record);
      options.onProgress?.(100);
      return result;
    },
  };
}

/**
 * The record analyzer: the LLM engine when a client is configured (the offline engine its fallback
 * and cross-check), else the offline engine.
 */
export function createRecordAnalyzer({ llm = null }: { llm?: LlmClient | null } = {}): RecordAnalyzer {
  return llm ? createLlmRecordAnalyzer(llm) : createOfflineRecordAnalyzer();
}

/** The analyzer the environment asks for (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY; see `phase1ReviewerFromEnv`). */
export function recordAnalyzerFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
  { onLlm, onRetry }: { onLlm?: (config: LlmConfig) => void; onRetry?: (event: RetryEvent) => void } = {},
): RecordAnalyzer {
  const config = llmConfigFromEnv(env);
  if (config) onLlm?.(config);
  return createRecordAnalyzer({ llm: config && createLlmClient(config, { onRetry }) });
}
