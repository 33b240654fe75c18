import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_RETRY_POLICY, retryAfterMs, sleep } from './retry';

describe('backoffDelay', () => {
  it('doubles from the base delay up to the maximum, with half of it random', () => {
    const low = () => 0;
    const high = () => 1;
    expect([1, 2, 3, 4, 5, 6].map((attempt) => backoffDelay(attempt, DEFAULT_RETRY_POLICY, high))).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
    expect([1, 2, 3].map((attempt) => backoffDelay(attempt, DEFAULT_RETRY_POLICY, low))).toEqual([250, 500, 1000]);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds, an HTTP date and retry-after-ms', () => {
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }))).toBe(2000);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '150', 'retry-after': '9' }))).toBe(150);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:03 GMT' }), () => now)).toBe(3000);
  });

  it('is null without the header or with nonsense', () => {
    expect(retryAfterMs(undefined)).toBeNull();
    expect(retryAfterMs(new Headers())).toBeNull();
    expect(retryAfterMs(new Headers({ 'retry-after': 'later' }))).toBeNull();
  });
});

describe('sleep', () => {
  it('rejects with the reason when the signal aborts', async () => {
    const controller = new AbortController();
    const waiting = sleep(10_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
  });
});
