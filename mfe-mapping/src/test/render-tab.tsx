import { shellQueryClient, type ShellCacheOptions } from '@groundwork/api-client/testing';
import { AppThemeProvider } from '@groundwork/design-system/theme';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { aProject } from './fixtures';

/**
 * `ui` on /projects/{id}?tab=adjoining inside what the shell gives a remote: theme with toasts, the
 * shell's query client with the project and the user in the cache, a router.
 */
export function renderInShell(ui: ReactElement, { project = aProject(), user }: ShellCacheOptions = {}) {
  const { queryClient, onGlobalError } = shellQueryClient({ project, user });
  const result = render(
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/projects/${project.id}?tab=adjoining`]}>
          <Routes>
            <Route path="/projects/:projectId" element={ui} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </AppThemeProvider>,
  );
  return { ...result, queryClient, onGlobalError };
}
