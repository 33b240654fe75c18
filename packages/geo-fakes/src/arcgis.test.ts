import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_ARCGIS_TOKEN, startFakeArcgis, type FakeArcgis } from './arcgis';
import { TEST_AREA } from './test-area';

let arcgis: FakeArcgis;
beforeAll(async () => {
  arcgis = await startFakeArcgis();
});
afterAll(() => arcgis.close());
beforeEach(() => arcgis.setMode('ok'));

const get = async (operation: string, params: Record<string, string>) => {
  const res = await fetch(`${arcgis.baseUrl}/${operation}?${new URLSearchParams(params)}`);
  return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text() };
};
const keyed = (params: Record<string, string>) => ({ f: 'json', token: FAKE_ARCGIS_TOKEN, ...params });

describe('fake ArcGIS World Geocoder', () => {
  it('finds the subject address: candidates with location {x: lon, y: lat}, score and the requested outFields', async () => {
    const { status, body } = await get(
      'findAddressCandidates',
      keyed({ singleLine: TEST_AREA.subject.address, outFields: 'Match_addr,Addr_type', maxLocations: '1' }),
    );
    expect(status).toBe(200);
    expect(body.spatialReference).toEqual({ wkid: 4326, latestWkid: 4326 });
    const [candidate] = body.candidates;
    expect(candidate).toMatchObject({
      address: '2400 J St, Sacramento, California, 95816',
      location: { x: TEST_AREA.subject.centroid.lng, y: TEST_AREA.subject.centroid.lat },
      score: 100,
    });
    expect(candidate.attributes).toEqual({ Match_addr: '2400 J St, Sacramento, California, 95816', Addr_type: 'PointAddress' });
  });

  it('gives all attributes for outFields=*, none without outFields, and accepts SingleLine', async () => {
    const all = await get('findAddressCandidates', keyed({ SingleLine: '2384 J St, Sacramento, CA', outFields: '*' }));
    expect(all.body.candidates[0].attributes).toMatchObject({ City: 'Sacramento', RegionAbbr: 'CA', X: TEST_AREA.parcels.west.centroid.lng });
    const none = await get('findAddressCandidates', keyed({ singleLine: '2384 J St, Sacramento, CA' }));
    expect(none.body.candidates[0].attributes).toEqual({});
  });

  it('answers no match as 200 with empty candidates', async () => {
    expect(await get('findAddressCandidates', keyed({ singleLine: TEST_AREA.unknownAddress }))).toEqual({
      status: 200,
      body: { spatialReference: { wkid: 4326, latestWkid: 4326 }, candidates: [] },
    });
  });

  it('reverse geocodes location=lon,lat to the address of the lot holding the point', async () => {
    const { north } = TEST_AREA.parcels;
    const { body } = await get('reverseGeocode', keyed({ location: `${north.centroid.lng + 0.0001},${north.centroid.lat + 0.0001}` }));
    expect(body.address).toMatchObject({ Match_addr: '2405 I St, Sacramento, California, 95816', City: 'Sacramento', Postal: '95816' });
    expect(body.location.spatialReference.wkid).toBe(4326);
    const json = await get('reverseGeocode', keyed({ location: JSON.stringify({ x: north.centroid.lng, y: north.centroid.lat }) }));
    expect(json.body.address.ShortLabel).toBe('2405 I St');
  });

  it('answers a reverse miss with the code 400 error envelope on HTTP 200', async () => {
    const { status, body } = await get('reverseGeocode', keyed({ location: `${TEST_AREA.emptyPoint.lng},${TEST_AREA.emptyPoint.lat}` }));
    expect(status).toBe(200);
    expect(body.error).toMatchObject({ code: 400, details: ['Unable to find address for the specified location.'] });
  });

  it('answers 499 without a token and 498 for a wrong or expired one, all on HTTP 200', async () => {
    const params = { f: 'json', singleLine: TEST_AREA.subject.address };
    expect(await get('findAddressCandidates', params)).toEqual({ status: 200, body: { error: { code: 499, message: 'Token Required', details: [] } } });
    expect((await get('findAddressCandidates', { ...params, token: 'nope' })).body.error.code).toBe(498);
    arcgis.setMode('invalid-token');
    expect((await get('reverseGeocode', keyed({ location: '-121.4708,38.57515' }))).body).toEqual({
      error: { code: 498, message: 'Invalid Token', details: [] },
    });
  });

  it('answers an HTML page without f=json', async () => {
    const { body } = await get('findAddressCandidates', { token: FAKE_ARCGIS_TOKEN, singleLine: TEST_AREA.subject.address });
    expect(body).toContain('<html>');
  });
});
