import { z } from 'zod';

export const directionSchema = z.enum(['subject', 'north', 'south', 'east', 'west']);
export type Direction = z.infer<typeof directionSchema>;

/** The directions a user can pick for an adjoining property. */
export const adjoiningDirectionSchema = directionSchema.exclude(['subject']);
export type AdjoiningDirection = z.infer<typeof adjoiningDirectionSchema>;

/** Upper bounds of a stored polygon: a drawn parcel outline has tens of positions, not thousands. */
export const POLYGON_MAX_POSITIONS = 2000;
export const POLYGON_GEOJSON_MAX_LENGTH = 100_000;

type Position = [number, number];

const isFiniteNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** [lng, lat] or [lng, lat, altitude]. */
const isPosition = (value: unknown): value is Position => Array.isArray(value) && (value.length === 2 || value.length === 3) && value.every(isFiniteNumber);

const inRange = ([lng, lat]: Position) => lng >= -180 && lng <= 180 && lat >= -90 && lat <= 90;
const samePosition = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

/** Sign of the turn a -> b -> c: > 0 left, < 0 right, 0 collinear. */
const orientation = (a: Position, b: Position, c: Position) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);

/** `q` lies on segment a-b, given that the three are collinear. */
const withinBox = (a: Position, b: Position, q: Position) =>
  q[0] >= Math.min(a[0], b[0]) && q[0] <= Math.max(a[0], b[0]) && q[1] >= Math.min(a[1], b[1]) && q[1] <= Math.max(a[1], b[1]);

/** Segments p1-p2 and q1-q2 share at least one point (touching counts). */
export function segmentsIntersect(p1: Position, p2: Position, q1: Position, q2: Position): boolean {
  const d1 = orientation(q1, q2, p1);
  const d2 = orientation(q1, q2, p2);
  const d3 = orientation(p1, p2, q1);
  const d4 = orientation(p1, p2, q2);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && withinBox(q1, q2, p1)) || (d2 === 0 && withinBox(q1, q2, p2)) || (d3 === 0 && withinBox(p1, p2, q1)) || (d4 === 0 && withinBox(p1, p2, q2))
  );
}

/**
 * A closed ring (first position repeated last, repeated consecutive positions ignored) crosses or
 * touches itself: two non-adjacent edges meet, or an edge turns straight back over the previous one.
 */
export function ringSelfIntersects(ring: Position[]): boolean {
  const points = ring.filter((point, i) => i === 0 || !samePosition(point, ring[i - 1]!));
  const edges = points.length - 1;
  if (edges < 3) return true;
  for (let i = 0; i < edges; i += 1) {
    const a = points[i]!;
    const b = points[i + 1]!;
    // An edge turning straight back over the previous one (a spike) overlaps it past their shared vertex.
    const next = i + 2 <= edges ? points[i + 2]! : points[1]!;
    const turnsBack = orientation(a, b, next) === 0 && (a[0] - b[0]) * (next[0] - b[0]) + (a[1] - b[1]) * (next[1] - b[1]) > 0;
    if (turnsBack) return true;
    for (let j = i + 2; j < edges; j += 1) {
      if (i === 0 && j === edges - 1) continue; // the first and last edges share the closing vertex
      if (segmentsIntersect(a, b, points[j]!, points[j + 1]!)) return true;
    }
  }
  return false;
}

function ringProblem(ring: unknown): string | null {
  if (!Array.isArray(ring) || !ring.every(isPosition)) {
    return 'Polygon positions must be [longitude, latitude] number pairs';
  }
  if (!ring.every(inRange)) return 'Polygon longitudes must be within -180..180 and latitudes within -90..90';
  if (ring.length < 4) return 'Each polygon ring needs at least 4 positions (3 corners and the first one repeated)';
  if (!samePosition(ring[0]!, ring[ring.length - 1]!)) {
    return 'Each polygon ring must be closed: its last position repeats the first';
  }
  if (ringSelfIntersects(ring)) return 'Polygon outline must not cross itself';
  return null;
}

/**
 * Why `text` is not an acceptable GeoJSON Polygon, or null when it is: JSON of
 * `{ type: 'Polygon', coordinates: [ring, ...] }` whose rings are closed lists of at least 4
 * in-range [lng, lat] positions that do not cross or touch themselves (so they enclose an area), with at most
 * POLYGON_MAX_POSITIONS positions in all.
 */
export function polygonGeoJsonProblem(text: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'Polygon must be valid JSON';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return 'Polygon must be a GeoJSON object of type Polygon';
  }
  const { type, coordinates } = parsed as { type?: unknown; coordinates?: unknown };
  if (type !== 'Polygon') return 'Polygon must be a GeoJSON object of type Polygon';
  if (!Array.isArray(coordinates) || coordinates.length === 0) return 'Polygon must have at least one ring of coordinates';
  if (!coordinates.every(Array.isArray)) return 'Polygon positions must be [longitude, latitude] number pairs';
  const positions = coordinates.reduce((sum: number, ring: unknown[]) => sum + ring.length, 0);
  if (positions > POLYGON_MAX_POSITIONS) return `Polygon must have at most ${POLYGON_MAX_POSITIONS} positions`;
  for (const ring of coordinates) {
    const problem = ringProblem(ring);
    if (problem) return problem;
  }
  return null;
}

/**
 * A string holding a GeoJSON Polygon: rings of [lng, lat] positions, each closed by repeating its
 * first position (stored as a string because the dev database cannot hold nested arrays).
 */
export const polygonGeoJsonSchema = z
  .string()
  .max(POLYGON_GEOJSON_MAX_LENGTH, `Polygon must be at most ${POLYGON_GEOJSON_MAX_LENGTH} characters of JSON`)
  .superRefine((text, ctx) => {
    const problem = polygonGeoJsonProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

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

/** Not in the spec; keeps a hostile body from storing megabytes (as for project text). */
export const PROPERTY_ADDRESS_MAX = 300;

const address = z
  .string({ error: 'Address is required' })
  .trim()
  .min(1, 'Address is required')
  .max(PROPERTY_ADDRESS_MAX, `At most ${PROPERTY_ADDRESS_MAX} characters`);
const optionalCoordinate = z.string().optional();

const decimalNumber = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** A decimal number written as a string (as the spec stores coordinates), within [min, max]. */
const coordinateString = (name: string, min: number, max: number) =>
  z
    .string({ error: `${name} must be a string` })
    .trim()
    .max(40, `${name} must be a number between ${min} and ${max}`)
    .refine((text) => decimalNumber.test(text) && Number(text) >= min && Number(text) <= max, {
      message: `${name} must be a number between ${min} and ${max}`,
    });

/** The adjoining-property form of the map tab (spec 01 section 5). */
export const propertyFormInputSchema = z.object({
  address,
  direction: z.enum(adjoiningDirectionSchema.options, { error: 'Direction is required' }),
  latitude: optionalCoordinate,
  longitude: optionalCoordinate,
  polygonGeoJson: z.string().optional(),
});
export type PropertyFormInput = z.infer<typeof propertyFormInputSchema>;

const propertyFields = {
  address,
  direction: z.enum(directionSchema.options, { error: 'Direction is required' }),
  latitude: coordinateString('Latitude', -90, 90).optional(),
  longitude: coordinateString('Longitude', -180, 180).optional(),
  polygonGeoJson: polygonGeoJsonSchema.optional(),
};

/**
 * `POST /api/projects/{id}/properties`: the form's rules, plus the subject direction (the subject
 * polygon is stored as a property too), coordinates that are in-range decimal numbers (leave
 * them out rather than sending '') and a checked polygon. Unknown fields are refused.
 */
export const createPropertyInputSchema = z.strictObject(propertyFields);
export type CreatePropertyInput = z.infer<typeof createPropertyInputSchema>;

/** `PUT /api/properties/{id}`: any non-empty subset of the creatable fields. */
export const updatePropertyInputSchema = z
  .strictObject(propertyFields)
  .partial()
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Send at least one of address, direction, latitude, longitude, polygonGeoJson',
  });
export type UpdatePropertyInput = z.infer<typeof updatePropertyInputSchema>;

/** `/api/properties/{id}`: a property id is a 24-hex-character id like a project's. */
export const propertyIdParamSchema = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{24}$/i, 'Invalid property id'),
});
