// @groundwork/design-system/theme: the antd theme, its provider and the toasts. Every screen loads it.
export { groundworkTheme, brandSurfaceTheme, palette, fontFamily, TOAST_MAX_WIDTH_PX } from './theme';
export { AppThemeProvider, type AppThemeProviderProps } from './AppThemeProvider';
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
export { useToast, type ToastApi } from '../toast/useToast';
