import { MAP_DEFAULT_ZOOM, MAP_SUBJECT_ZOOM, type GeocodeResult, type LatLng, type Property } from '@groundwork/contracts';
import { findSubject, propertyLocation } from '../geo/geometry';

/** Where the map opens when neither the address nor any property places it: the contiguous US. */
export const FALLBACK_VIEW = { center: { lat: 39.83, lng: -98.58 }, zoom: 4 } as const;

export interface StartView {
  center: LatLng;
  zoom: number;
}

export interface StartInputs {
  /** The geocoded subject address: undefined while pending, null when it failed or there is none. */
  geocode: GeocodeResult | null | undefined;
  /** The saved properties: undefined while loading. */
  properties: readonly Property[] | undefined;
}

/**
 * Where the map starts (spec 01 section 2): zoom 18 on the geocoded subject address; without it,
 * the default zoom 17 on the subject property, else on any saved property; else the whole country.
 * Null while what decides it is still loading.
 */
export function startView({ geocode, properties }: StartInputs): StartView | null {
  if (geocode === undefined) return null;
  if (geocode) return { center: { lat: geocode.latitude, lng: geocode.longitude }, zoom: MAP_SUBJECT_ZOOM };
  if (properties === undefined) return null;
  const subject = findSubject(properties);
  const located = [subject, ...properties].map((property) => (property ? propertyLocation(property) : null)).find(Boolean);
  return located ? { center: located, zoom: MAP_DEFAULT_ZOOM } : { ...FALLBACK_VIEW };
}
