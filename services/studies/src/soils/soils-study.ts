import type { SoilMapUnit, SoilRow } from '@groundwork/contracts';
import { acresByMukey, mapUnitsOf, polygonAcres, soilRowsOf } from './map-units';
import { soilsNarrative } from './narrative';
import { createSdaClient, SdaError, type SdaClientOptions } from './sda-client';
import { mapUnitAcresQuery, mapUnitsQuery, polygonWkt } from './sda-queries';

/** The reason a study over a polygon without soil map units ends with (never an empty success). */
export const NO_MAP_UNITS_REASON = 'USDA Soil Data Access has no soil map units under the subject property.';

/** A study that cannot give a result; `message` is the reason the consultant reads. */
export class SoilsStudyError extends Error {
  override name = 'SoilsStudyError';
}

/** What a soils study found: the stored part of a COMPLETED run. */
export interface SoilsFindings {
  rows: SoilRow[];
  mapUnits: SoilMapUnit[];
  narrative: string;
  subjectAcres: number;
  warnings: string[];
  /** When SDA answered the map units query. */
  queriedAt: Date;
}

/** Map units whose clipped area rounds to nothing only touch the subject's boundary: not under it. */
const MIN_SHARE_PCT = 0.05;

/**
 * Queries SDA for the polygon's map units and their clipped acres (within one deadline of
 * `timeoutMs`), and builds the rows, map units and narrative. The acres are extras: when that query
 * fails the study goes on without shares and says so in `warnings`. Throws SdaError for a failed
 * map units query and SoilsStudyError when there are no map units.
 */
export async function runSoilsStudy(polygonGeoJson: string, sda: SdaClientOptions, now: () => Date = () => new Date()): Promise<SoilsFindings> {
  const client = createSdaClient(sda);
  const wkt = polygonWkt(polygonGeoJson);
  const records = await client.query(mapUnitsQuery(wkt));
  const queriedAt = now();
  if (records.length === 0) throw new SoilsStudyError(NO_MAP_UNITS_REASON);
  const warnings: string[] = [];
  const acres = await client.query(mapUnitAcresQuery(wkt)).then(acresByMukey, (err: unknown) => {
    if (!(err instanceof SdaError)) throw err;
    warnings.push(`The share of the property each map unit covers is not shown: ${err.message}`);
    return null;
  });
  const subjectAcres = polygonAcres(polygonGeoJson);
  const mapUnits = mapUnitsOf(records, acres, subjectAcres).filter((unit) => unit.sharePct === null || unit.sharePct >= MIN_SHARE_PCT);
  if (mapUnits.length === 0) throw new SoilsStudyError(NO_MAP_UNITS_REASON);
  const kept = new Set(mapUnits.map((unit) => unit.mukey));
  // The table follows the map units' order (largest share of the subject first), each unit's components as SDA listed them.
  const unitOrder = new Map(mapUnits.map((unit, index) => [unit.mukey, index]));
  const rows = soilRowsOf(records)
    .filter((row) => kept.has(row.mukey))
    .sort((a, b) => (unitOrder.get(a.mukey) ?? 0) - (unitOrder.get(b.mukey) ?? 0));
  return { rows, mapUnits, narrative: soilsNarrative(mapUnits, rows), subjectAcres: Math.round(subjectAcres * 10_000) / 10_000, warnings, queriedAt };
}
