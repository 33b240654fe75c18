import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGeoFakes, type GeoFakes } from './geo-fakes';
import { TEST_AREA } from './test-area';

let fakes: GeoFakes;
beforeAll(async () => {
  fakes = await startGeoFakes();
});
afterAll(() => fakes.close());

describe('startGeoFakes', () => {
  it('gives the variables that point the projects service (and the studies worker, SDA_URL) at each fake, without an ArcGIS key by default', async () => {
    expect(fakes.env).toEqual({
      REGRID_API_KEY: fakes.regrid.token,
      REGRID_BASE_URL: fakes.regrid.url,
      REGRID_TILES_URL: `${fakes.regrid.url}/api/v1/parcels/{z}/{x}/{y}.png`,
      ARCGIS_GEOCODER_URL: `${fakes.arcgis.url}/arcgis/rest/services/World/GeocodeServer`,
      CENSUS_GEOCODER_URL: `${fakes.census.url}/geocoder`,
      NOMINATIM_URL: fakes.nominatim.url,
      SDA_URL: `${fakes.sda.url}/Tabular/post.rest`,
    });
    const res = await fetch(
      `${fakes.env.CENSUS_GEOCODER_URL}/locations/onelineaddress?benchmark=4&format=json&address=${encodeURIComponent(TEST_AREA.subject.address)}`,
    );
    expect((await res.json()).result.addressMatches).toHaveLength(1);
  });

  it('adds the ArcGIS key when asked', async () => {
    const keyed = await startGeoFakes({ withArcgisKey: true });
    try {
      expect(keyed.env.ARCGIS_API_KEY).toBe(keyed.arcgis.token);
    } finally {
      await keyed.close();
    }
  });
});
