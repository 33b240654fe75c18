import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeNominatim, type FakeNominatim } from './nominatim';
import { TEST_AREA } from './test-area';

let nominatim: FakeNominatim;
beforeAll(async () => {
  nominatim = await startFakeNominatim();
});
afterAll(() => nominatim.close());
beforeEach(() => nominatim.setMode('ok'));

const AGENT = { 'user-agent': 'Groundwork-test/1.0 (tests@groundwork.example)' };
const get = async (path: string, params: Record<string, string>, headers: Record<string, string> = AGENT) => {
  const res = await fetch(`${nominatim.baseUrl}${path}?${new URLSearchParams(params)}`, { headers });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text(),
  };
};

describe('fake Nominatim', () => {
  it('searches: an array of places with string lat/lon and a string bounding box', async () => {
    const { status, body } = await get('/search', { q: TEST_AREA.subject.address, format: 'json', addressdetails: '1', limit: '1' });
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      lat: '38.57515',
      lon: '-121.4708',
      class: 'building',
      address: { house_number: '2400', road: 'J Street', postcode: '95816' },
    });
    expect(body[0].boundingbox.every((value: unknown) => typeof value === 'string')).toBe(true);
    expect(body[0].licence).toContain('OpenStreetMap');
  });

  it('answers a search miss with []', async () => {
    expect((await get('/search', { q: TEST_AREA.unknownAddress, format: 'json' })).body).toEqual([]);
  });

  it('reverse geocodes to one object (jsonv2: category, place_rank), and a miss to {"error":"Unable to geocode"}', async () => {
    const { east } = TEST_AREA.parcels;
    const { body } = await get('/reverse', { lat: String(east.centroid.lat), lon: String(east.centroid.lng), format: 'jsonv2' });
    expect(Array.isArray(body)).toBe(false);
    expect(body).toMatchObject({ category: 'building', place_rank: 30, address: { house_number: '2416', road: 'J Street', city: 'Sacramento' } });
    expect(body.class).toBeUndefined();
    const miss = await get('/reverse', { lat: String(TEST_AREA.emptyPoint.lat), lon: String(TEST_AREA.emptyPoint.lng), format: 'jsonv2' });
    expect(miss).toMatchObject({ status: 200, body: { error: 'Unable to geocode' } });
  });

  it('refuses requests without an identifying User-Agent (403 HTML), and stock library agents', async () => {
    const params = { q: TEST_AREA.subject.address, format: 'json' };
    expect(await get('/search', params, {})).toMatchObject({ status: 403, type: expect.stringContaining('text/html') });
    expect((await get('/search', params, { 'user-agent': 'node' })).status).toBe(403);
    expect((await get('/search', params, { 'user-agent': 'python-requests/2.31' })).status).toBe(403);
    expect((await get('/search', params, { referer: 'https://groundwork.example/' })).status).toBe(200);
  });

  it('plays rate limiting and blocking as HTML pages', async () => {
    nominatim.setMode('rate-limited');
    expect((await get('/search', { q: 'x', format: 'json' })).status).toBe(429);
    nominatim.setMode('forbidden');
    expect((await get('/search', { q: 'x', format: 'json' })).status).toBe(403);
  });

  it('enforces 1 request per second when asked', async () => {
    const strict = await startFakeNominatim({ enforceRateLimit: true });
    try {
      const ask = () => fetch(`${strict.url}/search?q=x&format=json`, { headers: AGENT }).then((res) => res.status);
      expect(await ask()).toBe(200);
      expect(await ask()).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 1050));
      expect(await ask()).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('needs format=json or jsonv2 (the real default is XML)', async () => {
    expect((await get('/reverse', { lat: '38.57515', lon: '-121.4708' })).status).toBe(400);
  });
});
