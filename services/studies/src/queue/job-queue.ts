import { randomBytes, randomUUID } from 'node:crypto';
import type { Db, UpdateFilter } from 'mongodb';
import { isDuplicateKeyError } from './duplicate-key';
import {
  DEFAULT_JOBS_COLLECTION,
  leaseFenceId,
  leaseFencesCollection,
  toQueuedJob,
  type JobRecord,
  type LeaseFenceRecord,
  type QueuedJob,
} from './job-records';

export interface JobQueueOptions {
  collection?: string;
  /** How long a claim or heartbeat keeps a job; after that another worker may take it over. */
  leaseMs?: number;
  /** Claims a job gets before a failure (or a lost worker) is final. */
  maxAttempts?: number;
  /** Delay before retry number `attempt + 1`, after `attempt` attempts failed. */
  backoff?: (attempt: number) => number;
  now?: () => Date;
}

export interface NewJob {
  type: string;
  payload: unknown;
  /** The same key enqueued twice gives the one job. */
  idempotencyKey: string;
}

/** A worker's hold on one job; every write through it is refused once the lease was taken over. */
export interface JobLease {
  jobId: string;
  seq: number;
  token: string;
  workerId: string;
  job: QueuedJob;
}

export const exponentialBackoff = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 60_000);

/** Candidates read per claim; concurrent claimants that lose one job try the next. */
const CLAIM_BATCH = 10;

/**
 * A durable job queue in one MongoDB collection. Safe on FerretDB v1, whose updates are not
 * atomic: see the README's Queue section for how claims are fenced.
 */
export function createJobQueue(db: Db, options: JobQueueOptions = {}) {
  const collection = options.collection ?? DEFAULT_JOBS_COLLECTION;
  const leaseMs = options.leaseMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 5;
  const backoff = options.backoff ?? exponentialBackoff;
  const now = options.now ?? (() => new Date());
  const jobs = db.collection<JobRecord>(collection);
  const fences = db.collection<LeaseFenceRecord>(leaseFencesCollection(collection));
  const later = (ms: number) => new Date(now().getTime() + ms);

  async function enqueue({ type, payload, idempotencyKey }: NewJob): Promise<QueuedJob> {
    if (!type.trim()) throw new Error('A job needs a type');
    if (!idempotencyKey.trim()) throw new Error('A job needs an idempotency key');
    const at = now();
    const record: JobRecord = {
      _id: randomUUID(),
      type,
      payload,
      idempotencyKey,
      status: 'PENDING',
      progress: 0,
      attempts: 0,
      runAfter: at,
      leaseSeq: 0,
      leaseToken: null,
      leaseOwner: null,
      leaseUntil: null,
      result: null,
      errorMessage: null,
      createdAt: at,
      updatedAt: at,
      finishedAt: null,
    };
    try {
      await jobs.insertOne(record);
      return toQueuedJob(record);
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      const existing = await jobs.findOne({ idempotencyKey });
      if (!existing) throw err;
      return toQueuedJob(existing);
    }
  }

  async function get(jobId: string): Promise<QueuedJob | null> {
    const record = await jobs.findOne({ _id: jobId });
    return record ? toQueuedJob(record) : null;
  }

  /** The oldest due job (queued, or leased to a worker whose lease ran out), or null. */
  async function claim(workerId: string): Promise<JobLease | null> {
    const at = now();
    const candidates = await jobs
      .find({
        $or: [
          { status: 'PENDING', runAfter: { $lte: at } },
          { status: 'PROCESSING', leaseUntil: { $lte: at } },
        ],
      })
      .sort({ runAfter: 1, createdAt: 1, _id: 1 })
      .limit(CLAIM_BATCH)
      .toArray();
    for (const candidate of candidates) {
      const lease = await tryClaim(candidate, workerId);
      if (lease) return lease;
    }
    return null;
  }

  async function tryClaim(candidate: JobRecord, workerId: string): Promise<JobLease | null> {
    const seq = await newestFence(candidate);
    if (seq === null) return null;
    const token = randomBytes(16).toString('hex');
    try {
      await fences.insertOne({ _id: leaseFenceId(candidate._id, seq + 1), jobId: candidate._id, token, workerId, claimedAt: now() });
    } catch (err) {
      if (isDuplicateKeyError(err)) return null;
      throw err;
    }
    const leaseFields = { leaseSeq: seq + 1, leaseToken: token, leaseOwner: workerId, updatedAt: now() };
    if (candidate.status === 'PROCESSING' && candidate.attempts >= maxAttempts) {
      await jobs.updateOne(
        { _id: candidate._id },
        { $set: { ...leaseFields, ...finished('FAILED'), errorMessage: `Gave up after ${candidate.attempts} attempts: the worker stopped responding.` } },
      );
      return null;
    }
    await jobs.updateOne(
      { _id: candidate._id },
      { $set: { ...leaseFields, status: 'PROCESSING', attempts: candidate.attempts + 1, leaseUntil: later(leaseMs) } },
    );
    const mine = await jobs.findOne({ _id: candidate._id });
    if (!mine || mine.leaseToken !== token || mine.status !== 'PROCESSING') return null;
    return { jobId: mine._id, seq: seq + 1, token, workerId, job: toQueuedJob(mine) };
  }

  /**
   * The sequence number to claim after, or null when someone claimed the job since it was read.
   * A fence newer than the job's mirror but older than a lease is one whose mirror write was lost
   * (FerretDB's last writer wins): its holder cannot be working, so the job may be claimed past it.
   */
  async function newestFence(candidate: JobRecord): Promise<number | null> {
    let seq = candidate.leaseSeq;
    let newest: LeaseFenceRecord | null = null;
    for (;;) {
      const next = await fences.findOne({ _id: leaseFenceId(candidate._id, seq + 1) });
      if (!next) break;
      newest = next;
      seq += 1;
    }
    if (newest && newest.claimedAt.getTime() + leaseMs > now().getTime()) return null;
    return seq;
  }

  const finished = (status: 'COMPLETED' | 'FAILED') => ({ status, leaseUntil: null, finishedAt: now(), updatedAt: now() });

  /** False once a newer lease exists; FerretDB v1 cannot make the check and the write atomic. */
  async function stillHeld(lease: JobLease): Promise<boolean> {
    const takenOver = await fences.findOne({ _id: leaseFenceId(lease.jobId, lease.seq + 1) }, { projection: { _id: 1 } });
    return !takenOver;
  }

  /** Writes only while the lease holds, then reads the job back: the last writer wins on FerretDB. */
  async function writeAsHolder(lease: JobLease, update: UpdateFilter<JobRecord>, expected: JobRecord['status']) {
    if (!(await stillHeld(lease))) return false;
    const { matchedCount } = await jobs.updateOne({ _id: lease.jobId, leaseToken: lease.token, status: 'PROCESSING' }, update);
    if (matchedCount === 0) return false;
    const after = await jobs.findOne({ _id: lease.jobId }, { projection: { leaseToken: 1, status: 1 } });
    return after?.leaseToken === lease.token && after.status === expected;
  }

  /** Extends the lease; false when it was lost (the worker should stop the job). */
  const heartbeat = (lease: JobLease) =>
    writeAsHolder(lease, { $set: { leaseUntil: later(leaseMs), updatedAt: now() } }, 'PROCESSING');

  function reportProgress(lease: JobLease, progress: number) {
    if (!Number.isFinite(progress) || progress < 0 || progress > 100) {
      throw new RangeError(`Progress must be between 0 and 100, got ${progress}`);
    }
    return writeAsHolder(lease, { $set: { progress: Math.round(progress), updatedAt: now() } }, 'PROCESSING');
  }

  const complete = (lease: JobLease, result: unknown) =>
    writeAsHolder(lease, { $set: { ...finished('COMPLETED'), progress: 100, result, errorMessage: null } }, 'COMPLETED');

  /**
   * A retryable failure queues the job again after `backoff(attempts)`; a permanent one, or one
   * on the last attempt, ends it FAILED with the error's message.
   */
  function fail(lease: JobLease, error: unknown, { retryable = true }: { retryable?: boolean } = {}) {
    const message = readableMessage(error);
    const attempts = lease.job.attempts;
    if (retryable && attempts < maxAttempts) {
      return writeAsHolder(
        lease,
        {
          $set: {
            status: 'PENDING',
            runAfter: later(backoff(attempts)),
            errorMessage: message,
            leaseOwner: null,
            leaseUntil: null,
            updatedAt: now(),
          },
        },
        'PENDING',
      );
    }
    const errorMessage = retryable ? `${message} (gave up after ${attempts} attempts)` : message;
    return writeAsHolder(lease, { $set: { ...finished('FAILED'), errorMessage } }, 'FAILED');
  }

  /**
   * Queues a FAILED job again from scratch (attempts, progress, message and result cleared),
   * optionally with a new payload; answers the job as it is now, or null when it does not exist.
   * A job in any other state is left alone.
   */
  async function requeue(jobId: string, payload?: unknown): Promise<QueuedJob | null> {
    const at = now();
    await jobs.updateOne(
      { _id: jobId, status: 'FAILED' },
      {
        $set: {
          status: 'PENDING',
          attempts: 0,
          progress: 0,
          errorMessage: null,
          result: null,
          runAfter: at,
          leaseToken: null,
          leaseOwner: null,
          leaseUntil: null,
          finishedAt: null,
          updatedAt: at,
          ...(payload === undefined ? {} : { payload }),
        },
      },
    );
    return get(jobId);
  }

  return { collection, leaseMs, enqueue, get, claim, heartbeat, reportProgress, complete, fail, requeue };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

const readableMessage = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return message.trim() || 'The job failed without a message.';
};
