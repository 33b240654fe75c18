// @groundwork/design-system/components: small shared pieces of the app screens.
export { StatusBadge, type StatusBadgeProps } from './StatusBadge/StatusBadge';
export {
  PROJECT_STATUSES,
  STATUS_TONES,
  describeProjectStatus,
  type ProjectStatus,
  type StatusTone,
} from './StatusBadge/project-status';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export {
  RemoteUnavailable,
  REMOTE_UNAVAILABLE_TITLE,
  type RemoteUnavailableProps,
} from './RemoteUnavailable/RemoteUnavailable';
export {
  StandaloneRemote,
  type StandaloneRemoteProps,
  type StandaloneScreen,
} from './StandaloneRemote/StandaloneRemote';
export { schemaRule } from './schema-rule';
