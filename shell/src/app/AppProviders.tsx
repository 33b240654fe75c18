import { DocumentStyle, Toaster } from '@groundwork/design-system/base';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { ShellQueryProvider } from './ShellQueryProvider';

/**
 * The providers every route and remote relies on, and the page's toaster; the shell renders them
 * once. antd's theme is not among them: screens that use antd are wrapped in `AntdScope`
 * (AppRoutes), so the landing page, the demo and the sign-in page load none.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ShellQueryProvider>
      <JotaiProvider>
        <DocumentStyle />
        <Toaster />
        {children}
      </JotaiProvider>
    </ShellQueryProvider>
  );
}
