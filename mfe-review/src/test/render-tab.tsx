import { aProject, shellQueryClient, type ShellCacheOptions } from '@groundwork/api-client/testing';
import { AppThemeProvider } from '@groundwork/design-system/theme';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export { aProject, PROJECT_ID } from '@groundwork/api-client/testing';

export interface ShellRoute extends ShellCacheOptions {
  /** The route `ui` is mounted on, e.g. `/projects/:projectId`. */
  path: string;
  /** Where the router starts. */
  url: string;
  /** Other routes of the shell (e.g. where a back button leads). */
  otherRoutes?: ReactNode;
}

/**
 * `ui` on route `path` at `url` inside what the shell gives a remote: theme with toasts, the
 * shell's query client with the project and the user in the cache, a fresh jotai store, a router.
 */
export function renderRouteInShell(ui: ReactElement, { path, url, project = aProject(), user, otherRoutes }: ShellRoute) {
  const { queryClient, onGlobalError } = shellQueryClient({ project, user });
  const result = render(
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <JotaiProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={ui} />
              {otherRoutes}
            </Routes>
          </MemoryRouter>
        </JotaiProvider>
      </QueryClientProvider>
    </AppThemeProvider>,
  );
  return { ...result, queryClient, onGlobalError };
}

/** `ui` on /projects/{id}?tab=`tab` inside the shell's providers. */
export function renderInShell(ui: ReactElement, { tab, project = aProject(), user }: ShellCacheOptions & { tab: string }) {
  return renderRouteInShell(ui, { path: '/projects/:projectId', url: `/projects/${project.id}?tab=${tab}`, project, user });
}
