import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProjects, type TestProjects } from '../../test/projects';
import { createProject, PROJECT_NUMBER_ATTEMPTS } from './create-project';

let service: TestProjects;
beforeAll(async () => {
  service = await startProjects();
});
afterAll(() => service.close());

const auth = { userId: 'user-1', email: 'owner@example.com', organizationId: 'org-numbers', role: 'owner' as const };
const input = { siteAddress: '1 Main St', clientName: 'Acme' };

/** The context with a project-number counter that offers `offers` in turn. */
function offering(...offers: number[]) {
  const offered: number[] = [];
  const ctx = {
    ...service.ctx,
    projectNumbers: {
      next: async () => {
        const offer = offers.shift() ?? 0;
        offered.push(offer);
        return offer;
      },
    },
  };
  return { ctx, offered };
}

describe('createProject', () => {
  it('takes the next number when the offered one is already taken, as FerretDB may offer twice', async () => {
    const year = service.ctx.now().getUTCFullYear();
    const first = offering(1);
    expect((await createProject(first.ctx, auth, input)).projectNumber).toBe(`ESA-${year}-0001`);
    const second = offering(1, 1, 2);
    expect((await createProject(second.ctx, auth, input)).projectNumber).toBe(`ESA-${year}-0002`);
    expect(second.offered).toEqual([1, 1, 2]);
    expect(await service.db.collection('projects').countDocuments({ organizationId: 'org-numbers' })).toBe(2);
    expect(await service.db.collection('project_activities').countDocuments({ organizationId: 'org-numbers' })).toBe(2);
  });

  it('gives up with 503 after so many taken numbers, leaving nothing behind', async () => {
    const taken = offering(...Array(PROJECT_NUMBER_ATTEMPTS).fill(1));
    await expect(createProject(taken.ctx, auth, input)).rejects.toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    expect(taken.offered).toHaveLength(PROJECT_NUMBER_ATTEMPTS);
    expect(await service.db.collection('projects').countDocuments({ organizationId: 'org-numbers' })).toBe(2);
  });
});
