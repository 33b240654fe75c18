import type { SoilsState } from '@groundwork/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aResult, SUBJECT_POLYGON } from '../test/fixtures';
import { followSoilsRun, SOILS_NOT_FOUND_MESSAGE, SOILS_TIMEOUT_MESSAGE } from './follow-run';

const running: SoilsState = { status: 'RUNNING', jobId: 'soils-2', startedAt: 't', polygonGeoJson: SUBJECT_POLYGON };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Follows `first` with `read`, settling the outcome as it comes. */
function follow(first: Promise<SoilsState>, read: () => Promise<SoilsState>, signal = new AbortController().signal) {
  const outcome: { value?: unknown; error?: unknown } = {};
  followSoilsRun(first, { startedAt: Date.now(), read, signal }).then(
    (value) => (outcome.value = value),
    (error: unknown) => (outcome.error = error),
  );
  return outcome;
}

describe('followSoilsRun', () => {
  it('answers a completed first state without checking', async () => {
    const read = vi.fn<() => Promise<SoilsState>>();
    const outcome = follow(Promise.resolve(aResult()), read);
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome.value).toEqual(aResult());
    expect(read).not.toHaveBeenCalled();
  });

  it('checks every 2 s while running, then answers the result', async () => {
    const read = vi.fn<() => Promise<SoilsState>>().mockResolvedValueOnce(running).mockResolvedValueOnce(aResult());
    const outcome = follow(Promise.resolve(running), read);
    await vi.advanceTimersByTimeAsync(1999);
    expect(read).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(outcome.value).toEqual(aResult());
  });

  it("rejects with the server's reason, or when the query is gone", async () => {
    const failed: SoilsState = { status: 'FAILED', jobId: 'j', startedAt: 't', finishedAt: 't', error: 'SDA answered 500', polygonGeoJson: SUBJECT_POLYGON };
    const outcome = follow(Promise.resolve(failed), vi.fn());
    const gone = follow(Promise.resolve(running), async () => ({ status: 'NONE' }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(outcome.error).toEqual(new Error('SDA answered 500'));
    expect(gone.error).toEqual(new Error(SOILS_NOT_FOUND_MESSAGE));
  });

  it('gives up at 75 s, a pending answer included', async () => {
    const pending = follow(new Promise(() => undefined), vi.fn());
    const read = vi.fn(async (): Promise<SoilsState> => running);
    const polled = follow(Promise.resolve(running), read);
    await vi.advanceTimersByTimeAsync(74_999);
    expect(pending).toEqual({});
    expect(polled).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(pending.error).toEqual(new Error(SOILS_TIMEOUT_MESSAGE));
    expect(polled.error).toEqual(new Error(SOILS_TIMEOUT_MESSAGE));
    expect(read).toHaveBeenCalledTimes(37);
  });

  it('stops quietly when the tab closes', async () => {
    const controller = new AbortController();
    const read = vi.fn(async (): Promise<SoilsState> => running);
    const outcome = follow(Promise.resolve(running), read, controller.signal);
    await vi.advanceTimersByTimeAsync(2000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(read).toHaveBeenCalledTimes(1);
    expect(outcome).toEqual({ value: null });
  });
});
