import type { LlmClient } from '../../client';
import { createPassageIndex, decideFromFindings } from '../offline/index';
import type { Phase1Reviewer } from '../types';
import { buildLlmReviewer, type LlmReviewerOptions } from './llm-reviewer';

/**
 * The Phase I reviewer on an LLM (map over the document's parts, reduce with the decision
 * rules), grounded like the offline one, which answers instead whenever the LLM fails.
 */
export function createLlmReviewer(client: LlmClient, options: LlmReviewerOptions): Phase1Reviewer {
  return buildLlmReviewer(client, options, { createPassageIndex, decideFromFindings });
}

export { DEFAULT_BUDGET_MS, DEFAULT_MAX_CHUNK_TOKENS, DEFAULT_MAX_CONCURRENCY } from './llm-reviewer';
export type { LlmReviewerOptions, OfflineParts } from './llm-reviewer';
export type { LlmReviewerEvent } from './events';
export { chunkPages, estimateTokens } from './chunks';
export type { Chunk } from './chunks';
export { REVIEW_PROMPTS } from './review-document';
export { ANSWER_PROMPT } from './answer-question';
