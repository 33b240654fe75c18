import { ApiError } from '@groundwork/api-client';
import { PARCEL_HOVER_DELAY_MS, PARCEL_HOVER_MIN_MOVE_DEGREES, type LatLng } from '@groundwork/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHoverScheduler } from './hover-scheduler';

interface Deferred {
  point: LatLng;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

function setup() {
  const lookups: Deferred[] = [];
  const onResult = vi.fn();
  const onError = vi.fn();
  const scheduler = createHoverScheduler<string>({
    delayMs: PARCEL_HOVER_DELAY_MS,
    minMoveDegrees: PARCEL_HOVER_MIN_MOVE_DEGREES,
    lookup: (point, signal) =>
      new Promise<string>((resolve, reject) => {
        lookups.push({ point, signal, resolve, reject });
      }),
    onResult,
    onError,
  });
  return { scheduler, lookups, onResult, onError };
}

const here = { lat: 38.5, lng: -121.5 };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createHoverScheduler', () => {
  it('looks up only after the pointer rests for 300 ms', () => {
    const { scheduler, lookups } = setup();
    scheduler.move(here);
    vi.advanceTimersByTime(PARCEL_HOVER_DELAY_MS - 1);
    expect(lookups).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(lookups.map((lookup) => lookup.point)).toEqual([here]);
  });

  it('restarts the wait on each real move and looks up the last point once', () => {
    const { scheduler, lookups } = setup();
    for (let i = 0; i < 5; i += 1) {
      scheduler.move({ lat: here.lat + i * 0.0001, lng: here.lng });
      vi.advanceTimersByTime(200);
    }
    expect(lookups).toHaveLength(0);
    vi.advanceTimersByTime(100);
    expect(lookups.map((lookup) => lookup.point)).toEqual([{ lat: here.lat + 0.0004, lng: here.lng }]);
  });

  it('ignores moves smaller than 0.00001 degrees: they neither restart the wait nor look up again', () => {
    const { scheduler, lookups } = setup();
    scheduler.move(here);
    vi.advanceTimersByTime(200);
    scheduler.move({ lat: here.lat + 0.000009, lng: here.lng - 0.000009 });
    vi.advanceTimersByTime(100);
    expect(lookups.map((lookup) => lookup.point)).toEqual([here]);
    scheduler.move({ lat: here.lat + 0.000005, lng: here.lng });
    vi.advanceTimersByTime(1000);
    expect(lookups).toHaveLength(1);
  });

  it('treats a move of 0.00001 degrees or more in either axis as a move', () => {
    const { scheduler, lookups } = setup();
    scheduler.move(here);
    vi.advanceTimersByTime(PARCEL_HOVER_DELAY_MS);
    const moved = { lat: here.lat, lng: here.lng + 0.00002 };
    scheduler.move(moved);
    vi.advanceTimersByTime(PARCEL_HOVER_DELAY_MS);
    expect(lookups.map((lookup) => lookup.point)).toEqual([here, moved]);
  });

  it('reports the latest result and aborts and ignores a lookup overtaken by a move', async () => {
    const { scheduler, lookups, onResult } = setup();
    scheduler.move(here);
    vi.advanceTimersByTime(PARCEL_HOVER_DELAY_MS);
    const next = { lat: here.lat + 0.001, lng: here.lng };
    scheduler.move(next);
    expect(lookups[0]!.signal.aborted).toBe(true);
    lookups[0]!.resolve('stale parcel');
    vi.advanceTimersByTime(PARCEL_HOVER_DELAY_MS);
    lookups[1]!.resolve('current parcel');
    await vi.runAllTimersAsync();
    expect(onResult.mock.calls).toEqual([['current parcel', next]]);
  });

  it('reports a failed lookup, but not an aborted one', async () => {
    const { scheduler, lookups, onError } = setup();
    scheduler.move(here);
    vi.advanceTimersByTime(PARCEL_HOVER_DELAY_MS);
    lookups[0]!.reject(new ApiError(502, 'upstream'));
    await vi.runAllTimersAsync();
    expect(onError).toHaveBeenCalledTimes(1);
    expect((onError.mock.calls[0]![0] as Error).message).toBe('502: upstream');

    scheduler.move({ lat: 1, lng: 1 });
    vi.advanceTimersByTime(PARCEL_HOVER_DELAY_MS);
    scheduler.leave();
    lookups[1]!.reject(new DOMException('aborted', 'AbortError'));
    await vi.runAllTimersAsync();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('leaving cancels a pending lookup, and the next entry counts as a move even at the same point', () => {
    const { scheduler, lookups } = setup();
    scheduler.move(here);
    vi.advanceTimersByTime(100);
    scheduler.leave();
    vi.advanceTimersByTime(1000);
    expect(lookups).toHaveLength(0);
    scheduler.move(here);
    vi.advanceTimersByTime(PARCEL_HOVER_DELAY_MS);
    expect(lookups).toHaveLength(1);
  });
});
