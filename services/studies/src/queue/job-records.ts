import type { IndexSpec } from '@groundwork/service-kit';

/** The spec's external job statuses: queued, leased to a worker, done, given up. */
export type JobStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';

export const DEFAULT_JOBS_COLLECTION = 'jobs';

/** One job document; only `_id` lookups are pushed down by FerretDB v1, so writes go by `_id`. */
export interface JobRecord {
  _id: string;
  type: string;
  payload: unknown;
  idempotencyKey: string;
  status: JobStatus;
  /** 0-100 */
  progress: number;
  /** Leases handed out so far (each claim is one attempt). */
  attempts: number;
  /** Not claimable before this instant (retry backoff). */
  runAfter: Date;
  /** Sequence number of the newest lease, mirrored from the lease fence (see `leaseFenceId`). */
  leaseSeq: number;
  leaseToken: string | null;
  leaseOwner: string | null;
  leaseUntil: Date | null;
  result: unknown;
  errorMessage: string | null;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
}

/**
 * Lease fences: one insert-only document per lease, `_id` `<jobId>:<seq>`. The unique `_id` is
 * the one write FerretDB v1 makes atomic, so exactly one claimant wins each sequence number, and a
 * holder of lease `seq` knows it was taken over as soon as `<jobId>:<seq + 1>` exists.
 */
export interface LeaseFenceRecord {
  _id: string;
  jobId: string;
  token: string;
  workerId: string;
  claimedAt: Date;
}

export const leaseFenceId = (jobId: string, seq: number) => `${jobId}:${seq}`;
export const leaseFencesCollection = (jobsCollection: string) => `${jobsCollection}_leases`;

/** The job as the queue's callers see it. */
export interface QueuedJob<Payload = unknown> {
  jobId: string;
  type: string;
  payload: Payload;
  idempotencyKey: string;
  status: JobStatus;
  progress: number;
  attempts: number;
  runAfter: Date;
  result: unknown;
  errorMessage: string | null;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
}

export const toQueuedJob = (record: JobRecord): QueuedJob => ({
  jobId: record._id,
  type: record.type,
  payload: record.payload,
  idempotencyKey: record.idempotencyKey,
  status: record.status,
  progress: record.progress,
  attempts: record.attempts,
  runAfter: record.runAfter,
  result: record.result,
  errorMessage: record.errorMessage,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
  finishedAt: record.finishedAt,
});

/** The queue's indexes: one job per idempotency key; claim scans by status and due time. */
export const jobQueueIndexes = (collection = DEFAULT_JOBS_COLLECTION): IndexSpec => ({
  collection,
  indexes: [
    { key: { idempotencyKey: 1 }, name: 'idempotency_key', unique: true },
    { key: { status: 1, runAfter: 1 }, name: 'claimable' },
  ],
});
