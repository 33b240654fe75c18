import { useEffect, useReducer } from 'react';
import { type DemoState, demoReducer, initialDemoState, TICK_MS } from './demo-player';

export interface DemoPlayer {
  state: DemoState;
  select: (stepIndex: number) => void;
  next: () => void;
  previous: () => void;
  togglePlay: () => void;
}

/** Runs the demo reducer, ticking every 100 ms while playing; `start` overrides the initial state (stories pin a step and progress). */
export function useDemoPlayer(stepCount: number, start?: Partial<DemoState>): DemoPlayer {
  const [state, dispatch] = useReducer(demoReducer, stepCount, (count) => ({ ...initialDemoState(count), ...start }));

  useEffect(() => {
    if (!state.playing) return undefined;
    const timer = setInterval(() => dispatch({ type: 'tick' }), TICK_MS);
    return () => clearInterval(timer);
  }, [state.playing]);

  return {
    state,
    select: (stepIndex) => dispatch({ type: 'select', stepIndex }),
    next: () => dispatch({ type: 'next' }),
    previous: () => dispatch({ type: 'previous' }),
    togglePlay: () => dispatch({ type: 'togglePlay' }),
  };
}
