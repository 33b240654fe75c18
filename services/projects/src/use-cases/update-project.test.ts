import type { AuthContext } from '@groundwork/service-kit';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProjects, type TestProjects } from '../../test/projects';
import { createProject } from './create-project';
import { updateProject } from './update-project';

let service: TestProjects;
beforeAll(async () => {
  service = await startProjects();
});
afterAll(() => service.close());

const as = (role: AuthContext['role']): AuthContext => ({ userId: `user-${role}`, email: `${role}@example.com`, organizationId: 'org-status', role });
const newProject = () => createProject(service.ctx, as('member'), { siteAddress: '1 Main St', clientName: 'Acme' });
const statusLog = async (projectId: string) =>
  (await service.ctx.activities.listByProject('org-status', projectId, 100)).filter((entry) => entry.type === 'status_changed').map((entry) => entry.summary);

describe('updateProject status rules', () => {
  it('members submit and send back; owners and admins complete and reopen', async () => {
    const { id } = await newProject();
    expect((await updateProject(service.ctx, as('member'), id, { status: 'in_review' })).status).toBe('in_review');
    expect((await updateProject(service.ctx, as('member'), id, { status: 'draft' })).status).toBe('draft');
    await updateProject(service.ctx, as('member'), id, { status: 'in_review' });
    await expect(updateProject(service.ctx, as('member'), id, { status: 'completed' })).rejects.toMatchObject({ status: 403 });
    expect((await updateProject(service.ctx, as('admin'), id, { status: 'completed' })).status).toBe('completed');
    await expect(updateProject(service.ctx, as('member'), id, { status: 'in_review' })).rejects.toMatchObject({
      status: 403,
      message: 'Forbidden: Only an owner or admin can move a project from Completed to In Review',
    });
    expect((await updateProject(service.ctx, as('owner'), id, { status: 'in_review' })).status).toBe('in_review');
    expect(await statusLog(id)).toEqual([
      'Status changed from Completed to In Review',
      'Status changed from In Review to Completed',
      'Status changed from Draft to In Review',
      'Status changed from In Review to Draft',
      'Status changed from Draft to In Review',
    ]);
  });

  it('checks the transition again when the status moved between reading and writing', async () => {
    const { id } = await newProject();
    await updateProject(service.ctx, as('member'), id, { status: 'in_review' });
    let moved = false;
    const racing = {
      ...service.ctx,
      projects: {
        ...service.ctx.projects,
        // An admin completes the project just before this writer's conditional update lands.
        update: async (...args: Parameters<TestProjects['ctx']['projects']['update']>) => {
          if (!moved) {
            moved = true;
            await service.db.collection('projects').updateOne({ _id: new ObjectId(id) }, { $set: { status: 'completed' } });
          }
          return service.ctx.projects.update(...args);
        },
      },
    };
    await expect(updateProject(racing, as('member'), id, { status: 'draft', clientName: 'Raced' })).rejects.toMatchObject({
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
      message: 'A project cannot go from Completed to Draft',
    });
    expect(await service.ctx.projects.findInOrganization('org-status', id)).toMatchObject({ status: 'completed', clientName: 'Acme' });
    expect(await statusLog(id)).toEqual(['Status changed from Draft to In Review']);
  });

  it('gives up with 409 PROJECT_CHANGED when the project keeps changing under it', async () => {
    const { id } = await newProject();
    const neverLands = { ...service.ctx, projects: { ...service.ctx.projects, update: async () => null } };
    await expect(updateProject(neverLands, as('member'), id, { clientName: 'Busy' })).rejects.toMatchObject({ status: 409, code: 'PROJECT_CHANGED' });
  });
});
