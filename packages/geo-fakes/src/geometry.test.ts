import { describe, expect, it } from 'vitest';
import { distanceMetres, distanceToPolygonMetres, geometryIntersects, pointInPolygon, polygonsIntersect, type PolygonRings } from './geometry';

const square = (x: number, y: number, size = 1): PolygonRings => [
  [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
    [x, y],
  ],
];

describe('geometry', () => {
  it('counts a point on the boundary as inside, and a point in a hole as outside', () => {
    const withHole: PolygonRings = [
      ...square(0, 0, 4),
      [
        [1, 1],
        [3, 1],
        [3, 3],
        [1, 3],
        [1, 1],
      ],
    ];
    expect(pointInPolygon([0, 2], square(0, 0, 4))).toBe(true);
    expect(pointInPolygon([2, 2], withHole)).toBe(false);
    expect(pointInPolygon([0.5, 0.5], withHole)).toBe(true);
    expect(pointInPolygon([5, 5], withHole)).toBe(false);
  });

  it('finds touching, overlapping and nested polygons, not separate ones', () => {
    expect(polygonsIntersect(square(0, 0), square(1, 0))).toBe(true);
    expect(polygonsIntersect(square(0, 0), square(1, 1))).toBe(true);
    expect(polygonsIntersect(square(0, 0, 4), square(1, 1))).toBe(true);
    expect(polygonsIntersect(square(0, 0), square(1.01, 0))).toBe(false);
    expect(geometryIntersects({ type: 'Point', coordinates: [0.5, 0.5] }, square(0, 0))).toBe(true);
    expect(geometryIntersects({ type: 'MultiPolygon', coordinates: [square(5, 5), square(0.5, 0.5)] }, square(0, 0))).toBe(true);
  });

  it('measures metres on the ground', () => {
    expect(distanceMetres([-121.4708, 38.575], [-121.4708, 38.576])).toBeCloseTo(111.1, 0);
    expect(
      distanceToPolygonMetres(
        [-121.4708, 38.5751],
        [
          [
            [-121.471, 38.575],
            [-121.4706, 38.575],
            [-121.4706, 38.5753],
            [-121.471, 38.5753],
            [-121.471, 38.575],
          ],
        ],
      ),
    ).toBe(0);
    expect(
      distanceToPolygonMetres(
        [-121.4708, 38.5754],
        [
          [
            [-121.471, 38.575],
            [-121.4706, 38.575],
            [-121.4706, 38.5753],
            [-121.471, 38.5753],
            [-121.471, 38.575],
          ],
        ],
      ),
    ).toBeCloseTo(11.1, 0);
  });
});
