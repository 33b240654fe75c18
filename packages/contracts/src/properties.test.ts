import { describe, expect, it } from 'vitest';
import {
  createPropertyInputSchema,
  polygonGeoJsonSchema,
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
    expect(
      propertyFormInputSchema.parse({ address: '2 Main St', direction: 'north', latitude: '37.7' }),
    ).toEqual({ address: '2 Main St', direction: 'north', latitude: '37.7' });
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
      coordinates: [[[0, 0], [1, 0], [1, 1], [0, 1]]],
    });
    expect(createPropertyInputSchema.safeParse({ address: 'x', direction: 'east', polygonGeoJson: open }).success).toBe(false);
  });
});

describe('polygonGeoJsonSchema', () => {
  it.each([
    ['not JSON', '{'],
    ['a point', JSON.stringify({ type: 'Point', coordinates: [0, 0] })],
    ['a ring of three positions', JSON.stringify({ type: 'Polygon', coordinates: [[[0, 0], [1, 0], [0, 0]]] })],
    ['non-numeric positions', JSON.stringify({ type: 'Polygon', coordinates: [[['a', 0], [1, 0], [1, 1], ['a', 0]]] })],
    ['no rings', JSON.stringify({ type: 'Polygon', coordinates: [] })],
  ])('refuses %s', (_label, text) => {
    expect(polygonGeoJsonSchema.safeParse(text).success).toBe(false);
  });
});

describe('updatePropertyInputSchema', () => {
  it('accepts a partial update but still checks what is given', () => {
    expect(updatePropertyInputSchema.parse({ address: 'New' })).toEqual({ address: 'New' });
    expect(updatePropertyInputSchema.safeParse({ address: '' }).error?.issues[0]?.message).toBe(
      'Address is required',
    );
  });
});
