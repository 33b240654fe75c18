import { adjoiningSuggestionsSchema, createPropertyInputSchema, directionFromSubject } from '@groundwork/contracts';
import { startFakeRegrid, TEST_AREA, type FakeRegrid } from '@groundwork/geo-fakes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUGGESTION_MESSAGES } from '../src/use-cases/suggest-adjoining';
import { projectsInstance, startProjects, testGeoSettings, type TestProjects } from './projects';

let regrid: FakeRegrid;
let service: TestProjects;
let token: string;
beforeAll(async () => {
  regrid = await startFakeRegrid();
  service = await startProjects({ geo: testGeoSettings({ regridApiKey: regrid.token, regridBaseUrl: regrid.baseUrl, timeoutMs: 400 }) });
  token = await service.tokenFor('olivia@acme.example', 'org-acme', 'owner');
});
afterAll(async () => {
  await regrid.close();
  await service.close();
});
beforeEach(() => {
  regrid.setMode('ok');
  regrid.requests.length = 0;
});

const { subject, parcels } = TEST_AREA;

async function projectWith(...properties: object[]): Promise<string> {
  const project = (await service.call('POST', '/api/projects', { token, body: { siteAddress: subject.address, clientName: 'Acme' } })).json;
  for (const body of properties) {
    const res = await service.call('POST', `/api/projects/${project.id}/properties`, { token, body });
    expect(res.status).toBe(201);
  }
  return project.id;
}
const subjectProperty = { address: subject.address, direction: 'subject', polygonGeoJson: subject.polygonGeoJson };
const suggestionsOf = async (projectId: string, app: Pick<TestProjects, 'call'> = service) => {
  const res = await app.call('GET', `/api/projects/${projectId}/adjoining-suggestions`, { token });
  expect(res.status).toBe(200);
  return adjoiningSuggestionsSchema.parse(res.json);
};

describe('GET /api/projects/{id}/adjoining-suggestions', () => {
  it('proposes the four neighbours, each with its direction, centre, outline, address, APN and owner', async () => {
    const result = await suggestionsOf(await projectWith(subjectProperty));
    expect(result.message).toBeUndefined();
    expect(result.suggestions.map((suggestion) => suggestion.direction)).toEqual(['north', 'east', 'south', 'west']);
    const north = result.suggestions[0]!;
    expect(north).toEqual({
      address: '2405 I Street, Sacramento, CA 95816',
      direction: 'north',
      latitude: '38.575450',
      longitude: '-121.470800',
      polygonGeoJson: JSON.stringify(parcels.north.polygon),
      apn: parcels.north.apn,
      owner: parcels.north.owner,
    });
    for (const suggestion of result.suggestions) {
      const centre = { lat: Number(suggestion.latitude), lng: Number(suggestion.longitude) };
      expect(directionFromSubject(subject.centroid, centre)).toBe(suggestion.direction);
      // One click accepts a suggestion: it is a valid property body as it stands.
      expect(
        createPropertyInputSchema.safeParse({
          address: suggestion.address,
          direction: suggestion.direction,
          latitude: suggestion.latitude,
          longitude: suggestion.longitude,
          polygonGeoJson: suggestion.polygonGeoJson,
        }).success,
      ).toBe(true);
    }
    const request = regrid.requests[0]!;
    expect([request.path, request.query.token]).toEqual(['/api/v2/parcels/area', regrid.token]);
    const area = JSON.parse(request.query.geojson!);
    expect(area.type).toBe('Polygon');
  });

  it('leaves out the subject parcel and the far lot, also for a roughly drawn subject outline', async () => {
    const [[west, south], , [east, north]] = subject.polygon.coordinates[0] as [[number, number], [number, number], [number, number]];
    // Drawn 1.5 m inside the lot lines, as a user tracing imagery does.
    const inset = 0.000015;
    const drawn = JSON.stringify({
      type: 'Polygon',
      coordinates: [
        [
          [west + inset, south + inset],
          [east - inset, south + inset],
          [east - inset, north - inset],
          [west + inset, north - inset],
          [west + inset, south + inset],
        ],
      ],
    });
    const result = await suggestionsOf(await projectWith({ ...subjectProperty, polygonGeoJson: drawn }));
    expect(result.suggestions.map((suggestion) => suggestion.apn)).toEqual([parcels.north.apn, parcels.east.apn, parcels.south.apn, parcels.west.apn]);
  });

  it('leaves out neighbours already added: by a point inside, by their outline, or by the same street address', async () => {
    const projectId = await projectWith(
      subjectProperty,
      { address: 'Clicked north', direction: 'north', latitude: String(parcels.north.centroid.lat), longitude: String(parcels.north.centroid.lng) },
      { address: 'Drawn east', direction: 'east', polygonGeoJson: parcels.east.polygonGeoJson },
      { address: '2384 J St', direction: 'west' },
    );
    const result = await suggestionsOf(projectId);
    expect(result.suggestions.map((suggestion) => suggestion.direction)).toEqual(['south']);
  });

  it('says why there is nothing to suggest: no subject outline, no key, every neighbour added', async () => {
    expect(await suggestionsOf(await projectWith())).toEqual({ suggestions: [], message: SUGGESTION_MESSAGES.noSubjectPolygon });
    expect(await suggestionsOf(await projectWith({ address: subject.address, direction: 'subject' }))).toEqual({
      suggestions: [],
      message: SUGGESTION_MESSAGES.noSubjectPolygon,
    });
    const unkeyed = projectsInstance(service.db, service.issuer, { geo: testGeoSettings() });
    expect(await suggestionsOf(await projectWith(subjectProperty), unkeyed)).toEqual({ suggestions: [], message: SUGGESTION_MESSAGES.notConfigured });
    expect(regrid.requests).toHaveLength(0);
    const all = await projectWith(
      subjectProperty,
      ...TEST_AREA.adjoining.map((parcel) => ({ address: parcel.address, direction: parcel.key, polygonGeoJson: parcel.polygonGeoJson })),
    );
    expect(await suggestionsOf(all)).toEqual({ suggestions: [], message: SUGGESTION_MESSAGES.none });
  });

  it('answers 502/504 in the error format when Regrid fails', async () => {
    const projectId = await projectWith(subjectProperty);
    regrid.setMode('rate-limited', { retryAfterSeconds: 5 });
    const limited = await service.call('GET', `/api/projects/${projectId}/adjoining-suggestions`, { token });
    expect([limited.status, limited.json.code, limited.json.message]).toEqual([
      502,
      'UPSTREAM_ERROR',
      'The parcel service (Regrid) rate limited the request (HTTP 429); try again in 5 s',
    ]);
    regrid.setMode('slow', { delayMs: 10_000 });
    const slow = await service.call('GET', `/api/projects/${projectId}/adjoining-suggestions`, { token });
    expect([slow.status, slow.json.code]).toEqual([504, 'UPSTREAM_TIMEOUT']);
  });
});
