import { TEST_AREA } from '@groundwork/geo-fakes';
import { describe, expect, it } from 'vitest';
import { areaOf, boundsOf, centroidOf, expandedBoundsPolygon, gapMetres, pointInPolygon, type PolygonRings } from './planar';

const rings = (key: keyof typeof TEST_AREA.parcels): PolygonRings[] => [TEST_AREA.parcels[key].polygon.coordinates as PolygonRings];
const square = (x: number, y: number, size: number): PolygonRings => [
  [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
    [x, y],
  ],
];

describe('planar geometry', () => {
  it('finds the area centre of a polygon, holes and several parts included', () => {
    const centre = centroidOf(rings('subject'));
    expect(centre.lat).toBeCloseTo(38.57515, 9);
    expect(centre.lng).toBeCloseTo(-121.4708, 9);
    const withHole: PolygonRings = [
      ...square(0, 0, 4),
      [
        [0, 0],
        [0, 2],
        [2, 2],
        [2, 0],
        [0, 0],
      ],
    ];
    expect(centroidOf([withHole])).toEqual({ lng: expect.closeTo(2.333333, 5), lat: expect.closeTo(2.333333, 5) });
    expect(centroidOf([square(0, 0, 2), square(10, 0, 2)])).toEqual({ lng: 6, lat: 1 });
  });

  it('tells inside from outside and in a hole', () => {
    const withHole: PolygonRings = [...square(0, 0, 4), square(1, 1, 2)[0]!];
    expect(pointInPolygon([0.5, 0.5], withHole)).toBe(true);
    expect(pointInPolygon([2, 2], withHole)).toBe(false);
    expect(pointInPolygon([5, 5], withHole)).toBe(false);
  });

  it('measures the gap between parcels: 0 for neighbours sharing an edge, about 140 m to the far lot', () => {
    for (const key of ['north', 'south', 'east', 'west'] as const) expect(gapMetres(rings('subject'), rings(key)), key).toBe(0);
    expect(gapMetres(rings('subject'), rings('far'))).toBeCloseTo(139, -1);
    expect(gapMetres([square(0, 0, 4)], [square(1, 1, 1)])).toBe(0);
  });

  it('grows bounds by metres on every side', () => {
    const bounds = boundsOf(rings('subject'));
    expect(bounds).toEqual({ west: -121.471, south: 38.575, east: -121.4706, north: 38.5753 });
    const grown = expandedBoundsPolygon(bounds, 5).coordinates[0]!;
    expect(grown[0]![1]).toBeCloseTo(38.575 - 5 / 111_132, 9);
    expect(gapMetres([[grown]], rings('subject'))).toBe(0);
    expect(areaOf([[grown]])).toBeGreaterThan(areaOf(rings('subject')));
  });
});
