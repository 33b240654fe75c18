import type { AuthContext } from '@groundwork/service-kit';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProjects, type TestProjects } from '../../test/projects';
import { archiveProject } from './archive-project';
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

describe('updateProject viability dates', () => {
  const activityOf = async (projectId: string) =>
    (await service.ctx.activities.listByProject('org-status', projectId, 100)).map(({ type, summary }) => ({ type, summary }));

  it('sets and clears each date on its own, keeps the others, and logs what changed', async () => {
    const { id, viabilityDates: none } = await newProject();
    expect(none).toEqual({});
    const entered = await updateProject(service.ctx, as('member'), id, {
      viabilityDates: { databaseSearch: '2026-05-01', siteVisit: '2026-05-14', interviews: null },
    });
    expect(entered.viabilityDates).toEqual({ databaseSearch: '2026-05-01', siteVisit: '2026-05-14' });
    const changed = await updateProject(service.ctx, as('admin'), id, { viabilityDates: { siteVisit: null, epDeclaration: '2026-06-01' } });
    expect(changed.viabilityDates).toEqual({ databaseSearch: '2026-05-01', epDeclaration: '2026-06-01' });
    expect(await activityOf(id)).toEqual([
      { type: 'project_updated', summary: 'Site visit date cleared; Environmental professional declaration date set to 2026-06-01' },
      { type: 'project_updated', summary: 'Regulatory database search date set to 2026-05-01; Site visit date set to 2026-05-14' },
      { type: 'project_created', summary: 'Project created for Acme' },
    ]);
  });

  it('writes and logs nothing when the dates are already as sent', async () => {
    const { id } = await newProject();
    const entered = await updateProject(service.ctx, as('member'), id, { viabilityDates: { siteVisit: '2026-05-14' } });
    const again = await updateProject(service.ctx, as('member'), id, { viabilityDates: { siteVisit: '2026-05-14', interviews: null } });
    expect(again).toEqual(entered);
    expect(await activityOf(id)).toHaveLength(2);
  });

  it('logs a field and a date change of one PATCH as one entry', async () => {
    const { id } = await newProject();
    await updateProject(service.ctx, as('owner'), id, { clientName: 'Beta LLC', viabilityDates: { interviews: '2026-05-20' } });
    expect((await activityOf(id))[0]).toEqual({ type: 'project_updated', summary: 'Client changed to Beta LLC; Interviews date set to 2026-05-20' });
  });

  it('refuses the dates of an archived project', async () => {
    const { id } = await newProject();
    await archiveProject(service.ctx, as('member'), id);
    await expect(updateProject(service.ctx, as('owner'), id, { viabilityDates: { siteVisit: '2026-05-14' } })).rejects.toMatchObject({
      status: 409,
      code: 'PROJECT_ARCHIVED',
    });
    expect((await service.ctx.projects.findInOrganization('org-status', id))?.viabilityDates).toBeUndefined();
  });
});
