import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DWELL_TICKS, TICK_MS } from './demo-player';
import { useDemoPlayer } from './useDemoPlayer';

describe('useDemoPlayer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it('auto-plays: 2 percent every 100 ms', () => {
    const { result } = renderHook(() => useDemoPlayer(4));
    advance(100);
    expect(result.current.state.progress).toBe(2);
    advance(900);
    expect(result.current.state.progress).toBe(20);
  });

  it('starts from a pinned state and stays still when it is paused', () => {
    const { result } = renderHook(() => useDemoPlayer(4, { stepIndex: 2, progress: 50, playing: false }));
    advance(1000);
    expect(result.current.state).toMatchObject({ stepCount: 4, stepIndex: 2, progress: 50, playing: false });
  });

  it('moves to the next step after a step completes and its dwell passes', () => {
    const { result } = renderHook(() => useDemoPlayer(4));
    advance(50 * TICK_MS + DWELL_TICKS * TICK_MS);
    expect(result.current.state).toMatchObject({ stepIndex: 1, progress: 0 });
  });

  it('stops the clock while paused and resumes on play', () => {
    const { result } = renderHook(() => useDemoPlayer(4));
    advance(500);
    act(() => result.current.togglePlay());
    advance(5000);
    expect(result.current.state).toMatchObject({ progress: 10, playing: false });
    act(() => result.current.togglePlay());
    advance(200);
    expect(result.current.state.progress).toBe(14);
  });

  it('restarts a chosen step while the clock keeps running', () => {
    const { result } = renderHook(() => useDemoPlayer(4));
    advance(2000);
    act(() => result.current.select(2));
    expect(result.current.state).toMatchObject({ stepIndex: 2, progress: 0 });
    advance(300);
    expect(result.current.state.progress).toBe(6);
  });

  it('stops the timer on unmount', () => {
    const { unmount } = renderHook(() => useDemoPlayer(4));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
