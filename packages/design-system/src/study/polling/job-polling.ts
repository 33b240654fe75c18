import type { PollingRules } from '@groundwork/api-client/study-jobs';
import type { Job } from '@groundwork/contracts';
import type { JobPhase } from './job-phase';

/**
 * The polling rules of spec 02 (sections 4, 8, 9) as a pure state machine: `transition` turns a
 * state and an event into the next state plus the side effects to run, and `nextCheckDelay` says
 * when the next status check is due. The hook only wires timers and fetches around them.
 */

interface Tracked {
  jobId: string;
  /** When this run of checks began (ms): a started job's time limits count from it. */
  startedAt: number;
}

export type PollingState =
  | { status: 'idle' }
  /** First check of a job id read back from the browser cache (the tab was reopened). */
  | ({ status: 'restoring' } & Tracked)
  | ({
      status: 'polling';
      /** Checks made in this run. */
      polls: number;
      /** Progress shown: the job's, never under the study's floor. */
      progress: number;
      /** Progress the job reported at the last successful check. */
      lastReported: number | null;
      /** Checks in a row that reported the same progress as the one before. */
      unchanged: number;
      /** Message of the last failed check; cleared by the next good one. */
      lastError: string | null;
      job: Job | null;
    } & Tracked)
  | ({ status: 'completed'; job: Job } & Tracked)
  | ({ status: 'failed'; message: string | null; job: Job } & Tracked)
  | ({ status: 'timeout'; progress: number } & Tracked)
  | ({ status: 'stuck'; progress: number } & Tracked)
  | ({ status: 'notFound' } & Tracked);

export type PollingStatus = PollingState['status'];

export type PollingEvent =
  /** A job was just started: poll it from scratch. */
  | { type: 'start'; jobId: string; now: number }
  /** A stored job id was found: check it once to learn where it stands. */
  | { type: 'restore'; jobId: string; now: number }
  | { type: 'checked'; job: Job; phase: JobPhase; progress: number; errorMessage: string | null; now: number }
  | { type: 'checkFailed'; notFound: boolean; message: string; now: number }
  /** After a timeout or a stuck job: check the same job again with fresh limits. */
  | { type: 'retry'; now: number }
  /** Forget the job (e.g. to upload another file). */
  | { type: 'reset' };

/** `clearStoredJob`: the job id in the browser cache is dead (FAILED, or gone: 404). */
export type PollingEffect = { type: 'clearStoredJob' } | { type: 'completed'; job: Job } | { type: 'failed'; job: Job };

export interface Transition {
  state: PollingState;
  effects: PollingEffect[];
}

export const IDLE: PollingState = { status: 'idle' };

const stay = (state: PollingState): Transition => ({ state, effects: [] });

const clampProgress = (value: number) => Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));

function pollingFrom(tracked: Tracked, rules: PollingRules): Extract<PollingState, { status: 'polling' }> {
  return {
    status: 'polling',
    jobId: tracked.jobId,
    startedAt: tracked.startedAt,
    polls: 0,
    progress: rules.progressFloor,
    lastReported: null,
    unchanged: 0,
    lastError: null,
    job: null,
  };
}

const isChecking = (state: PollingState): state is Extract<PollingState, { status: 'restoring' | 'polling' }> =>
  state.status === 'restoring' || state.status === 'polling';

/** A run that has used up its checks or its time ends in 'Processing Timeout'. */
function outOfLimits(rules: PollingRules, polls: number, startedAt: number, now: number): boolean {
  if (rules.maxPolls !== undefined && polls >= rules.maxPolls) return true;
  return rules.timeoutMs !== undefined && now - startedAt >= rules.timeoutMs;
}

function onChecked(
  state: Extract<PollingState, { status: 'restoring' | 'polling' }>,
  event: Extract<PollingEvent, { type: 'checked' }>,
  rules: PollingRules,
): Transition {
  const tracked = { jobId: state.jobId, startedAt: state.startedAt };
  if (event.phase === 'done') {
    return { state: { status: 'completed', ...tracked, job: event.job }, effects: [{ type: 'completed', job: event.job }] };
  }
  if (event.phase === 'failed') {
    return {
      state: { status: 'failed', ...tracked, message: event.errorMessage, job: event.job },
      effects: [{ type: 'clearStoredJob' }, { type: 'failed', job: event.job }],
    };
  }
  const previous = state.status === 'polling' ? state : pollingFrom(tracked, rules);
  const reported = clampProgress(event.progress);
  const polls = previous.polls + 1;
  const unchanged = previous.lastReported !== null && reported === previous.lastReported ? previous.unchanged + 1 : 0;
  const progress = Math.max(rules.progressFloor, reported);
  if (rules.stuckAfterUnchanged !== undefined && unchanged >= rules.stuckAfterUnchanged) {
    return stay({ status: 'stuck', ...tracked, progress });
  }
  if (outOfLimits(rules, polls, state.startedAt, event.now)) return stay({ status: 'timeout', ...tracked, progress });
  return stay({ ...previous, polls, unchanged, progress, lastReported: reported, lastError: null, job: event.job });
}

function onCheckFailed(
  state: Extract<PollingState, { status: 'restoring' | 'polling' }>,
  event: Extract<PollingEvent, { type: 'checkFailed' }>,
  rules: PollingRules,
): Transition {
  const tracked = { jobId: state.jobId, startedAt: state.startedAt };
  const previous = state.status === 'polling' ? state : pollingFrom(tracked, rules);
  const polls = previous.polls + 1;
  if (event.notFound) {
    // A stored job that is gone is forgotten quietly; a job being polled may be 404 for a grace
    // period after it starts (the aerial study), after which it is 'Job Not Found'.
    if (state.status === 'restoring') return { state: IDLE, effects: [{ type: 'clearStoredJob' }] };
    const inGrace = rules.notFoundGraceMs !== undefined && event.now - state.startedAt < rules.notFoundGraceMs;
    if (!inGrace) return { state: { status: 'notFound', ...tracked }, effects: [{ type: 'clearStoredJob' }] };
    if (outOfLimits(rules, polls, state.startedAt, event.now)) return stay({ status: 'timeout', ...tracked, progress: previous.progress });
    return stay({ ...previous, polls, lastError: null });
  }
  if (outOfLimits(rules, polls, state.startedAt, event.now)) return stay({ status: 'timeout', ...tracked, progress: previous.progress });
  return stay({ ...previous, polls, lastError: event.message });
}

/** The next state and the effects of `event`; events that do not apply leave the state as is. */
export function transition(state: PollingState, event: PollingEvent, rules: PollingRules): Transition {
  switch (event.type) {
    case 'start':
      return stay(pollingFrom({ jobId: event.jobId, startedAt: event.now }, rules));
    case 'restore':
      return stay({ status: 'restoring', jobId: event.jobId, startedAt: event.now });
    case 'checked':
      return isChecking(state) ? onChecked(state, event, rules) : stay(state);
    case 'checkFailed':
      return isChecking(state) ? onCheckFailed(state, event, rules) : stay(state);
    case 'retry':
      return state.status === 'timeout' || state.status === 'stuck' ? stay(pollingFrom({ jobId: state.jobId, startedAt: event.now }, rules)) : stay(state);
    case 'reset':
      return { state: IDLE, effects: state.status === 'idle' ? [] : [{ type: 'clearStoredJob' }] };
  }
}

/**
 * Milliseconds until the next status check, or null when none is due: at once for a new or
 * restored job, the study's interval after a good check, its error interval after a failed one.
 */
export function nextCheckDelay(state: PollingState, rules: PollingRules): number | null {
  if (state.status === 'restoring') return 0;
  if (state.status !== 'polling') return null;
  if (state.polls === 0) return 0;
  return state.lastError === null ? rules.intervalMs : (rules.errorIntervalMs ?? rules.intervalMs);
}
