import { readFixture } from './fixtures';
import type { PolygonGeometry, PolygonRings } from './geometry';

/** One SDA cell as the survey stores it: SDA sends every value as a string, SQL NULL as null. */
export type SdaValue = string | null;
export type SdaRecord = Record<string, SdaValue>;

/** One map unit of the fake's survey: its attribute rows and where it lies. */
export interface SdaMapUnit {
  /** Which test place it covers (documentation only). */
  note?: string;
  /** Its `mapunit` row. */
  mapunit: SdaRecord & { mukey: string };
  /** Its `muaggatt` row (aggregated attributes, dominant conditions). */
  muaggatt: SdaRecord & { mukey: string };
  /** Its `component` rows. */
  components: SdaRecord[];
  /** Its `mupolygon` polygons, [lon, lat] (WGS84). */
  polygons: PolygonRings[];
}

export interface SdaSurvey {
  source?: string;
  mapUnits: SdaMapUnit[];
}

/** The fake SDA's default survey: illustrative Sacramento County map units under the test area and the demo site. */
export const SDA_SURVEY_FIXTURE = 'sda/survey-sacramento.json';

/** A fresh copy of the default survey. */
export const sacramentoSoilSurvey = (): SdaSurvey => readFixture<SdaSurvey>(SDA_SURVEY_FIXTURE);

/** The demo lot, one file shared with the platform's demo seed (`tools/platform/src/demo-projects.mjs`). */
export const DEMO_SITE_FIXTURE = 'sda/demo-site.json';
const DEMO_LOT = readFixture<{ polygon: PolygonGeometry }>(DEMO_SITE_FIXTURE).polygon;

/**
 * The demo site the platform seeds for the soils study: a lot of 0.0008° lon x 0.0006° lat centred
 * at 38.5548, -121.3785 (Sacramento County), over three map units of the survey: San Joaquin silt
 * loam (60 %), Kimball-Urban land complex (24 %) and Urban land (16 %).
 */
export const DEMO_SOILS_SITE = {
  centroid: { lat: 38.5548, lng: -121.3785 },
  polygon: DEMO_LOT,
  /** `polygon` as the string a property stores. */
  polygonGeoJson: JSON.stringify(DEMO_LOT),
  /** The map units under it, largest share first. */
  mukeys: ['465290', '465276', '465286'],
} as const;

/** The test area's subject lot lies over these map units, largest share first (50 %, 25 %, 25 %). */
export const TEST_AREA_SOIL_MUKEYS = ['465297', '465286', '465275'] as const;
