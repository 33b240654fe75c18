import { LlmAbortedError, LlmError, type LlmErrorCode, LlmInvalidAnswerError, LlmRejectedError, LlmTimeoutError, LlmUnavailableError } from './errors';

// What every LLM engine does when the model fails: the offline engine answers instead, with a
// warning that says why in a consultant's words. Shared by the Phase I reviewer and the record
// analyzer so that both fail, and say so, the same way.

/** Why the LLM's answer was not kept: its kind for the logs, a short reason for the warning. */
export interface FallbackCause {
  code: LlmErrorCode | 'BUDGET';
  reason: string;
  message: string;
}

/** The caller's signal joined with the engine's time budget. */
export const withBudget = (signal: AbortSignal | undefined, budget: AbortSignal): AbortSignal => (signal ? AbortSignal.any([signal, budget]) : budget);

/** The warning a result computed offline carries when the LLM failed. */
export const offlineAnalysisWarning = (cause: FallbackCause): string => `The language model was unavailable (${cause.reason}); this is the offline analysis.`;

/**
 * Why to fall back, from what the LLM path threw. The caller's own cancellation and any error
 * that is not the LLM's (a bug) are thrown on: only an LLM failure is answered offline.
 */
export function fallbackCause(error: unknown, callerSignal: AbortSignal | undefined, budget: AbortSignal, budgetMs: number): FallbackCause {
  callerSignal?.throwIfAborted();
  if (budget.aborted) return { code: 'BUDGET', reason: `no complete answer within the time budget of ${budgetMs / 1000} s`, message: messageOf(error) };
  if (!(error instanceof LlmError)) throw error;
  return { code: error.code, reason: reasonOf(error), message: error.message };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A short reason for the consultant: the kind of failure, never the LLM's address. */
function reasonOf(error: LlmError): string {
  const tries = (attempts: number) => `${attempts} attempt${attempts === 1 ? '' : 's'}`;
  if (error instanceof LlmTimeoutError) return `no answer in time after ${tries(error.attempts)}`;
  if (error instanceof LlmUnavailableError)
    return error.status === null ? `unreachable after ${tries(error.attempts)}` : `HTTP ${error.status} after ${tries(error.attempts)}`;
  if (error instanceof LlmInvalidAnswerError) return `an unusable answer: ${INVALID_ANSWER_REASONS[error.reason]}`;
  if (error instanceof LlmRejectedError) return `the request was refused with HTTP ${error.status}`;
  if (error instanceof LlmAbortedError) return 'the request was cancelled';
  return 'it is not configured correctly';
}

const INVALID_ANSWER_REASONS: Record<LlmInvalidAnswerError['reason'], string> = {
  empty: 'empty',
  refusal: 'a refusal',
  truncated: 'cut short',
  'not-json': 'not JSON',
  schema: 'not the expected structure',
};
