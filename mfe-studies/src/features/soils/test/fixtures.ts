import type { Property, SoilsResult } from '@groundwork/contracts';
import { PROJECT_ID } from '../../../test/render-tab';

export const SUBJECT_POLYGON = '{"type":"Polygon","coordinates":[[[-121.47,38.57],[-121.46,38.57],[-121.46,38.58],[-121.47,38.57]]]}';
export const OTHER_POLYGON = '{"type":"Polygon","coordinates":[[[-121.5,38.5],[-121.4,38.5],[-121.4,38.6],[-121.5,38.5]]]}';

export function aSubject(overrides: Partial<Property> = {}): Property {
  return {
    id: 'prop-1',
    projectId: PROJECT_ID,
    address: '2400 J St, Sacramento, CA 95816',
    direction: 'subject',
    polygonGeoJson: SUBJECT_POLYGON,
    ...overrides,
  };
}

/** A completed query: two map units, three components. */
export function aResult(overrides: Partial<SoilsResult> = {}): SoilsResult {
  return {
    status: 'COMPLETED',
    jobId: 'soils-1',
    rows: [
      {
        mukey: '462594',
        musym: 'SaA',
        muname: 'San Joaquin loam, 0 to 2 percent slopes',
        compname: 'San Joaquin',
        hydgrpdcd: 'D',
        drclassdcd: 'Moderately well drained',
        slope_l: 0,
        slope_r: 1,
        slope_h: 2,
        comppct_r: 85,
      },
      {
        mukey: '462594',
        musym: 'SaA',
        muname: 'San Joaquin loam, 0 to 2 percent slopes',
        compname: 'Durixeralfs',
        hydgrpdcd: 'D',
        drclassdcd: 'Moderately well drained',
        slope_l: null,
        slope_r: null,
        slope_h: null,
        comppct_r: 5,
      },
      {
        mukey: '462601',
        musym: 'Ex',
        muname: 'Exeter sandy loam',
        compname: 'Exeter',
        hydgrpdcd: 'B',
        drclassdcd: 'Well drained',
        slope_l: 0,
        slope_r: 1,
        slope_h: 3,
        comppct_r: 90,
      },
    ],
    narrative: 'The subject property is mapped mostly as San Joaquin loam (hydrologic group D).\n\nA minor part is Exeter sandy loam.',
    mapUnits: [
      {
        mukey: '462594',
        musym: 'SaA',
        muname: 'San Joaquin loam, 0 to 2 percent slopes',
        hydgrpdcd: 'D',
        drclassdcd: 'Moderately well drained',
        acres: 1.5,
        sharePct: 75,
        waterTableDepthCm: 91,
        bedrockDepthCm: null,
        floodFrequency: 'None',
        hydricPct: 0,
      },
      {
        mukey: '462601',
        musym: 'Ex',
        muname: 'Exeter sandy loam',
        hydgrpdcd: 'B',
        drclassdcd: 'Well drained',
        acres: 0.5,
        sharePct: 25,
        waterTableDepthCm: null,
        bedrockDepthCm: null,
        floodFrequency: 'None',
        hydricPct: 0,
      },
    ],
    subjectAcres: 2,
    polygonGeoJson: SUBJECT_POLYGON,
    queriedAt: '2026-03-03T14:00:00.000Z',
    source: 'https://sdmdataaccess.sc.egov.usda.gov/Tabular/post.rest',
    warnings: [],
    ...overrides,
  };
}
