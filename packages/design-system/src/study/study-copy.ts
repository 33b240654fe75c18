import type { UploadProgressStep } from '@groundwork/api-client/study-jobs';
import { NOT_A_PDF_MESSAGE, type ProcessingStudy } from '@groundwork/contracts';

/** Spec 02 section 8: the titles and texts the study tabs show (the upload calls' failures: api-client's UPLOAD_FAILURE_MESSAGES). */
export const STUDY_MESSAGES = {
  uploadFailedTitle: 'Upload Failed',
  processingTimeoutTitle: 'Processing Timeout',
  processingStuckTitle: 'Processing Appears Stuck',
  processingFailedTitle: 'Processing Failed',
  statusCheckFailedTitle: 'Status Check Failed',
  saveFailedTitle: 'Save Failed',
  copyFailedTitle: 'Copy Failed',
  jobNotFoundTitle: 'Job Not Found',
  pollingFailedTitle: 'Polling Failed',
  resultsLoadingIssueTitle: 'Results Loading Issue',
  noAdjoiningProperties: 'No adjoining properties found. Please add properties first.',
  aerialNeedsProperties: 'Please add adjoining properties first to enable aerial processing.',
  databaseTimeout: 'Processing timeout - please check back later',
} as const;

/** The upload messages of spec 02 section 5, plus the size messages of our 50 MB rule. */
export const UPLOAD_MESSAGES = {
  invalidFileTypeTitle: 'Invalid File Type',
  invalidFileTitle: 'Invalid File',
  notPdf: NOT_A_PDF_MESSAGE,
  empty: 'The selected file is empty.',
  tooLarge: 'The selected file is larger than 50 MB.',
} as const;

/** Spec 02 section 1: the typical processing durations stated to the user. */
export const STUDY_TYPICAL_DURATION: Readonly<Record<ProcessingStudy, string>> = {
  cd: '2-5 minutes',
  aerial: '5-15 minutes',
  database: '2-5 minutes',
};

/** Spec 02 section 1: the typical duration stated to the user. */
export const typicalDurationHint = (study: ProcessingStudy): string => `Processing typically takes ${STUDY_TYPICAL_DURATION[study]}.`;

/** What each upload step of spec 02 section 4 is doing. */
export const UPLOAD_STEP_LABELS: Readonly<Record<UploadProgressStep, string>> = {
  10: 'Preparing upload...',
  30: 'Uploading file...',
  60: 'Starting processing...',
  100: 'Upload complete',
};

/** Words of the job progress panel; the titles are spec 02 section 8's. */
export interface PollingCopy {
  restoring: string;
  runningTitle: string;
  checkFailedTitle: string;
  completedTitle: string;
  failedTitle: string;
  failedFallback: string;
  timeoutTitle: string;
  timeoutDescription: string;
  stuckTitle: string;
  stuckDescription: string;
  notFoundTitle: string;
  notFoundDescription: string;
  retryLabel: string;
  resetLabel: string;
}

const COMMON_COPY: PollingCopy = {
  restoring: 'Checking the last processing job...',
  runningTitle: 'Processing',
  checkFailedTitle: STUDY_MESSAGES.statusCheckFailedTitle,
  completedTitle: 'Processing Complete',
  failedTitle: STUDY_MESSAGES.processingFailedTitle,
  failedFallback: 'The processing service gave no reason.',
  timeoutTitle: STUDY_MESSAGES.processingTimeoutTitle,
  timeoutDescription: 'Processing is taking longer than expected. It continues on the server: check again later.',
  stuckTitle: STUDY_MESSAGES.processingStuckTitle,
  stuckDescription: 'Progress has not moved for about 2 minutes. Check again, or upload the file again.',
  notFoundTitle: STUDY_MESSAGES.jobNotFoundTitle,
  notFoundDescription: 'The processing job no longer exists. Upload the file again.',
  retryLabel: 'Check Again',
  resetLabel: 'Upload Another File',
};

/** The panel's words per study: aerial says 'Polling Failed', the database its own timeout text. */
export const POLLING_COPY: Readonly<Record<ProcessingStudy, PollingCopy>> = {
  cd: COMMON_COPY,
  aerial: { ...COMMON_COPY, checkFailedTitle: STUDY_MESSAGES.pollingFailedTitle },
  database: { ...COMMON_COPY, timeoutDescription: STUDY_MESSAGES.databaseTimeout },
};
