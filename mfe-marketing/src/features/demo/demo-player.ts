import { DEMO_PLAYBACK } from './demo-steps';

/** The demo's simulated playback (spec 02 section 2): a pure reducer driven by the script's tick. */

/** 100 ms in the shipped script. */
export const TICK_MS = DEMO_PLAYBACK.tickMs;
/** Progress gained per tick: 2 percent every 100 ms in the shipped script, so a step takes 5 s. */
export const PROGRESS_PER_TICK = DEMO_PLAYBACK.progressPerTick;
/** Ticks a finished step stays on screen before auto-play moves on. */
export const DWELL_TICKS = DEMO_PLAYBACK.dwellTicks;

export interface DemoState {
  stepCount: number;
  stepIndex: number;
  /** Simulated progress of the current step, 0 to 100. */
  progress: number;
  playing: boolean;
  /** Ticks spent on the current step since it reached 100. */
  dwellTicks: number;
}

export type DemoAction = { type: 'tick' } | { type: 'select'; stepIndex: number } | { type: 'next' } | { type: 'previous' } | { type: 'togglePlay' };

export function initialDemoState(stepCount: number): DemoState {
  return { stepCount, stepIndex: 0, progress: 0, playing: true, dwellTicks: 0 };
}

export function isDemoFinished(state: DemoState): boolean {
  return state.stepIndex === state.stepCount - 1 && state.progress >= 100;
}

/** Choosing a step (directly or with Previous/Next) restarts that step's simulation. */
function startStep(state: DemoState, stepIndex: number): DemoState {
  if (stepIndex < 0 || stepIndex >= state.stepCount) return state;
  return { ...state, stepIndex, progress: 0, dwellTicks: 0 };
}

function tick(state: DemoState): DemoState {
  if (!state.playing) return state;
  if (state.progress < 100) {
    return { ...state, progress: Math.min(100, state.progress + PROGRESS_PER_TICK) };
  }
  if (state.stepIndex === state.stepCount - 1) return { ...state, playing: false };
  if (state.dwellTicks + 1 < DWELL_TICKS) return { ...state, dwellTicks: state.dwellTicks + 1 };
  return startStep(state, state.stepIndex + 1);
}

export function demoReducer(state: DemoState, action: DemoAction): DemoState {
  switch (action.type) {
    case 'tick':
      return tick(state);
    case 'select':
      return startStep(state, action.stepIndex);
    case 'next':
      return startStep(state, state.stepIndex + 1);
    case 'previous':
      return startStep(state, state.stepIndex - 1);
    case 'togglePlay':
      if (state.playing) return { ...state, playing: false };
      // Playing a finished demo starts it over.
      return isDemoFinished(state) ? { ...startStep(state, 0), playing: true } : { ...state, playing: true };
  }
}

/** How many of a step's pieces are visible: those whose threshold the progress has reached. */
export function revealedCount(progress: number, thresholds: readonly number[]): number {
  return thresholds.filter((threshold) => progress >= threshold).length;
}
