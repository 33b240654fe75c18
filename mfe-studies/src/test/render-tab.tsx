import { aProject, shellQueryClient, type ShellCacheOptions } from '@groundwork/api-client/testing';
import { AppThemeProvider } from '@groundwork/design-system/theme';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export { aProject, PROJECT_ID } from '@groundwork/api-client/testing';

/**
 * `ui` on /projects/{id}?tab=`tab` inside what the shell gives a remote: theme with toasts, the
 * shell's query client with the project and the user in the cache, a fresh jotai store, a router.
 */
/**
 * How long a test waits for what the next status check shows. A check is seconds away (2 s for the
 * city directory, 5 s for the database) and antd renders slowly on a loaded 2-core CI machine, so
 * the wait is generous; it ends as soon as the text appears.
 */
export const POLL_WAIT_MS = 15_000;

export function renderInShell(ui: ReactElement, { tab, project = aProject(), user }: ShellCacheOptions & { tab: string }) {
  const { queryClient, onGlobalError } = shellQueryClient({ project, user });
  const result = render(
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <JotaiProvider>
          <MemoryRouter initialEntries={[`/projects/${project.id}?tab=${tab}`]}>
            <Routes>
              <Route path="/projects/:projectId" element={ui} />
            </Routes>
          </MemoryRouter>
        </JotaiProvider>
      </QueryClientProvider>
    </AppThemeProvider>,
  );
  return { ...result, queryClient, onGlobalError };
}
