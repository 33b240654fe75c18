import { createLlmClient, type LlmClient, type RetryEvent } from '../client';
import { type LlmConfig, llmConfigFromEnv } from '../config';
import { createLlmReviewer } from './llm';
import { createOfflineReviewer } from './offline';
import type { Phase1Reviewer } from './types';

export { createOfflineReviewer, createPassageIndex, detectSections, decideFromFindings, analyzeDocument, ASTM_SECTIONS } from './offline';
export type { Passage, PassageIndex, DetectedSection } from './offline';
export { NOT_FOUND_ANSWER } from './types';
export type { Phase1Reviewer, ReviewDocument, ReviewPage, ReviewOptions, AskOptions } from './types';

export { createLlmReviewer } from './llm';

/**
 * The Phase I reviewer: the LLM engine when a client is configured (with the offline engine as
 * its fallback and cross-check), else the offline engine, the default.
 */
export function createPhase1Reviewer({ llm = null }: { llm?: LlmClient | null } = {}): Phase1Reviewer {
  const offline = createOfflineReviewer();
  return llm ? createLlmReviewer(llm, { fallback: offline }) : offline;
}

/**
 * The reviewer the environment asks for: the LLM engine when LLM_BASE_URL, LLM_MODEL and
 * LLM_API_KEY are set (`onLlm` hears which), else the offline engine. A half-set configuration
 * throws (`llmConfigFromEnv`).
 */
export function phase1ReviewerFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
  { onLlm, onRetry }: { onLlm?: (config: LlmConfig) => void; onRetry?: (event: RetryEvent) => void } = {},
): Phase1Reviewer {
  const config = llmConfigFromEnv(env);
  if (config) onLlm?.(config);
  return createPhase1Reviewer({ llm: config && createLlmClient(config, { onRetry }) });
}
