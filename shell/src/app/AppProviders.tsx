import { DocumentStyle } from '@groundwork/design-system/base';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { ShellQueryProvider } from './ShellQueryProvider';

/**
 * The providers every route and remote relies on; the shell renders them once. antd's theme is
 * not among them: screens that use antd are wrapped in `AntdScope` (AppRoutes), so the landing
 * page loads none.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ShellQueryProvider>
      <JotaiProvider>
        <DocumentStyle />
        {children}
      </JotaiProvider>
    </ShellQueryProvider>
  );
}
