import { randomBytes, randomUUID } from 'node:crypto';
import type { Db, Filter, UpdateFilter } from 'mongodb';
import { isDuplicateKeyError } from './duplicate-key';
import {
  DEFAULT_JOBS_COLLECTION,
  leaseFenceId,
  leaseFencesCollection,
  organizationTurnsCollection,
  toQueuedJob,
  type JobRecord,
  type LeaseFenceRecord,
  type OrganizationTurnRecord,
  type QueuedJob,
} from './job-records';
import { describeIssues, jobOfType, type JobType, type PayloadInputOf, type TypedJob } from './job-type';

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

export interface NewJob<T extends JobType> {
  /** Parsed with the job type's payload schema before anything is stored. */
  payload: PayloadInputOf<T>;
  /** Whose job it is: claims take organizations in turn. */
  organizationId: string;
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

/** A payload that does not match its job type's schema (at enqueue, or when a job is requeued). */
export class InvalidPayloadError extends Error {
  override name = 'InvalidPayloadError';
}

export const exponentialBackoff = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 60_000);

/** Candidates read per claim; concurrent claimants that lose one job try the next. */
const CLAIM_BATCH = 10;

/**
 * A durable job queue in one MongoDB collection. Safe on FerretDB v1, whose updates are not
 * atomic: see the README for how claims are fenced and how organizations take turns.
 */
export function createJobQueue(db: Db, options: JobQueueOptions = {}) {
  const collection = options.collection ?? DEFAULT_JOBS_COLLECTION;
  const leaseMs = options.leaseMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 5;
  const backoff = options.backoff ?? exponentialBackoff;
  const now = options.now ?? (() => new Date());
  const jobs = db.collection<JobRecord>(collection);
  const fences = db.collection<LeaseFenceRecord>(leaseFencesCollection(collection));
  const turns = db.collection<OrganizationTurnRecord>(organizationTurnsCollection(collection));
  const attemptsOf = (record: Pick<JobRecord, 'maxAttempts'>) => record.maxAttempts ?? maxAttempts;
  const later = (ms: number) => new Date(now().getTime() + ms);

  function parsePayload<T extends JobType>(jobType: T, payload: unknown) {
    const parsed = jobType.payload.safeParse(payload);
    if (!parsed.success) throw new InvalidPayloadError(`Invalid payload for job type '${jobType.type}': ${describeIssues(parsed.error, 'payload')}`);
    return parsed.data;
  }

  /** The job as `jobType`'s; throws when it is another type's (one idempotency key, two types). */
  function typed<T extends JobType>(jobType: T, job: QueuedJob): TypedJob<T> {
    const found = jobOfType(jobType, job);
    if (!found) throw new Error(`Job ${job.jobId} is a '${job.type}' job, not a valid '${jobType.type}' one`);
    return found;
  }

  /** Queues a job of `jobType`, or answers the job that already has its idempotency key. */
  async function enqueue<T extends JobType>(jobType: T, { payload, organizationId, idempotencyKey }: NewJob<T>): Promise<TypedJob<T>> {
    if (!organizationId?.trim()) throw new Error('A job needs an organization');
    if (!idempotencyKey.trim()) throw new Error('A job needs an idempotency key');
    const at = now();
    const record: JobRecord = {
      _id: randomUUID(),
      type: jobType.type,
      payload: parsePayload(jobType, payload),
      idempotencyKey,
      organizationId,
      maxAttempts: jobType.maxAttempts ?? null,
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
      return typed(jobType, toQueuedJob(record, maxAttempts));
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      const existing = await jobs.findOne({ idempotencyKey });
      if (!existing) throw err;
      return typed(jobType, toQueuedJob(existing, maxAttempts));
    }
  }

  /** Any job by id, its payload as stored; see `getAs` for a typed one. */
  async function get(jobId: string): Promise<QueuedJob | null> {
    const record = await jobs.findOne({ _id: jobId });
    return record ? toQueuedJob(record, maxAttempts) : null;
  }

  /** The job when it is one of `jobType` (payload parsed); null otherwise. */
  async function getAs<T extends JobType>(jobType: T, jobId: string): Promise<TypedJob<T> | null> {
    const job = await get(jobId);
    return job ? jobOfType(jobType, job) : null;
  }

  const dueFilter = (at: Date): Filter<JobRecord> => ({
    $or: [
      { status: 'PENDING', runAfter: { $lte: at } },
      { status: 'PROCESSING', leaseUntil: { $lte: at } },
    ],
  });

  /**
   * The oldest due job (queued, or leased to a worker whose lease ran out) of the organization
   * served longest ago among those with due jobs, or null: organizations take turns.
   */
  async function claim(workerId: string): Promise<JobLease | null> {
    const at = now();
    const organizations = (await jobs.distinct('organizationId', dueFilter(at))) as string[];
    for (const organizationId of await longestWaitingFirst(organizations)) {
      const lease = await claimOldest({ ...dueFilter(at), organizationId }, workerId);
      if (lease) {
        await recordTurn(organizationId);
        return lease;
      }
    }
    return null;
  }

  async function claimOldest(filter: Filter<JobRecord>, workerId: string): Promise<JobLease | null> {
    const candidates = await jobs.find(filter).sort({ runAfter: 1, createdAt: 1, _id: 1 }).limit(CLAIM_BATCH).toArray();
    for (const candidate of candidates) {
      const lease = await tryClaim(candidate, workerId);
      if (lease) return lease;
    }
    return null;
  }

  /** Never-served organizations first, then the one served longest ago. */
  async function longestWaitingFirst(organizations: string[]): Promise<string[]> {
    if (organizations.length < 2) return organizations;
    const served = new Map((await turns.find({ _id: { $in: organizations } }).toArray()).map((turn) => [turn._id, turn.servedAt.getTime()]));
    return [...organizations].sort((a, b) => (served.get(a) ?? -Infinity) - (served.get(b) ?? -Infinity));
  }

  async function recordTurn(organizationId: string) {
    const update = { $set: { servedAt: now() } };
    try {
      await turns.updateOne({ _id: organizationId }, update, { upsert: true });
    } catch (err) {
      // Two first claims of one organization raced on the upsert; the other one inserted it.
      if (!isDuplicateKeyError(err)) throw err;
      await turns.updateOne({ _id: organizationId }, update);
    }
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
    if (candidate.status === 'PROCESSING' && candidate.attempts >= attemptsOf(candidate)) {
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
    return { jobId: mine._id, seq: seq + 1, token, workerId, job: toQueuedJob(mine, maxAttempts) };
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
  const heartbeat = (lease: JobLease) => writeAsHolder(lease, { $set: { leaseUntil: later(leaseMs), updatedAt: now() } }, 'PROCESSING');

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
    if (retryable && attempts < lease.job.maxAttempts) {
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
  async function requeue<T extends JobType>(jobType: T, jobId: string, payload?: PayloadInputOf<T>): Promise<TypedJob<T> | null> {
    const at = now();
    const parsed = payload === undefined ? undefined : parsePayload(jobType, payload);
    await jobs.updateOne(
      { _id: jobId, type: jobType.type, status: 'FAILED' },
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
          ...(parsed === undefined ? {} : { payload: parsed }),
        },
      },
    );
    return getAs(jobType, jobId);
  }

  return { collection, leaseMs, enqueue, get, getAs, claim, heartbeat, reportProgress, complete, fail, requeue };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

const readableMessage = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return message.trim() || 'The job failed without a message.';
};
