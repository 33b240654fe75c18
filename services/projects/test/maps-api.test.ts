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

/** A fresh app (empty caches) on the same database with these map settings. */
const freshInstance = (overrides: Parameters<typeof testGeoSettings>[0] = {}) =>
  projectsInstance(service.db, service.issuer, { geo: { ...geoSettings(), ...overrides } });

const atPoint = ({ lat, lng }: { lat: number; lng: number }) => `/api/parcels/at-point?lat=${lat}&lng=${lng}`;

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

describe('parcel lookups: cache, input and configuration', () => {
  it('asks Regrid once for points that round to the same 5 decimals, with the rounded point', async () => {
    const app = freshInstance();
    const first = await app.call('GET', '/api/parcels/at-point?lat=38.5754512&lng=-121.4708049', { token });
    const second = await app.call('GET', '/api/parcels/at-point?lat=38.5754538&lng=-121.4707951', { token });
    expect(first.json.apn).toBe(TEST_AREA.parcels.north.apn);
    expect(second.json).toEqual(first.json);
    expect(regrid.requests.map((request) => [request.query.lat, request.query.lon, request.query.limit])).toEqual([['38.57545', '-121.4708', '1']]);
  });

  it('caches "no parcel" too, but never a failure', async () => {
    const app = freshInstance();
    await app.call('GET', atPoint(TEST_AREA.emptyPoint), { token });
    await app.call('GET', atPoint(TEST_AREA.emptyPoint), { token });
    expect(regrid.requests).toHaveLength(1);
    regrid.setMode('server-error');
    expect((await app.call('GET', atPoint(TEST_AREA.parcels.west.centroid), { token })).status).toBe(502);
    regrid.setMode('ok');
    expect((await app.call('GET', atPoint(TEST_AREA.parcels.west.centroid), { token })).json.apn).toBe(TEST_AREA.parcels.west.apn);
  });

  it('answers 503 PARCELS_NOT_CONFIGURED without a key, and asks nobody', async () => {
    const res = await freshInstance({ regridApiKey: undefined }).call('GET', atPoint(TEST_AREA.subject.centroid), { token });
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ code: 'PARCELS_NOT_CONFIGURED', message: expect.stringContaining('REGRID_API_KEY') });
    expect(regrid.requests).toHaveLength(0);
  });

  it.each([
    ['no coordinates', ''],
    ['text', '?lat=north&lng=-121'],
    ['a latitude of 91', '?lat=91&lng=-121'],
    ['a longitude of -181', '?lat=38&lng=-181'],
  ])('refuses %s with 400 and asks nobody', async (_label, query) => {
    expect((await service.call('GET', `/api/parcels/at-point${query}`, { token })).status).toBe(400);
    expect(regrid.requests).toHaveLength(0);
  });

  it('needs a signed-in user', async () => {
    expect((await service.call('GET', atPoint(TEST_AREA.subject.centroid))).status).toBe(401);
    expect(regrid.requests).toHaveLength(0);
  });
});

describe('parcel lookups when Regrid fails', () => {
  it.each([
    ['a refused key (401)', 'unauthorized', {}, 502, 'UPSTREAM_ERROR', "The parcel service (Regrid) refused the server's key (HTTP 401): Invalid token"],
    [
      'a forbidden endpoint (403)',
      'forbidden',
      {},
      502,
      'UPSTREAM_ERROR',
      "The parcel service (Regrid) refused the server's key (HTTP 403): Your account does not have access to this endpoint",
    ],
    [
      'rate limiting (429)',
      'rate-limited',
      { retryAfterSeconds: 7 },
      502,
      'UPSTREAM_ERROR',
      'The parcel service (Regrid) rate limited the request (HTTP 429); try again in 7 s',
    ],
    ['a 404 HTML page', 'not-found-html', {}, 502, 'UPSTREAM_ERROR', 'The parcel service (Regrid) answered HTTP 404 with an HTML page'],
    ['a 503 HTML page', 'server-error', {}, 502, 'UPSTREAM_ERROR', 'The parcel service (Regrid) answered HTTP 503 with an HTML page'],
    ['malformed JSON', 'malformed', {}, 502, 'UPSTREAM_ERROR', 'The parcel service (Regrid) answered with malformed JSON instead of JSON (HTTP 200)'],
    [
      'an error body on 200',
      'status-error',
      {},
      502,
      'UPSTREAM_ERROR',
      'The parcel service (Regrid) refused the request: Your account is over its monthly record limit',
    ],
    ['a dropped connection', 'reset', {}, 502, 'UPSTREAM_ERROR', 'The parcel service (Regrid) could not be reached'],
    ['no answer in time', 'slow', { delayMs: 10_000 }, 504, 'UPSTREAM_TIMEOUT', `The parcel service (Regrid) did not answer within ${TIMEOUT_MS / 1000} s`],
  ] as const)('turns %s into %i %s with a readable message, quickly', async (_label, mode, options, status, code, message) => {
    regrid.setMode(mode, options);
    const started = Date.now();
    const res = await freshInstance().call('GET', atPoint(TEST_AREA.subject.centroid), { token, headers: { 'x-request-id': 'regrid-failure' } });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject({ code, message, requestId: 'regrid-failure', details: { service: 'The parcel service (Regrid)' } });
  });

  it('reports Regrid down (connection refused) as 502', async () => {
    const res = await freshInstance({ regridBaseUrl: 'http://127.0.0.1:9' }).call('GET', atPoint(TEST_AREA.subject.centroid), { token });
    expect(res.status).toBe(502);
    expect(res.json.message).toBe('The parcel service (Regrid) could not be reached');
  });
});

describe('forward geocoding chain against the fakes', () => {
  const geocode = (app: ReturnType<typeof freshInstance>, address = TEST_AREA.subject.address) =>
    app.call('GET', `/api/geocode?address=${encodeURIComponent(address)}`, { token });

  it('uses the keyless Census geocoder when there is no ArcGIS key', async () => {
    const res = await geocode(freshInstance({ arcgisApiKey: undefined }));
    expect(res.json).toEqual({
      latitude: TEST_AREA.subject.centroid.lat,
      longitude: TEST_AREA.subject.centroid.lng,
      matchedAddress: '2400 J ST, SACRAMENTO, CA, 95816',
      provider: 'census',
      score: null,
    });
    expect(arcgis.requests).toHaveLength(0);
    expect(census.requests[0]?.query).toMatchObject({ address: TEST_AREA.subject.address, benchmark: 'Public_AR_Current', format: 'json' });
  });

  it.each([
    ['a rejected key', () => arcgis.setMode('invalid-token')],
    ['a timeout', () => arcgis.setMode('slow', { delayMs: 10_000 })],
    ['an HTML error page', () => arcgis.setMode('server-error')],
    ['malformed JSON', () => arcgis.setMode('malformed')],
  ])('falls through ArcGIS failing with %s to Census', async (_label, fail) => {
    fail();
    const res = await geocode(freshInstance());
    expect(res.status).toBe(200);
    expect(res.json.provider).toBe('census');
    expect(arcgis.requests).toHaveLength(1);
  });

  it('is 502 naming both providers when both fail, and 504 when both time out', async () => {
    arcgis.setMode('server-error');
    census.setMode('reset');
    const failed = await geocode(freshInstance());
    expect(failed.status).toBe(502);
    expect(failed.json).toMatchObject({
      code: 'UPSTREAM_ERROR',
      message: 'Geocoding failed: The ArcGIS World Geocoder answered HTTP 503 with an HTML page; The US Census Geocoder could not be reached',
    });
    arcgis.setMode('slow', { delayMs: 10_000 });
    census.setMode('slow', { delayMs: 10_000 });
    const slow = await geocode(freshInstance());
    expect([slow.status, slow.json.code]).toEqual([504, 'UPSTREAM_TIMEOUT']);
  });

  it('is 404 when ArcGIS is down and Census does not know the address', async () => {
    arcgis.setMode('reset');
    const res = await geocode(freshInstance(), TEST_AREA.unknownAddress);
    expect([res.status, res.json.code]).toEqual([404, 'ADDRESS_NOT_FOUND']);
  });

  it('answers a repeated address from its cache', async () => {
    const app = freshInstance();
    await geocode(app);
    await geocode(app, '2400 J St,  Sacramento, CA 95816');
    expect(arcgis.requests).toHaveLength(1);
  });

  it('refuses an empty or missing address with 400', async () => {
    expect((await service.call('GET', '/api/geocode?address=%20', { token })).status).toBe(400);
    expect((await service.call('GET', '/api/geocode', { token })).status).toBe(400);
    expect((await service.call('GET', `/api/geocode?address=${'x'.repeat(301)}`, { token })).status).toBe(400);
  });
});

describe('reverse geocoding chain against the fakes', () => {
  const reverse = (app: ReturnType<typeof freshInstance>, { lat, lng }: { lat: number; lng: number }) =>
    app.call('GET', `/api/geocode/reverse?lat=${lat}&lng=${lng}`, { token });

  it('uses Nominatim without an ArcGIS key, identifying itself as its policy asks', async () => {
    const res = await reverse(freshInstance({ arcgisApiKey: undefined, nominatimEmail: 'ops@groundwork.example' }), TEST_AREA.parcels.west.centroid);
    expect(res.json).toEqual({ address: '2384 J Street, Sacramento, California 95816', provider: 'nominatim' });
    const [request] = nominatim.requests;
    expect(request?.headers['user-agent']).toMatch(/^Groundwork\//);
    expect(request?.query).toMatchObject({ format: 'jsonv2', email: 'ops@groundwork.example', lat: String(TEST_AREA.parcels.west.centroid.lat) });
  });

  it('falls through to Nominatim when ArcGIS fails', async () => {
    arcgis.setMode('invalid-token');
    expect((await reverse(freshInstance(), TEST_AREA.parcels.south.centroid)).json).toEqual({
      address: '2417 K Street, Sacramento, California 95816',
      provider: 'nominatim',
    });
  });

  it('is 404 ADDRESS_NOT_FOUND where neither has an address', async () => {
    const res = await reverse(freshInstance(), TEST_AREA.emptyPoint);
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: 'ADDRESS_NOT_FOUND', message: 'No address found at this location' });
  });

  it("is 502 saying Nominatim rate limited us when it answers 429 (and ArcGIS isn't keyed)", async () => {
    nominatim.setMode('rate-limited');
    const res = await reverse(freshInstance({ arcgisApiKey: undefined }), TEST_AREA.parcels.east.centroid);
    expect(res.status).toBe(502);
    expect(res.json.message).toBe('Reverse geocoding failed: OpenStreetMap Nominatim rate limited the request (HTTP 429)');
  });

  it('spaces Nominatim requests at least a second apart, so a strict server never refuses them', async () => {
    const strict = await startFakeNominatim({ enforceRateLimit: true });
    try {
      const app = freshInstance({ arcgisApiKey: undefined, nominatimUrl: strict.baseUrl, timeoutMs: 3000 });
      const answers = await Promise.all(
        [TEST_AREA.parcels.north, TEST_AREA.parcels.south, TEST_AREA.parcels.east].map((parcel) => reverse(app, parcel.centroid)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const times = strict.requests.map((request) => request.at.getTime());
      expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(990);
      expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(990);
    } finally {
      await strict.close();
    }
  });

  it('refuses out-of-range or extra query parameters with 400', async () => {
    expect((await service.call('GET', '/api/geocode/reverse?lat=95&lng=0', { token })).status).toBe(400);
    expect((await service.call('GET', '/api/geocode/reverse?lat=38&lng=-121&format=xml', { token })).status).toBe(400);
    expect((await service.call('GET', '/api/geocode/reverse?lat=38&lng=-121')).status).toBe(401);
  });
});
