import { readFileSync } from 'node:fs';
import type { Geometry } from './geometry';

/** The folder of recorded-style response bodies (`regrid/`, `census/`, `arcgis/`, `nominatim/`). */
export const FIXTURES_DIR = new URL('../fixtures/', import.meta.url);

/** A fixture body, parsed fresh on each call so callers may change it. */
export function readFixture<T = unknown>(relativePath: string): T {
  return JSON.parse(readFileSync(new URL(relativePath, FIXTURES_DIR), 'utf8')) as T;
}

/** A Regrid v2 parcel record (`properties.fields` holds the attributes). */
export interface RegridFeature {
  type: 'Feature';
  id?: number;
  geometry: Geometry;
  properties: {
    headline?: string;
    path?: string;
    ll_uuid?: string;
    fields: Record<string, string | number | null> & { parcelnumb: string };
  };
}

export interface RegridEnvelope {
  parcels: { type: 'FeatureCollection'; features: RegridFeature[] };
}
