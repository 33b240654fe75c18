import { ApiProvider } from '@groundwork/api-client';
import { AppThemeProvider } from '@groundwork/design-system';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';

/** The providers every route and remote relies on; the shell renders them once. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      <ApiProvider>
        <JotaiProvider>{children}</JotaiProvider>
      </ApiProvider>
    </AppThemeProvider>
  );
}
