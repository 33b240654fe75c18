import { z } from 'zod';

export const directionSchema = z.enum(['subject', 'north', 'south', 'east', 'west']);
export type Direction = z.infer<typeof directionSchema>;

/** The directions a user can pick for an adjoining property. */
export const adjoiningDirectionSchema = directionSchema.exclude(['subject']);
export type AdjoiningDirection = z.infer<typeof adjoiningDirectionSchema>;

type Position = [number, number];

function isPosition(value: unknown): value is Position {
  return (
    Array.isArray(value) &&
    value.length >= 2 &&
    value.every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}

function isClosedRing(ring: unknown): boolean {
  if (!Array.isArray(ring) || ring.length < 4 || !ring.every(isPosition)) return false;
  const first = ring[0] as Position;
  const last = ring[ring.length - 1] as Position;
  return first[0] === last[0] && first[1] === last[1];
}

function isPolygonJson(text: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  if (typeof parsed !== 'object' || parsed === null) return false;
  const { type, coordinates } = parsed as { type?: unknown; coordinates?: unknown };
  return (
    type === 'Polygon' &&
    Array.isArray(coordinates) &&
    coordinates.length > 0 &&
    coordinates.every(isClosedRing)
  );
}

/**
 * A string holding a GeoJSON Polygon: rings of [lng, lat] positions, each closed by repeating its
 * first position (stored as a string because the dev database cannot hold nested arrays).
 */
export const polygonGeoJsonSchema = z
  .string()
  .refine(isPolygonJson, { message: 'Polygon must be a GeoJSON Polygon with closed rings' });

export const propertySchema = z.object({
  id: z.string(),
  projectId: z.string(),
  address: z.string(),
  direction: directionSchema,
  latitude: z.string().optional(),
  longitude: z.string().optional(),
  polygonGeoJson: z.string().optional(),
});
export type Property = z.infer<typeof propertySchema>;

const address = z.string({ error: 'Address is required' }).trim().min(1, 'Address is required');
const optionalCoordinate = z.string().optional();

/** The adjoining-property form of the map tab (spec 01 section 5). */
export const propertyFormInputSchema = z.object({
  address,
  direction: z.enum(adjoiningDirectionSchema.options, { error: 'Direction is required' }),
  latitude: optionalCoordinate,
  longitude: optionalCoordinate,
  polygonGeoJson: z.string().optional(),
});
export type PropertyFormInput = z.infer<typeof propertyFormInputSchema>;

/**
 * `POST /api/projects/{id}/properties`: the form's rules, plus the subject direction (the subject
 * polygon is stored as a property too) and a checked polygon.
 */
export const createPropertyInputSchema = z.object({
  address,
  direction: z.enum(directionSchema.options, { error: 'Direction is required' }),
  latitude: optionalCoordinate,
  longitude: optionalCoordinate,
  polygonGeoJson: polygonGeoJsonSchema.optional(),
});
export type CreatePropertyInput = z.infer<typeof createPropertyInputSchema>;

/** `PUT /api/properties/{id}`: any subset of the creatable fields. */
export const updatePropertyInputSchema = createPropertyInputSchema.partial();
export type UpdatePropertyInput = z.infer<typeof updatePropertyInputSchema>;
