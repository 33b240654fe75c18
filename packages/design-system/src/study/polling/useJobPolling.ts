import { responseErrorStatus } from '@groundwork/api-client';
import { POLLING_RULES, type PollingRules } from '@groundwork/api-client/study-jobs';
import type { Job, ProcessingStudy } from '@groundwork/contracts';
import { useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { IDLE, nextCheckDelay, transition, type PollingEffect, type PollingEvent, type PollingState } from './job-polling';
import { jobErrorMessageFor, jobPhaseFor, jobProgressFor } from './job-phase';
import { studyRunAtom } from '../state/study-atoms';

export interface UseJobPollingOptions {
  study: ProcessingStudy;
  /** Reads one job, e.g. `processingApi.job(id, { study, summary: true, includePresign: true })`. */
  fetchJob: (jobId: string, signal: AbortSignal) => Promise<Job>;
  /** With a project, the job id is the study's run atom (`studyRunAtom`), kept in its browser cache entry. */
  projectId?: string;
  /** Defaults to the study's rules of spec 02 section 9. */
  rules?: PollingRules;
  /** Whether a failed check means the job does not exist; defaults to a "404: ..." error. */
  isNotFound?: (error: unknown) => boolean;
  /** Text of a failed check ('Status Check Failed' shows it); defaults to the error's message. */
  describeError?: (error: unknown) => string;
  /** Every failed check, e.g. to hand an unauthorized answer to the shell. */
  onCheckError?: (error: unknown) => void;
  /** The job is done (also when a restored job turns out finished): load its results. */
  onCompleted?: (job: Job) => void;
  onFailed?: (job: Job) => void;
}

export interface JobPolling {
  state: PollingState;
  /** Polls a job that was just started (or set going again, as a rematch does). */
  start: (jobId: string) => void;
  /** Checks a timed-out or stuck job again with fresh limits. */
  retry: () => void;
  /** Forgets the job, also in the browser cache. */
  reset: () => void;
}

const defaultIsNotFound = (error: unknown) => responseErrorStatus(error) === 404;
const defaultDescribeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Polls a study's job by the spec's rules (see `job-polling.ts`): a job id found in the project's
 * browser cache is checked once on mount and then followed or shown as finished; a 404 on it
 * clears it, as does a FAILED job.
 */
export function useJobPolling(options: UseJobPollingOptions): JobPolling {
  const { study, projectId } = options;
  const rules = options.rules ?? POLLING_RULES[study];
  // Callbacks and rules are read when a check runs, so new function or object identities from
  // the caller never restart the polling.
  const latest = useRef(options);
  const rulesRef = useRef(rules);
  useEffect(() => {
    latest.current = options;
    rulesRef.current = rules;
  });

  const jotai = useStore();
  const runAtom = useMemo(() => (projectId ? studyRunAtom(study, projectId) : null), [study, projectId]);

  const [state, setState] = useState<PollingState>(IDLE);
  const stateRef = useRef<PollingState>(IDLE);

  const replace = useCallback((next: PollingState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const runEffect = useCallback(
    (effect: PollingEffect) => {
      if (effect.type === 'clearStoredJob') {
        if (runAtom) jotai.set(runAtom, null);
      } else if (effect.type === 'completed') latest.current.onCompleted?.(effect.job);
      else latest.current.onFailed?.(effect.job);
    },
    [jotai, runAtom],
  );

  const dispatch = useCallback(
    (event: PollingEvent) => {
      const { state: next, effects } = transition(stateRef.current, event, rulesRef.current);
      replace(next);
      effects.forEach(runEffect);
    },
    [replace, runEffect],
  );

  // Reopening the tab (or switching project): pick up the stored job, if any.
  useEffect(() => {
    const jobId = runAtom ? jotai.get(runAtom) : null;
    if (jobId) dispatch({ type: 'restore', jobId, now: Date.now() });
    else replace(IDLE);
  }, [jotai, runAtom, dispatch, replace]);

  useEffect(() => {
    const delay = nextCheckDelay(state, rulesRef.current);
    if (delay === null || state.status === 'idle') return;
    const { jobId } = state;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const current = latest.current;
      current.fetchJob(jobId, controller.signal).then(
        (job) => {
          if (controller.signal.aborted) return;
          dispatch({
            type: 'checked',
            job,
            phase: jobPhaseFor(job, study),
            progress: jobProgressFor(job, study),
            errorMessage: jobErrorMessageFor(job, study) ?? null,
            now: Date.now(),
          });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          current.onCheckError?.(error);
          dispatch({
            type: 'checkFailed',
            notFound: (current.isNotFound ?? defaultIsNotFound)(error),
            message: (current.describeError ?? defaultDescribeError)(error),
            now: Date.now(),
          });
        },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [state, study, dispatch]);

  const start = useCallback(
    (jobId: string) => {
      if (runAtom) jotai.set(runAtom, jobId);
      dispatch({ type: 'start', jobId, now: Date.now() });
    },
    [jotai, runAtom, dispatch],
  );
  const retry = useCallback(() => dispatch({ type: 'retry', now: Date.now() }), [dispatch]);
  const reset = useCallback(() => dispatch({ type: 'reset' }), [dispatch]);

  return { state, start, retry, reset };
}
