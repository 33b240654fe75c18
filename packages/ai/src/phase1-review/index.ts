import type { LlmClient } from '../client';
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
