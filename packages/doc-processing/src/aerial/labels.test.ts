import { describe, expect, it } from 'vitest';
import { readScale, readSource, readYear } from './labels';

const LATEST = 2026;

describe('readYear', () => {
  it.each([
    ['1952', 1952, null, 'plain'],
    ['1952 Scale: 1" = 500\'', 1952, null, 'plain'],
    ['Year: 1958 Scale: 1" = 500\'', 1958, null, 'keyword'],
    ['Flight Date 1957', 1957, null, 'keyword'],
    ['Date Flown: 1963', 1963, null, 'keyword'],
    ['Aerial photograph, 1942, 1:6,000, USGS', 1942, null, 'caption'],
    ['Aerial photograph, August 16, 2022, 1:6,000, USGS/DOQQ Frame CTC-4-172', 2022, '2022-08-16', 'date'],
    ['Photo flown 08/16/1971 by Abrams', 1971, '1971-08-16', 'date'],
    ['Acquired 1988-04-02', 1988, '1988-04-02', 'date'],
    ['16 Aug 1966 | 1:12,000 | USDA', 1966, '1966-08-16', 'date'],
    ['USGS  1974  1" = 1000\'', 1974, null, 'caption'],
  ])('%s → %i', (line, year, date, form) => {
    expect(readYear(line, LATEST)).toMatchObject({ year, date, form });
  });

  it.each([
    '2240 FRONT ST, BRIDGEPORT JUNCTION, NJ',
    '1955 CENTRAL AVE, LAKEWOOD PARK, CO',
    'Inquiry Number: 7276686.1',
    'Order 1984',
    'Scale 1:2000',
    '1" = 1950\'',
    'Frame 1962',
    '2035',
    '1812 Central Ave',
    'Page 2 of 6',
  ])('%s states no photo year', (line) => {
    expect(readYear(line, LATEST)).toBeNull();
  });
});

describe('readScale', () => {
  it.each([
    ['Scale: 1" = 500\'', 500],
    ['1 inch = 500 feet', 500],
    ['1 in. = 1,000 ft', 1000],
    ['1:6,000', 500],
    ['Scale 1:24000', 2000],
    ['1:12 000 (approx.)', 1000],
    ['1" = 0.5 mile', 2640],
  ])('%s → %i ft per inch', (line, feet) => {
    expect(readScale(line)?.feet_per_inch).toBeCloseTo(feet, 5);
  });

  it.each(['0 500 ft', 'Page 1:2', '08/16/2022', 'Frame 1-24'])('%s prints no scale', (line) => {
    expect(readScale(line)).toBeNull();
  });
});

describe('readSource', () => {
  it.each([
    ['Source: Fairchild Aerial Surveys Inquiry Number: 7276686.1', 'Fairchild Aerial Surveys'],
    ['Source: USDA/ASCS', 'USDA/ASCS'],
    ['Aerial photograph, August 16, 2022, 1:6,000, USGS/DOQQ Frame CTC-4-172', 'USGS/DOQQ'],
    ['Aerial photograph, 1942, 1:6,000, USGS', 'USGS'],
  ])('%s → %s', (line, source) => {
    expect(readSource(line)).toBe(source);
  });

  it('is null on a line without one', () => {
    expect(readSource('1952')).toBeNull();
  });
});
