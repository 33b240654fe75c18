// @groundwork/design-system/theme: the antd theme and its provider. Tokens and toasts (texts,
// channel, toaster, useToast) are in /base, which loads no antd.
export { groundworkTheme } from './theme';
export { AppThemeProvider, type AppThemeProviderProps } from './AppThemeProvider';
