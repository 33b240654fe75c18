import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { FullPageSpinner } from './frame/FullPageSpinner';

const AppThemeProvider = lazy(() => import('@groundwork/design-system/theme').then((module) => ({ default: module.AppThemeProvider })));

export interface AntdScopeProps {
  /** Whether the screen below uses antd. Once true, the scope stays for the rest of the visit. */
  active: boolean;
  children: ReactNode;
}

/**
 * antd's theme, App and toast outlet around the screens that use antd, loaded with the first
 * such screen: a visitor on the landing page loads no antd (issue 22's first-load budgets). Once
 * loaded it stays mounted, so a toast outlives the navigation that follows it (sign in, then the
 * dashboard).
 */
export function AntdScope({ active, children }: AntdScopeProps) {
  const used = useRef(false);
  if (active) used.current = true;
  if (!used.current) return children;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <AppThemeProvider>{children}</AppThemeProvider>
    </Suspense>
  );
}
