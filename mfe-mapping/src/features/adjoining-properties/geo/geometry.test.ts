import { polygonGeoJsonSchema } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import {
  arcgisRingsFromGeoJsonGeometry,
  arcgisRingsFromGeoJsonRings,
  coordinateStrings,
  findSubject,
  formatCoordinates,
  polygonGeoJsonFromRings,
  propertyLocation,
  ringCentroid,
  ringsFromPolygonGeoJson,
  type Position,
} from './geometry';

// A 0.001 x 0.002 degree rectangle, counter-clockwise, closed.
const square: Position[] = [
  [-121.5, 38.5],
  [-121.498, 38.5],
  [-121.498, 38.501],
  [-121.5, 38.501],
  [-121.5, 38.5],
];
const clockwise = [...square].reverse();

describe('formatCoordinates', () => {
  it('gives "lat, lng" with 6 decimals', () => {
    expect(formatCoordinates({ lat: 38.5412345678, lng: -121.7382 })).toBe('38.541235, -121.738200');
  });
  it('keeps the sign and pads whole numbers', () => {
    expect(formatCoordinates({ lat: -3, lng: 0 })).toBe('-3.000000, 0.000000');
  });
});

describe('coordinateStrings', () => {
  it('stores latitude and longitude as strings with 6 decimals', () => {
    expect(coordinateStrings({ lat: 38.1234567, lng: -121.0000004 })).toEqual({ latitude: '38.123457', longitude: '-121.000000' });
  });
});

describe('polygonGeoJsonFromRings', () => {
  it('closes an open ring and writes a Polygon the contracts schema accepts', () => {
    const text = polygonGeoJsonFromRings([square.slice(0, 4)]);
    expect(JSON.parse(text)).toEqual({ type: 'Polygon', coordinates: [square] });
    expect(polygonGeoJsonSchema.safeParse(text).success).toBe(true);
  });
  it('turns a clockwise outer ring counter-clockwise (RFC 7946)', () => {
    expect(JSON.parse(polygonGeoJsonFromRings([clockwise])).coordinates[0]).toEqual(square);
  });
  it('rounds to 7 decimals', () => {
    const text = polygonGeoJsonFromRings([
      [
        [1.123456789, 2],
        [1.2, 2],
        [1.2, 2.1],
        [1.123456789, 2],
      ],
    ]);
    expect(JSON.parse(text).coordinates[0][0]).toEqual([1.1234568, 2]);
  });
});

describe('ringsFromPolygonGeoJson', () => {
  it('reads the rings of a Polygon', () => {
    expect(ringsFromPolygonGeoJson(JSON.stringify({ type: 'Polygon', coordinates: [square] }))).toEqual([square]);
  });
  it.each([
    ['nothing', undefined],
    ['an empty string', ''],
    ['broken JSON', '{"type":"Polygon"'],
    ['a Point', '{"type":"Point","coordinates":[1,2]}'],
    ['a Polygon without rings', '{"type":"Polygon","coordinates":[]}'],
    ['a ring of three positions', '{"type":"Polygon","coordinates":[[[0,0],[1,0],[0,0]]]}'],
    ['a position with a string', '{"type":"Polygon","coordinates":[[[0,0],[1,"0"],[1,1],[0,0]]]}'],
    ['JSON null', 'null'],
  ])('gives null for %s', (_label, text) => {
    expect(ringsFromPolygonGeoJson(text)).toBeNull();
  });
  it('round-trips what polygonGeoJsonFromRings wrote', () => {
    expect(ringsFromPolygonGeoJson(polygonGeoJsonFromRings([clockwise]))).toEqual([square]);
  });
});

describe('arcgisRingsFromGeoJsonRings', () => {
  it('makes the outer ring clockwise and a hole counter-clockwise', () => {
    const hole: Position[] = [
      [-121.4995, 38.5002],
      [-121.4985, 38.5002],
      [-121.4985, 38.5008],
      [-121.4995, 38.5008],
      [-121.4995, 38.5002],
    ];
    const [outer, inner] = arcgisRingsFromGeoJsonRings([square, [...hole].reverse()]);
    expect(outer).toEqual(clockwise);
    expect(inner).toEqual(hole);
  });
});

describe('ringCentroid', () => {
  it('is the middle of a rectangle, either orientation', () => {
    for (const ring of [square, clockwise]) {
      const { lat, lng } = ringCentroid(ring);
      expect(lat).toBeCloseTo(38.5005, 9);
      expect(lng).toBeCloseTo(-121.499, 9);
    }
  });
  it('weights by area: an L shape leans to its larger arm', () => {
    const lShape: Position[] = [
      [0, 0],
      [3, 0],
      [3, 1],
      [1, 1],
      [1, 3],
      [0, 3],
      [0, 0],
    ];
    const { lat, lng } = ringCentroid(lShape);
    expect(lng).toBeCloseTo(1.1, 9);
    expect(lat).toBeCloseTo(1.1, 9);
  });
  it('falls back to the vertex average for a ring without area', () => {
    expect(
      ringCentroid([
        [0, 0],
        [2, 0],
        [4, 0],
        [0, 0],
      ]),
    ).toEqual({ lat: 0, lng: 2 });
  });
});

describe('propertyLocation', () => {
  it('uses the stored coordinates first', () => {
    expect(propertyLocation({ latitude: '38.1', longitude: '-121.2', polygonGeoJson: polygonGeoJsonFromRings([square]) })).toEqual({
      lat: 38.1,
      lng: -121.2,
    });
  });
  it('uses the polygon centroid without coordinates', () => {
    const location = propertyLocation({ polygonGeoJson: polygonGeoJsonFromRings([square]) });
    expect(location?.lat).toBeCloseTo(38.5005, 9);
  });
  it('is null with neither, or with coordinates that are not numbers', () => {
    expect(propertyLocation({})).toBeNull();
    expect(propertyLocation({ latitude: 'north', longitude: '1' })).toBeNull();
  });
});

describe('findSubject', () => {
  it('finds the subject among the properties', () => {
    const subject = { id: 's', direction: 'subject' as const };
    expect(findSubject([{ id: 'n', direction: 'north' as const }, subject])).toBe(subject);
    expect(findSubject([{ id: 'n', direction: 'north' as const }])).toBeUndefined();
  });
});

describe('arcgisRingsFromGeoJsonGeometry', () => {
  it('reads a Polygon, outer ring clockwise', () => {
    expect(arcgisRingsFromGeoJsonGeometry({ type: 'Polygon', coordinates: [square] })).toEqual([clockwise]);
  });
  it('reads every polygon of a MultiPolygon', () => {
    const shifted = square.map(([lng, lat]) => [lng + 0.01, lat] as Position);
    const rings = arcgisRingsFromGeoJsonGeometry({ type: 'MultiPolygon', coordinates: [[square], [shifted]] });
    expect(rings).toHaveLength(2);
    expect(rings?.[1]).toEqual([...shifted].reverse());
  });
  it('is null for other geometries, broken coordinates or nothing', () => {
    expect(arcgisRingsFromGeoJsonGeometry({ type: 'Point', coordinates: [1, 2] })).toBeNull();
    expect(arcgisRingsFromGeoJsonGeometry({ type: 'Polygon', coordinates: [[[0, 0]]] })).toBeNull();
    expect(arcgisRingsFromGeoJsonGeometry({ type: 'MultiPolygon', coordinates: 'x' })).toBeNull();
    expect(arcgisRingsFromGeoJsonGeometry(null)).toBeNull();
  });
});
