import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_REGRID_TOKEN, startFakeRegrid, type FakeRegrid } from './regrid';
import { TEST_AREA } from './test-area';

let regrid: FakeRegrid;
beforeAll(async () => {
  regrid = await startFakeRegrid();
});
afterAll(() => regrid.close());
beforeEach(() => {
  regrid.setMode('ok');
  regrid.requests.length = 0;
});

const get = (path: string, params: Record<string, string> = {}, token: string | null = FAKE_REGRID_TOKEN) => {
  const query = new URLSearchParams({ ...params, ...(token === null ? {} : { token }) });
  return fetch(`${regrid.url}${path}?${query}`);
};
const apns = (body: { parcels: { features: Array<{ properties: { fields: { parcelnumb: string } } }> } }) =>
  body.parcels.features.map((feature) => feature.properties.fields.parcelnumb);
const { parcels, subject } = TEST_AREA;

describe('fake Regrid parcel API v2', () => {
  it('answers a point inside the subject with its record in the v2 envelope, fields typed as Regrid types them', async () => {
    const res = await get('/api/v2/parcels/point', { lat: String(subject.centroid.lat), lon: String(subject.centroid.lng) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = await res.json();
    expect(Object.keys(body)).toEqual(['parcels']);
    expect(body.parcels.type).toBe('FeatureCollection');
    const [feature] = body.parcels.features;
    expect(feature.geometry).toEqual(subject.polygon);
    expect(feature.properties.headline).toBe('2400 J Street');
    const { fields } = feature.properties;
    expect(fields).toMatchObject({ parcelnumb: subject.apn, owner: subject.owner, usedesc: 'Commercial - Retail Store', state2: 'CA' });
    expect(typeof fields.lat).toBe('string');
    expect(typeof fields.lon).toBe('string');
    expect(typeof fields.ll_gisacre).toBe('number');
    expect(Number.isInteger(fields.ll_gissqft)).toBe(true);
    expect(regrid.requests.map((request) => [request.method, request.path, request.query.lat])).toEqual([
      ['GET', '/api/v2/parcels/point', String(subject.centroid.lat)],
    ]);
  });

  it('gives each neighbour at its own centroid, also on the .json path and through a Point geojson', async () => {
    for (const parcel of TEST_AREA.adjoining) {
      const body = await (await get('/api/v2/parcels/point', { lat: String(parcel.centroid.lat), lon: String(parcel.centroid.lng) })).json();
      expect(apns(body)).toEqual([parcel.apn]);
    }
    const point = JSON.stringify({ type: 'Point', coordinates: [parcels.east.centroid.lng, parcels.east.centroid.lat] });
    expect(apns(await (await get('/api/v2/parcels/point.json', { geojson: point })).json())).toEqual([parcels.east.apn]);
  });

  it('answers "no parcel" as 200 with an empty feature array, not 404', async () => {
    const res = await get('/api/v2/parcels/point', { lat: String(TEST_AREA.emptyPoint.lat), lon: String(TEST_AREA.emptyPoint.lng) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ parcels: { type: 'FeatureCollection', features: [] } });
  });

  it('widens a point lookup by radius (metres) and honours limit', async () => {
    const params = { lat: String(subject.centroid.lat), lon: String(subject.centroid.lng), radius: '30' };
    expect(apns(await (await get('/api/v2/parcels/point', params)).json()).sort()).toEqual(
      [subject, ...TEST_AREA.adjoining].map((parcel) => parcel.apn).sort(),
    );
    expect(apns(await (await get('/api/v2/parcels/point', { ...params, limit: '2' })).json())).toHaveLength(2);
    expect((await get('/api/v2/parcels/point', { ...params, limit: '1001' })).status).toBe(400);
  });

  it('returns the parcels an area touches (GET with geojson, POST with a JSON body), never the far lot', async () => {
    const all = [subject, ...TEST_AREA.adjoining].map((parcel) => parcel.apn).sort();
    const byGet = await (await get('/api/v2/parcels/area', { geojson: subject.polygonGeoJson })).json();
    expect(apns(byGet).sort()).toEqual(all);
    const byPost = await fetch(`${regrid.url}/api/v2/parcels/area?token=${FAKE_REGRID_TOKEN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ geojson: { type: 'Feature', geometry: subject.polygon, properties: {} } }),
    });
    expect(apns(await byPost.json()).sort()).toEqual(all);
    expect(regrid.requests[1]?.body).toContain('"Feature"');
  });

  it('filters /query by fields[...][eq] and geojson', async () => {
    const body = await (await get('/api/v2/parcels/query', { 'fields[parcelnumb][eq]': parcels.west.apn })).json();
    expect(apns(body)).toEqual([parcels.west.apn]);
    const near = await (await get('/api/v2/parcels/query', { geojson: parcels.far.polygonGeoJson })).json();
    expect(apns(near)).toEqual([parcels.far.apn]);
  });

  it('refuses bad input with 400 JSON: no coordinates, a GeometryCollection, broken geojson', async () => {
    expect((await get('/api/v2/parcels/point')).status).toBe(400);
    const collection = JSON.stringify({ type: 'GeometryCollection', geometries: [] });
    const res = await get('/api/v2/parcels/area', { geojson: collection });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 'error', message: 'GeometryCollection is not supported' });
    expect((await get('/api/v2/parcels/area', { geojson: '{' })).status).toBe(400);
  });

  it('requires the token: 401 JSON without it or with another one', async () => {
    const missing = await get('/api/v2/parcels/point', { lat: '38.5', lon: '-121.4' }, null);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ status: 'error', message: 'Token is required' });
    const wrong = await get('/api/v2/parcels/point', { lat: '38.5', lon: '-121.4' }, 'stolen');
    expect(await wrong.json()).toEqual({ status: 'error', message: 'Invalid token' });
  });

  it('answers a dead path with the 404 HTML page', async () => {
    const res = await get('/api/v1/parcel/point', { lat: '38.5', lon: '-121.4' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
  });
});

describe('fake Regrid modes', () => {
  const lookup = () => get('/api/v2/parcels/point', { lat: String(subject.centroid.lat), lon: String(subject.centroid.lng) });

  it.each([
    ['unauthorized', 401, 'application/json'],
    ['forbidden', 403, 'application/json'],
    ['not-found-html', 404, 'text/html'],
    ['server-error', 503, 'text/html'],
  ] as const)('%s answers %i %s', async (mode, status, type) => {
    regrid.setMode(mode);
    const res = await lookup();
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain(type);
  });

  it('rate-limited answers 429 with Retry-After', async () => {
    regrid.setMode('rate-limited', { retryAfterSeconds: 7 });
    const res = await lookup();
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(await res.json()).toEqual({ status: 'error', message: 'Rate limit exceeded' });
  });

  it('status-error answers 200 with an error body and no parcels', async () => {
    regrid.setMode('status-error');
    const res = await lookup();
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('error');
  });

  it('malformed answers JSON that does not parse', async () => {
    regrid.setMode('malformed');
    const res = await lookup();
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow(SyntaxError);
  });

  it('slow answers after the delay, and reset drops the connection', async () => {
    regrid.setMode('slow', { delayMs: 150 });
    const started = Date.now();
    expect((await lookup()).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    regrid.setMode('reset');
    await expect(lookup()).rejects.toThrow();
  });

  it('close() does not wait for a slow answer', async () => {
    const slow = await startFakeRegrid();
    slow.setMode('slow', { delayMs: 60_000 });
    const pending = fetch(`${slow.url}/api/v2/parcels/point?lat=1&lon=1&token=${FAKE_REGRID_TOKEN}`).catch((err: Error) => err);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await slow.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await pending).toBeInstanceOf(Error);
  });
});

describe('fake Regrid tiles', () => {
  it('serves a transparent 256 px PNG inside z10-21 (512 px with @2x)', async () => {
    const res = await get('/api/v1/parcels/17/21527/50270.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([256, 256]);
    const idatLength = png.readUInt32BE(33);
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    expect(pixels.length).toBe(256 * (1 + 256 * 4));
    expect(pixels.every((byte) => byte === 0)).toBe(true);
    const retina = Buffer.from(await (await get('/api/v1/parcels/17/21527/50270@2x.png')).arrayBuffer());
    expect(retina.readUInt32BE(16)).toBe(512);
  });

  it('serves an empty vector tile, and 200 with no content outside z10-21', async () => {
    const mvt = await get('/api/v1/parcels/17/21527/50270.mvt');
    expect([mvt.status, mvt.headers.get('content-type'), (await mvt.arrayBuffer()).byteLength]).toEqual([200, 'application/vnd.mapbox-vector-tile', 0]);
    for (const path of ['/api/v1/parcels/9/84/197.png', '/api/v1/parcels/22/1/1.png']) {
      const res = await get(path);
      expect([res.status, (await res.arrayBuffer()).byteLength]).toEqual([200, 0]);
    }
  });

  it('names its tile template for REGRID_TILES_URL', async () => {
    expect(regrid.tilesUrl).toBe(`${regrid.url}/api/v1/parcels/{z}/{x}/{y}.png`);
    const res = await fetch(`${regrid.tilesUrl.replace('{z}', '18').replace('{x}', '43055').replace('{y}', '100540')}?token=${FAKE_REGRID_TOKEN}`);
    expect(res.status).toBe(200);
  });

  it('needs the token for tiles too, and describes them in TileJSON', async () => {
    expect((await get('/api/v1/parcels/17/1/1.png', {}, null)).status).toBe(401);
    const tileJson = await (await get('/api/v1/parcels', { format: 'mvt' })).json();
    expect(tileJson.tiles).toEqual([`${regrid.url}/api/v1/parcels/{z}/{x}/{y}.mvt?token=${FAKE_REGRID_TOKEN}`]);
    expect([tileJson.minzoom, tileJson.maxzoom]).toEqual([10, 21]);
  });
});
