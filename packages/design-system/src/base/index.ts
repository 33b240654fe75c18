// @groundwork/design-system/base: what every screen needs before any antd loads (the landing
// page loads none): the brand's tokens, the document style, a spinner, the toast texts and the
// toast channel the shell publishes to.
export { palette, fontFamily, TOAST_MAX_WIDTH_PX } from './tokens';
export { DocumentStyle } from './DocumentStyle';
export { LoadingIndicator, type LoadingIndicatorProps } from './LoadingIndicator';
export { toastChannel, createToastChannel, type ToastChannel } from './toast-channel';
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
} from '../toast/toast-content';
export { DIRECTIONS, DIRECTION_COLORS, DIRECTION_LABELS, type Direction } from './directions';
export { DirectionTag, type DirectionTagProps } from './DirectionTag/DirectionTag';
