import { describe, expect, it } from 'vitest';
import { describePropertyChanges, propertyLabel } from './property-activity';

const north = { address: '12 Oak St', direction: 'north' as const, latitude: '38.1', longitude: '-121.1', polygonGeoJson: undefined };

describe('property activity wording', () => {
  it('labels the subject and each adjoining direction', () => {
    expect(propertyLabel('subject')).toBe('Subject property');
    expect(propertyLabel('north')).toBe('North adjoining property');
    expect(propertyLabel('west')).toBe('West adjoining property');
  });

  it('lists what an update changed, and nothing for an identical one', () => {
    expect(describePropertyChanges(north, north)).toEqual([]);
    expect(
      describePropertyChanges(north, { address: '14 Oak St', direction: 'east', latitude: '38.2', longitude: '-121.1', polygonGeoJson: '{"type":"Polygon"}' }),
    ).toEqual(['address was 12 Oak St', 'was north', 'location moved', 'outline drawn']);
    expect(describePropertyChanges({ ...north, polygonGeoJson: 'a' }, { ...north, polygonGeoJson: 'b' })).toEqual(['outline redrawn']);
  });
});
