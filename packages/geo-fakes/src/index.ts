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
export { startGeoFakes, type GeoFakes, type GeoFakesOptions } from './geo-fakes';
