import { createJobQueue, type JobQueueOptions } from '@groundwork/job-queue';
import type { ObjectStore, ProjectsClient } from '@groundwork/service-kit';
import type { Db } from 'mongodb';
import { createRepositories } from './repositories';

export interface StudiesContextOptions {
  db: Db;
  store: ObjectStore;
  projects: ProjectsClient;
  queue?: JobQueueOptions;
  /** Lifetime of every presigned link and save link. */
  presignExpiresSeconds?: number;
  now?: () => Date;
}

/** What every use case works with: repositories, the queue, object storage, the projects service, the clock. */
export function createStudiesContext({ db, store, projects, queue = {}, presignExpiresSeconds = 900, now = () => new Date() }: StudiesContextOptions) {
  return {
    ...createRepositories(db),
    queue: createJobQueue(db, { now, ...queue }),
    store,
    projects,
    presignExpiresSeconds,
    now,
  };
}
export type StudiesContext = ReturnType<typeof createStudiesContext>;

/** Where a job's objects live: `jobs/<id>/intake.json`, `result.json` (editable), `result.original.json`. */
export const jobObjectKeys = (jobId: string) => ({
  intakeKey: `jobs/${jobId}/intake.json`,
  resultKey: `jobs/${jobId}/result.json`,
  originalKey: `jobs/${jobId}/result.original.json`,
});

/** A file a study kept beside a job's result (`jobs/<id>/<name>`: an aerial photograph). */
export const jobAttachmentKey = (jobId: string, name: string) => `jobs/${jobId}/${name}`;

/** The second reader's checked listings of a job (written only when it was configured), placed again by a rematch. */
export const secondReadingKeyOf = (jobId: string) => `jobs/${jobId}/second-reading.json`;
