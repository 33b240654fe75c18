/**
 * The two T-SQL queries of the soils study (EXTERNAL-APIS.md section 1): the map units, components
 * and aggregated attributes of every mukey under the subject polygon, and the acres of each map unit
 * clipped to it (soilDB's STIntersection/STArea pattern, summed per mukey).
 */

type Position = [number, number];

/** Coordinates in plain decimal notation (never exponent form), at most 9 decimals (sub-millimetre). */
const coordinate = (value: number) => {
  if (!Number.isFinite(value)) throw new Error('Polygon coordinates must be finite numbers');
  return value.toFixed(9).replace(/\.?0+$/, '') || '0';
};

const signedArea = (ring: Position[]) => ring.slice(1).reduce((sum, [x, y], i) => sum + (ring[i]![0] * y - x * ring[i]![1]), 0) / 2;

const closed = (ring: Position[]) => {
  const first = ring[0]!;
  const last = ring[ring.length - 1]!;
  return first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
};

/**
 * A GeoJSON Polygon (string, [lon, lat]) as WGS84 well-known text, as SDA's spatial functions take
 * it (x = longitude): every ring closed, the outer ring counter-clockwise and holes clockwise.
 */
export function polygonWkt(polygonGeoJson: string): string {
  const { coordinates } = JSON.parse(polygonGeoJson) as { coordinates: Position[][] };
  const rings = coordinates.map((ring, index) => {
    const oriented = closed(ring.map(([lng, lat]) => [lng, lat] as Position));
    const counterClockwise = signedArea(oriented) > 0;
    return (index === 0) === counterClockwise ? oriented : [...oriented].reverse();
  });
  return `POLYGON(${rings.map((ring) => `(${ring.map(([lng, lat]) => `${coordinate(lng)} ${coordinate(lat)}`).join(', ')})`).join(', ')})`;
}

/** A T-SQL string literal (quotes doubled). */
export const sqlString = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The columns the map units query selects, in order (the soil row's, then the map unit's aggregated attributes). */
export const MAP_UNIT_COLUMNS = [
  'mukey',
  'musym',
  'muname',
  'compname',
  'comppct_r',
  'slope_l',
  'slope_r',
  'slope_h',
  'hydgrpdcd',
  'drclassdcd',
  'wtdepannmin',
  'brockdepmin',
  'flodfreqdcd',
  'hydclprs',
] as const;

/** Map units, components and muaggatt of every mukey intersecting the polygon, components largest first. */
export const mapUnitsQuery = (wkt: string) => `SELECT mu.mukey, mu.musym, mu.muname, c.compname, c.comppct_r, c.slope_l, c.slope_r, c.slope_h,
  ma.hydgrpdcd, ma.drclassdcd, ma.wtdepannmin, ma.brockdepmin, ma.flodfreqdcd, ma.hydclprs
FROM mapunit AS mu
INNER JOIN component AS c ON c.mukey = mu.mukey
INNER JOIN muaggatt AS ma ON ma.mukey = mu.mukey
WHERE mu.mukey IN (SELECT DISTINCT mukey FROM SDA_Get_Mukey_from_intersection_with_WktWgs84(${sqlString(wkt)}))
ORDER BY mu.mukey, c.comppct_r DESC`;

/** Geodesic acres of each map unit's polygons clipped to the polygon, per mukey (`mukey`, `area_ac`). */
export const mapUnitAcresQuery = (wkt: string) => `WITH geom_data (geom, mukey) AS (
  SELECT mupolygongeo.STIntersection(geometry::STGeomFromText(${sqlString(wkt)}, 4326)) AS geom, mukey
  FROM mupolygon
  WHERE mupolygongeo.STIntersects(geometry::STGeomFromText(${sqlString(wkt)}, 4326)) = 1
)
SELECT geom_data.mukey,
  SUM(GEOGRAPHY::STGeomFromWKB(geom.STUnion(geom.STStartPoint()).STAsBinary(), 4326).MakeValid().STArea() * 0.000247105) AS area_ac
FROM geom_data
GROUP BY geom_data.mukey`;
