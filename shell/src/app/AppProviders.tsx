import { AppThemeProvider } from '@groundwork/design-system/theme';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { ShellQueryProvider } from './ShellQueryProvider';

/** The providers every route and remote relies on; the shell renders them once. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      <ShellQueryProvider>
        <JotaiProvider>{children}</JotaiProvider>
      </ShellQueryProvider>
    </AppThemeProvider>
  );
}
