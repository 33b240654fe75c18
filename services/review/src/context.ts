import { createOfflineRecordAnalyzer, type Phase1Reviewer, type RecordAnalyzer } from '@groundwork/ai';
import { PHASE1_MAX_FILE_BYTES, PHASE1_MAX_FILES_PER_UPLOAD } from '@groundwork/contracts';
import { createJobQueue, type JobQueueOptions } from '@groundwork/job-queue';
import type { ObjectStore, ProjectsClient, StudiesClient } from '@groundwork/service-kit';
import type { Db } from 'mongodb';
import { REVIEW_JOBS_COLLECTION } from './jobs';
import { createRepositories } from './repositories';

export interface UploadLimits {
  maxFiles: number;
  maxFileBytes: number;
}

export interface ReviewContextOptions {
  db: Db;
  store: ObjectStore;
  projects: ProjectsClient;
  /** Saves an analysis into its record's narrative (the studies service's internal routes). */
  studies: StudiesClient;
  /** Answers questions (the service) and reviews reports (the worker). */
  reviewer: Phase1Reviewer;
  /** Reads a record's agency documents (the worker); default the offline engine. */
  analyzer?: RecordAnalyzer;
  queue?: Omit<JobQueueOptions, 'collection' | 'now'>;
  uploads?: Partial<UploadLimits>;
  /** The time a question gets to be answered. */
  askTimeoutMs?: number;
  now?: () => Date;
}

/** What every use case works with: repositories, the queue, object storage, the projects and studies services, the reviewer and analyzer, the clock. */
export function createReviewContext({
  db,
  store,
  projects,
  studies,
  reviewer,
  analyzer = createOfflineRecordAnalyzer(),
  queue = {},
  uploads = {},
  askTimeoutMs = 30_000,
  now = () => new Date(),
}: ReviewContextOptions) {
  return {
    ...createRepositories(db),
    queue: createJobQueue(db, { ...queue, collection: REVIEW_JOBS_COLLECTION, now }),
    store,
    projects,
    studies,
    reviewer,
    analyzer,
    uploads: { maxFiles: PHASE1_MAX_FILES_PER_UPLOAD, maxFileBytes: PHASE1_MAX_FILE_BYTES, ...uploads },
    askTimeoutMs,
    now,
  };
}
export type ReviewContext = ReturnType<typeof createReviewContext>;

/** Where an uploaded document's bytes live. */
export const documentKey = ({ organizationId, sessionId, documentId, name }: { organizationId: string; sessionId: string; documentId: string; name: string }) =>
  `review/${organizationId}/${sessionId}/${documentId}/${name}`;
