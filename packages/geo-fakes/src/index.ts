export {
  html,
  json,
  startFakeServer,
  type CommonMode,
  type FakeResponse,
  type FakeServer,
  type ModeOptions,
  type RecordedRequest,
  type StartOptions,
} from './fake-server';
export { FIXTURES_DIR, readFixture, type RegridEnvelope, type RegridFeature } from './fixtures';
export type { Geometry, PolygonGeometry, Position } from './geometry';
export { findPlaceAtPoint, findPlaceByAddress, normalizeAddress, testAreaPlaces, type FakePlace } from './places';
export {
  REGRID_PARCELS_FIXTURE,
  TEST_AREA,
  TEST_PARCEL_KEYS,
  testAreaRegridFeatures,
  type TestArea,
  type TestParcel,
  type TestParcelKey,
} from './test-area';
export { FAKE_REGRID_TOKEN, startFakeRegrid, type FakeRegrid, type FakeRegridOptions, type RegridMode } from './regrid';
export { startFakeCensus, type CensusMode, type FakeCensus, type FakeCensusOptions } from './census';
export { FAKE_ARCGIS_TOKEN, startFakeArcgis, type ArcgisMode, type FakeArcgis, type FakeArcgisOptions } from './arcgis';
export { startFakeNominatim, type FakeNominatim, type FakeNominatimOptions, type NominatimMode } from './nominatim';
export { SDA_MAINTENANCE_TEXT, SDA_SQL_ERROR_MESSAGE, serviceException, startFakeSda, type FakeSda, type FakeSdaOptions, type SdaMode } from './sda';
export { parseWkt, runSdaQuery, SDA_TABLE_COLUMNS, SdaSqlError, type SdaColumnType, type SdaResultSet } from './sda-sql';
export {
  DEMO_SOILS_SITE,
  SDA_SURVEY_FIXTURE,
  sacramentoSoilSurvey,
  TEST_AREA_SOIL_MUKEYS,
  type SdaMapUnit,
  type SdaRecord,
  type SdaSurvey,
  type SdaValue,
} from './sda-survey';
export { startGeoFakes, type GeoFakes, type GeoFakesOptions } from './geo-fakes';
