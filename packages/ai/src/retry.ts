// When and how long to wait before another attempt: exponential backoff with jitter, or what the
// server asked for with Retry-After (seconds, an HTTP date, or the de facto retry-after-ms).

export interface RetryPolicy {
  /** The first wait; each further one doubles. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A server asking to wait longer than this is taken as unavailable: a worker does not sleep for minutes. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseDelayMs: 500, maxDelayMs: 8_000, maxRetryAfterMs: 60_000 };

/** The wait before attempt `attempt + 1` (attempt is 1-based): half the doubled delay fixed, half random. */
export function backoffDelay(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** The wait a response's headers ask for, in ms, or null when they ask for none (or nonsense). */
export function retryAfterMs(headers: Headers | undefined, now: () => number = Date.now): number | null {
  const millis = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(millis) && millis >= 0) return millis;
  const value = headers?.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Number.parseFloat(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now());
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
