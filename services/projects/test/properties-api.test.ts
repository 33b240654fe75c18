import { activityListSchema, propertySchema } from '@groundwork/contracts';
import { TEST_AREA } from '@groundwork/geo-fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProjects, type TestProjects } from './projects';

let service: TestProjects;
let owner: string;
let member: string;
let project: { id: string };
beforeAll(async () => {
  service = await startProjects();
  [owner, member] = await Promise.all([
    service.tokenFor('olivia@acme.example', 'org-acme', 'owner'),
    service.tokenFor('mia@acme.example', 'org-acme', 'member'),
  ]);
  project = (await service.call('POST', '/api/projects', { token: owner, body: { siteAddress: TEST_AREA.subject.address, clientName: 'Acme Holdings' } })).json;
});
afterAll(() => service.close());

const { subject, parcels } = TEST_AREA;
const subjectBody = { address: subject.address, direction: 'subject', polygonGeoJson: subject.polygonGeoJson };
const northBody = {
  address: parcels.north.address,
  direction: 'north',
  latitude: String(parcels.north.centroid.lat),
  longitude: String(parcels.north.centroid.lng),
};
const activitySummaries = async (projectId: string) =>
  activityListSchema.parse((await service.call('GET', `/api/projects/${projectId}/activity?limit=100`, { token: owner })).json).map((entry) => entry.summary);

describe('properties of a project', () => {
  it('starts empty, then lists what is added in order, as the contract says', async () => {
    expect((await service.call('GET', `/api/projects/${project.id}/properties`, { token: owner })).json).toEqual([]);
    const created = await service.call('POST', `/api/projects/${project.id}/properties`, { token: owner, body: subjectBody });
    expect(created.status).toBe(201);
    expect(propertySchema.parse(created.json)).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), projectId: project.id, ...subjectBody });
    const north = await service.call('POST', `/api/projects/${project.id}/properties`, { token: member, body: northBody });
    expect(north.status).toBe(201);
    const list = (await service.call('GET', `/api/projects/${project.id}/properties`, { token: owner })).json;
    expect(list.map((property: { direction: string }) => property.direction)).toEqual(['subject', 'north']);
    expect(list[1]).toEqual({ id: north.json.id, projectId: project.id, ...northBody });
    expect((await activitySummaries(project.id)).slice(0, 2)).toEqual([
      `North adjoining property added: ${parcels.north.address}`,
      `Subject property added: ${subject.address}`,
    ]);
  });

  it('refuses a second subject with 409 SUBJECT_EXISTS, by POST and by PUT, and keeps one', async () => {
    const second = await service.call('POST', `/api/projects/${project.id}/properties`, { token: owner, body: { ...subjectBody, address: 'Other' } });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ code: 'SUBJECT_EXISTS', message: expect.stringContaining('already has a subject property') });
    const north = (await service.call('GET', `/api/projects/${project.id}/properties`, { token: owner })).json[1];
    const promote = await service.call('PUT', `/api/properties/${north.id}`, { token: owner, body: { direction: 'subject' } });
    expect(promote.status).toBe(409);
    expect(promote.json.code).toBe('SUBJECT_EXISTS');
    const directions = (await service.call('GET', `/api/projects/${project.id}/properties`, { token: owner })).json.map(
      (p: { direction: string }) => p.direction,
    );
    expect(directions).toEqual(['subject', 'north']);
  });

  it('allows only one subject when two are added at the same moment through two instances', async () => {
    const other = (await service.call('POST', '/api/projects', { token: owner, body: { siteAddress: '1 Race St', clientName: 'Acme' } })).json;
    const second = service.secondInstance();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? second : service).call('POST', `/api/projects/${other.id}/properties`, { token: owner, body: subjectBody })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('updates the given fields only, logs what changed, and a change to nothing logs nothing', async () => {
    const north = (await service.call('GET', `/api/projects/${project.id}/properties`, { token: owner })).json[1];
    const res = await service.call('PUT', `/api/properties/${north.id}`, { token: owner, body: { address: '2407 I St, Sacramento, CA 95816' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ...north, address: '2407 I St, Sacramento, CA 95816' });
    expect((await activitySummaries(project.id))[0]).toBe(
      `North adjoining property updated: 2407 I St, Sacramento, CA 95816 (address was ${parcels.north.address})`,
    );
    const before = await activitySummaries(project.id);
    const same = await service.call('PUT', `/api/properties/${north.id}`, {
      token: owner,
      body: { address: '2407 I St, Sacramento, CA 95816', direction: 'north' },
    });
    expect(same.json).toEqual(res.json);
    expect(await activitySummaries(project.id)).toEqual(before);
    const moved = await service.call('PUT', `/api/properties/${north.id}`, {
      token: owner,
      body: { direction: 'east', polygonGeoJson: parcels.east.polygonGeoJson },
    });
    expect(moved.json).toMatchObject({ direction: 'east', polygonGeoJson: parcels.east.polygonGeoJson, latitude: northBody.latitude });
    expect((await activitySummaries(project.id))[0]).toBe('East adjoining property updated: 2407 I St, Sacramento, CA 95816 (was north; outline drawn)');
  });

  it('deletes with 204, logs it, and the property is gone (a second delete is 404)', async () => {
    const [, east] = (await service.call('GET', `/api/projects/${project.id}/properties`, { token: owner })).json;
    const res = await service.call('DELETE', `/api/properties/${east.id}`, { token: owner });
    expect([res.status, res.text]).toEqual([204, '']);
    expect((await activitySummaries(project.id))[0]).toBe('East adjoining property removed: 2407 I St, Sacramento, CA 95816');
    expect((await service.call('DELETE', `/api/properties/${east.id}`, { token: owner })).json).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Property not found',
    });
    expect((await service.call('GET', `/api/projects/${project.id}/properties`, { token: owner })).json).toHaveLength(1);
  });

  it('keeps an archived project read-only: 409 PROJECT_ARCHIVED on every property write', async () => {
    const archived = (await service.call('POST', '/api/projects', { token: owner, body: { siteAddress: '9 Old Rd', clientName: 'Acme' } })).json;
    const added = (await service.call('POST', `/api/projects/${archived.id}/properties`, { token: owner, body: northBody })).json;
    await service.call('POST', `/api/projects/${archived.id}/archive`, { token: owner });
    const before = await service.snapshot();
    for (const [method, url, body] of [
      ['POST', `/api/projects/${archived.id}/properties`, subjectBody],
      ['PUT', `/api/properties/${added.id}`, { address: 'x' }],
      ['DELETE', `/api/properties/${added.id}`, undefined],
    ] as const) {
      const res = await service.call(method, url, { token: owner, body });
      expect([res.status, res.json.code], `${method} ${url}`).toEqual([409, 'PROJECT_ARCHIVED']);
    }
    expect(await service.snapshot()).toEqual(before);
    expect((await service.call('GET', `/api/projects/${archived.id}/properties`, { token: owner })).json).toHaveLength(1);
  });
});
