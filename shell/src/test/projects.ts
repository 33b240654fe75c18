import type { Project } from '@groundwork/contracts';

/** A project as `GET /api/projects/{id}` answers it; 24 hex characters like a real id. */
export function sampleProject(overrides: Partial<Project> = {}): Project {
  return {
    id: '65f1c0ffee00000000000001',
    projectNumber: 'ESA-2026-0007',
    siteAddress: '1200 Harbor Blvd, Oakland, CA 94607',
    clientName: 'Bayfront Holdings',
    status: 'draft',
    createdAt: '2026-03-02T15:04:05.000Z',
    progress: 33,
    ...overrides,
  };
}
