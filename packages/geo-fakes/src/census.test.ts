import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeCensus, type FakeCensus } from './census';
import { TEST_AREA } from './test-area';

let census: FakeCensus;
beforeAll(async () => {
  census = await startFakeCensus();
});
afterAll(() => census.close());
beforeEach(() => census.setMode('ok'));

const BENCHMARK = { benchmark: 'Public_AR_Current', format: 'json' };
const get = async (path: string, params: Record<string, string>) => {
  const res = await fetch(`${census.baseUrl}/${path}?${new URLSearchParams(params)}`);
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text(),
  };
};

describe('fake Census geocoder', () => {
  it('matches the subject address with numeric coordinates (x = lon, y = lat) and echoes the input with a string benchmark id', async () => {
    const { status, body } = await get('locations/onelineaddress', { ...BENCHMARK, address: TEST_AREA.subject.address });
    expect(status).toBe(200);
    expect(body.result.input.address).toEqual({ address: TEST_AREA.subject.address });
    expect(body.result.input.benchmark.id).toBe('4');
    const [match] = body.result.addressMatches;
    expect(match.matchedAddress).toBe('2400 J ST, SACRAMENTO, CA, 95816');
    expect(match.coordinates).toEqual({ x: TEST_AREA.subject.centroid.lng, y: TEST_AREA.subject.centroid.lat });
    expect(match.geographies).toBeUndefined();
  });

  it('matches each neighbour, however the street type and punctuation are written', async () => {
    const { body } = await get('locations/onelineaddress', { ...BENCHMARK, address: '2405 I Street Sacramento CA' });
    expect(body.result.addressMatches[0].coordinates).toEqual({ x: TEST_AREA.parcels.north.centroid.lng, y: TEST_AREA.parcels.north.centroid.lat });
  });

  it('answers no match as 200 with an empty addressMatches, not 404', async () => {
    const { status, body } = await get('locations/onelineaddress', { ...BENCHMARK, address: TEST_AREA.unknownAddress });
    expect(status).toBe(200);
    expect(body.result.addressMatches).toEqual([]);
    expect(body.result.input.address.address).toBe(TEST_AREA.unknownAddress);
  });

  it('adds geographies keyed by layer name on geographies/* paths', async () => {
    const { body } = await get('geographies/onelineaddress', { ...BENCHMARK, vintage: 'Current_Current', address: TEST_AREA.subject.address });
    const [match] = body.result.addressMatches;
    expect(match.geographies.Counties[0]).toMatchObject({ NAME: 'Sacramento County', GEOID: '06067', STATE: '06' });
    expect(body.result.input.vintage.id).toBe('4');
  });

  it('reverse geocodes a point to geographies only (no street address), empty layers far away', async () => {
    const near = await get('geographies/coordinates', { ...BENCHMARK, vintage: 'Current_Current', x: '-121.4708', y: '38.57515' });
    expect(near.body.result.input.location).toEqual({ x: -121.4708, y: 38.57515 });
    expect(near.body.result.geographies['Census Tracts'][0].TRACT).toBe('001600');
    expect(near.body.result.geographies['2020 Census Blocks'][0].GEOID).toMatch(/^06067/);
    const far = await get('geographies/coordinates', { ...BENCHMARK, vintage: 'Current_Current', x: '0', y: '0' });
    expect(far.body.result.geographies.Counties).toEqual([]);
  });

  it('plays a failing layer', async () => {
    census.setMode('layer-error');
    const { body } = await get('geographies/coordinates', { ...BENCHMARK, vintage: 'Current_Current', x: '-121.4708', y: '38.57515' });
    expect(body.result.geographies['Census Tracts'][0].status).toMatch(/^Layer query encountered an error/);
  });

  it('refuses a missing benchmark or empty address with 400 {errors, status}, and answers HTML without format=json', async () => {
    expect(await get('locations/onelineaddress', { format: 'json', address: 'x' })).toMatchObject({
      status: 400,
      body: { errors: ['Benchmark is required'], status: '400' },
    });
    expect((await get('locations/onelineaddress', { ...BENCHMARK, address: ' ' })).status).toBe(400);
    expect((await get('locations/onelineaddress', { benchmark: '4', address: TEST_AREA.subject.address })).type).toContain('text/html');
  });

  it('serves the structured address form too', async () => {
    const { body } = await get('locations/address', { ...BENCHMARK, street: '2416 J St', city: 'Sacramento', state: 'CA', zip: '95816' });
    expect(body.result.addressMatches[0].coordinates.x).toBe(TEST_AREA.parcels.east.centroid.lng);
  });

  it('plays the common failures: an HTML 503, malformed JSON, a dropped connection', async () => {
    const params = { ...BENCHMARK, address: TEST_AREA.subject.address };
    census.setMode('server-error');
    expect(await get('locations/onelineaddress', params)).toMatchObject({ status: 503, type: expect.stringContaining('text/html') });
    census.setMode('malformed');
    await expect(fetch(`${census.baseUrl}/locations/onelineaddress?${new URLSearchParams(params)}`).then((res) => res.json())).rejects.toThrow(SyntaxError);
    census.setMode('reset');
    await expect(fetch(`${census.baseUrl}/locations/onelineaddress?${new URLSearchParams(params)}`)).rejects.toThrow();
  });
});
