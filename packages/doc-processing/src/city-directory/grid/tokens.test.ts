import { describe, expect, it } from 'vitest';
import { isStreetName } from './tokens';
import { yearList } from './year-lists';

const none = new Set<string>();

describe('isStreetName', () => {
  it('reads a street by its suffix and a numbered route by the word before its number', () => {
    expect(['CESAR CHAVEZ BLVD', '39TH AVE', 'US HWY 101', 'STATE RTE 9', 'FM 1960'].map((text) => isStreetName(text, none))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('takes no occupant whose name ends like a street, with a year or a phone after it, for a street', () => {
    expect(['BRIGHTSIDE CHILD CARE CENTER 1950', 'CARE CENTER 973.555.7150', 'SMITH JOHN R'].map((text) => isStreetName(text, none))).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('yearList', () => {
  it('reads the years of a list, however separated, and nothing else', () => {
    expect(yearList('1987, 1992; 1997 & 2002')).toEqual([1987, 1992, 1997, 2002]);
    expect(yearList('1987,')).toEqual([1987]);
    expect(yearList('1987 PACIFIC')).toBeNull();
    expect(yearList('555-0142')).toBeNull();
  });
});
