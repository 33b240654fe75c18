import type { IndexDescription } from 'mongodb';

/** The spec's external job statuses: queued, leased to a worker, done, given up. */
export type JobStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';

export const DEFAULT_JOBS_COLLECTION = 'jobs';

/** One job document; only `_id` lookups are pushed down by FerretDB v1, so writes go by `_id`. */
export interface JobRecord {
  _id: string;
  type: string;
  payload: unknown;
  idempotencyKey: string;
  /** Whose job it is: claims take organizations in turn (see `organizationTurnsCollection`). */
  organizationId: string;
  /** The job type's own limit of claims; null: the queue's. */
  maxAttempts: number | null;
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

/**
 * When an organization last had a job claimed (`_id` = organization id): a claim serves the
 * organization with due jobs that waited longest, so one organization's backlog cannot starve
 * another's. A lost write here only bends the order; leases stay fenced.
 */
export interface OrganizationTurnRecord {
  _id: string;
  servedAt: Date;
}

export const organizationTurnsCollection = (jobsCollection: string) => `${jobsCollection}_turns`;

/** The job as the queue's callers see it. */
export interface QueuedJob {
  jobId: string;
  type: string;
  payload: unknown;
  idempotencyKey: string;
  organizationId: string;
  status: JobStatus;
  progress: number;
  attempts: number;
  /** Claims it gets before a failure is final (its type's, else the queue's). */
  maxAttempts: number;
  runAfter: Date;
  result: unknown;
  errorMessage: string | null;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
}

export const toQueuedJob = (record: JobRecord, defaultMaxAttempts: number): QueuedJob => ({
  jobId: record._id,
  type: record.type,
  payload: record.payload,
  idempotencyKey: record.idempotencyKey,
  organizationId: record.organizationId,
  status: record.status,
  progress: record.progress,
  attempts: record.attempts,
  maxAttempts: record.maxAttempts ?? defaultMaxAttempts,
  runAfter: record.runAfter,
  result: record.result,
  errorMessage: record.errorMessage,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
  finishedAt: record.finishedAt,
});

/** The indexes of one collection (service-kit's `IndexSpec`, for `ensureIndexes`). */
export interface JobQueueIndexSpec {
  collection: string;
  indexes: IndexDescription[];
}

/**
 * The queue's indexes: one job per idempotency key; claim scans by status and due time. Lease
 * fences and organization turns are read by `_id` only.
 */
export const jobQueueIndexes = (collection = DEFAULT_JOBS_COLLECTION): JobQueueIndexSpec => ({
  collection,
  indexes: [
    { key: { idempotencyKey: 1 }, name: 'idempotency_key', unique: true },
    { key: { status: 1, runAfter: 1 }, name: 'claimable' },
  ],
});
