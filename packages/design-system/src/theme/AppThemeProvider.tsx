import { App, ConfigProvider } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { DocumentStyle } from '../base/DocumentStyle';
import { toastChannel } from '../base/toast-channel';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../toast/toast-content';
import { useToast } from '../toast/useToast';
import { groundworkTheme } from './theme';

export interface AppThemeProviderProps {
  children: ReactNode;
}

const notificationConfig = {
  maxCount: TOAST_LIMIT,
  duration: TOAST_DURATION_MS / 1000,
  placement: 'bottomRight',
  stack: false,
} as const;

/** Shows what code above antd publishes on the toast channel (the shell's session and queries). */
function ToastChannelOutlet() {
  const { toast } = useToast();
  useEffect(() => toastChannel.subscribe(toast), [toast]);
  return null;
}

/**
 * The Groundwork antd theme plus antd's `App`, so `App.useApp()` (message, notification, modal)
 * and `useToast()` work anywhere below it, the toast channel's outlet, and the base document style
 * (no body margin). The shell renders it around every screen that uses antd; remotes rely on it.
 */
export function AppThemeProvider({ children }: AppThemeProviderProps) {
  return (
    <ConfigProvider theme={groundworkTheme}>
      <DocumentStyle />
      <App notification={notificationConfig}>
        <ToastChannelOutlet />
        {children}
      </App>
    </ConfigProvider>
  );
}
