import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletion, ChatCompletionContentPart } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import type { LlmConfig } from './config';
import { LlmAbortedError, LlmError, LlmRejectedError, LlmTimeoutError, LlmUnavailableError } from './errors';
import { backoffDelay, DEFAULT_RETRY_POLICY, retryAfterMs, sleep, type RetryPolicy } from './retry';
import { parseStructuredAnswer } from './structured-answer';

export interface StructuredRequest<Schema extends z.ZodType> {
  /** What the answer must be: sent as a strict json_schema response format, then checked with zod. */
  schema: Schema;
  /** The response format's name (letters, digits, `_` and `-`). */
  schemaName: string;
  system: string;
  /** The user message: text, or parts (text and `image_url` data URLs, for a vision model). */
  user: string | ChatCompletionContentPart[];
  /** The prompt the system text came from (`city-directory-page.v1`), recorded with the answer. */
  promptId?: string;
  maxTokens?: number;
  signal?: AbortSignal;
}

export interface StructuredAnswer<T> {
  data: T;
  /** The model that answered, as the server names it. */
  model: string;
  promptId: string | null;
  attempts: number;
  ms: number;
  usage: { promptTokens: number; completionTokens: number } | null;
}

export interface LlmClient {
  readonly model: string;
  /**
   * One chat completion whose answer is JSON of `schema`. Retries 429, 5xx, timeouts and lost
   * connections with backoff (or the server's Retry-After); throws an LlmError of the failure's kind.
   */
  structured<Schema extends z.ZodType>(request: StructuredRequest<Schema>): Promise<StructuredAnswer<z.output<Schema>>>;
}

export interface RetryEvent {
  /** The attempt that failed (1-based). */
  attempt: number;
  delayMs: number;
  error: LlmError;
}

export interface LlmClientOptions {
  retry?: Partial<RetryPolicy>;
  /** For tests: the jitter's source. */
  random?: () => number;
  /** Told of each failed attempt that will be retried (for the logs). */
  onRetry?: (event: RetryEvent) => void;
}

/** A failed attempt: the error to throw, whether another attempt may help, and how long the server asked to wait. */
interface AttemptFailure {
  error: LlmError;
  retryable: boolean;
  retryAfterMs: number | null;
}

// Local servers (llama.cpp, vLLM, Ollama) take no key, but the SDK insists on one.
const NO_KEY = 'no-key';

export function createLlmClient(config: LlmConfig, options: LlmClientOptions = {}): LlmClient {
  // The SDK's own retries are off: ours are typed, observable and bounded by a policy.
  const sdk = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey ?? NO_KEY, maxRetries: 0, timeout: config.timeoutMs });
  const policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const random = options.random ?? Math.random;

  async function structured<Schema extends z.ZodType>(request: StructuredRequest<Schema>): Promise<StructuredAnswer<z.output<Schema>>> {
    const started = Date.now();
    for (let attempt = 1; ; attempt++) {
      try {
        const completion = await complete(request);
        const data = parseStructuredAnswer(completion, request.schema);
        return { data, model: completion.model, promptId: request.promptId ?? null, attempts: attempt, ms: Date.now() - started, usage: usageOf(completion) };
      } catch (thrown) {
        const failure = classifyFailure(thrown, config, attempt);
        const delayMs = failure.retryable && attempt <= config.maxRetries ? retryDelay(failure, attempt) : null;
        if (delayMs === null) throw failure.error;
        options.onRetry?.({ attempt, delayMs, error: failure.error });
        await sleep(delayMs, request.signal).catch((reason: unknown) => {
          throw new LlmAbortedError('The LLM call was cancelled', { cause: reason });
        });
      }
    }
  }

  function complete<Schema extends z.ZodType>(request: StructuredRequest<Schema>): Promise<ChatCompletion> {
    return sdk.chat.completions.create(
      {
        model: config.model,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
        response_format: zodResponseFormat(request.schema, request.schemaName),
        ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
      },
      { signal: request.signal, timeout: config.timeoutMs, maxRetries: 0 },
    );
  }

  /** The server's Retry-After when it gave one (null past the policy's bound), else backoff. */
  function retryDelay(failure: AttemptFailure, attempt: number): number | null {
    if (failure.retryAfterMs === null) return backoffDelay(attempt, policy, random);
    return failure.retryAfterMs <= policy.maxRetryAfterMs ? failure.retryAfterMs : null;
  }

  return { model: config.model, structured };
}

const RETRYABLE_STATUS = (status: number) => status === 408 || status === 409 || status === 429 || status >= 500;

/** What a thrown error means for the next attempt. */
function classifyFailure(thrown: unknown, config: LlmConfig, attempt: number): AttemptFailure {
  const tries = `${attempt} attempt${attempt === 1 ? '' : 's'}`;
  if (thrown instanceof LlmError) return { error: thrown, retryable: false, retryAfterMs: null };
  if (thrown instanceof APIUserAbortError)
    return { error: new LlmAbortedError('The LLM call was cancelled', { cause: thrown }), retryable: false, retryAfterMs: null };
  if (thrown instanceof APIConnectionTimeoutError) {
    const message = `The LLM at ${config.baseUrl} gave no answer within ${config.timeoutMs} ms (${tries})`;
    return { error: new LlmTimeoutError(message, null, attempt, { cause: thrown }), retryable: true, retryAfterMs: null };
  }
  if (thrown instanceof APIConnectionError) {
    const message = `The LLM at ${config.baseUrl} could not be reached (${tries}): ${thrown.message}`;
    return { error: new LlmUnavailableError(message, null, attempt, { cause: thrown }), retryable: true, retryAfterMs: null };
  }
  if (thrown instanceof APIError && thrown.status !== undefined) {
    const message = `The LLM at ${config.baseUrl} answered ${thrown.message} (${tries})`;
    if (!RETRYABLE_STATUS(thrown.status))
      return { error: new LlmRejectedError(message, thrown.status, { cause: thrown }), retryable: false, retryAfterMs: null };
    const error = new LlmUnavailableError(message, thrown.status, attempt, { cause: thrown });
    return { error, retryable: true, retryAfterMs: retryAfterMs(thrown.headers) };
  }
  throw thrown;
}

function usageOf(completion: ChatCompletion): StructuredAnswer<unknown>['usage'] {
  return completion.usage ? { promptTokens: completion.usage.prompt_tokens, completionTokens: completion.usage.completion_tokens } : null;
}
