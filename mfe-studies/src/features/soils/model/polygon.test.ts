import { describe, expect, it } from 'vitest';
import { aSubject, SUBJECT_POLYGON } from '../test/fixtures';
import { samePolygon, subjectPolygon } from './polygon';

describe('subjectPolygon', () => {
  it("answers the subject's usable polygon only", () => {
    expect(subjectPolygon([aSubject({ direction: 'north', polygonGeoJson: SUBJECT_POLYGON })])).toBeNull();
    expect(subjectPolygon([aSubject()])).toBe(SUBJECT_POLYGON);
    expect(subjectPolygon([aSubject({ polygonGeoJson: '' })])).toBeNull();
    expect(subjectPolygon([aSubject({ polygonGeoJson: '{"type":"Polygon","coordinates":[[[0,0],[1,1]]]}' })])).toBeNull();
  });
});

describe('samePolygon', () => {
  it('ignores spacing, not coordinates', () => {
    expect(samePolygon(SUBJECT_POLYGON, JSON.stringify(JSON.parse(SUBJECT_POLYGON), null, 2))).toBe(true);
    expect(samePolygon(SUBJECT_POLYGON, SUBJECT_POLYGON.replace('38.58', '38.59'))).toBe(false);
  });
});
