import type { Project, User } from '@groundwork/contracts';
import { vi } from 'vitest';
import { authQueryKeys } from '../auth-api';
import { projectQueryKeys } from '../projects-api';
import { createQueryClient } from '../query-client';

/** The project id remote tests open. */
export const PROJECT_ID = '65f0c0ffee00000000000001';

/** A project as the projects API answers it. */
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

export interface ShellCacheOptions {
  /** The project the shell put in the cache before mounting a project tab. */
  project?: Project;
  /** The user the shell cached under `authQueryKeys.user`. */
  user?: User | undefined;
}

/**
 * The query client the shell hands a remote: the spec's defaults, a global onError hook (the
 * shell's unauthorized handler, a spy here), the project and the signed-in user in the cache.
 */
export function shellQueryClient({ project = aProject(), user = { email: 'sam@acme.test', role: 'member' } }: ShellCacheOptions = {}) {
  const onGlobalError = vi.fn();
  const queryClient = createQueryClient({ onError: onGlobalError });
  queryClient.setQueryData(projectQueryKeys.detail(project.id), project);
  queryClient.setQueryData(authQueryKeys.user, user);
  return { queryClient, onGlobalError };
}
