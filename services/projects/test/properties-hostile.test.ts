import { apiErrorBodySchema, POLYGON_MAX_POSITIONS } from '@groundwork/contracts';
import { TEST_AREA } from '@groundwork/geo-fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProjects, type TestProjects } from './projects';

let service: TestProjects;
let owner: string;
let project: { id: string };
let property: { id: string };
let before: Awaited<ReturnType<TestProjects['snapshot']>>;
beforeAll(async () => {
  service = await startProjects();
  owner = await service.tokenFor('olivia@acme.example', 'org-acme', 'owner');
  project = (await service.call('POST', '/api/projects', { token: owner, body: { siteAddress: TEST_AREA.subject.address, clientName: 'Acme' } })).json;
  property = (
    await service.call('POST', `/api/projects/${project.id}/properties`, {
      token: owner,
      body: { address: TEST_AREA.parcels.north.address, direction: 'north' },
    })
  ).json;
  before = await service.snapshot();
});
afterAll(() => service.close());

async function expectRefused(
  method: string,
  url: string,
  request: { body?: unknown; rawBody?: string; headers?: Record<string, string> },
  status: number,
  code: string,
) {
  const res = await service.call(method, url, { token: owner, ...request });
  const label = `${method} ${url} ${request.rawBody ?? JSON.stringify(request.body)}`.slice(0, 200);
  expect(res.status, label).toBe(status);
  const body = apiErrorBodySchema.parse(res.json);
  expect(body.code, label).toBe(code);
  return body;
}

const polygon = (...ring: number[][]) => JSON.stringify({ type: 'Polygon', coordinates: [ring] });
const circle = (positions: number) =>
  Array.from({ length: positions }, (_, i) => [
    -121.47 + 0.001 * Math.cos((2 * Math.PI * i) / positions),
    38.57 + 0.001 * Math.sin((2 * Math.PI * i) / positions),
  ]);
const base = { address: '2 Main St', direction: 'east' };

const bodies: Array<[string, unknown, string?]> = [
  ['operator as address', { ...base, address: { $gt: '' } }],
  ['operator as direction', { ...base, direction: { $ne: null } }],
  ['an unknown direction', { ...base, direction: 'northeast' }, 'direction: Direction is required'],
  ['a blank address', { ...base, address: '   ' }, 'address: Address is required'],
  ['an overlong address', { ...base, address: 'x'.repeat(301) }],
  ['a number for latitude', { ...base, latitude: 38.5 }],
  ['a latitude out of range', { ...base, latitude: '95' }, 'latitude: Latitude must be a number between -90 and 90'],
  ['a longitude that is not a number', { ...base, longitude: 'west' }, 'longitude: Longitude must be a number between -180 and 180'],
  ['a polygon that is not JSON', { ...base, polygonGeoJson: '{"type":' }, 'polygonGeoJson: Polygon must be valid JSON'],
  ['a polygon object instead of a string', { ...base, polygonGeoJson: TEST_AREA.parcels.east.polygon }],
  [
    'a point as polygon',
    { ...base, polygonGeoJson: JSON.stringify({ type: 'Point', coordinates: [0, 0] }) },
    'polygonGeoJson: Polygon must be a GeoJSON object of type Polygon',
  ],
  [
    'an open ring',
    { ...base, polygonGeoJson: polygon([0, 0], [1, 0], [1, 1], [0, 1]) },
    'polygonGeoJson: Each polygon ring must be closed: its last position repeats the first',
  ],
  ['a bow tie', { ...base, polygonGeoJson: polygon([0, 0], [1, 1], [1, 0], [0, 1], [0, 0]) }, 'polygonGeoJson: Polygon outline must not cross itself'],
  [
    'lat/lng swapped out of range',
    { ...base, polygonGeoJson: polygon([38.5, -121.4], [38.6, -121.4], [38.6, -121.3], [38.5, -121.4]) },
    'polygonGeoJson: Polygon longitudes must be within -180..180 and latitudes within -90..90',
  ],
  [
    'too many positions',
    { ...base, polygonGeoJson: polygon(...circle(POLYGON_MAX_POSITIONS), circle(POLYGON_MAX_POSITIONS)[0]!) },
    `polygonGeoJson: Polygon must have at most ${POLYGON_MAX_POSITIONS} positions`,
  ],
  ['a projectId', { ...base, projectId: 'abcdefabcdefabcdefabcdef' }],
  ['an id', { ...base, id: 'abcdefabcdefabcdefabcdef' }],
  ['an organizationId', { ...base, organizationId: 'org-rival' }],
  ['null', null],
  ['an array', [base]],
];

describe('malformed property bodies', () => {
  it.each(bodies)('POST with %s is 400 VALIDATION_FAILED', async (_label, body, message) => {
    const refused = await expectRefused('POST', `/api/projects/${project.id}/properties`, { body }, 400, 'VALIDATION_FAILED');
    if (message) expect(refused.message).toBe(`Invalid json: ${message}`);
  });

  it.each(bodies)('PUT with %s is 400 VALIDATION_FAILED', async (_label, body) => {
    await expectRefused('PUT', `/api/properties/${property.id}`, { body }, 400, 'VALIDATION_FAILED');
  });

  it('refuses an empty PUT, invalid JSON, deep JSON, __proto__ and a non-JSON content type', async () => {
    await expectRefused('PUT', `/api/properties/${property.id}`, { body: {} }, 400, 'VALIDATION_FAILED');
    for (const [method, url] of [
      ['POST', `/api/projects/${project.id}/properties`],
      ['PUT', `/api/properties/${property.id}`],
    ] as const) {
      await expectRefused(method, url, { rawBody: '{"address": "1 Main St",' }, 400, 'INVALID_JSON');
      await expectRefused(method, url, { rawBody: `${'{"a":'.repeat(40)}1${'}'.repeat(40)}` }, 400, 'JSON_TOO_DEEP');
      await expectRefused(method, url, { rawBody: '{"__proto__": {"direction": "subject"}, "address": "a", "direction": "east"}' }, 400, 'FORBIDDEN_KEY');
      await expectRefused(
        method,
        url,
        { rawBody: 'address=a&direction=east', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
    }
  });
});

describe('malformed property ids', () => {
  it.each([encodeURIComponent('{"$gt": ""}'), '%24ne', 'a'.repeat(23), 'g'.repeat(24), 'null'])('%s is 400 on PUT and DELETE', async (id) => {
    for (const [method, body] of [
      ['PUT', { address: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await expectRefused(method, `/api/properties/${id}`, { body }, 400, 'VALIDATION_FAILED');
      expect(refused.message).toBe('Invalid param: id: Invalid property id');
    }
    const listed = await expectRefused('GET', `/api/projects/${id}/properties`, {}, 400, 'VALIDATION_FAILED');
    expect(listed.message).toBe('Invalid param: id: Invalid project id');
  });
});

describe('after every refusal above', () => {
  it('the database holds exactly what it held before', async () => {
    expect(await service.snapshot()).toEqual(before);
  });
});
