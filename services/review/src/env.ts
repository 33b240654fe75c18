import { PHASE1_MAX_FILE_BYTES } from '@groundwork/contracts';
import {
  authEnv,
  internalTokenDevDefault,
  intVar,
  jobQueueEnv,
  jobWorkerEnv,
  loadEnv,
  mongoDevDefault,
  mongoEnv,
  portVar,
  projectsClientEnv,
  refuseDevDefaults,
  s3Env,
  serviceEnv,
  studiesClientEnv,
} from '@groundwork/service-kit';
import { z } from 'zod';

/** What the service and its workers share: database, storage, the projects and studies services, the queue. */
const sharedEnv = {
  ...serviceEnv,
  ...mongoEnv,
  ...s3Env,
  ...projectsClientEnv,
  ...studiesClientEnv,
  ...jobQueueEnv,
  /** The largest report accepted (the spec states 50 MB); the worker reads no more than this. */
  REVIEW_MAX_FILE_BYTES: intVar(PHASE1_MAX_FILE_BYTES, 1, 1024 * 1024 * 1024),
};

const reviewEnvSchema = z.object({
  ...sharedEnv,
  ...authEnv,
  REVIEW_PORT: portVar(4004),
  /** The time a question gets to be answered (the LLM's; the offline engine answers at once). */
  REVIEW_ASK_TIMEOUT_MS: intVar(30_000, 100, 600_000),
});

const workerEnvSchema = z.object({
  ...sharedEnv,
  /** Names the worker in job records and logs; default `review-worker-<pid>`. */
  REVIEW_WORKER_ID: z.string().trim().min(1).max(100).optional(),
  ...jobWorkerEnv,
  /** Most pages a report may have. */
  REVIEW_MAX_PAGES: intVar(2000, 1, 100_000),
  /** One PDF page's text (and OCR) in the isolated reading process. */
  REVIEW_PAGE_TIMEOUT_MS: intVar(60_000, 100, 3_600_000),
  /** Reading a whole PDF in the isolated process. */
  REVIEW_READ_TIMEOUT_MS: intVar(900_000, 1000, 24 * 3_600_000),
  /** Memory (RSS) of the isolated reading process; default doc-processing's. */
  REVIEW_READ_MEMORY_MB: z.coerce.number().int().min(256).max(65_536).optional(),
});

export type ReviewEnv = z.output<typeof reviewEnvSchema>;
export type ReviewWorkerEnv = z.output<typeof workerEnvSchema>;

function refuseReviewDevDefaults<Env extends ReviewEnv | ReviewWorkerEnv>(service: string, env: Env): Env {
  refuseDevDefaults(service, env, [mongoDevDefault(env), internalTokenDevDefault(env)]);
  return env;
}

/** The review service's configuration; throws one error listing every invalid variable. */
export const loadReviewEnv = (source: Record<string, string | undefined> = process.env): ReviewEnv =>
  refuseReviewDevDefaults('review', loadEnv(reviewEnvSchema, source));

/** A review worker's configuration. */
export const loadReviewWorkerEnv = (source: Record<string, string | undefined> = process.env): ReviewWorkerEnv =>
  refuseReviewDevDefaults('review worker', loadEnv(workerEnvSchema, source));

/** The limits of a worker's reading of one report. */
export const readLimits = (env: ReviewWorkerEnv) => ({
  maxBytes: env.REVIEW_MAX_FILE_BYTES,
  maxPages: env.REVIEW_MAX_PAGES,
  pageTimeoutMs: env.REVIEW_PAGE_TIMEOUT_MS,
  extractionTimeoutMs: env.REVIEW_READ_TIMEOUT_MS,
  memoryMb: env.REVIEW_READ_MEMORY_MB,
});
