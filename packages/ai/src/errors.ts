// Every failure of the AI layer is one of these: the caller decides by kind (a second reader
// skips a page on LlmUnavailableError, a misconfiguration stops start-up), never by message.

export type LlmErrorCode = 'LLM_CONFIG' | 'LLM_UNAVAILABLE' | 'LLM_TIMEOUT' | 'LLM_REJECTED' | 'LLM_INVALID_ANSWER' | 'LLM_ABORTED';

export abstract class LlmError extends Error {
  abstract readonly code: LlmErrorCode;
}

/** The LLM_* environment is set but unusable (a URL without a model, a bad number). */
export class LlmConfigError extends LlmError {
  override readonly name = 'LlmConfigError';
  readonly code = 'LLM_CONFIG';
}

/** The server could not answer: unreachable, 429 or 5xx on every attempt. */
export class LlmUnavailableError extends LlmError {
  override readonly name: string = 'LlmUnavailableError';
  readonly code: LlmErrorCode = 'LLM_UNAVAILABLE';
  constructor(
    message: string,
    /** The last HTTP status, when there was one. */
    readonly status: number | null,
    readonly attempts: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Every attempt outlasted the per-call timeout. */
export class LlmTimeoutError extends LlmUnavailableError {
  override readonly name = 'LlmTimeoutError';
  override readonly code = 'LLM_TIMEOUT';
}

/** The server refused the request itself (bad key, unknown model, bad request): retrying cannot help. */
export class LlmRejectedError extends LlmError {
  override readonly name = 'LlmRejectedError';
  readonly code = 'LLM_REJECTED';
  constructor(
    message: string,
    readonly status: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export type InvalidAnswerReason = 'empty' | 'refusal' | 'truncated' | 'not-json' | 'schema';

/** The model answered, but not with what the schema asks: no JSON, cut short, refused, or failing validation. */
export class LlmInvalidAnswerError extends LlmError {
  override readonly name = 'LlmInvalidAnswerError';
  readonly code = 'LLM_INVALID_ANSWER';
  constructor(
    message: string,
    readonly reason: InvalidAnswerReason,
    /** The start of what the model wrote, for the logs. */
    readonly excerpt: string | null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The caller's signal ended the call. */
export class LlmAbortedError extends LlmError {
  override readonly name = 'LlmAbortedError';
  readonly code = 'LLM_ABORTED';
}

export const isLlmError = (error: unknown): error is LlmError => error instanceof LlmError;
