import type { LatLng, Property } from '@groundwork/contracts';

/** A [longitude, latitude] position, GeoJSON order. */
export type Position = [number, number];
/** Closed rings of positions; the first is the outer boundary. */
export type Rings = Position[][];

/** Coordinates as the table and the address fallback show them: "lat, lng" with 6 decimals. */
export function formatCoordinates({ lat, lng }: LatLng): string {
  return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
}

/** The latitude and longitude strings a property stores. */
export function coordinateStrings({ lat, lng }: LatLng): { latitude: string; longitude: string } {
  return { latitude: lat.toFixed(6), longitude: lng.toFixed(6) };
}

function isPosition(value: unknown): value is Position {
  return Array.isArray(value) && value.length >= 2 && value.every((n) => typeof n === 'number' && Number.isFinite(n));
}

/** Twice the signed area of a ring (x = longitude, y = latitude; positive: counter-clockwise), taken relative to its first vertex so parcel-sized areas survive rounding. */
function signedArea2(ring: readonly Position[]): number {
  const [originX, originY] = ring[0] ?? [0, 0];
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i += 1) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[i + 1]!;
    sum += (x1 - originX) * (y2 - originY) - (x2 - originX) * (y1 - originY);
  }
  return sum;
}

function closeRing(ring: readonly Position[]): Position[] {
  const copy = ring.map(([lng, lat]) => [lng, lat] as Position);
  const first = copy[0];
  const last = copy.at(-1);
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) copy.push([first[0], first[1]]);
  return copy;
}

function orient(ring: Position[], counterClockwise: boolean): Position[] {
  return signedArea2(ring) > 0 === counterClockwise ? ring : [...ring].reverse();
}

/**
 * The rings of a stored `polygonGeoJson` string, or null when it is missing or not a GeoJSON
 * Polygon with rings of at least four positions.
 */
export function ringsFromPolygonGeoJson(text: string | undefined): Rings | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { type, coordinates } = parsed as { type?: unknown; coordinates?: unknown };
  if (type !== 'Polygon' || !Array.isArray(coordinates) || coordinates.length === 0) return null;
  const rings: Rings = [];
  for (const ring of coordinates) {
    if (!Array.isArray(ring) || ring.length < 4 || !ring.every(isPosition)) return null;
    rings.push(ring.map(([lng, lat]) => [lng, lat] as Position));
  }
  return rings;
}

/**
 * A GeoJSON Polygon string from drawn rings: each ring closed, the outer one counter-clockwise and
 * holes clockwise (RFC 7946), coordinates rounded to 7 decimals (about 1 cm).
 */
export function polygonGeoJsonFromRings(rings: Rings): string {
  const round = (n: number) => Math.round(n * 1e7) / 1e7;
  const coordinates = rings.map((ring, index) => orient(closeRing(ring.map(([lng, lat]) => [round(lng), round(lat)] as Position)), index === 0));
  return JSON.stringify({ type: 'Polygon', coordinates });
}

/** Rings as ArcGIS draws a polygon: the outer ring clockwise, holes counter-clockwise. */
export function arcgisRingsFromGeoJsonRings(rings: Rings): Rings {
  return rings.map((ring, index) => orient(closeRing(ring), index !== 0));
}

/**
 * The area-weighted centroid of the outer ring (the vertex average when it has no area). Computed
 * relative to the first vertex: parcel-sized areas vanish in the rounding of absolute degrees.
 */
export function ringCentroid(ring: readonly Position[]): LatLng {
  const closed = closeRing(ring);
  const [originLng, originLat] = closed[0] ?? [0, 0];
  const local = closed.map(([lng, lat]) => [lng - originLng, lat - originLat] as Position);
  const area2 = signedArea2(local);
  if (Math.abs(area2) < 1e-20) {
    const vertices = local.length > 1 ? local.slice(0, -1) : local;
    const lng = vertices.reduce((sum, [x]) => sum + x, 0) / vertices.length;
    const lat = vertices.reduce((sum, [, y]) => sum + y, 0) / vertices.length;
    return { lat: originLat + lat, lng: originLng + lng };
  }
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < local.length - 1; i += 1) {
    const [x1, y1] = local[i]!;
    const [x2, y2] = local[i + 1]!;
    const cross = x1 * y2 - x2 * y1;
    cx += (x1 + x2) * cross;
    cy += (y1 + y2) * cross;
  }
  return { lat: originLat + cy / (3 * area2), lng: originLng + cx / (3 * area2) };
}

/** Where a property is: its stored coordinates, else the centroid of its polygon; null if neither. */
export function propertyLocation(property: Pick<Property, 'latitude' | 'longitude' | 'polygonGeoJson'>): LatLng | null {
  const lat = Number(property.latitude);
  const lng = Number(property.longitude);
  if (property.latitude && property.longitude && Number.isFinite(lat) && Number.isFinite(lng)) return { lat, lng };
  const outer = ringsFromPolygonGeoJson(property.polygonGeoJson)?.[0];
  return outer ? ringCentroid(outer) : null;
}

/** The project's subject property (one per project), if drawn. */
export function findSubject<T extends Pick<Property, 'direction'>>(properties: readonly T[]): T | undefined {
  return properties.find((property) => property.direction === 'subject');
}

/**
 * The rings of a GeoJSON Polygon or MultiPolygon geometry (a parcel's outline) as ArcGIS draws
 * them; null for any other geometry.
 */
export function arcgisRingsFromGeoJsonGeometry(geometry: { type: string; coordinates?: unknown } | null | undefined): Rings | null {
  if (!geometry) return null;
  const polygons: unknown[] =
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' && Array.isArray(geometry.coordinates) ? geometry.coordinates : [];
  const rings: Rings = [];
  for (const polygon of polygons) {
    const parsed = ringsFromPolygonGeoJson(JSON.stringify({ type: 'Polygon', coordinates: polygon }));
    if (!parsed) return null;
    rings.push(...arcgisRingsFromGeoJsonRings(parsed));
  }
  return rings.length > 0 ? rings : null;
}
