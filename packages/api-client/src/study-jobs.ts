import type { ProcessingStudy } from '@groundwork/contracts';

// How a client follows a study's job (spec 02 sections 4, 8 and 9): the upload steps it reports,
// the messages its upload failures carry, and how often it polls. No React: the bench reads the
// polling rules too (`@groundwork/api-client/study-jobs`).

/** Spec 02 section 4: the upload progress steps (URL requested, file sent, processing started, done). */
export const UPLOAD_PROGRESS_STEPS = [10, 30, 60, 100] as const;
export type UploadProgressStep = (typeof UPLOAD_PROGRESS_STEPS)[number];

/** Spec 02 section 8: the messages of the upload calls' failures (`StudyUploadError.message`). */
export const UPLOAD_FAILURE_MESSAGES = {
  getUploadUrlFailed: 'Failed to get upload URL',
  uploadToS3Failed: 'Failed to upload file to S3',
  startProcessingFailed: 'Failed to start processing',
  parseResponseFailed: 'Failed to parse server response',
} as const;

/** How one study polls its job. Optional limits do not apply to that study. */
export interface PollingRules {
  intervalMs: number;
  /** Delay after a failed status check; the interval when absent. */
  errorIntervalMs?: number;
  /** Status checks before 'Processing Timeout'. */
  maxPolls?: number;
  /** Time since the job started before 'Processing Timeout'. */
  timeoutMs?: number;
  /** Checks in a row at unchanged progress before 'Processing Appears Stuck'. */
  stuckAfterUnchanged?: number;
  /** How long a job may answer 404 after it started before 'Job Not Found'. */
  notFoundGraceMs?: number;
  /** Progress shown while the job reports less. */
  progressFloor: number;
}

export const POLLING_RULES: Readonly<Record<ProcessingStudy, PollingRules>> = {
  cd: { intervalMs: 2000, errorIntervalMs: 5000, maxPolls: 150, stuckAfterUnchanged: 65, progressFloor: 10 },
  aerial: { intervalMs: 8000, timeoutMs: 1_200_000, notFoundGraceMs: 30_000, progressFloor: 10 },
  database: { intervalMs: 5000, maxPolls: 120, progressFloor: 0 },
};
