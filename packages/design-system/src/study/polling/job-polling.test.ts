import { POLLING_RULES, type PollingRules } from '@groundwork/api-client/study-jobs';
import type { Job } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import type { JobPhase } from './job-phase';
import { IDLE, nextCheckDelay, transition, type PollingEvent, type PollingState, type Transition } from './job-polling';

const cd = POLLING_RULES.cd;
const aerial = POLLING_RULES.aerial;
const database = POLLING_RULES.database;

const job = (status: string, progress: number, errorMessage?: string): Job => ({
  jobId: 'j1',
  status,
  progress,
  ...(errorMessage ? { errorMessage } : {}),
});
const phaseOf = (status: string): JobPhase => (status === 'COMPLETED' ? 'done' : status === 'FAILED' ? 'failed' : 'running');
const checked = (status: string, progress: number, now = 0, errorMessage?: string): PollingEvent => ({
  type: 'checked',
  job: job(status, progress, errorMessage),
  phase: phaseOf(status),
  progress,
  errorMessage: errorMessage ?? null,
  now,
});
const failedCheck = (message: string, now = 0, notFound = false): PollingEvent => ({ type: 'checkFailed', notFound, message, now });

/** Applies events in turn, keeping every effect. */
function run(rules: PollingRules, events: PollingEvent[], from: PollingState = IDLE): Transition {
  return events.reduce<Transition>(
    (acc, event) => {
      const next = transition(acc.state, event, rules);
      return { state: next.state, effects: [...acc.effects, ...next.effects] };
    },
    { state: from, effects: [] },
  );
}

const started = (rules: PollingRules, now = 0) => transition(IDLE, { type: 'start', jobId: 'j1', now }, rules).state;

describe('starting and restoring', () => {
  it('starts polling at the progress floor with a check due at once', () => {
    const state = started(cd);
    expect(state).toMatchObject({ status: 'polling', jobId: 'j1', polls: 0, progress: 10, lastError: null });
    expect(nextCheckDelay(state, cd)).toBe(0);
  });

  it('checks a restored job at once, then follows it if it still runs', () => {
    const restoring = transition(IDLE, { type: 'restore', jobId: 'j9', now: 0 }, cd).state;
    expect(restoring).toEqual({ status: 'restoring', jobId: 'j9', startedAt: 0 });
    expect(nextCheckDelay(restoring, cd)).toBe(0);
    const { state } = transition(restoring, checked('PROCESSING', 35), cd);
    expect(state).toMatchObject({ status: 'polling', jobId: 'j9', polls: 1, progress: 35 });
    expect(nextCheckDelay(state, cd)).toBe(2000);
  });

  it('shows a restored job that finished as completed', () => {
    const { state, effects } = run(cd, [{ type: 'restore', jobId: 'j1', now: 0 }, checked('COMPLETED', 100)]);
    expect(state.status).toBe('completed');
    expect(effects).toEqual([{ type: 'completed', job: job('COMPLETED', 100) }]);
    expect(nextCheckDelay(state, cd)).toBeNull();
  });

  it('forgets a stored job that answers 404, without a message', () => {
    const { state, effects } = run(cd, [{ type: 'restore', jobId: 'j1', now: 0 }, failedCheck('404: {"message":"Job not found"}', 0, true)]);
    expect(state).toBe(IDLE);
    expect(effects).toEqual([{ type: 'clearStoredJob' }]);
  });

  it('keeps polling a stored job whose first check failed, with the error shown', () => {
    const { state } = run(cd, [{ type: 'restore', jobId: 'j1', now: 0 }, failedCheck('500: boom')]);
    expect(state).toMatchObject({ status: 'polling', polls: 1, lastError: '500: boom', progress: 10 });
    expect(nextCheckDelay(state, cd)).toBe(5000);
  });
});

describe('progress', () => {
  it('never shows less than the floor, nor more than 100', () => {
    const events = [checked('PENDING', 0), checked('PROCESSING', 42), checked('PROCESSING', 130), checked('PROCESSING', Number.NaN)];
    const seen = events.map((_, i) => run(cd, events.slice(0, i + 1), started(cd)).state);
    expect(seen.map((state) => (state.status === 'polling' ? state.progress : state.status))).toEqual([10, 42, 100, 10]);
  });

  it('has no floor for the database study', () => {
    expect(run(database, [checked('PENDING', 0)], started(database)).state).toMatchObject({ progress: 0 });
  });
});

describe('outcomes', () => {
  it('completes with the job and stops checking', () => {
    const { state, effects } = run(cd, [checked('PROCESSING', 50), checked('COMPLETED', 100)], started(cd));
    expect(state).toMatchObject({ status: 'completed', job: job('COMPLETED', 100) });
    expect(effects).toEqual([{ type: 'completed', job: job('COMPLETED', 100) }]);
  });

  it('fails with the server message and clears the saved job', () => {
    const { state, effects } = run(cd, [checked('FAILED', 30, 0, 'The file is not a PDF.')], started(cd));
    expect(state).toMatchObject({ status: 'failed', message: 'The file is not a PDF.' });
    expect(effects).toEqual([{ type: 'clearStoredJob' }, { type: 'failed', job: job('FAILED', 30, 'The file is not a PDF.') }]);
    expect(nextCheckDelay(state, cd)).toBeNull();
  });

  it('fails without a message when the server gives none', () => {
    expect(run(cd, [checked('FAILED', 30)], started(cd)).state).toMatchObject({ status: 'failed', message: null });
  });
});

describe('failed checks', () => {
  it('back off to the error interval and recover on the next good check', () => {
    const afterError = run(cd, [checked('PROCESSING', 20), failedCheck('Failed to parse server response')], started(cd)).state;
    expect(afterError).toMatchObject({ status: 'polling', polls: 2, lastError: 'Failed to parse server response', progress: 20 });
    expect(nextCheckDelay(afterError, cd)).toBe(5000);
    const recovered = transition(afterError, checked('PROCESSING', 25), cd).state;
    expect(recovered).toMatchObject({ lastError: null, polls: 3, progress: 25 });
    expect(nextCheckDelay(recovered, cd)).toBe(2000);
  });

  it('keep the interval when the study has no error interval', () => {
    const state = run(database, [checked('PROCESSING', 5), failedCheck('500: x')], started(database)).state;
    expect(nextCheckDelay(state, database)).toBe(5000);
  });
});

describe('limits', () => {
  const progressing = (count: number) => Array.from({ length: count }, (_, i) => checked('PROCESSING', (i % 50) + 1));

  it('times out the city directory after 150 checks, not before', () => {
    expect(run(cd, progressing(149), started(cd)).state).toMatchObject({ status: 'polling', polls: 149 });
    const { state, effects } = run(cd, progressing(150), started(cd));
    expect(state).toMatchObject({ status: 'timeout', jobId: 'j1' });
    expect(effects).toEqual([]);
    expect(nextCheckDelay(state, cd)).toBeNull();
  });

  it('counts failed checks towards the limit', () => {
    const events = [...progressing(100), ...Array.from({ length: 20 }, () => failedCheck('503: down'))];
    expect(run(database, events, started(database)).state).toMatchObject({ status: 'timeout' });
    expect(run(database, events.slice(0, 119), started(database)).state).toMatchObject({ status: 'polling', polls: 119 });
  });

  it('calls the city directory stuck after 65 checks at unchanged progress', () => {
    const same = (count: number) => Array.from({ length: count }, () => checked('PROCESSING', 40));
    expect(run(cd, same(65), started(cd)).state).toMatchObject({ status: 'polling', unchanged: 64 });
    expect(run(cd, same(66), started(cd)).state).toMatchObject({ status: 'stuck', progress: 40 });
    const moved = [...same(60), checked('PROCESSING', 41), ...same(10)];
    expect(run(cd, moved, started(cd)).state).toMatchObject({ status: 'polling', unchanged: 9 });
  });

  it('does not let failed checks break or extend a run of unchanged progress', () => {
    const events = [
      ...Array.from({ length: 40 }, () => checked('PROCESSING', 40)),
      failedCheck('500: x'),
      ...Array.from({ length: 26 }, () => checked('PROCESSING', 40)),
    ];
    expect(run(cd, events, started(cd)).state.status).toBe('stuck');
  });

  it('never calls aerial or database jobs stuck', () => {
    const same = Array.from({ length: 100 }, (_, i) => checked('PROCESSING', 40, i * 8000));
    expect(run(aerial, same, started(aerial)).state.status).toBe('polling');
  });

  it('times out the aerial study 1,200,000 ms after it started', () => {
    const before = run(aerial, [checked('PROCESSING', 50, 1_199_999)], started(aerial)).state;
    expect(before.status).toBe('polling');
    expect(nextCheckDelay(before, aerial)).toBe(8000);
    expect(run(aerial, [checked('PROCESSING', 50, 1_200_000)], started(aerial)).state.status).toBe('timeout');
    expect(run(aerial, [failedCheck('500: x', 1_200_000)], started(aerial)).state.status).toBe('timeout');
  });
});

describe('a job that is not found', () => {
  it('is pending for the aerial study during the 30 s grace', () => {
    const state = run(aerial, [failedCheck('404: {}', 29_999, true)], started(aerial)).state;
    expect(state).toMatchObject({ status: 'polling', polls: 1, lastError: null });
    expect(nextCheckDelay(state, aerial)).toBe(8000);
  });

  it('is Job Not Found after the grace, and the saved job is cleared', () => {
    const { state, effects } = run(aerial, [failedCheck('404: {}', 30_000, true)], started(aerial));
    expect(state).toEqual({ status: 'notFound', jobId: 'j1', startedAt: 0 });
    expect(effects).toEqual([{ type: 'clearStoredJob' }]);
  });

  it('is Job Not Found at once for studies without a grace', () => {
    expect(run(cd, [checked('PROCESSING', 20), failedCheck('404: {}', 2000, true)], started(cd)).state.status).toBe('notFound');
  });
});

describe('retry and reset', () => {
  it('checks a timed-out or stuck job again with fresh limits', () => {
    for (const status of ['timeout', 'stuck'] as const) {
      const state = transition({ status, jobId: 'j1', startedAt: 0, progress: 40 }, { type: 'retry', now: 5000 }, cd).state;
      expect(state).toMatchObject({ status: 'polling', jobId: 'j1', startedAt: 5000, polls: 0, unchanged: 0 });
      expect(nextCheckDelay(state, cd)).toBe(0);
    }
  });

  it('ignores retry while polling, and checks when nothing is polled', () => {
    const polling = started(cd);
    expect(transition(polling, { type: 'retry', now: 1 }, cd).state).toBe(polling);
    expect(transition(IDLE, checked('COMPLETED', 100), cd)).toEqual({ state: IDLE, effects: [] });
    expect(transition(IDLE, failedCheck('x'), cd)).toEqual({ state: IDLE, effects: [] });
    const done = run(cd, [checked('COMPLETED', 100)], polling).state;
    expect(transition(done, checked('PROCESSING', 10), cd).state).toBe(done);
  });

  it('resets to idle and clears the saved job', () => {
    expect(transition(started(cd), { type: 'reset' }, cd)).toEqual({ state: IDLE, effects: [{ type: 'clearStoredJob' }] });
    expect(transition(IDLE, { type: 'reset' }, cd)).toEqual({ state: IDLE, effects: [] });
  });
});
