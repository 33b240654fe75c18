import type { ParcelInfo } from '@groundwork/contracts';
import { z } from 'zod';
import type { PolygonRings } from './planar';

/**
 * A Regrid v2 parcel record, read tolerantly: attributes are under `properties.fields` with
 * mixed types (string `lat`/`lon`, float `ll_gisacre`, integer `ll_gissqft`), any may be missing.
 */
export const regridFeatureSchema = z.looseObject({
  geometry: z.looseObject({ type: z.string(), coordinates: z.unknown() }).nullable().optional(),
  properties: z.looseObject({
    headline: z.string().nullable().optional(),
    fields: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type RegridFeature = z.infer<typeof regridFeatureSchema>;

/** The v2 envelope: `{ parcels: { type: 'FeatureCollection', features } }`. */
export const regridEnvelopeSchema = z.looseObject({
  parcels: z.looseObject({ features: z.array(regridFeatureSchema) }),
});

const SQUARE_FEET_PER_ACRE = 43_560;

const text = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
};
const positiveNumber = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : null;
};

/** County GIS data is often all upper or all lower case: `SACRAMENTO` and `sacramento` read `Sacramento`. */
export function tidyCase(value: string): string {
  if (value !== value.toUpperCase() && value !== value.toLowerCase()) return value;
  return value.toLowerCase().replace(/(^|[\s\-/(])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** `2400 J St, Sacramento, CA 95816`: the street (headline, else `address`), situs city, state, ZIP. */
export function parcelAddress(feature: RegridFeature): string | null {
  const fields = feature.properties.fields ?? {};
  const street = text(feature.properties.headline) ?? (text(fields.address) ? tidyCase(text(fields.address)!) : null);
  if (!street) return null;
  const city = text(fields.scity) ?? text(fields.city);
  const state = text(fields.state2);
  const zip = text(fields.szip5) ?? text(fields.szip);
  const region = [state, zip].filter(Boolean).join(' ');
  return [street, city ? tidyCase(city) : null, region || null].filter(Boolean).join(', ');
}

/** Acres: `ll_gisacre`, else `ll_gissqft` or the assessor's `sqft` converted. */
function acres(fields: Record<string, unknown>): number | null {
  const gisAcres = positiveNumber(fields.ll_gisacre);
  if (gisAcres !== null) return gisAcres;
  const squareFeet = positiveNumber(fields.ll_gissqft) ?? positiveNumber(fields.sqft);
  return squareFeet === null ? null : Math.round((squareFeet / SQUARE_FEET_PER_ACRE) * 100_000) / 100_000;
}

/** The parcel's Polygon or MultiPolygon geometry, or null for anything else. */
export function parcelGeometry(feature: RegridFeature): ParcelInfo['geometry'] {
  const geometry = feature.geometry;
  if (!geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') || !Array.isArray(geometry.coordinates)) return null;
  return { type: geometry.type, coordinates: geometry.coordinates };
}

/** The polygons of a parcel geometry (empty when it has none). */
export function parcelPolygons(feature: RegridFeature): PolygonRings[] {
  const geometry = parcelGeometry(feature);
  if (!geometry) return [];
  return geometry.type === 'Polygon' ? [geometry.coordinates as PolygonRings] : (geometry.coordinates as PolygonRings[]);
}

/** Spec 01 section 3 parcel info from a Regrid record; `area` in acres. */
export function toParcelInfo(feature: RegridFeature): ParcelInfo {
  const fields = feature.properties.fields ?? {};
  const county = text(fields.county);
  return {
    owner: text(fields.owner),
    address: parcelAddress(feature),
    apn: text(fields.parcelnumb),
    landUse: text(fields.usedesc) ?? text(fields.zoning_description),
    area: acres(fields),
    county: county ? tidyCase(county) : null,
    state: text(fields.state2),
    geometry: parcelGeometry(feature),
  };
}
