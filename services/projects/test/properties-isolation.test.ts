import { TEST_AREA } from '@groundwork/geo-fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProjects, type TestProjects } from './projects';

let service: TestProjects;
let acmeOwner: string;
let acmeViewer: string;
let rivalOwner: string;
let rivalMember: string;
let acmeProject: { id: string };
let acmeProperty: { id: string };
let rivalProject: { id: string };
beforeAll(async () => {
  service = await startProjects();
  ({ acmeOwner, acmeViewer, rivalOwner, rivalMember } = await service.rivalOrganizations());
  acmeProject = (await service.call('POST', '/api/projects', { token: acmeOwner, body: { siteAddress: TEST_AREA.subject.address, clientName: 'Acme' } })).json;
  acmeProperty = (
    await service.call('POST', `/api/projects/${acmeProject.id}/properties`, {
      token: acmeOwner,
      body: { address: TEST_AREA.subject.address, direction: 'subject', polygonGeoJson: TEST_AREA.subject.polygonGeoJson },
    })
  ).json;
  rivalProject = (await service.call('POST', '/api/projects', { token: rivalOwner, body: { siteAddress: '1 Rival Road', clientName: 'Rival' } })).json;
});
afterAll(() => service.close());

const northBody = { address: TEST_AREA.parcels.north.address, direction: 'north' };

/** Every property route that names a project or a property of Acme, with a valid body. */
const acmeRoutes = () =>
  [
    ['GET', `/api/projects/${acmeProject.id}/properties`, undefined, 'Project not found'],
    ['POST', `/api/projects/${acmeProject.id}/properties`, northBody, 'Project not found'],
    ['GET', `/api/projects/${acmeProject.id}/adjoining-suggestions`, undefined, 'Project not found'],
    ['PUT', `/api/properties/${acmeProperty.id}`, { address: 'Hijacked' }, 'Property not found'],
    ['PUT', `/api/properties/${acmeProperty.id}`, { direction: 'north' }, 'Property not found'],
    ['DELETE', `/api/properties/${acmeProperty.id}`, undefined, 'Property not found'],
  ] as const;

describe("another organization's properties", () => {
  it('are 404 on every property route, for its owner and member alike, and nothing changes', async () => {
    const before = await service.snapshot();
    for (const token of [rivalOwner, rivalMember]) {
      for (const [method, url, body, message] of acmeRoutes()) {
        const res = await service.call(method, url, { token, body, headers: { 'x-request-id': 'cross-org-probe' } });
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(res.json).toEqual({ message, code: 'NOT_FOUND', requestId: 'cross-org-probe' });
      }
    }
    expect(await service.snapshot()).toEqual(before);
  });

  it('answer exactly like ids that exist nowhere', async () => {
    const nowhere = 'abcdefabcdefabcdefabcdef';
    for (const [method, url, body] of [
      ['GET', `/api/projects/${nowhere}/properties`, undefined],
      ['POST', `/api/projects/${nowhere}/properties`, northBody],
      ['PUT', `/api/properties/${nowhere}`, { address: 'x' }],
      ['DELETE', `/api/properties/${nowhere}`, undefined],
    ] as const) {
      expect((await service.call(method, url, { token: acmeOwner, body })).status, `${method} ${url}`).toBe(404);
    }
  });

  it('never show up in the other organization, which keeps its own', async () => {
    expect((await service.call('GET', `/api/projects/${rivalProject.id}/properties`, { token: rivalOwner })).json).toEqual([]);
    const rivalSubject = await service.call('POST', `/api/projects/${rivalProject.id}/properties`, {
      token: rivalMember,
      body: { address: '1 Rival Road', direction: 'subject' },
    });
    expect(rivalSubject.status).toBe(201);
    const acmeList = (await service.call('GET', `/api/projects/${acmeProject.id}/properties`, { token: acmeOwner })).json;
    expect(acmeList.map((property: { id: string }) => property.id)).toEqual([acmeProperty.id]);
    const rivalFeed = (await service.call('GET', '/api/projects/activity?limit=100', { token: rivalOwner })).json;
    expect(rivalFeed.map((entry: { summary: string }) => entry.summary)).toEqual(['Subject property added: 1 Rival Road', 'Project created for Rival']);
  });

  it('need a signed-in user', async () => {
    for (const [method, url, body] of acmeRoutes()) {
      expect((await service.call(method, url, { body })).status, `${method} ${url}`).toBe(401);
    }
  });
});

describe('a viewer', () => {
  it('reads properties and suggestions', async () => {
    expect((await service.call('GET', `/api/projects/${acmeProject.id}/properties`, { token: acmeViewer })).json).toHaveLength(1);
    expect((await service.call('GET', `/api/projects/${acmeProject.id}/adjoining-suggestions`, { token: acmeViewer })).status).toBe(200);
  });

  it('gets 403 on POST, PUT and DELETE, and nothing changes', async () => {
    const before = await service.snapshot();
    for (const [method, url, body] of acmeRoutes().filter(([method]) => method !== 'GET')) {
      const res = await service.call(method, url, { token: acmeViewer, body });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.json).toMatchObject({ code: 'FORBIDDEN', message: 'Forbidden: requires role owner, admin, or member' });
    }
    expect(await service.snapshot()).toEqual(before);
  });
});
