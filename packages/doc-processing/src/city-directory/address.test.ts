import { describe, expect, it } from 'vitest';
import type { CityDirectoryProperty } from '@groundwork/contracts';
import { AddressMatcher, normalizeStreet, parseAddress } from './address';

const properties: CityDirectoryProperty[] = [
  { address: '3054 Pacific Highway', direction: 'subject' },
  { address: '1420-1426 MAIN ST', direction: 'north' },
  { address: '12 N First Avenue', direction: 'east' },
  { address: '500 HWY 99', direction: 'west' },
];

describe('parseAddress', () => {
  it('splits number, range, street and unit, normalising suffixes, directionals and ordinals', () => {
    expect(parseAddress('3054 Pacific Highway, Millbrook, CA 95826')).toEqual({ low: 3054, high: 3054, street: 'PACIFIC HWY', unit: null });
    expect(parseAddress('3054 PACIFIC HWY STE 100')).toEqual({ low: 3054, high: 3054, street: 'PACIFIC HWY', unit: 'STE 100' });
    expect(parseAddress('3054 PACIFIC HWY #4')).toMatchObject({ street: 'PACIFIC HWY', unit: '# 4' });
    expect(parseAddress('1420 - 1426 Main Street')).toMatchObject({ low: 1420, high: 1426, street: 'MAIN ST' });
    expect(parseAddress('1420-26 MAIN ST')).toMatchObject({ low: 1420, high: 1426 });
    expect(parseAddress('12 North First Avenue')).toMatchObject({ street: 'N 1ST AVE' });
    expect(parseAddress('40 NORTH ST')).toMatchObject({ street: 'NORTH ST' });
    expect(parseAddress('MAIN ST')).toEqual({ low: null, high: null, street: 'MAIN ST', unit: null });
    expect(normalizeStreet('Old State Route 99')).toBe('OLD STATE RTE 99');
  });
});

describe('AddressMatcher', () => {
  const matcher = new AddressMatcher(properties);

  it('matches spelling variants of the same address', () => {
    expect(matcher.match('3054 PACIFIC HWY')?.direction).toBe('subject');
    expect(matcher.match('3054 Pacific Hwy.')?.direction).toBe('subject');
    expect(matcher.match('12 N 1ST AVE')?.direction).toBe('east');
    expect(matcher.match('12 FIRST AVE')?.direction).toBe('east');
  });

  it('puts unit addresses on their building', () => {
    expect(matcher.match('3054 PACIFIC HWY STE 100')?.direction).toBe('subject');
    expect(matcher.match('3054 PACIFIC HWY APT 2B')?.direction).toBe('subject');
  });

  it('matches ranges both ways', () => {
    expect(matcher.match('1422 MAIN ST')?.direction).toBe('north');
    expect(matcher.match('1426 MAIN STREET')?.direction).toBe('north');
    expect(matcher.match('3050-3058 PACIFIC HWY')?.direction).toBe('subject');
    expect(matcher.match('1428 MAIN ST')).toBeNull();
  });

  it('does not match another number, another street or another suffix', () => {
    expect(matcher.match('3056 PACIFIC HWY')).toBeNull();
    expect(matcher.match('3054 GRAND AVE')).toBeNull();
    expect(matcher.match('1422 MAIN AVE')).toBeNull();
    expect(matcher.match('PACIFIC HWY')).toBeNull();
    expect(matcher.match('')).toBeNull();
  });

  it('prefers the exact number over a range holding it', () => {
    const both = new AddressMatcher([
      { address: '100-120 ELM ST', direction: 'south' },
      { address: '110 ELM ST', direction: 'subject' },
    ]);
    expect(both.match('110 ELM ST')?.direction).toBe('subject');
    expect(both.match('104 ELM ST')?.direction).toBe('south');
  });

  it('uses the project aliases either way round and records them', () => {
    const aliased = new AddressMatcher(properties, [{ from: 'OLD STATE ROUTE 99', to: 'HWY 99' }]);
    expect(aliased.match('500 OLD STATE RTE 99')?.direction).toBe('west');
    const reversed = new AddressMatcher([{ address: '500 OLD STATE ROUTE 99', direction: 'west' }], [{ from: 'OLD STATE ROUTE 99', to: 'HWY 99' }]);
    expect(reversed.match('500 HIGHWAY 99')?.direction).toBe('west');
    expect(aliased.aliases).toEqual([{ from: 'OLD STATE ROUTE 99', to: 'HWY 99', origin: 'project' }]);
    expect(new AddressMatcher(properties).match('500 OLD STATE RTE 99')).toBeNull();
  });

  it('learns a street alias from a target property header printed under another street name', () => {
    const learning = new AddressMatcher(properties);
    expect(learning.match('3054 US HWY 101')).toBeNull();
    expect(learning.learnFromSubjectHeader('3054 US HWY 101')).toEqual({ from: 'US HWY 101', to: 'PACIFIC HWY', origin: 'report' });
    expect(learning.match('3054 U.S. Highway 101')?.direction).toBe('subject');
    // Already the subject, or another number: nothing learnt.
    expect(learning.learnFromSubjectHeader('3054 PACIFIC HWY')).toBeNull();
    expect(learning.learnFromSubjectHeader('9999 ELSEWHERE RD')).toBeNull();
    expect(learning.aliases).toHaveLength(1);
  });

  it('works without properties', () => {
    const empty = new AddressMatcher([]);
    expect(empty.match('3054 PACIFIC HWY')).toBeNull();
    expect(empty.learnFromSubjectHeader('3054 US HWY 101')).toBeNull();
  });
});
