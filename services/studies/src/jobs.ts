import type { QueuedJob } from './queue';
import type { RematchJobPayload, StudyJobPayload } from './repositories';

/** A `study` job: an upload's intake and extraction (`src/worker/study-job.ts`); payload `StudyJobPayload`. */
export const STUDY_JOB_TYPE = 'study';
/** A `rematch` job: a finished study placed again (`src/worker/rematch-job.ts`); payload `RematchJobPayload`. */
export const REMATCH_JOB_TYPE = 'rematch';

export type StudiesJob =
  | (QueuedJob<StudyJobPayload> & { type: typeof STUDY_JOB_TYPE })
  | (QueuedJob<RematchJobPayload> & { type: typeof REMATCH_JOB_TYPE });

/** The job as one of ours (a study or a rematch); null for any other type. */
export const asStudiesJob = (job: QueuedJob): StudiesJob | null =>
  job.type === STUDY_JOB_TYPE || job.type === REMATCH_JOB_TYPE ? (job as StudiesJob) : null;

/** The study job whose result a job shows: a study's own, a rematch's study. */
export const resultJobIdOf = (job: StudiesJob): string => (job.type === REMATCH_JOB_TYPE ? job.payload.studyJobId : job.jobId);
