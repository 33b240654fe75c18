import type { Phase1Decision } from '@groundwork/contracts';
import type { LlmErrorCode } from '../../errors';

/** What the LLM reviewer tells its caller's logs as it works. */
export type LlmReviewerEvent =
  | { type: 'chunk-reviewed'; documentId: string; chunk: number; chunks: number; pages: number[]; attempts: number; ms: number }
  /** Quotes the model gave and how many stood on their page (the others were dropped, with what they carried). */
  | { type: 'quotes-checked'; documentId: string; given: number; kept: number }
  | { type: 'decision-disagreement'; documentId: string; model: Phase1Decision; rules: Phase1Decision; kept: Phase1Decision; warning: string }
  /** The LLM failed and the offline engine answered instead. */
  | { type: 'fallback'; operation: 'review' | 'ask'; documentId: string | null; code: LlmErrorCode | 'BUDGET'; reason: string; message: string };
