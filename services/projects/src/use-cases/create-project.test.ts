import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProjects, type TestProjects } from '../../test/projects';
import { createProject, PROJECT_NUMBER_ATTEMPTS } from './create-project';

let service: TestProjects;
beforeAll(async () => {
  service = await startProjects();
});
afterAll(() => service.close());

const auth = (organizationId: string) => ({ userId: 'user-1', email: 'owner@example.com', organizationId, role: 'owner' as const });
const input = { siteAddress: '1 Main St', clientName: 'Acme' };
const year = new Date().getUTCFullYear();
const counter = (organizationId: string) => service.db.collection('project_number_counters').findOne({ _id: `${organizationId}:${year}` as never });

describe('createProject', () => {
  it('numbers 0001, 0002, ... per organization and year from the counter', async () => {
    const numbers = [];
    for (let i = 0; i < 3; i += 1) numbers.push((await createProject(service.ctx, auth('org-count'), input)).projectNumber);
    expect(numbers).toEqual([`ESA-${year}-0001`, `ESA-${year}-0002`, `ESA-${year}-0003`]);
    expect(await counter('org-count')).toMatchObject({ sequence: 3 });
    expect(await service.db.collection('project_activities').countDocuments({ organizationId: 'org-count', type: 'project_created' })).toBe(3);
  });

  it('recovers from a counter that fell behind: the number after the highest in use, and the counter raised', async () => {
    const stuck = { ...service.ctx, projectNumbers: { ...service.ctx.projectNumbers, next: async () => 1 } };
    const numbers = [];
    for (let i = 0; i < 4; i += 1) numbers.push((await createProject(stuck, auth('org-stuck'), input)).projectNumber);
    expect(numbers).toEqual([`ESA-${year}-0001`, `ESA-${year}-0002`, `ESA-${year}-0003`, `ESA-${year}-0004`]);
    expect(await counter('org-stuck')).toMatchObject({ sequence: 4 });
    expect((await createProject(service.ctx, auth('org-stuck'), input)).projectNumber).toBe(`ESA-${year}-0005`);
  });

  it('gives up with 503 when every number it tries is taken, leaving nothing behind', async () => {
    let inserts = 0;
    const alwaysTaken = {
      ...service.ctx,
      projects: {
        ...service.ctx.projects,
        insert: async () => {
          inserts += 1;
          return false;
        },
      },
    };
    await expect(createProject(alwaysTaken, auth('org-full'), input)).rejects.toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    expect(inserts).toBe(PROJECT_NUMBER_ATTEMPTS);
    expect(await service.db.collection('projects').countDocuments({ organizationId: 'org-full' })).toBe(0);
    expect(await service.db.collection('project_activities').countDocuments({ organizationId: 'org-full' })).toBe(0);
  });
});
