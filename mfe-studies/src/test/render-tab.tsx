import { authQueryKeys, createQueryClient, projectQueryKeys } from '@groundwork/api-client';
import type { Project, User } from '@groundwork/contracts';
import { AppThemeProvider } from '@groundwork/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';

export const PROJECT_ID = '65f0c0ffee00000000000001';

export function aProject(overrides: Partial<Project> = {}): Project {
  return {
    id: PROJECT_ID,
    projectNumber: 'ESA-2026-0001',
    siteAddress: '2400 J St, Sacramento, CA 95816',
    clientName: 'Acme Lending',
    status: 'draft',
    createdAt: '2026-01-05T12:00:00.000Z',
    progress: 0,
    ...overrides,
  };
}

export interface RenderOptions {
  /** The study tab in the URL (`?tab=`). */
  tab: string;
  /** The project the shell put in the cache before mounting the tab. */
  project?: Project;
  /** The user the shell cached under `authQueryKeys.user`. */
  user?: User;
}

/**
 * `ui` on /projects/{id}?tab=... inside what the shell gives a remote: theme with toasts, a query
 * client with the spec's defaults and a global onError hook (the unauthorized handler), the
 * project and the user in the cache, a router. Same shape as mfe-mapping's test helper.
 */
export function renderInShell(ui: ReactElement, { tab, project = aProject(), user = { email: 'sam@acme.test', role: 'member' } }: RenderOptions) {
  const onGlobalError = vi.fn();
  const queryClient = createQueryClient({ onError: onGlobalError });
  queryClient.setQueryData(projectQueryKeys.detail(project.id), project);
  queryClient.setQueryData(authQueryKeys.user, user);
  const result = render(
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/projects/${project.id}?tab=${tab}`]}>
          <Routes>
            <Route path="/projects/:projectId" element={ui} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </AppThemeProvider>,
  );
  return { ...result, queryClient, onGlobalError };
}
