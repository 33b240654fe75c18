import { startFakeArcgis, type FakeArcgis } from './arcgis';
import { startFakeCensus, type FakeCensus } from './census';
import { startFakeNominatim, type FakeNominatim } from './nominatim';
import { startFakeRegrid, type FakeRegrid } from './regrid';
import { startFakeSda, type FakeSda } from './sda';

export interface GeoFakes {
  regrid: FakeRegrid;
  census: FakeCensus;
  arcgis: FakeArcgis;
  nominatim: FakeNominatim;
  /** USDA Soil Data Access (the studies worker's soils study). */
  sda: FakeSda;
  /** The projects service's variables pointing at the fakes, and the studies worker's SDA_URL (pass to `startPlatform({ env })`). */
  env: Record<string, string>;
  close(): Promise<void>;
}

export interface GeoFakesOptions {
  /**
   * Also set ARCGIS_API_KEY (the fake's token): ArcGIS then leads both geocoding chains, and the
   * browser receives the key too. Default false: Census forward, Nominatim reverse.
   */
  withArcgisKey?: boolean;
}

/** All five fakes on free ports, and the environment that points the projects service (and the studies worker's SDA_URL) at them. */
export async function startGeoFakes({ withArcgisKey = false }: GeoFakesOptions = {}): Promise<GeoFakes> {
  const [regrid, census, arcgis, nominatim, sda] = await Promise.all([
    startFakeRegrid(),
    startFakeCensus(),
    startFakeArcgis(),
    startFakeNominatim(),
    startFakeSda(),
  ]);
  return {
    regrid,
    census,
    arcgis,
    nominatim,
    sda,
    env: {
      REGRID_API_KEY: regrid.token,
      REGRID_BASE_URL: regrid.baseUrl,
      REGRID_TILES_URL: regrid.tilesUrl,
      ARCGIS_GEOCODER_URL: arcgis.baseUrl,
      ...(withArcgisKey ? { ARCGIS_API_KEY: arcgis.token } : {}),
      CENSUS_GEOCODER_URL: census.baseUrl,
      NOMINATIM_URL: nominatim.baseUrl,
      SDA_URL: sda.baseUrl,
    },
    async close() {
      await Promise.all([regrid, census, arcgis, nominatim, sda].map((fake) => fake.close()));
    },
  };
}
