// @groundwork/design-system/study: upload, job progress, results tables and study state of the study tabs.
export { UploadCard, type UploadCardProps } from './upload/UploadCard';
export { JobProgressPanel, type JobProgressPanelProps } from './polling/JobProgressPanel';
export { useJobPolling, type UseJobPollingOptions, type JobPolling } from './polling/useJobPolling';
export {
  transition as pollingTransition,
  nextCheckDelay,
  type PollingState,
  type PollingStatus,
  type PollingEvent,
  type PollingEffect,
} from './polling/job-polling';
export {
  studyRunAtom,
  studyCacheEntryAtom,
  unsavedEditsAtom,
  type StudyRunAtom,
  type StudyCacheEntry,
} from './state/study-atoms';
export { browserStoredAtom, atomsByKey, type StoredAtom } from './state/browser-storage';
export {
  POLLING_COPY,
  UPLOAD_STEP_LABELS,
  STUDY_MESSAGES,
  STUDY_TYPICAL_DURATION,
  UPLOAD_MESSAGES,
  typicalDurationHint,
  type PollingCopy,
} from './study-copy';
export { checkUploadFile, type UploadCandidate, type UploadCheck } from './upload/check-upload-file';
export {
  jobPhase,
  jobPhaseFor,
  jobProgressFor,
  jobErrorMessageFor,
  databaseStudyOf,
  RUNNING_JOB_STATUSES,
  DONE_JOB_STATUSES,
  FAILED_JOB_STATUSES,
  type JobPhase,
  type AerialDoneSignals,
} from './polling/job-phase';
export { STUDY_CACHE_NAMES, STUDY_JOB_CACHE, studyCacheKey, cachedJobId, type StudyCacheName } from './study-cache';
export { formatFileSizeMb } from './format';
export { ResultsTable, UNSAVED_CHANGES_LABEL, type ResultsTableProps, type ResultColumn } from './results/ResultsTable';
export { toCsv, toTsv, csvField, tsvField, neutralizeFormula, UTF8_BOM, type CellValue } from './results/csv';
export { downloadTextFile } from './results/download';
