import { describe, expect, it } from 'vitest';
import type { DatabaseSummaryRow } from '@groundwork/contracts';
import { DatabaseNames } from './databases';
import type { MergedRecord } from './merge';
import { DetailReader, newOccurrence, readLocationText, splitSegments } from './occurrence';
import { gradientOf, isBeyondSearchDistance, orphanMatchOf, recordStatusClass, statusClassOf } from './screen';
import { bandOf, searchDistanceOf } from './summary-table';
import { compassPoint } from './vocabulary';

describe('distance bands and search distances, whatever their units', () => {
  it.each([
    ['< 1/8', 'lt_1_8'],
    ['0 - 660', 'lt_1_8'],
    ['0-0.125', 'lt_1_8'],
    ['1/8 - 1/4', '1_8_to_1_4'],
    ['660 - 1,320', '1_8_to_1_4'],
    ['1,320-2,640 ft', '1_4_to_1_2'],
    ['1/2 - 1', '1_2_to_1'],
    ['> 1', 'gt_1'],
    ['> 5,280', 'gt_1'],
    ['Target Property', 'tp'],
    ['TP', 'tp'],
    ['Total Plotted', null],
    ['1/4', '1_8_to_1_4'],
    ['1/2', '1_4_to_1_2'],
    ['2,640 ft', '1_4_to_1_2'],
    ['5', null],
  ])('%s is %s', (label, band) => {
    expect(bandOf(label)).toBe(band);
  });

  it('reads miles from miles, feet, both, fractions and rounded prints', () => {
    expect(searchDistanceOf('0.500', false)).toBe(0.5);
    expect(searchDistanceOf('2,640 / 0.500', false)).toBe(0.5);
    expect(searchDistanceOf('1,320', true)).toBe(0.25);
    expect(searchDistanceOf('1/8', false)).toBe(0.125);
    expect(searchDistanceOf('0.13', false)).toBe(0.125);
    expect(searchDistanceOf('TP', false)).toBe(0);
  });
});

describe('a record line by its shape', () => {
  it('reads distances, compass points, the target and elevations', () => {
    const occurrence = newOccurrence(1, 0, false);
    expect(readLocationText(occurrence, '0.104 mi SSW')).toBe(true);
    expect(readLocationText(occurrence, '549 ft')).toBe(true);
    expect(readLocationText(occurrence, '224 (-14)', { elevation: 'absolute' })).toBe(true);
    expect(occurrence).toMatchObject({ distanceMi: 0.104, distanceFt: 549, direction: 'SSW', elevationFt: 224, relativeElevation: 'Lower' });
    const target = newOccurrence(1, 0, false);
    expect(readLocationText(target, 'Target Property')).toBe(true);
    expect(readLocationText(target, '0.027', { unit: 'mi' })).toBe(true);
    expect(readLocationText(target, '+10', { elevation: 'relative' })).toBe(true);
    expect(target).toMatchObject({ isTarget: true, distanceMi: 0.027, relativeElevation: 'Higher' });
    expect(readLocationText(newOccurrence(1, 0, false), 'BOEING SURPLUS WAREHOUSE')).toBe(false);
    expect(compassPoint('North-Northeast')).toBe('NNE');
    expect(compassPoint('West')).toBe('W');
    expect(compassPoint('Main')).toBeNull();
  });

  it('splits fields on bars, semicolons and a new label after a value, never inside one', () => {
    expect(splitSegments('Agency: X | Contact: J. DOE | Data source date: 01/02/2023')).toEqual([
      'Agency: X',
      'Contact: J. DOE',
      'Data source date: 01/02/2023',
    ]);
    expect(splitSegments('Relative: Lower Actual: 177 ft.')).toEqual(['Relative: Lower', 'Actual: 177 ft.']);
    expect(splitSegments('Federal Facility: No')).toEqual(['Federal Facility: No']);
    expect(splitSegments('Link: https://deq.example.gov/a?id=1&x=2 | Status: Open')).toEqual(['Link: https://deq.example.gov/a?id=1&x=2', 'Status: Open']);
  });

  it('reads a database section: its status (not the violation status), id, substances, dates and links', () => {
    const occurrence = newOccurrence(1, 0, false);
    const detail = new DetailReader(occurrence, 'RCRA-SQG');
    for (const line of [
      'EPA ID: ILD053281406',
      'Handler status: Not a generator, verified',
      'Violation status: Returned to compliance',
      'Waste codes: U210, F002',
      'Event 05/15/2003: Workplan approved',
      'https://echo.epa.example.gov/detailed-facility-report?fid=1',
    ]) {
      detail.line(line);
    }
    expect(occurrence.facts.get('RCRA-SQG')).toEqual({
      status: 'Not a generator, verified',
      facilityId: 'ILD053281406',
      substances: [],
      dates: [{ label: 'Workplan approved', date: '05/15/2003' }],
      links: ['https://echo.epa.example.gov/detailed-facility-report?fid=1'],
    });
  });
});

describe('database names', () => {
  const names = new DatabaseNames(['SEMS', 'SEMS-ARCHIVE', 'EDR Hist Auto', 'RCRA NONGEN', 'VCP', 'NY Spills']);

  it('finds the longest name first, across wrapped lines, and keeps the report spelling', () => {
    expect(names.list(['SEMS-ARCHIVE, FINDS'])).toEqual(['SEMS-ARCHIVE', 'FINDS']);
    expect(names.list(['RCRA', 'NONGEN,', 'FINDS'])).toEqual(['RCRA NONGEN', 'FINDS']);
    expect(names.list(['LUST', 'UST', 'EDR Hist Auto'])).toEqual(['LUST', 'UST', 'EDR Hist Auto']);
    expect(names.list(['NY Spills'])).toEqual(['NY Spills']);
  });

  it('reads a name OCR misread by a letter when only one name is that close', () => {
    expect(names.list(['vce'])).toEqual(['VCP']);
    expect(names.nearest('SEMS-ARCHIV')).toBe('SEMS-ARCHIVE');
    expect(names.nearest('XYZ')).toBeNull();
  });
});

const record = (overrides: Partial<MergedRecord>): MergedRecord => ({
  mapId: '5',
  recordId: null,
  name: 'ACME CLEANERS',
  address: '12 MAIN ST',
  city: 'NORTHGATE',
  state: 'IL',
  zip: null,
  distanceMi: 0.3,
  distanceFt: null,
  direction: 'N',
  isTarget: false,
  isOrphan: false,
  markedBeyond: false,
  relativeElevation: 'Higher',
  elevationFt: 210,
  databases: ['LUST'],
  facts: new Map(),
  page: 4,
  pages: [4],
  order: 0,
  ...overrides,
});

describe('screening', () => {
  const summary = new Map<string, DatabaseSummaryRow>([
    [
      'LUST',
      { db: 'LUST', search_distance_mi: 0.5, counts: { tp: 0, lt_1_8: 0, '1_8_to_1_4': 0, '1_4_to_1_2': 1, '1_2_to_1': 0, gt_1: 0 }, total: 1, page: 2 },
    ],
  ]);

  it('flags a record beyond the search distance of all its databases (the report’s, else ASTM’s)', () => {
    expect(isBeyondSearchDistance(record({ distanceMi: 0.3 }), summary)).toBe(false);
    expect(isBeyondSearchDistance(record({ distanceMi: 0.6 }), summary)).toBe(true);
    expect(isBeyondSearchDistance(record({ distanceMi: 0.6, databases: ['LUST', 'NPL'] }), summary)).toBe(false);
    expect(isBeyondSearchDistance(record({ distanceMi: 0.2, databases: ['UST'] }), summary)).toBe(true);
    expect(isBeyondSearchDistance(record({ distanceMi: 0.2, databases: ['FINDS'] }), summary)).toBe(false);
    expect(isBeyondSearchDistance(record({ isTarget: true, distanceMi: 0 }), summary)).toBe(false);
    expect(isBeyondSearchDistance(record({ markedBeyond: true }), summary)).toBe(true);
  });

  it('classes statuses as open, closed or historical, closed words first', () => {
    expect(statusClassOf('Open - site assessment', 'LUST')).toBe('open');
    expect(statusClassOf('Completed - Case Closed', 'LUST')).toBe('closed');
    expect(statusClassOf('Inactive', 'RCRA-SQG')).toBe('closed');
    expect(statusClassOf('Assessment complete', 'BROWNFIELDS')).toBe('closed');
    expect(statusClassOf('Historical listing', 'EDR Hist Auto')).toBe('historical');
    expect(statusClassOf('Registered', 'FINDS')).toBe('unknown');
    const facts = new Map([
      ['LUST', { status: 'Case closed', facilityId: null, substances: [], dates: [], links: [] }],
      ['UST', { status: 'Active', facilityId: null, substances: [], dates: [], links: [] }],
    ]);
    expect(recordStatusClass({ databases: ['LUST', 'UST'], facts })).toBe('open');
  });

  it('gives the gradient only where the elevation says it', () => {
    expect(gradientOf(record({ relativeElevation: 'Higher' }))).toBe('up');
    expect(gradientOf(record({ relativeElevation: 'Lower' }))).toBe('down');
    expect(gradientOf(record({ relativeElevation: 'Equal' }))).toBe('cross');
    expect(gradientOf(record({ relativeElevation: null }))).toBeNull();
    expect(gradientOf(record({ isOrphan: true }))).toBeNull();
  });

  it('matches an orphan to a project property by address, else to a mapped site by name or address', () => {
    const orphan = record({ mapId: null, isOrphan: true, distanceMi: null, name: 'ARCO FACILITY 05123', address: '8962 COMMERCE DR' });
    const properties = [{ address: '8962 Commerce Drive', direction: 'north' as const }];
    expect(orphanMatchOf(orphan, [], properties)).toMatchObject({ kind: 'property', ref: 'north', by: 'address', score: 1 });
    const site = record({ mapId: '12', name: 'ARCO FACILITY 05123 INC', address: '7805 CENTRAL AVE' });
    expect(orphanMatchOf(orphan, [site], [])).toMatchObject({ kind: 'site', ref: '12', by: 'name' });
    expect(orphanMatchOf(orphan, [record({ name: 'OTHER', address: '1 ELM ST' })], [])).toBeNull();
  });
});
