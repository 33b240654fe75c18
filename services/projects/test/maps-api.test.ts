import { geocodeResultSchema, MAP_MESSAGES, mapsConfigSchema, parcelInfoSchema } from '@groundwork/contracts';
import {
  startFakeArcgis,
  startFakeCensus,
  startFakeNominatim,
  startFakeRegrid,
  TEST_AREA,
  type FakeArcgis,
  type FakeCensus,
  type FakeNominatim,
  type FakeRegrid,
} from '@groundwork/geo-fakes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { projectsInstance, startProjects, testGeoSettings, type TestProjects } from './projects';

let regrid: FakeRegrid;
let census: FakeCensus;
let arcgis: FakeArcgis;
let nominatim: FakeNominatim;
let service: TestProjects;
let token: string;

/** Short, so timeouts are tested quickly. */
const TIMEOUT_MS = 400;
const geoSettings = () =>
  testGeoSettings({
    regridApiKey: regrid.token,
    regridBaseUrl: regrid.baseUrl,
    regridTilesUrl: regrid.tilesUrl,
    arcgisApiKey: arcgis.token,
    arcgisGeocoderUrl: arcgis.baseUrl,
    censusGeocoderUrl: census.baseUrl,
    nominatimUrl: nominatim.baseUrl,
    timeoutMs: TIMEOUT_MS,
  });

beforeAll(async () => {
  [regrid, census, arcgis, nominatim] = await Promise.all([startFakeRegrid(), startFakeCensus(), startFakeArcgis(), startFakeNominatim()]);
  service = await startProjects({ geo: geoSettings() });
  token = await service.tokenFor('olivia@acme.example', 'org-acme', 'owner');
});
afterAll(async () => {
  await Promise.all([regrid, census, arcgis, nominatim].map((fake) => fake.close()));
  await service.close();
});
beforeEach(() => {
  for (const fake of [regrid, census, arcgis, nominatim]) {
    fake.setMode('ok');
    fake.requests.length = 0;
  }
});

describe('GET /api/config/maps', () => {
  it('gives the keys and the tile template, and needs a signed-in user', async () => {
    const res = await service.call('GET', '/api/config/maps', { token });
    expect(mapsConfigSchema.parse(res.json)).toEqual({
      regridApiKey: regrid.token,
      arcgisApiKey: arcgis.token,
      parcelTilesUrl: `${regrid.url}/api/v1/parcels/{z}/{x}/{y}.png`,
    });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect((await service.call('GET', '/api/config/maps')).status).toBe(401);
  });

  it('gives an empty key and no ArcGIS key when none is configured', async () => {
    const bare = projectsInstance(service.db, service.issuer, { geo: testGeoSettings() });
    expect((await bare.call('GET', '/api/config/maps', { token })).json).toEqual({
      regridApiKey: '',
      parcelTilesUrl: 'https://tiles.regrid.com/api/v1/parcels/{z}/{x}/{y}.png',
    });
  });
});

describe('GET /api/parcels/at-point', () => {
  it('normalizes the Regrid record of the subject to the spec fields (area in acres)', async () => {
    const { lat, lng } = TEST_AREA.subject.centroid;
    const res = await service.call('GET', `/api/parcels/at-point?lat=${lat}&lng=${lng}`, { token });
    expect(res.status).toBe(200);
    expect(parcelInfoSchema.parse(res.json)).toEqual({
      owner: 'SUTTER MIDTOWN HOLDINGS LLC',
      address: '2400 J Street, Sacramento, CA 95816',
      apn: TEST_AREA.subject.apn,
      landUse: 'Commercial - Retail Store',
      area: TEST_AREA.subject.areaAcres,
      county: 'Sacramento',
      state: 'CA',
      geometry: TEST_AREA.subject.polygon,
    });
    expect(regrid.requests[0]?.query).toMatchObject({ lat: String(lat), lon: String(lng), token: regrid.token });
  });

  it('answers the no-parcel message where Regrid has none', async () => {
    const { lat, lng } = TEST_AREA.emptyPoint;
    expect((await service.call('GET', `/api/parcels/at-point?lat=${lat}&lng=${lng}`, { token })).json).toEqual({
      message: 'No parcel found at this location',
    });
  });
});

describe('GET /api/geocode', () => {
  it('finds the subject with ArcGIS first when keyed', async () => {
    const res = await service.call('GET', `/api/geocode?address=${encodeURIComponent(TEST_AREA.subject.address)}`, { token });
    expect(geocodeResultSchema.parse(res.json)).toEqual({
      latitude: TEST_AREA.subject.centroid.lat,
      longitude: TEST_AREA.subject.centroid.lng,
      matchedAddress: '2400 J St, Sacramento, California, 95816',
      provider: 'arcgis',
      score: 100,
    });
    expect(census.requests).toHaveLength(0);
  });

  it('answers 404 ADDRESS_NOT_FOUND with the spec message when nobody finds it', async () => {
    const res = await service.call('GET', `/api/geocode?address=${encodeURIComponent(TEST_AREA.unknownAddress)}`, { token });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: 'ADDRESS_NOT_FOUND', message: MAP_MESSAGES.addressNotFound });
  });
});

describe('GET /api/geocode/reverse', () => {
  it('gives the address of the lot under the point', async () => {
    const { lat, lng } = TEST_AREA.parcels.east.centroid;
    expect((await service.call('GET', `/api/geocode/reverse?lat=${lat}&lng=${lng}`, { token })).json).toEqual({
      address: '2416 J St, Sacramento, California, 95816',
      provider: 'arcgis',
    });
  });
});

describe('GET /api/projects/{id}/adjoining-suggestions', () => {
  it('proposes the four neighbours with their directions, not the subject or the far lot', async () => {
    const project = (await service.call('POST', '/api/projects', { token, body: { siteAddress: TEST_AREA.subject.address, clientName: 'Acme' } })).json;
    await service.call('POST', `/api/projects/${project.id}/properties`, {
      token,
      body: { address: TEST_AREA.subject.address, direction: 'subject', polygonGeoJson: TEST_AREA.subject.polygonGeoJson },
    });
    const res = await service.call('GET', `/api/projects/${project.id}/adjoining-suggestions`, { token });
    expect(res.status).toBe(200);
    expect(res.json.suggestions.map((s: { direction: string; apn: string }) => [s.direction, s.apn])).toEqual([
      ['north', TEST_AREA.parcels.north.apn],
      ['east', TEST_AREA.parcels.east.apn],
      ['south', TEST_AREA.parcels.south.apn],
      ['west', TEST_AREA.parcels.west.apn],
    ]);
  });
});
