/** Planar geometry on [lng, lat] positions, enough for a few city blocks. */
export type Position = [number, number];
export type Ring = Position[];
/** A polygon: its outer ring, then holes. */
export type PolygonRings = Ring[];

export interface PolygonGeometry {
  type: 'Polygon';
  coordinates: PolygonRings;
}
export interface MultiPolygonGeometry {
  type: 'MultiPolygon';
  coordinates: PolygonRings[];
}
export interface PointGeometry {
  type: 'Point';
  coordinates: Position;
}
export interface MultiPointGeometry {
  type: 'MultiPoint';
  coordinates: Position[];
}
export type Geometry = PolygonGeometry | MultiPolygonGeometry | PointGeometry | MultiPointGeometry;

const orientation = (a: Position, b: Position, c: Position) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
const onSegment = (a: Position, b: Position, q: Position) =>
  orientation(a, b, q) === 0 && q[0] >= Math.min(a[0], b[0]) && q[0] <= Math.max(a[0], b[0]) && q[1] >= Math.min(a[1], b[1]) && q[1] <= Math.max(a[1], b[1]);

function segmentsMeet(p1: Position, p2: Position, q1: Position, q2: Position): boolean {
  const d1 = orientation(q1, q2, p1);
  const d2 = orientation(q1, q2, p2);
  const d3 = orientation(p1, p2, q1);
  const d4 = orientation(p1, p2, q2);
  if (Math.sign(d1) * Math.sign(d2) < 0 && Math.sign(d3) * Math.sign(d4) < 0) return true;
  return onSegment(q1, q2, p1) || onSegment(q1, q2, p2) || onSegment(p1, p2, q1) || onSegment(p1, p2, q2);
}

const edges = (ring: Ring) => ring.slice(1).map((point, i) => [ring[i]!, point] as const);

/** Inside the ring or on its boundary (even-odd rule). */
function inRing(point: Position, ring: Ring): boolean {
  let inside = false;
  for (const [a, b] of edges(ring)) {
    if (onSegment(a, b, point)) return true;
    if (a[1] > point[1] !== b[1] > point[1] && point[0] < ((b[0] - a[0]) * (point[1] - a[1])) / (b[1] - a[1]) + a[0]) {
      inside = !inside;
    }
  }
  return inside;
}

/** Inside the outer ring (boundary included) and not strictly inside a hole. */
export function pointInPolygon(point: Position, [outer, ...holes]: PolygonRings): boolean {
  if (!outer || !inRing(point, outer)) return false;
  return !holes.some((hole) => inRing(point, hole) && !edges(hole).some(([a, b]) => onSegment(a, b, point)));
}

/** The polygons of a Polygon or MultiPolygon (points have none). */
export const polygonsOf = (geometry: Geometry): PolygonRings[] =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];

export const pointsOf = (geometry: Geometry): Position[] =>
  geometry.type === 'Point' ? [geometry.coordinates] : geometry.type === 'MultiPoint' ? geometry.coordinates : [];

/** Two polygons share at least one point: touching edges count, as in an intersects query. */
export function polygonsIntersect(a: PolygonRings, b: PolygonRings): boolean {
  const outerA = a[0] ?? [];
  const outerB = b[0] ?? [];
  for (const [p1, p2] of edges(outerA)) {
    for (const [q1, q2] of edges(outerB)) if (segmentsMeet(p1, p2, q1, q2)) return true;
  }
  return outerA.some((point) => pointInPolygon(point, b)) || outerB.some((point) => pointInPolygon(point, a));
}

/** Does `geometry` (polygon or points) share a point with the parcel polygon? */
export function geometryIntersects(geometry: Geometry, parcel: PolygonRings): boolean {
  return pointsOf(geometry).some((point) => pointInPolygon(point, parcel)) || polygonsOf(geometry).some((polygon) => polygonsIntersect(polygon, parcel));
}

const METRES_PER_DEGREE_LAT = 111_132;

/** Metres between two nearby points (equirectangular: fine over a few kilometres). */
export function distanceMetres(a: Position, b: Position): number {
  const metresPerDegreeLng = METRES_PER_DEGREE_LAT * Math.cos((((a[1] + b[1]) / 2) * Math.PI) / 180);
  return Math.hypot((a[0] - b[0]) * metresPerDegreeLng, (a[1] - b[1]) * METRES_PER_DEGREE_LAT);
}

/** Metres from a point to a polygon: 0 inside, else to the nearest edge. */
export function distanceToPolygonMetres(point: Position, polygon: PolygonRings): number {
  if (pointInPolygon(point, polygon)) return 0;
  let best = Infinity;
  for (const [a, b] of edges(polygon[0] ?? [])) {
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const lengthSquared = dx * dx + dy * dy;
    const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((point[0] - a[0]) * dx + (point[1] - a[1]) * dy) / lengthSquared));
    best = Math.min(best, distanceMetres(point, [a[0] + t * dx, a[1] + t * dy]));
  }
  return best;
}
