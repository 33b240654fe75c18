import { describe, expect, it } from 'vitest';
import { drawingStyle, parcelTilesTemplate, propertyPointStyle, propertyPolygonStyle, rgba, suggestionPolygonStyle } from './map-style';

describe('rgba', () => {
  it('splits #rrggbb and adds the alpha', () => {
    expect(rgba('#dc2626', 0.5)).toEqual([220, 38, 38, 0.5]);
  });
  it('refuses anything else', () => {
    expect(() => rgba('red', 1)).toThrow('Not a #rrggbb colour: red');
  });
});

describe('direction colours on the map (spec 01 section 9)', () => {
  it.each([
    ['subject', [220, 38, 38]],
    ['north', [37, 99, 235]],
    ['south', [21, 128, 61]],
    ['east', [147, 51, 234]],
    ['west', [194, 65, 12]],
  ] as const)('paints %s in its colour', (direction, rgb) => {
    expect(propertyPolygonStyle(direction).outline).toEqual([...rgb, 1]);
    expect(propertyPolygonStyle(direction).fill).toEqual([...rgb, 0.25]);
    expect(propertyPointStyle(direction).color).toEqual([...rgb, 0.95]);
  });
  it('dashes suggestions and keeps saved outlines solid', () => {
    expect(suggestionPolygonStyle('east').outlineStyle).toBe('dash');
    expect(propertyPolygonStyle('east').outlineStyle).toBe('solid');
  });
});

describe('parcelTilesTemplate', () => {
  const url = 'https://tiles.example.test/api/v1/parcels/{z}/{x}/{y}.png';
  it('appends the key, encoded, as token', () => {
    expect(parcelTilesTemplate({ regridApiKey: 'k 1&2', parcelTilesUrl: url })).toBe(`${url}?token=k%201%262`);
  });
  it('adds the token to an existing query', () => {
    expect(parcelTilesTemplate({ regridApiKey: 'key', parcelTilesUrl: `${url}?fields=owner` })).toBe(`${url}?fields=owner&token=key`);
  });
  it('is null without a key or without a URL', () => {
    expect(parcelTilesTemplate({ regridApiKey: '', parcelTilesUrl: url })).toBeNull();
    expect(parcelTilesTemplate({ regridApiKey: '  ', parcelTilesUrl: url })).toBeNull();
    expect(parcelTilesTemplate({ regridApiKey: 'key' })).toBeNull();
  });
});

describe('drawingStyle', () => {
  it('draws the subject in red and an adjoining polygon in neutral slate', () => {
    expect(drawingStyle('subject').outline).toEqual([220, 38, 38, 1]);
    expect(drawingStyle('adjoining').outline).toEqual([51, 65, 85, 1]);
  });
});
