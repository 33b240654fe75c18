import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../toast/toast-content';
import { groundworkTheme, palette } from './theme';

export interface AppThemeProviderProps {
  children: ReactNode;
}

const notificationConfig = {
  maxCount: TOAST_LIMIT,
  duration: TOAST_DURATION_MS / 1000,
  placement: 'bottomRight',
  stack: false,
} as const;

// The document around the app: no default body margin, the layout background behind every page.
const documentStyle = `body{margin:0;background:${palette.surfaceMuted};-webkit-font-smoothing:antialiased;}`;

/**
 * The Groundwork antd theme plus antd's `App`, so `App.useApp()` (message, notification, modal)
 * and `useToast()` work anywhere below it, and the base document style (no body margin). The
 * shell renders it once; remotes rely on it.
 */
export function AppThemeProvider({ children }: AppThemeProviderProps) {
  return (
    <ConfigProvider theme={groundworkTheme}>
      <style href="groundwork-document" precedence="low">
        {documentStyle}
      </style>
      <App notification={notificationConfig}>{children}</App>
    </ConfigProvider>
  );
}
