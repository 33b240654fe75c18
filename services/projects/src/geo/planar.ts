import { segmentsIntersect } from '@groundwork/contracts';

/** Planar geometry on [lng, lat] positions, accurate enough over a few city blocks. */
export type Position = [number, number];
/** A polygon: its outer ring, then holes. */
export type PolygonRings = Position[][];

export interface LngLat {
  lng: number;
  lat: number;
}

const METRES_PER_DEGREE_LAT = 111_132;
const metresPerDegreeLng = (lat: number) => METRES_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180);

/**
 * Area (in square degrees) and the area-weighted centre of a ring. Positions are taken relative
 * to the ring's first one: at -121.47, 38.57 the shoelace's products would otherwise cancel
 * away the digits a parcel's size is in.
 */
function ringMoments(ring: Position[]): { area: number; lng: number; lat: number } {
  const [originLng, originLat] = ring[0] ?? [0, 0];
  let area2 = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i + 1 < ring.length; i += 1) {
    const x0 = ring[i]![0] - originLng;
    const y0 = ring[i]![1] - originLat;
    const x1 = ring[i + 1]![0] - originLng;
    const y1 = ring[i + 1]![1] - originLat;
    const cross = x0 * y1 - x1 * y0;
    area2 += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  if (area2 === 0) return { area: 0, lng: originLng, lat: originLat };
  return { area: Math.abs(area2) / 2, lng: originLng + cx / (3 * area2), lat: originLat + cy / (3 * area2) };
}

/** The area-weighted centre of polygons (holes subtracted). */
export function centroidOf(polygons: PolygonRings[]): LngLat {
  let area = 0;
  let lng = 0;
  let lat = 0;
  for (const [outer, ...holes] of polygons) {
    if (!outer) continue;
    for (const [ring, sign] of [[outer, 1], ...holes.map((hole) => [hole, -1] as const)] as const) {
      const moments = ringMoments(ring);
      area += sign * moments.area;
      lng += sign * moments.area * moments.lng;
      lat += sign * moments.area * moments.lat;
    }
  }
  if (area <= 0) {
    const [first] = polygons[0]?.[0] ?? [[0, 0]];
    return { lng: first![0], lat: first![1] };
  }
  return { lng: lng / area, lat: lat / area };
}

/** Area of polygons in square degrees, to compare sizes. */
export const areaOf = (polygons: PolygonRings[]) =>
  polygons.reduce((sum, [outer, ...holes]) => sum + (outer ? ringMoments(outer).area : 0) - holes.reduce((h, hole) => h + ringMoments(hole).area, 0), 0);

function inRing(point: Position, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > point[1] !== yj > point[1] && point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside the outer ring and outside every hole (even-odd rule). */
export const pointInPolygon = (point: Position, [outer, ...holes]: PolygonRings) =>
  Boolean(outer && inRing(point, outer) && !holes.some((hole) => inRing(point, hole)));

export const pointInAny = (point: Position, polygons: PolygonRings[]) => polygons.some((polygon) => pointInPolygon(point, polygon));

export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

export function boundsOf(polygons: PolygonRings[]): Bounds {
  const positions = polygons.flatMap((polygon) => polygon[0] ?? []);
  const lngs = positions.map(([lng]) => lng);
  const lats = positions.map(([, lat]) => lat);
  return { west: Math.min(...lngs), south: Math.min(...lats), east: Math.max(...lngs), north: Math.max(...lats) };
}

/** The bounds grown by `metres` on every side, as a GeoJSON Polygon. */
export function expandedBoundsPolygon(bounds: Bounds, metres: number): { type: 'Polygon'; coordinates: PolygonRings } {
  const dLat = metres / METRES_PER_DEGREE_LAT;
  const dLng = metres / metresPerDegreeLng((bounds.south + bounds.north) / 2);
  const west = bounds.west - dLng;
  const east = bounds.east + dLng;
  const south = bounds.south - dLat;
  const north = bounds.north + dLat;
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  };
}

/** Distance in metres between a point and a segment, both already in metres. */
function pointSegmentDistance(p: Position, a: Position, b: Position): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/**
 * The gap in metres between two sets of polygons: 0 when they touch, overlap or one holds the
 * other; otherwise the shortest distance between their outer rings.
 */
export function gapMetres(a: PolygonRings[], b: PolygonRings[]): number {
  const reference = a[0]?.[0]?.[0]?.[1] ?? 0;
  const scaleLng = metresPerDegreeLng(reference);
  const toMetres = (polygons: PolygonRings[]) =>
    polygons.map((polygon) => polygon.map((ring) => ring.map(([lng, lat]): Position => [lng * scaleLng, lat * METRES_PER_DEGREE_LAT])));
  const ma = toMetres(a);
  const mb = toMetres(b);
  const outers = (polygons: PolygonRings[]) => polygons.map((polygon) => polygon[0] ?? []);
  const edges = (ring: Position[]) => ring.slice(1).map((point, i) => [ring[i]!, point] as const);
  let best = Infinity;
  for (const ringA of outers(ma)) {
    for (const ringB of outers(mb)) {
      if (ringA[0] && pointInAny(ringA[0], mb)) return 0;
      if (ringB[0] && pointInAny(ringB[0], ma)) return 0;
      for (const [a1, a2] of edges(ringA)) {
        for (const [b1, b2] of edges(ringB)) {
          if (segmentsIntersect(a1, a2, b1, b2)) return 0;
          best = Math.min(
            best,
            pointSegmentDistance(a1, b1, b2),
            pointSegmentDistance(a2, b1, b2),
            pointSegmentDistance(b1, a1, a2),
            pointSegmentDistance(b2, a1, a2),
          );
        }
      }
    }
  }
  return best;
}
