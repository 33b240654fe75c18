import { setTimeout as sleep } from 'node:timers/promises';
import type { JobLease, JobQueue } from './job-queue';
import { describeIssues, type JobType, type ResultInputOf, type ResultOf, type TypedJob } from './job-type';

export interface JobContext {
  /** Records 0-100 on the job and counts as progress; resolves false once the lease was lost. */
  reportProgress: (progress: number) => Promise<boolean>;
  /** Counts as progress without a write: the stall timer starts again. */
  touch: () => void;
  /** Aborted when the lease is lost (the job belongs to another worker now) or the job stalled. */
  signal: AbortSignal;
}

export type JobHandler<T extends JobType> = (job: TypedJob<T>, ctx: JobContext) => Promise<ResultInputOf<T>>;

export interface JobHandlerOptions<T extends JobType> {
  /**
   * Runs once the job is recorded COMPLETED by this worker (not when its lease was lost); a throw
   * is reported to `onError` and changes nothing.
   */
  onCompleted?: (job: TypedJob<T>, result: ResultOf<T>) => Promise<void>;
}

/** A handler bound to its job type, as `runWorker` takes it (see `handleJob`). */
export interface JobRegistration {
  jobType: JobType;
  handler: JobHandler<JobType>;
  onCompleted?: (job: TypedJob<JobType>, result: unknown) => Promise<void>;
}

/** Binds a handler to its job type: the job it gets and the result it returns are the type's. */
export const handleJob = <T extends JobType>(jobType: T, handler: JobHandler<T>, options: JobHandlerOptions<T> = {}): JobRegistration =>
  ({ jobType, handler, ...options }) as unknown as JobRegistration;

/** Thrown by a handler for a failure that retrying cannot fix (a bad file, a missing input). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** The reason a job's signal aborts when it made no progress for `stallMs`. */
export class JobStalledError extends Error {
  override name = 'JobStalledError';
  constructor(stallMs: number) {
    super(`The job stalled: no progress for ${formatSeconds(stallMs)} s`);
  }
}

const formatSeconds = (ms: number) => String(Math.round(ms / 100) / 10);

export const DEFAULT_STALL_MS = 120_000;

export interface RunJobOptions {
  /** Lease extension period; well under the queue's leaseMs. */
  heartbeatMs?: number;
  /**
   * Without progress (a `reportProgress` or `touch`) for this long the lease is no longer
   * extended: the handler's signal aborts and the job is failed as stalled (retried, then FAILED).
   */
  stallMs?: number;
  onError?: (error: unknown) => void;
}

export interface RunWorkerOptions extends RunJobOptions {
  queue: JobQueue;
  workerId: string;
  handlers: readonly JobRegistration[];
  /** Wait between claims when nothing is due. */
  pollIntervalMs?: number;
  /** Abort to stop: the job in hand finishes (and is recorded), then the loop returns. */
  signal: AbortSignal;
}

/** Claims and runs jobs until `signal` aborts; resolves once the job in hand is recorded. */
export async function runWorker({ queue, workerId, handlers, pollIntervalMs = 1000, signal, ...options }: RunWorkerOptions): Promise<void> {
  const onError = options.onError ?? (() => {});
  while (!signal.aborted) {
    try {
      const lease = await queue.claim(workerId);
      if (lease) {
        await runJob(queue, lease, handlers, options);
        continue;
      }
    } catch (err) {
      onError(err);
    }
    await sleep(pollIntervalMs, undefined, { signal }).catch(() => {});
  }
}

/**
 * Runs one claimed job with its type's handler and records the outcome: the payload parsed with
 * the type's schema (a payload that does not parse ends FAILED at once, as does a job type without
 * a handler or a result that does not parse), heartbeats while it makes progress, then COMPLETED,
 * retried or FAILED.
 */
export async function runJob(
  queue: JobQueue,
  lease: JobLease,
  handlers: readonly JobRegistration[],
  { heartbeatMs = Math.max(50, Math.floor(queue.leaseMs / 3)), stallMs = DEFAULT_STALL_MS, onError = () => {} }: RunJobOptions = {},
): Promise<void> {
  const registration = handlers.find((candidate) => candidate.jobType.type === lease.job.type);
  if (!registration) {
    await queue.fail(lease, new Error(`No handler for job type '${lease.job.type}'`), { retryable: false });
    return;
  }
  const { jobType } = registration;
  const payload = jobType.payload.safeParse(lease.job.payload);
  if (!payload.success) {
    const message = `The job's payload does not match its type '${jobType.type}': ${describeIssues(payload.error, 'payload')}`;
    await queue.fail(lease, new Error(message), { retryable: false });
    return;
  }
  const job: TypedJob<JobType> = { ...lease.job, payload: payload.data, result: null };
  const run = watchJob(queue, lease, { heartbeatMs, stallMs, onError });
  try {
    const handled = await run.until(registration.handler(job, run.context));
    await run.settle();
    if (run.lost.aborted) return;
    const result = jobType.result.safeParse(handled);
    if (!result.success) {
      const message = `The job's result does not match its type '${jobType.type}': ${describeIssues(result.error, 'result')}`;
      await queue.fail(lease, new Error(message), { retryable: false });
      return;
    }
    if ((await queue.complete(lease, result.data)) && registration.onCompleted) {
      await registration.onCompleted(job, result.data).catch(onError);
    }
  } catch (err) {
    await run.settle();
    if (!run.lost.aborted) await queue.fail(lease, err, { retryable: !(err instanceof PermanentJobError) });
  }
}

/**
 * The lease of one running job: heartbeats every `heartbeatMs` while the job made progress within
 * `stallMs`, the writes still in flight, and the signals of a lost lease and of a stall.
 */
function watchJob(queue: JobQueue, lease: JobLease, { heartbeatMs, stallMs, onError }: Required<RunJobOptions>) {
  const lost = new AbortController();
  const stalled = new AbortController();
  // Heartbeats and progress writes still in flight. On FerretDB v1 an update rewrites the whole
  // document, so one that lands after the completion would put the job back to PROCESSING: the
  // final write waits for them.
  const pending = new Set<Promise<unknown>>();
  const track = <T>(write: Promise<T>): Promise<T> => {
    pending.add(write);
    const forget = () => pending.delete(write);
    void write.then(forget, forget);
    return write;
  };
  let progressAt = performance.now();
  const touch = () => {
    progressAt = performance.now();
  };
  const beat = setInterval(() => {
    if (performance.now() - progressAt > stallMs) {
      clearInterval(beat);
      stalled.abort(new JobStalledError(stallMs));
      return;
    }
    track(queue.heartbeat(lease)).then((held) => {
      if (!held) lost.abort(new Error('The job lease was lost'));
    }, onError);
  }, heartbeatMs);
  const stopped = new Promise<never>((_, reject) => {
    stalled.signal.addEventListener('abort', () => reject(stalled.signal.reason), { once: true });
  });
  stopped.catch(() => {});
  return {
    lost: lost.signal,
    context: {
      reportProgress: (progress: number) => {
        touch();
        return track(queue.reportProgress(lease, progress));
      },
      touch,
      signal: AbortSignal.any([lost.signal, stalled.signal]),
    } satisfies JobContext,
    /** The handler's outcome, or the stall: a stalled handler is left to its aborted signal. */
    until: <T>(handling: Promise<T>): Promise<T> => {
      handling.catch(() => {});
      return Promise.race([handling, stopped]);
    },
    settle: async () => {
      clearInterval(beat);
      await Promise.allSettled([...pending]);
    },
  };
}
