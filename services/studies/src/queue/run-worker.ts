import { setTimeout as sleep } from 'node:timers/promises';
import type { JobLease, JobQueue } from './job-queue';
import type { QueuedJob } from './job-records';

export interface JobContext {
  /** Records 0-100 on the job; resolves false once the lease was lost. */
  reportProgress: (progress: number) => Promise<boolean>;
  /** Aborted when the lease is lost: the job belongs to another worker now. */
  signal: AbortSignal;
}

export type JobHandler = (job: QueuedJob, ctx: JobContext) => Promise<unknown>;

/** Thrown by a handler for a failure that retrying cannot fix (a bad file, a missing input). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface RunWorkerOptions {
  queue: JobQueue;
  workerId: string;
  handlers: Record<string, JobHandler>;
  /** Wait between claims when nothing is due. */
  pollIntervalMs?: number;
  /** Lease extension period; well under the queue's leaseMs. */
  heartbeatMs?: number;
  /** Abort to stop: the job in hand finishes (and is recorded), then the loop returns. */
  signal: AbortSignal;
  onError?: (error: unknown) => void;
}

/** Claims and runs jobs until `signal` aborts; resolves once the job in hand is recorded. */
export async function runWorker({
  queue,
  workerId,
  handlers,
  pollIntervalMs = 1000,
  heartbeatMs = Math.max(50, Math.floor(queue.leaseMs / 3)),
  signal,
  onError = () => {},
}: RunWorkerOptions): Promise<void> {
  while (!signal.aborted) {
    try {
      const lease = await queue.claim(workerId);
      if (lease) {
        await runOne(queue, lease, handlers, heartbeatMs, onError);
        continue;
      }
    } catch (err) {
      onError(err);
    }
    await sleep(pollIntervalMs, undefined, { signal }).catch(() => {});
  }
}

async function runOne(
  queue: JobQueue,
  lease: JobLease,
  handlers: Record<string, JobHandler>,
  heartbeatMs: number,
  onError: (error: unknown) => void,
): Promise<void> {
  const handler = handlers[lease.job.type];
  if (!handler) {
    await queue.fail(lease, new Error(`No handler for job type '${lease.job.type}'`), { retryable: false });
    return;
  }
  const lost = new AbortController();
  // Heartbeats and progress writes still in flight. On FerretDB v1 an update rewrites the whole
  // document, so one that lands after the completion would put the job back to PROCESSING: the
  // final write waits for them.
  const pending = new Set<Promise<unknown>>();
  const track = <T>(write: Promise<T>): Promise<T> => {
    pending.add(write);
    void write.then(
      () => pending.delete(write),
      () => pending.delete(write),
    );
    return write;
  };
  const beat = setInterval(() => {
    track(queue.heartbeat(lease)).then(
      (held) => {
        if (!held) lost.abort(new Error('The job lease was lost'));
      },
      onError,
    );
  }, heartbeatMs);
  const settleWrites = async () => {
    clearInterval(beat);
    await Promise.allSettled([...pending]);
  };
  try {
    const result = await handler(lease.job, {
      reportProgress: (progress) => track(queue.reportProgress(lease, progress)),
      signal: lost.signal,
    });
    await settleWrites();
    if (!lost.signal.aborted) await queue.complete(lease, result);
  } catch (err) {
    await settleWrites();
    if (!lost.signal.aborted) await queue.fail(lease, err, { retryable: !(err instanceof PermanentJobError) });
  }
}
