import { describe, expect, it } from 'vitest';
import { type DemoAction, type DemoState, demoReducer, DWELL_TICKS, initialDemoState, isDemoFinished, revealedCount } from './demo-player';

const run = (state: DemoState, ...actions: DemoAction[]) => actions.reduce(demoReducer, state);
const ticks = (count: number): DemoAction[] => Array.from({ length: count }, () => ({ type: 'tick' }));

describe('demoReducer', () => {
  it('starts playing the first step at 0 percent', () => {
    expect(initialDemoState(4)).toEqual({ stepCount: 4, stepIndex: 0, progress: 0, playing: true, dwellTicks: 0 });
  });

  it('advances 2 percent per tick and reaches 100 after 50 ticks', () => {
    const start = initialDemoState(4);
    expect(run(start, ...ticks(1)).progress).toBe(2);
    expect(run(start, ...ticks(49)).progress).toBe(98);
    expect(run(start, ...ticks(50)).progress).toBe(100);
    expect(run(start, ...ticks(51)).progress).toBe(100);
  });

  it('holds a finished step, then auto-plays the next one from 0', () => {
    const finished = run(initialDemoState(4), ...ticks(50));
    const stillHolding = run(finished, ...ticks(DWELL_TICKS - 1));
    expect(stillHolding.stepIndex).toBe(0);
    const moved = run(finished, ...ticks(DWELL_TICKS));
    expect(moved).toMatchObject({ stepIndex: 1, progress: 0, dwellTicks: 0, playing: true });
  });

  it('stops playing at the end of the last step', () => {
    const lastStep = run(initialDemoState(4), { type: 'select', stepIndex: 3 }, ...ticks(51));
    expect(lastStep).toMatchObject({ stepIndex: 3, progress: 100, playing: false });
    expect(isDemoFinished(lastStep)).toBe(true);
  });

  it('does nothing on ticks while paused', () => {
    const paused = run(initialDemoState(4), ...ticks(10), { type: 'togglePlay' });
    expect(run(paused, ...ticks(20))).toEqual(paused);
    expect(run(paused, { type: 'togglePlay' }, ...ticks(1)).progress).toBe(22);
  });

  it('resets the chosen step when a step is selected, even the current one', () => {
    const midway = run(initialDemoState(4), ...ticks(30));
    expect(run(midway, { type: 'select', stepIndex: 2 })).toMatchObject({ stepIndex: 2, progress: 0 });
    expect(run(midway, { type: 'select', stepIndex: 0 })).toMatchObject({ stepIndex: 0, progress: 0 });
  });

  it('moves with Next and Previous, restarting the step, within bounds', () => {
    const second = run(initialDemoState(4), { type: 'next' }, ...ticks(10));
    expect(second).toMatchObject({ stepIndex: 1, progress: 20 });
    expect(run(second, { type: 'previous' })).toMatchObject({ stepIndex: 0, progress: 0 });
    const first = initialDemoState(4);
    expect(run(first, { type: 'previous' })).toEqual(first);
    const last = run(first, { type: 'select', stepIndex: 3 });
    expect(run(last, { type: 'next' })).toEqual(last);
  });

  it('ignores a selection outside the steps', () => {
    const start = initialDemoState(4);
    expect(run(start, { type: 'select', stepIndex: 7 })).toEqual(start);
  });

  it('replays from the first step when play is pressed after the end', () => {
    const ended = run(initialDemoState(4), { type: 'select', stepIndex: 3 }, ...ticks(51));
    expect(run(ended, { type: 'togglePlay' })).toMatchObject({ stepIndex: 0, progress: 0, playing: true });
  });
});

describe('revealedCount', () => {
  it('counts the thresholds the progress has reached', () => {
    const thresholds = [10, 35, 60, 85];
    expect(revealedCount(0, thresholds)).toBe(0);
    expect(revealedCount(9, thresholds)).toBe(0);
    expect(revealedCount(10, thresholds)).toBe(1);
    expect(revealedCount(84, thresholds)).toBe(3);
    expect(revealedCount(100, thresholds)).toBe(4);
  });
});
