import type { ClosureVerdict } from '@groundwork/contracts';
import type { FallbackCause } from '../../llm-fallback';

/** What the LLM record analyzer tells its caller's logs as it works. */
export type LlmRecordAnalyzerEvent =
  | { type: 'chunk-read'; documentId: string; chunk: number; chunks: number; pages: number[]; attempts: number; ms: number }
  /** Quotes the model gave and how many stood on their page (the others were dropped, with what they carried). */
  | { type: 'quotes-checked'; documentId: string; given: number; kept: number }
  | { type: 'verdict-disagreement'; documentId: string; model: ClosureVerdict; rules: ClosureVerdict; kept: ClosureVerdict; warning: string }
  /** The LLM failed and the offline analysis answered instead. */
  | ({ type: 'fallback'; documentId: string } & FallbackCause);
