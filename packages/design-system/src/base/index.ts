// @groundwork/design-system/base: what screens use without loading antd (the public pages load
// none, the others keep their first load small): the brand's tokens, the document style, a
// spinner, toasts (texts, channel, toaster, useToast), schema-validated plain forms, direction
// tags and panels.
export { palette, fontFamily, TOAST_MAX_WIDTH_PX } from './tokens';
export { DocumentStyle } from './DocumentStyle';
export { LoadingIndicator, type LoadingIndicatorProps } from './LoadingIndicator';
export { toastChannel, createToastChannel, type ToastChannel, type ToastSnapshot, type VisibleToast } from './toast-channel';
export { Toaster } from './Toaster';
export { useToast, type ToastApi } from '../toast/useToast';
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
export { type FormSchema, fieldError } from './schema-form/form-schema';
export {
  useSchemaForm,
  type FormValues,
  type SchemaForm,
  type SchemaFormField,
  type SchemaFormOptions,
} from './schema-form/use-schema-form';
export { DirectionTag, type DirectionTagProps } from './DirectionTag/DirectionTag';
export { Panel, type PanelProps } from './Panel/Panel';
export { useDialogState, type DialogOpening, type DialogState } from './dialog-state';
export { ScrollRegion, type ScrollRegionProps } from './ScrollRegion/ScrollRegion';
export { VisuallyHidden, visuallyHiddenStyle } from './VisuallyHidden';
