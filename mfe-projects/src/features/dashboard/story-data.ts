import type { Activity } from '@groundwork/contracts';
import type { ProjectCardProject } from './ProjectCard';

/** Sample data shared by the dashboard's stories. */
export const sampleProject: ProjectCardProject = {
  id: '65f0c0ffee00000000000001',
  projectNumber: 'ESA-2026-0001',
  siteAddress: '1200 Industrial Pkwy, Springfield, IL 62703',
  clientName: 'Prairie State Lending',
  status: 'draft',
  createdAt: '2026-01-05T15:00:00.000Z',
  progress: 33,
};

export const sampleProjects: ProjectCardProject[] = [
  sampleProject,
  {
    id: '65f0c0ffee00000000000002',
    projectNumber: 'ESA-2026-0002',
    siteAddress: '400 Harbor Rd, Oakland, CA 94607',
    clientName: 'Bayside Community Bank',
    status: 'in_review',
    createdAt: '2025-12-12T15:00:00.000Z',
    progress: 67,
  },
  {
    id: '65f0c0ffee00000000000003',
    projectNumber: 'ESA-2025-0048',
    siteAddress: '9 Mill Lane, Dayton, OH 45402',
    clientName: 'Miami Valley Holdings',
    status: 'completed',
    createdAt: '2025-10-02T15:00:00.000Z',
    progress: 100,
  },
];

export const STORY_NOW = new Date('2026-01-20T15:00:00.000Z');

/** Four entries, the newest a few minutes before `now`. */
export const sampleActivityBefore = (now: Date): Activity[] => {
  const minutesBefore = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  return [
    {
      id: 'a1',
      projectId: '65f0c0ffee00000000000002',
      projectNumber: 'ESA-2026-0002',
      siteAddress: '400 Harbor Rd, Oakland, CA 94607',
      type: 'status_changed',
      summary: 'Status changed from Draft to In Review',
      actor: { userId: 'u1', email: 'demo@groundwork.app' },
      at: minutesBefore(4),
    },
    {
      id: 'a2',
      projectId: '65f0c0ffee00000000000001',
      projectNumber: 'ESA-2026-0001',
      siteAddress: '1200 Industrial Pkwy, Springfield, IL 62703',
      type: 'study_finished',
      summary: 'City directory study finished',
      actor: null,
      at: minutesBefore(150),
    },
    {
      id: 'a3',
      projectId: '65f0c0ffee00000000000001',
      projectNumber: 'ESA-2026-0001',
      siteAddress: '1200 Industrial Pkwy, Springfield, IL 62703',
      type: 'project_created',
      summary: 'Project created',
      actor: { userId: 'u2', email: 'alex.rivera@prairie-env.com' },
      at: minutesBefore(60 * 24 * 3),
    },
    {
      id: 'a4',
      projectId: '65f0c0ffee00000000000003',
      projectNumber: 'ESA-2025-0048',
      siteAddress: '9 Mill Lane, Dayton, OH 45402',
      type: 'report_generated',
      summary: 'Phase I report generated',
      actor: { userId: 'u1', email: 'demo@groundwork.app' },
      at: minutesBefore(60 * 24 * 12),
    },
  ];
};
