import type { Activity, Project } from '@groundwork/contracts';

let sequence = 0;

/** A project as `GET /api/projects` answers it. */
export function aProject(overrides: Partial<Project> = {}): Project {
  sequence += 1;
  const number = String(sequence).padStart(4, '0');
  return {
    id: `65f0c0ffee00000000${number.padStart(6, '0')}`,
    projectNumber: `ESA-2026-${number}`,
    siteAddress: `${sequence} Main St, Springfield, IL`,
    clientName: 'Acme Lending',
    status: 'draft',
    createdAt: '2026-01-05T12:00:00.000Z',
    progress: 0,
    ...overrides,
  };
}

/** An activity entry as `GET /api/projects/activity` answers it. */
export function anActivity(overrides: Partial<Activity> = {}): Activity {
  sequence += 1;
  return {
    id: `activity-${sequence}`,
    projectId: '65f0c0ffee000000000000aa',
    projectNumber: 'ESA-2026-0001',
    siteAddress: '12 Main St, Springfield, IL',
    type: 'project_created',
    summary: 'Project created',
    actor: { userId: 'u1', email: 'demo@groundwork.app' },
    at: new Date().toISOString(),
    ...overrides,
  };
}
