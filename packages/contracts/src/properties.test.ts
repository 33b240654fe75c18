import { describe, expect, it } from 'vitest';
import {
  createPropertyInputSchema,
  POLYGON_GEOJSON_MAX_LENGTH,
  POLYGON_MAX_POSITIONS,
  polygonGeoJsonProblem,
  polygonGeoJsonSchema,
  ringSelfIntersects,
  segmentsIntersect,
  propertyFormInputSchema,
  updatePropertyInputSchema,
} from './properties';

const square = JSON.stringify({
  type: 'Polygon',
  coordinates: [
    [
      [-122.4, 37.7],
      [-122.3, 37.7],
      [-122.3, 37.8],
      [-122.4, 37.7],
    ],
  ],
});

describe('propertyFormInputSchema', () => {
  it('accepts an adjoining property with optional coordinates', () => {
    expect(propertyFormInputSchema.parse({ address: '2 Main St', direction: 'north', latitude: '37.7' })).toEqual({
      address: '2 Main St',
      direction: 'north',
      latitude: '37.7',
    });
  });

  it('reports a missing address and direction with the spec messages', () => {
    const result = propertyFormInputSchema.safeParse({ address: ' ' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['address', 'Address is required'],
      ['direction', 'Direction is required'],
    ]);
  });

  it('refuses subject and unknown directions in the form', () => {
    for (const direction of ['subject', 'northeast', '']) {
      const result = propertyFormInputSchema.safeParse({ address: 'x', direction });
      expect(result.error?.issues[0]?.message).toBe('Direction is required');
    }
  });
});

describe('createPropertyInputSchema', () => {
  it('accepts the subject direction with a closed polygon', () => {
    const input = { address: '1 Main St', direction: 'subject', polygonGeoJson: square };
    expect(createPropertyInputSchema.parse(input)).toEqual(input);
  });

  it('refuses a polygon whose ring is not closed', () => {
    const open = JSON.stringify({
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 1],
        ],
      ],
    });
    expect(createPropertyInputSchema.safeParse({ address: 'x', direction: 'east', polygonGeoJson: open }).success).toBe(false);
  });
});

describe('polygonGeoJsonSchema', () => {
  it.each([
    ['not JSON', '{'],
    ['a point', JSON.stringify({ type: 'Point', coordinates: [0, 0] })],
    [
      'a ring of three positions',
      JSON.stringify({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [0, 0],
          ],
        ],
      }),
    ],
    [
      'non-numeric positions',
      JSON.stringify({
        type: 'Polygon',
        coordinates: [
          [
            ['a', 0],
            [1, 0],
            [1, 1],
            ['a', 0],
          ],
        ],
      }),
    ],
    ['no rings', JSON.stringify({ type: 'Polygon', coordinates: [] })],
  ])('refuses %s', (_label, text) => {
    expect(polygonGeoJsonSchema.safeParse(text).success).toBe(false);
  });
});

describe('updatePropertyInputSchema', () => {
  it('accepts a partial update but still checks what is given', () => {
    expect(updatePropertyInputSchema.parse({ address: 'New' })).toEqual({ address: 'New' });
    expect(updatePropertyInputSchema.safeParse({ address: '' }).error?.issues[0]?.message).toBe('Address is required');
  });
});

const polygon = (...rings: number[][][]) => JSON.stringify({ type: 'Polygon', coordinates: rings });
const problem = (text: string) => polygonGeoJsonSchema.safeParse(text).error?.issues[0]?.message;

describe('polygonGeoJsonProblem', () => {
  it('accepts a parcel outline, a hole and positions with an altitude', () => {
    const outer = [
      [-121.471, 38.575],
      [-121.4706, 38.575],
      [-121.4706, 38.5753],
      [-121.471, 38.5753],
      [-121.471, 38.575],
    ];
    const hole = [
      [-121.4709, 38.5751],
      [-121.4708, 38.5751],
      [-121.4708, 38.5752],
      [-121.4709, 38.5751],
    ];
    expect(polygonGeoJsonProblem(polygon(outer))).toBeNull();
    expect(polygonGeoJsonProblem(polygon(outer, hole))).toBeNull();
    expect(
      polygonGeoJsonProblem(
        polygon([
          [0, 0, 5],
          [1, 0, 5],
          [1, 1, 5],
          [0, 0, 5],
        ]),
      ),
    ).toBeNull();
  });

  it('tolerates a position repeated consecutively (a double click while drawing)', () => {
    expect(
      polygonGeoJsonProblem(
        polygon([
          [0, 0],
          [1, 0],
          [1, 0],
          [1, 1],
          [0, 1],
          [0, 0],
        ]),
      ),
    ).toBeNull();
  });

  it.each([
    [
      'a bow tie',
      [
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
        [0, 0],
      ],
    ],
    [
      'a ring through one of its own corners',
      [
        [0, 0],
        [2, 0],
        [2, 2],
        [1, 0],
        [0, 2],
        [0, 0],
      ],
    ],
    [
      'a figure eight touching at a vertex',
      [
        [0, 0],
        [1, 1],
        [2, 0],
        [2, 2],
        [1, 1],
        [0, 2],
        [0, 0],
      ],
    ],
    [
      'an edge turning back over the previous one',
      [
        [0, 0],
        [2, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ],
    [
      'a flat ring',
      [
        [0, 0],
        [1, 0],
        [2, 0],
        [0, 0],
      ],
    ],
    [
      'a spike out of a side',
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
        [0, 0.5],
        [0, 2],
        [0, 0],
      ],
    ],
    [
      'a last edge running back over the first',
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [2, 0],
        [0, 0],
      ],
    ],
  ])('refuses %s as crossing itself', (_label, ring) => {
    expect(problem(polygon(ring))).toBe('Polygon outline must not cross itself');
  });

  it.each([
    ['not JSON', '{', 'Polygon must be valid JSON'],
    ['a point', JSON.stringify({ type: 'Point', coordinates: [0, 0] }), 'Polygon must be a GeoJSON object of type Polygon'],
    ['an array', '[]', 'Polygon must be a GeoJSON object of type Polygon'],
    ['no rings', polygon(), 'Polygon must have at least one ring of coordinates'],
    ['a ring that is not an array', JSON.stringify({ type: 'Polygon', coordinates: [5] }), 'Polygon positions must be [longitude, latitude] number pairs'],
    [
      'string numbers',
      polygon([
        ['0', 0],
        [1, 0],
        [1, 1],
        ['0', 0],
      ] as never),
      'Polygon positions must be [longitude, latitude] number pairs',
    ],
    ['one-number positions', polygon([[0], [1], [2], [0]]), 'Polygon positions must be [longitude, latitude] number pairs'],
    [
      'a longitude of 181',
      polygon([
        [181, 0],
        [1, 0],
        [1, 1],
        [181, 0],
      ]),
      'Polygon longitudes must be within -180..180 and latitudes within -90..90',
    ],
    [
      'a latitude of -90.5 (lat/lng swapped input)',
      polygon([
        [0, -90.5],
        [1, 0],
        [1, 1],
        [0, -90.5],
      ]),
      'Polygon longitudes must be within -180..180 and latitudes within -90..90',
    ],
    [
      'three positions',
      polygon([
        [0, 0],
        [1, 0],
        [0, 0],
      ]),
      'Each polygon ring needs at least 4 positions (3 corners and the first one repeated)',
    ],
    [
      'an open ring',
      polygon([
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ]),
      'Each polygon ring must be closed: its last position repeats the first',
    ],
  ])('refuses %s', (_label, text, message) => {
    expect(problem(text)).toBe(message);
  });

  it(`refuses more than ${POLYGON_MAX_POSITIONS} positions and over-long text before parsing`, () => {
    const many = Array.from({ length: POLYGON_MAX_POSITIONS }, (_, i) => {
      const angle = (2 * Math.PI * i) / POLYGON_MAX_POSITIONS;
      return [Math.cos(angle), Math.sin(angle)];
    });
    expect(problem(polygon([...many, many[0]!]))).toBe(`Polygon must have at most ${POLYGON_MAX_POSITIONS} positions`);
    expect(polygonGeoJsonProblem(polygon([...many.slice(1), many[1]!]))).toBeNull();
    expect(problem(' '.repeat(POLYGON_GEOJSON_MAX_LENGTH + 1))).toBe(`Polygon must be at most ${POLYGON_GEOJSON_MAX_LENGTH} characters of JSON`);
  });
});

describe('segmentsIntersect and ringSelfIntersects', () => {
  it('counts crossing, touching and collinear overlap, not parallel or disjoint segments', () => {
    expect(segmentsIntersect([0, 0], [2, 2], [0, 2], [2, 0])).toBe(true);
    expect(segmentsIntersect([0, 0], [2, 0], [1, 0], [1, 3])).toBe(true);
    expect(segmentsIntersect([0, 0], [2, 0], [1, 0], [3, 0])).toBe(true);
    expect(segmentsIntersect([0, 0], [2, 0], [0, 1], [2, 1])).toBe(false);
    expect(segmentsIntersect([0, 0], [1, 0], [2, 0], [3, 0])).toBe(false);
  });
  it('finds no crossing in a concave but simple ring', () => {
    expect(
      ringSelfIntersects([
        [0, 0],
        [4, 0],
        [4, 4],
        [2, 1],
        [0, 4],
        [0, 0],
      ]),
    ).toBe(false);
  });
});

describe('property coordinates', () => {
  const base = { address: '1 Main St', direction: 'north' };
  it('accepts in-range decimal strings', () => {
    expect(createPropertyInputSchema.parse({ ...base, latitude: '38.57545', longitude: '-121.4708' })).toMatchObject({
      latitude: '38.57545',
      longitude: '-121.4708',
    });
  });
  it.each([
    ['latitude', '91', 'Latitude must be a number between -90 and 90'],
    ['latitude', '', 'Latitude must be a number between -90 and 90'],
    ['latitude', '1e2', 'Latitude must be a number between -90 and 90'],
    ['latitude', 'NaN', 'Latitude must be a number between -90 and 90'],
    ['longitude', '-180.0001', 'Longitude must be a number between -180 and 180'],
    ['longitude', '0x10', 'Longitude must be a number between -180 and 180'],
  ])('refuses %s %j', (field, value, message) => {
    expect(createPropertyInputSchema.safeParse({ ...base, [field]: value }).error?.issues[0]?.message).toBe(message);
  });
  it('refuses numbers where strings are expected and unknown fields', () => {
    expect(createPropertyInputSchema.safeParse({ ...base, latitude: 38.5 }).success).toBe(false);
    expect(createPropertyInputSchema.safeParse({ ...base, projectId: 'x' }).success).toBe(false);
  });
  it('refuses an empty update', () => {
    expect(updatePropertyInputSchema.safeParse({}).success).toBe(false);
  });
});
