// @groundwork/design-system/theme: the antd theme, its provider and the toasts through antd's App.
// Tokens and toast texts are in /base, which loads no antd.
export { groundworkTheme } from './theme';
export { AppThemeProvider, type AppThemeProviderProps } from './AppThemeProvider';
export { useToast, type ToastApi } from '../toast/useToast';
