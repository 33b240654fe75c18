import { z } from 'zod';
import type { AdjoiningDirection } from './properties';

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * Spec 01 section 2: a point's direction from the subject. A latitude difference larger than the
 * longitude difference means north or south; otherwise east or west.
 */
export function directionFromSubject(subject: LatLng, point: LatLng): AdjoiningDirection {
  const dLat = point.lat - subject.lat;
  const dLng = point.lng - subject.lng;
  if (Math.abs(dLat) > Math.abs(dLng)) return dLat > 0 ? 'north' : 'south';
  return dLng > 0 ? 'east' : 'west';
}

/** Spec 01 section 9: map constants. */
export const MAP_DEFAULT_ZOOM = 17;
export const MAP_SUBJECT_ZOOM = 18;
export const PARCEL_HOVER_DELAY_MS = 300;
export const PARCEL_HOVER_MIN_MOVE_DEGREES = 0.00001;

/** Spec 01 section 8: the map's error messages. */
export const MAP_MESSAGES = {
  noSubjectAddress: 'No subject address found for this project',
  initFailed: 'Failed to initialize map. Please refresh the page.',
  /** "Failed to load" + the maps service's name + "Please check your internet connection." */
  loadFailed: (service: string) => `Failed to load ${service}. Please check your internet connection.`,
  addressNotFound: 'Could not locate the subject property address. Please verify the address.',
  addFailed: 'Failed to add property.',
  updateFailed: 'Failed to update property.',
  removeFailed: 'Failed to remove property. Please try again.',
} as const;

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);

export const GEOCODE_PROVIDERS = ['arcgis', 'census', 'nominatim'] as const;
export const geocodeProviderSchema = z.enum(GEOCODE_PROVIDERS);
export type GeocodeProvider = z.infer<typeof geocodeProviderSchema>;

/** `GET /api/geocode?address=`: the first provider of the chain that finds the address. */
export const geocodeQuerySchema = z.strictObject({
  address: z.string().trim().min(1, 'Address is required').max(300),
});
export const geocodeResultSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  matchedAddress: z.string(),
  provider: geocodeProviderSchema,
  /** The provider's match score (0-100) when it gives one. */
  score: z.number().nullable(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

/** `GET /api/geocode/reverse?lat=&lng=`: a street address for a point. */
export const reverseGeocodeQuerySchema = z.strictObject({ lat: latitude, lng: longitude });
export const reverseGeocodeResultSchema = z.object({
  address: z.string(),
  provider: geocodeProviderSchema,
});
export type ReverseGeocodeResult = z.infer<typeof reverseGeocodeResultSchema>;

/**
 * `GET /api/projects/{id}/adjoining-suggestions`: parcels that touch the subject polygon, each
 * with its direction from the subject (beyond the spec, as EDR's area-of-interest tool does).
 */
export const adjoiningSuggestionSchema = z.object({
  address: z.string(),
  direction: z.enum(['north', 'south', 'east', 'west']),
  latitude: z.string(),
  longitude: z.string(),
  polygonGeoJson: z.string(),
  apn: z.string().nullable(),
  owner: z.string().nullable(),
});
export type AdjoiningSuggestion = z.infer<typeof adjoiningSuggestionSchema>;
export const adjoiningSuggestionsSchema = z.object({
  suggestions: z.array(adjoiningSuggestionSchema),
  /** Why the list is empty or partial, e.g. no subject polygon or no parcel key configured. */
  message: z.string().optional(),
});
export type AdjoiningSuggestions = z.infer<typeof adjoiningSuggestionsSchema>;
