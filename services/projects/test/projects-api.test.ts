import { activityListSchema, apiErrorBodySchema, projectListSchema, projectSchema, type Project } from '@groundwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProjects, type TestProjects } from './projects';

let service: TestProjects;
let owner: string;
let member: string;
let viewer: string;
beforeAll(async () => {
  service = await startProjects();
  [owner, member, viewer] = await Promise.all([
    service.tokenFor('olivia@acme.example', 'org-acme', 'owner'),
    service.tokenFor('mark@acme.example', 'org-acme', 'member'),
    service.tokenFor('vera@acme.example', 'org-acme', 'viewer'),
  ]);
});
afterAll(() => service.close());

const year = new Date().getUTCFullYear();

/** What the list carries of a project: the card's fields, and archivedAt once archived. */
const listItem = ({ id, projectNumber, siteAddress, clientName, status, createdAt, progress, viabilityDates, archivedAt }: Project) => ({
  id,
  projectNumber,
  siteAddress,
  clientName,
  status,
  createdAt,
  progress,
  viabilityDates,
  ...(archivedAt ? { archivedAt } : {}),
});

describe('the projects API, start to finish', () => {
  it('creates, lists, reads, edits, moves through statuses, archives and restores, logging each step', async () => {
    const empty = await service.call('GET', '/api/projects', { token: viewer });
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual([]);

    const first = await service.call('POST', '/api/projects', { token: member, body: { siteAddress: ' 12 Elm Street ', clientName: 'Acme Holdings' } });
    expect(first.status).toBe(201);
    const created = projectSchema.parse(first.json);
    expect(created).toMatchObject({
      projectNumber: `ESA-${year}-0001`,
      siteAddress: '12 Elm Street',
      clientName: 'Acme Holdings',
      status: 'draft',
      progress: 0,
      studyChecks: { cityDirectory: false, aerial: false, database: false },
      createdBy: { userId: 'user-mark', email: 'mark@acme.example' },
      archivedAt: null,
      viabilityDates: {},
    });
    expect(created.id).toMatch(/^[0-9a-f]{24}$/);
    expect(Date.now() - Date.parse(created.createdAt!)).toBeLessThan(60_000);

    const second = projectSchema.parse(
      (await service.call('POST', '/api/projects', { token: owner, body: { siteAddress: '9 Oak Avenue', clientName: 'Birch LLC' } })).json,
    );
    expect(second.projectNumber).toBe(`ESA-${year}-0002`);

    const list = projectListSchema.parse((await service.call('GET', '/api/projects', { token: viewer })).json);
    expect(list.map((project) => project.projectNumber)).toEqual([`ESA-${year}-0002`, `ESA-${year}-0001`]);
    expect(list[1]).toEqual(listItem(created));

    expect((await service.call('GET', `/api/projects/${created.id}`, { token: viewer })).json).toEqual(created);

    const edited = await service.call('PATCH', `/api/projects/${created.id}`, {
      token: member,
      body: { clientName: 'Acme Corp', externalJobId: 'job-42', siteAddress: '12 Elm Street' },
    });
    expect(edited.status).toBe(200);
    expect(projectSchema.parse(edited.json)).toMatchObject({ clientName: 'Acme Corp', externalJobId: 'job-42', siteAddress: '12 Elm Street', status: 'draft' });
    expect(Date.parse(edited.json.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt!));

    const submitted = await service.call('PATCH', `/api/projects/${created.id}`, { token: member, body: { status: 'in_review' } });
    expect(submitted.json.status).toBe('in_review');

    const memberCompletes = await service.call('PATCH', `/api/projects/${created.id}`, { token: member, body: { status: 'completed' } });
    expect(memberCompletes.status).toBe(403);
    expect(apiErrorBodySchema.parse(memberCompletes.json)).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Forbidden: Only an owner or admin can move a project from In Review to Completed',
    });

    const completed = await service.call('PATCH', `/api/projects/${created.id}`, { token: owner, body: { status: 'completed' } });
    expect(completed.json.status).toBe('completed');

    const backToDraft = await service.call('PATCH', `/api/projects/${created.id}`, { token: owner, body: { status: 'draft' } });
    expect(backToDraft.status).toBe(409);
    expect(backToDraft.json).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', message: 'A project cannot go from Completed to Draft' });

    const archived = await service.call('POST', `/api/projects/${created.id}/archive`, { token: member });
    expect(archived.status).toBe(200);
    expect(Date.parse(archived.json.archivedAt)).toBeGreaterThan(0);
    expect((await service.call('POST', `/api/projects/${created.id}/archive`, { token: member })).json).toEqual(archived.json);

    const active = projectListSchema.parse((await service.call('GET', '/api/projects', { token: viewer })).json);
    expect(active.map((project) => project.id)).toEqual([second.id]);
    const archivedList = projectListSchema.parse((await service.call('GET', '/api/projects?archived=true', { token: viewer })).json);
    expect(archivedList).toEqual([listItem(archived.json)]);
    expect((await service.call('GET', '/api/projects?archived=false', { token: viewer })).json).toEqual(active);
    expect((await service.call('GET', `/api/projects/${created.id}`, { token: viewer })).json).toEqual(archived.json);

    const patchArchived = await service.call('PATCH', `/api/projects/${created.id}`, { token: owner, body: { clientName: 'Too late' } });
    expect(patchArchived.status).toBe(409);
    expect(patchArchived.json).toMatchObject({ code: 'PROJECT_ARCHIVED' });

    const restored = await service.call('POST', `/api/projects/${created.id}/restore`, { token: owner });
    expect(restored.json).toMatchObject({ archivedAt: null, status: 'completed', clientName: 'Acme Corp' });
    expect((await service.call('GET', '/api/projects', { token: viewer })).json.map((project: { id: string }) => project.id)).toEqual([second.id, created.id]);

    const history = activityListSchema.parse((await service.call('GET', `/api/projects/${created.id}/activity`, { token: viewer })).json);
    expect(history.map(({ type, summary, actor }) => ({ type, summary, actor: actor?.email }))).toEqual([
      { type: 'project_restored', summary: 'Project restored', actor: 'olivia@acme.example' },
      { type: 'project_archived', summary: 'Project archived', actor: 'mark@acme.example' },
      { type: 'status_changed', summary: 'Status changed from In Review to Completed', actor: 'olivia@acme.example' },
      { type: 'status_changed', summary: 'Status changed from Draft to In Review', actor: 'mark@acme.example' },
      { type: 'project_updated', summary: 'Client changed to Acme Corp; External job changed to job-42', actor: 'mark@acme.example' },
      { type: 'project_created', summary: 'Project created for Acme Holdings', actor: 'mark@acme.example' },
    ]);
    expect(history.every((entry) => entry.projectId === created.id && entry.projectNumber === created.projectNumber)).toBe(true);
    expect(history[0]).toMatchObject({ siteAddress: '12 Elm Street', actor: { userId: 'user-olivia', email: 'olivia@acme.example' } });

    const feed = activityListSchema.parse((await service.call('GET', '/api/projects/activity', { token: viewer })).json);
    expect(feed).toHaveLength(7);
    expect(feed.map((entry) => entry.type).slice(0, 2)).toEqual(['project_restored', 'project_archived']);
    expect(feed.find((entry) => entry.projectId === second.id)).toMatchObject({ type: 'project_created', summary: 'Project created for Birch LLC' });
    const limited = await service.call('GET', '/api/projects/activity?limit=2', { token: viewer });
    expect(limited.json).toEqual(feed.slice(0, 2));
    expect((await service.call('GET', `/api/projects/${created.id}/activity?limit=1`, { token: viewer })).json).toEqual(history.slice(0, 1));
  });

  it('logs status and field changes of one PATCH as two entries, and a PATCH that changes nothing as none', async () => {
    const project = (await service.call('POST', '/api/projects', { token: owner, body: { siteAddress: '1 Pine Road', clientName: 'Cedar Co' } })).json;
    const both = await service.call('PATCH', `/api/projects/${project.id}`, { token: owner, body: { siteAddress: '2 Pine Road', status: 'in_review' } });
    expect(both.json).toMatchObject({ siteAddress: '2 Pine Road', status: 'in_review' });
    const unchanged = await service.call('PATCH', `/api/projects/${project.id}`, {
      token: owner,
      body: { siteAddress: '2 Pine Road', clientName: 'Cedar Co', status: 'in_review' },
    });
    expect(unchanged.status).toBe(200);
    expect(unchanged.json).toEqual(both.json);
    const history = (await service.call('GET', `/api/projects/${project.id}/activity`, { token: owner })).json;
    expect(history.map((entry: { summary: string }) => entry.summary)).toEqual([
      'Status changed from Draft to In Review',
      'Site address changed to 2 Pine Road',
      'Project created for Cedar Co',
    ]);
    expect(history[0].siteAddress).toBe('2 Pine Road');
  });

  it('refuses a draft going straight to completed, for every role', async () => {
    const project = (await service.call('POST', '/api/projects', { token: owner, body: { siteAddress: '3 Ash Lane', clientName: 'Dune Inc' } })).json;
    for (const token of [owner, member]) {
      const res = await service.call('PATCH', `/api/projects/${project.id}`, { token, body: { status: 'completed' } });
      expect(res.status).toBe(409);
      expect(res.json).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', message: 'A project cannot go from Draft to Completed' });
    }
    expect((await service.call('GET', `/api/projects/${project.id}`, { token: owner })).json.status).toBe('draft');
  });

  it('answers 401 without a token on every route', async () => {
    const id = 'a'.repeat(24);
    for (const [method, url] of [
      ['GET', '/api/projects'],
      ['POST', '/api/projects'],
      ['GET', '/api/projects/activity'],
      ['GET', `/api/projects/${id}`],
      ['PATCH', `/api/projects/${id}`],
      ['POST', `/api/projects/${id}/archive`],
      ['POST', `/api/projects/${id}/restore`],
      ['GET', `/api/projects/${id}/activity`],
    ] as const) {
      const res = await service.call(method, url, { body: method === 'GET' ? undefined : { clientName: 'x' } });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.json).toMatchObject({ code: 'UNAUTHORIZED', message: 'Unauthorized: missing bearer token' });
    }
  });
});

describe("the report's viability dates", () => {
  it('are entered and cleared per component by writers, read by everyone, and logged', async () => {
    const project = projectSchema.parse(
      (await service.call('POST', '/api/projects', { token: owner, body: { siteAddress: '5 Birch Way', clientName: 'Elm Trust' } })).json,
    );
    const url = `/api/projects/${project.id}`;
    const entered = await service.call('PATCH', url, {
      token: member,
      body: { viabilityDates: { databaseSearch: '2026-04-20', siteVisit: '2026-04-26', interviews: '2026-04-28', epDeclaration: null } },
    });
    expect(entered.status).toBe(200);
    const dates = { databaseSearch: '2026-04-20', interviews: '2026-04-28', siteVisit: '2026-04-26' };
    expect(projectSchema.parse(entered.json).viabilityDates).toEqual(dates);
    expect((await service.call('GET', url, { token: viewer })).json.viabilityDates).toEqual(dates);
    const listed = projectListSchema.parse((await service.call('GET', '/api/projects', { token: viewer })).json).find((item) => item.id === project.id);
    expect(listed?.viabilityDates).toEqual(dates);

    const cleared = await service.call('PATCH', url, { token: owner, body: { viabilityDates: { databaseSearch: null, epDeclaration: '2026-05-02' } } });
    expect(cleared.json.viabilityDates).toEqual({ interviews: '2026-04-28', siteVisit: '2026-04-26', epDeclaration: '2026-05-02' });

    const byViewer = await service.call('PATCH', url, { token: viewer, body: { viabilityDates: { siteVisit: '2026-04-27' } } });
    expect(byViewer.status).toBe(403);
    expect(apiErrorBodySchema.parse(byViewer.json).code).toBe('FORBIDDEN');

    await service.call('POST', `${url}/archive`, { token: owner });
    const onArchived = await service.call('PATCH', url, { token: owner, body: { viabilityDates: { siteVisit: '2026-04-27' } } });
    expect(onArchived.status).toBe(409);
    expect(onArchived.json).toMatchObject({ code: 'PROJECT_ARCHIVED' });
    expect((await service.call('GET', url, { token: viewer })).json.viabilityDates).toEqual(cleared.json.viabilityDates);

    const history = activityListSchema.parse((await service.call('GET', `${url}/activity`, { token: viewer })).json);
    expect(history.filter((entry) => entry.type === 'project_updated').map(({ summary, actor }) => ({ summary, actor: actor?.email }))).toEqual([
      {
        summary: 'Regulatory database search date cleared; Environmental professional declaration date set to 2026-05-02',
        actor: 'olivia@acme.example',
      },
      {
        summary: 'Regulatory database search date set to 2026-04-20; Interviews date set to 2026-04-28; Site visit date set to 2026-04-26',
        actor: 'mark@acme.example',
      },
    ]);
  });
});
