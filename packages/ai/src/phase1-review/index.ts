import type { LlmClient } from '../client';
import { createOfflineReviewer } from './offline';
import type { Phase1Reviewer } from './types';

export { createOfflineReviewer, createPassageIndex, detectSections, decideFromFindings, analyzeDocument, ASTM_SECTIONS } from './offline';
export type { Passage, PassageIndex, DetectedSection } from './offline';
export { NOT_FOUND_ANSWER } from './types';
export type { Phase1Reviewer, ReviewDocument, ReviewPage, ReviewOptions, AskOptions } from './types';

/** The Phase I reviewer: the offline engine (the default). */
export function createPhase1Reviewer(_options: { llm?: LlmClient | null } = {}): Phase1Reviewer {
  return createOfflineReviewer();
}
