import { authQueryKeys, createQueryClient, projectQueryKeys } from '@groundwork/api-client';
import type { Project, User } from '@groundwork/contracts';
import { AppThemeProvider } from '@groundwork/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { aProject } from './fixtures';

export interface RenderOptions {
  /** The project the shell put in the cache before mounting the tab. */
  project?: Project;
  /** The user the shell cached under `authQueryKeys.user`. */
  user?: User;
}

/**
 * `ui` on /projects/{id}?tab=adjoining inside what the shell gives a remote: theme with toasts, a
 * query client with the spec's defaults and a global onError hook (the unauthorized handler), the
 * project and the user in the cache, a router.
 */
export function renderInShell(ui: ReactElement, { project = aProject(), user = { email: 'sam@acme.test', role: 'member' } }: RenderOptions = {}) {
  const onGlobalError = vi.fn();
  const queryClient = createQueryClient({ onError: onGlobalError });
  queryClient.setQueryData(projectQueryKeys.detail(project.id), project);
  queryClient.setQueryData(authQueryKeys.user, user);
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
