import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { DocumentStyle } from '../base/DocumentStyle';
import { Toaster } from '../base/Toaster';
import { fontFamily, palette } from '../base/tokens';
import { groundworkTheme } from './theme';

export interface AppThemeProviderProps {
  children: ReactNode;
}

// What antd's App wrapper would give the text between antd components; its message, notification
// and modal hooks are not needed (toasts go through the toast channel) and would load with every screen.
const appTextStyle = { color: palette.ink, fontFamily, fontSize: 14, lineHeight: 1.5714285714285714 } as const;

/**
 * The Groundwork antd theme, the base document style (no body margin) and a toaster for the toast
 * channel (the shell mounts its own first, which then shows the toasts; a remote running on its
 * own or in a test shows them through this one). The shell renders it around every screen that
 * uses antd; remotes rely on it.
 */
export function AppThemeProvider({ children }: AppThemeProviderProps) {
  return (
    <ConfigProvider theme={groundworkTheme}>
      <DocumentStyle />
      <div className="gw-app" style={appTextStyle}>
        {children}
      </div>
      <Toaster />
    </ConfigProvider>
  );
}
