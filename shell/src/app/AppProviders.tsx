import { createQueryClient } from '@groundwork/api-client';
import { AppThemeProvider } from '@groundwork/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';

/** The providers every route and remote relies on; the shell renders them once. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <JotaiProvider>{children}</JotaiProvider>
      </QueryClientProvider>
    </AppThemeProvider>
  );
}
