import type { SoilMapUnit, SoilRow } from '@groundwork/contracts';
import { area as geodesicSquareMetres } from '@turf/area';
import type { SdaRecord } from './sda-client';

const SQUARE_METRES_PER_ACRE = 4046.8564224;

/** Geodesic area of a GeoJSON Polygon (string), acres. */
export const polygonAcres = (polygonGeoJson: string) =>
  geodesicSquareMetres(JSON.parse(polygonGeoJson) as Parameters<typeof geodesicSquareMetres>[0]) / SQUARE_METRES_PER_ACRE;

/** SDA's string as a number; null for NULL or anything that is not one. */
export function sdaNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

const text = (value: string | null | undefined) => value ?? null;

/** The table's rows (the spec's soil row) from the map units query's records. */
export const soilRowsOf = (records: SdaRecord[]): SoilRow[] =>
  records.map((record) => ({
    mukey: record.mukey ?? '',
    musym: record.musym ?? '',
    muname: record.muname ?? '',
    compname: record.compname ?? '',
    hydgrpdcd: text(record.hydgrpdcd),
    drclassdcd: text(record.drclassdcd),
    slope_l: sdaNumber(record.slope_l),
    slope_r: sdaNumber(record.slope_r),
    slope_h: sdaNumber(record.slope_h),
    comppct_r: sdaNumber(record.comppct_r),
  }));

/** Acres per mukey from the area query's records (`mukey`, `area_ac`). */
export const acresByMukey = (records: SdaRecord[]): Map<string, number> =>
  new Map(records.filter((record) => record.mukey).map((record) => [record.mukey!, sdaNumber(record.area_ac) ?? 0]));

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * One map unit per mukey (in SDA's order), with its acres inside the subject and its share of the
 * subject (unit acres / subject acres) when the areas are known, largest share first.
 */
export function mapUnitsOf(records: SdaRecord[], acres: Map<string, number> | null, subjectAcres: number): SoilMapUnit[] {
  const firstOfUnit = new Map<string, SdaRecord>();
  for (const record of records) if (record.mukey && !firstOfUnit.has(record.mukey)) firstOfUnit.set(record.mukey, record);
  const units = [...firstOfUnit.values()].map((record): SoilMapUnit => {
    const unitAcres = acres ? (acres.get(record.mukey!) ?? 0) : null;
    return {
      mukey: record.mukey!,
      musym: record.musym ?? '',
      muname: record.muname ?? '',
      hydgrpdcd: text(record.hydgrpdcd),
      drclassdcd: text(record.drclassdcd),
      acres: unitAcres === null ? null : round(unitAcres, 4),
      sharePct: unitAcres === null || subjectAcres <= 0 ? null : round((unitAcres / subjectAcres) * 100, 1),
      waterTableDepthCm: sdaNumber(record.wtdepannmin),
      bedrockDepthCm: sdaNumber(record.brockdepmin),
      floodFrequency: text(record.flodfreqdcd),
      hydricPct: sdaNumber(record.hydclprs),
    };
  });
  return acres ? units.sort((a, b) => (b.sharePct ?? 0) - (a.sharePct ?? 0)) : units;
}
