import type { Job, ProcessingStudy, StudyJobState } from '@groundwork/contracts';

// How the tabs read a job's status (spec 02 section 4): every status word a processing service
// may answer, whatever the letter case, and each study's own status inside a job.

export const RUNNING_JOB_STATUSES = ['PENDING', 'PROCESSING', 'RUNNING', 'IN_PROGRESS'] as const;
export const DONE_JOB_STATUSES = ['COMPLETED', 'COMPLETE', 'SUCCEEDED', 'DONE', 'SUCCESS'] as const;
export const FAILED_JOB_STATUSES = ['FAILED'] as const;

export type JobPhase = 'running' | 'done' | 'failed';

/** The aerial study's extra ways of being done (spec 02 section 4). */
export interface AerialDoneSignals {
  progress?: number | null;
  completed?: number | null;
  total?: number | null;
  predictionKey?: string | null;
}

const isDoneStatus = (word: string) => (DONE_JOB_STATUSES as readonly string[]).includes(word);
const isFailedStatus = (word: string) => (FAILED_JOB_STATUSES as readonly string[]).includes(word);

/**
 * Running, done or failed, whatever the letter case. FAILED wins; any other word (the running
 * ones, and words we do not know) keeps the job running, so polling goes on until its limits.
 * With `extras` (aerial) a job is also done at progress 100 or more, when completed reaches a
 * non-zero total, or once a prediction key exists.
 */
export function jobPhase(status: string | null | undefined, extras?: AerialDoneSignals): JobPhase {
  const word = (status ?? '').trim().toUpperCase();
  if (isFailedStatus(word)) return 'failed';
  if (isDoneStatus(word)) return 'done';
  if (extras) {
    if (typeof extras.progress === 'number' && extras.progress >= 100) return 'done';
    if (typeof extras.total === 'number' && extras.total > 0 && (extras.completed ?? 0) >= extras.total) return 'done';
    if (extras.predictionKey) return 'done';
  }
  return 'running';
}

/** `studies.database`, or the older `studies.db`. */
export const databaseStudyOf = (job: Job): StudyJobState | undefined => job.studies?.database ?? job.studies?.db;

/**
 * The phase of `job` as seen by `study`: the study's own status when the job carries one, with the
 * aerial done signals (summaryAerial, the aerial study's progress); the job's status otherwise.
 * The job's errorMessage or the study's tells why it failed.
 */
export function jobPhaseFor(job: Job, study: ProcessingStudy): JobPhase {
  if (study === 'aerial') {
    const state = job.studies?.aerial;
    const summary = job.summaryAerial;
    return jobPhase(state?.status ?? job.status, {
      progress: summary?.progress ?? state?.progress ?? null,
      completed: summary?.completed ?? null,
      total: summary?.total ?? null,
      predictionKey: summary?.predictionS3Key ?? state?.resultKey ?? null,
    });
  }
  if (study === 'database') return jobPhase(databaseStudyOf(job)?.status ?? job.status);
  return jobPhase(job.status);
}

/** The progress `study` reads (0 to 100): its own when the job carries one, else the job's. */
export function jobProgressFor(job: Job, study: ProcessingStudy): number {
  if (study === 'aerial') return job.summaryAerial?.progress ?? job.studies?.aerial?.progress ?? job.progress;
  if (study === 'database') return databaseStudyOf(job)?.progress ?? job.progress;
  return job.progress;
}

/** Why `study` failed: its own message, else the job's, else undefined. */
export function jobErrorMessageFor(job: Job, study: ProcessingStudy): string | undefined {
  const state = study === 'aerial' ? job.studies?.aerial : study === 'database' ? databaseStudyOf(job) : undefined;
  return state?.errorMessage ?? job.errorMessage;
}
