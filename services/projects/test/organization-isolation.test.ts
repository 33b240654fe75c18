import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProjects, type TestProjects } from './projects';

let service: TestProjects;
let acmeOwner: string;
let acmeViewer: string;
let rivalOwner: string;
let rivalMember: string;
let acmeProject: { id: string; projectNumber: string };
let acmeArchived: { id: string };
beforeAll(async () => {
  service = await startProjects();
  ({ acmeOwner, acmeViewer, rivalOwner, rivalMember } = await service.rivalOrganizations());
  acmeProject = (await service.call('POST', '/api/projects', { token: acmeOwner, body: { siteAddress: '12 Elm Street', clientName: 'Acme Holdings' } })).json;
  acmeArchived = (await service.call('POST', '/api/projects', { token: acmeOwner, body: { siteAddress: '4 Birch Way', clientName: 'Acme Holdings' } })).json;
  await service.call('POST', `/api/projects/${acmeArchived.id}/archive`, { token: acmeOwner });
  await service.call('POST', '/api/projects', { token: rivalOwner, body: { siteAddress: '1 Rival Road', clientName: 'Rival Corp' } });
});
afterAll(() => service.close());

/** Every route that names a project, with a body that would be valid. */
const projectRoutes = (id: string) =>
  [
    ['GET', `/api/projects/${id}`, undefined],
    ['PATCH', `/api/projects/${id}`, { clientName: 'Hijacked' }],
    ['PATCH', `/api/projects/${id}`, { status: 'in_review' }],
    ['POST', `/api/projects/${id}/archive`, undefined],
    ['POST', `/api/projects/${id}/restore`, undefined],
    ['GET', `/api/projects/${id}/activity`, undefined],
  ] as const;

describe("another organization's project", () => {
  it('is 404 "Project not found" on every project route, for its owner and member alike, and nothing changes', async () => {
    const before = await service.snapshot();
    for (const id of [acmeProject.id, acmeArchived.id]) {
      for (const token of [rivalOwner, rivalMember]) {
        for (const [method, url, body] of projectRoutes(id)) {
          const res = await service.call(method, url, { token, body, headers: { 'x-request-id': 'cross-org-probe' } });
          expect(res.status, `${method} ${url}`).toBe(404);
          expect(res.json).toEqual({ message: 'Project not found', code: 'NOT_FOUND', requestId: 'cross-org-probe' });
        }
      }
    }
    expect(await service.snapshot()).toEqual(before);
  });

  it('answers exactly like an id that exists nowhere, so existence is not revealed', async () => {
    const nowhere = 'abcdefabcdefabcdefabcdef';
    for (const [method, url, body] of projectRoutes(nowhere)) {
      const res = await service.call(method, url, { token: acmeOwner, body });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.json).toMatchObject({ message: 'Project not found', code: 'NOT_FOUND' });
    }
  });

  it('never shows up in the list or the activity feed of another organization', async () => {
    const rivalList = (await service.call('GET', '/api/projects', { token: rivalMember })).json;
    expect(rivalList.map((project: { clientName: string }) => project.clientName)).toEqual(['Rival Corp']);
    expect((await service.call('GET', '/api/projects?archived=true', { token: rivalMember })).json).toEqual([]);
    const rivalFeed = (await service.call('GET', '/api/projects/activity?limit=100', { token: rivalMember })).json;
    expect(rivalFeed.map((entry: { summary: string }) => entry.summary)).toEqual(['Project created for Rival Corp']);
  });

  it('has its own numbering: each organization starts at 0001', async () => {
    const year = new Date().getUTCFullYear();
    const rival = (await service.call('GET', '/api/projects', { token: rivalOwner })).json;
    expect(rival[0].projectNumber).toBe(`ESA-${year}-0001`);
    expect(acmeProject.projectNumber).toBe(`ESA-${year}-0001`);
  });
});

describe('a viewer', () => {
  it('reads everything of the organization', async () => {
    expect((await service.call('GET', '/api/projects', { token: acmeViewer })).status).toBe(200);
    expect((await service.call('GET', `/api/projects/${acmeProject.id}`, { token: acmeViewer })).json.id).toBe(acmeProject.id);
    expect((await service.call('GET', `/api/projects/${acmeProject.id}/activity`, { token: acmeViewer })).status).toBe(200);
    expect((await service.call('GET', '/api/projects/activity', { token: acmeViewer })).status).toBe(200);
  });

  it('gets 403 on POST, PATCH, archive and restore, and nothing changes', async () => {
    const before = await service.snapshot();
    for (const [method, url, body] of [
      ['POST', '/api/projects', { siteAddress: '5 Viewer Street', clientName: 'Nobody' }],
      ['PATCH', `/api/projects/${acmeProject.id}`, { clientName: 'Viewer Corp' }],
      ['PATCH', `/api/projects/${acmeProject.id}`, { status: 'in_review' }],
      ['POST', `/api/projects/${acmeProject.id}/archive`, undefined],
      ['POST', `/api/projects/${acmeArchived.id}/restore`, undefined],
    ] as const) {
      const res = await service.call(method, url, { token: acmeViewer, body });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.json).toMatchObject({ code: 'FORBIDDEN', message: 'Forbidden: requires role owner, admin, or member' });
    }
    expect(await service.snapshot()).toEqual(before);
  });
});
