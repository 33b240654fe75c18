export { groundworkTheme, brandSurfaceTheme, palette, fontFamily, TOAST_MAX_WIDTH_PX } from './theme/theme';
export { AppThemeProvider, type AppThemeProviderProps } from './theme/AppThemeProvider';

export { StatusBadge, type StatusBadgeProps } from './components/StatusBadge/StatusBadge';
export {
  PROJECT_STATUSES,
  STATUS_TONES,
  describeProjectStatus,
  type ProjectStatus,
  type StatusTone,
} from './components/StatusBadge/project-status';
export { DirectionTag, type DirectionTagProps } from './components/DirectionTag/DirectionTag';
export { DIRECTIONS, DIRECTION_COLORS, DIRECTION_LABELS, type Direction } from './components/DirectionTag/directions';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export {
  RemoteUnavailable,
  REMOTE_UNAVAILABLE_TITLE,
  type RemoteUnavailableProps,
} from './components/RemoteUnavailable/RemoteUnavailable';

export {
  TOAST_LIMIT,
  TOAST_DURATION_MS,
  TOAST_TITLES,
  TOAST_DEFAULT_MESSAGES,
  SUCCESS_TOAST_MESSAGES,
  messageOrDefault,
  failureToast,
  successToast,
  type ToastContent,
  type ToastVariant,
  type FailureToastKind,
  type SuccessToastKind,
} from './toast/toast-content';
export { useToast, type ToastApi } from './toast/useToast';

export { BrandLogo, type BrandLogoProps } from './marketing/BrandLogo/BrandLogo';
export { SectionHeading, type SectionHeadingProps } from './marketing/SectionHeading/SectionHeading';
export { StatTile, type StatTileProps } from './marketing/StatTile/StatTile';
export { FeatureCard, type FeatureCardProps } from './marketing/FeatureCard/FeatureCard';
export { BenefitList, type BenefitListProps } from './marketing/BenefitList/BenefitList';
export { BrandSurface, type BrandSurfaceProps } from './marketing/BrandSurface/BrandSurface';
export { PageFooter, type PageFooterProps, type FooterLink } from './marketing/PageFooter/PageFooter';

export {
  StandaloneRemote,
  type StandaloneRemoteProps,
  type StandaloneScreen,
} from './components/StandaloneRemote/StandaloneRemote';

export { UploadCard, type UploadCardProps } from './study/upload/UploadCard';
export { JobProgressPanel, type JobProgressPanelProps } from './study/polling/JobProgressPanel';
export { useJobPolling, type UseJobPollingOptions, type JobPolling } from './study/polling/useJobPolling';
export {
  transition as pollingTransition,
  nextCheckDelay,
  type PollingState,
  type PollingStatus,
  type PollingEvent,
  type PollingEffect,
} from './study/polling/job-polling';
export {
  studyRunAtom,
  studyCacheEntryAtom,
  unsavedEditsAtom,
  type StudyRunAtom,
  type StudyCacheEntry,
} from './study/state/study-atoms';
export { browserStoredAtom, atomsByKey, type StoredAtom } from './study/state/browser-storage';
export {
  POLLING_COPY,
  UPLOAD_STEP_LABELS,
  STUDY_MESSAGES,
  STUDY_TYPICAL_DURATION,
  UPLOAD_MESSAGES,
  typicalDurationHint,
  type PollingCopy,
} from './study/study-copy';
export { checkUploadFile, type UploadCandidate, type UploadCheck } from './study/upload/check-upload-file';
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
} from './study/polling/job-phase';
export { STUDY_CACHE_NAMES, STUDY_JOB_CACHE, studyCacheKey, cachedJobId, type StudyCacheName } from './study/study-cache';
export { formatFileSizeMb } from './study/format';
export { ResultsTable, UNSAVED_CHANGES_LABEL, type ResultsTableProps, type ResultColumn } from './study/results/ResultsTable';
export { toCsv, toTsv, csvField, tsvField, neutralizeFormula, UTF8_BOM, type CellValue } from './study/results/csv';
export { downloadTextFile } from './study/results/download';
