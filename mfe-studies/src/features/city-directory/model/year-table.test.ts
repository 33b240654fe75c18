import { cityDirectoryResultSchema } from '@groundwork/contracts';
import { toCsv, toTsv } from '@groundwork/design-system/study';
import { describe, expect, it } from 'vitest';
import { aResult, anEntry, aVacancy, sampleResult } from '../test/fixtures';
import {
  applyEdits,
  buildYearRows,
  cellExportText,
  cellKeyOf,
  cellText,
  compareYearsNewestFirst,
  editCell,
  TABLE_HEADER,
  tableCells,
  unassignedEntries,
  yearLabel,
} from './year-table';

const names = (cell: { entries: { business_name: string }[] }) => cell.entries.map((entry) => entry.business_name);

describe('cellKeyOf', () => {
  it('puts the subject first, then the direction, and unmatched listings nowhere', () => {
    expect(cellKeyOf({ is_subject: true, direction: null })).toBe('subject');
    expect(cellKeyOf({ is_subject: false, direction: 'subject' })).toBe('subject');
    expect(cellKeyOf({ is_subject: false, direction: 'west' })).toBe('west');
    expect(cellKeyOf({ is_subject: false, direction: null })).toBeNull();
  });
});

describe('years', () => {
  it('sorts newest first with the unknown year last', () => {
    expect([1990, null, 2015, 2001].sort(compareYearsNewestFirst)).toEqual([2015, 2001, 1990, null]);
    expect(yearLabel(null)).toBe('Unknown');
    expect(yearLabel(1987)).toBe('1987');
  });
});

describe('buildYearRows', () => {
  it('makes one row per year, newest first, unknown last, with the covered years even when empty', () => {
    const rows = buildYearRows(sampleResult());
    expect(rows.map((row) => row.year)).toEqual([2015, 2010, 2005, null]);
    expect(rows.map((row) => row.key)).toEqual(['year-2015', 'year-2010', 'year-2005', 'year-Unknown']);
  });

  it('puts several occupants in one cell in printed order, vacancies apart, unassigned in no cell', () => {
    const [y2015, y2010, y2005] = buildYearRows(sampleResult());
    expect(names(y2015!.subject)).toEqual(['QUICK CLEAN DRY CLEANERS', 'J ST TAILOR']);
    expect(names(y2015!.north)).toEqual(['SHELL STATION']);
    expect(names(y2015!.south)).toEqual([]);
    expect(y2010!.north.vacancies.map((vacancy) => vacancy.marker)).toEqual(['VACANT']);
    expect(y2010!.north.entries).toEqual([]);
    expect(names(y2005!.subject)).toEqual(['ORCHARD SUPPLY']);
    const everywhere = buildYearRows(sampleResult()).flatMap((row) => [row.subject, row.north, row.south, row.east, row.west].flatMap(names));
    expect(everywhere).not.toContain('K ST PRINTING');
  });

  it('adds years only listings or vacancies name, and records where each year begins', () => {
    const rows = buildYearRows(
      aResult({
        years: [2000],
        parsedEntries: [anEntry({ year: 1995, page: 40 }), anEntry({ year: 1995, page: 38 })],
        vacancies: [aVacancy({ year: 1980, page: 50 })],
      }),
    );
    expect(rows.map((row) => [row.year, row.firstPage])).toEqual([
      [2000, 1],
      [1995, 38],
      [1980, 50],
    ]);
  });

  it('gives no rows for an empty result', () => {
    expect(buildYearRows(aResult())).toEqual([]);
  });
});

describe('unassignedEntries', () => {
  it('lists the listings of no property by year, newest first, then address', () => {
    const result = aResult({
      parsedEntries: [
        anEntry({ id: 'a', year: null, direction: null, is_subject: false, address: '1 A ST' }),
        anEntry({ id: 'b', year: 1990, direction: null, is_subject: false, address: '9 Z ST' }),
        anEntry({ id: 'c', year: 1990, direction: null, is_subject: false, address: '1 A ST' }),
        anEntry({ id: 'd', year: 2000, direction: 'north', is_subject: false }),
      ],
    });
    expect(unassignedEntries(result).map((entry) => entry.id)).toEqual(['c', 'b', 'a']);
  });
});

describe('cell text', () => {
  it('edits one occupant per line and exports occupants then vacancy markers', () => {
    const [, y2010] = buildYearRows(sampleResult());
    const [y2015] = buildYearRows(sampleResult());
    expect(cellText(y2015!.subject)).toBe('QUICK CLEAN DRY CLEANERS\nJ ST TAILOR');
    expect(cellExportText(y2015!.subject)).toBe('QUICK CLEAN DRY CLEANERS; J ST TAILOR');
    expect(cellText(y2010!.north)).toBe('');
    expect(cellExportText(y2010!.north)).toBe('VACANT');
  });

  it('copies and exports the year x direction table', () => {
    const cells = tableCells(buildYearRows(sampleResult()));
    expect(TABLE_HEADER).toEqual(['Year', 'Subject', 'North', 'South', 'East', 'West']);
    expect(toTsv(TABLE_HEADER, cells)).toBe(
      [
        'Year\tSubject\tNorth\tSouth\tEast\tWest',
        '2015\tQUICK CLEAN DRY CLEANERS; J ST TAILOR\tSHELL STATION\t\t\t',
        '2010\t\tVACANT\t\t\t',
        '2005\tORCHARD SUPPLY\t\t\t\t',
        'Unknown\tUNDATED CAFE\t\t\t\t',
      ].join('\n'),
    );
    expect(toCsv(TABLE_HEADER, cells, { bom: false }).split('\r\n')[1]).toBe('2015,QUICK CLEAN DRY CLEANERS; J ST TAILOR,SHELL STATION,,,');
  });
});

describe('editCell', () => {
  const ids = () => {
    let next = 0;
    return () => {
      next += 1;
      return `manual-${next}`;
    };
  };

  it('keeps listings whose line is unchanged, with their page and tags, in the new order', () => {
    const [y2015] = buildYearRows(sampleResult());
    const cell = editCell(y2015!, 'subject', 'J ST TAILOR\n  QUICK CLEAN DRY CLEANERS  \n\n');
    expect(cell.entries.map((entry) => entry.id)).toEqual(['sub-2015b', 'sub-2015']);
    expect(cell.entries[1]!.tags).toEqual([{ tag: 'dry cleaner', keyword: 'DRY CLEAN' }]);
  });

  it('treats a changed line as a corrected name that keeps its provenance', () => {
    const [y2015] = buildYearRows(sampleResult());
    const cell = editCell(y2015!, 'subject', 'QUICK CLEAN DRY CLEANERS\nJ STREET TAILORS');
    expect(cell.entries[1]).toMatchObject({ id: 'sub-2015b', business_name: 'J STREET TAILORS', page: 12, line: '2400 J ST J ST TAILOR' });
  });

  it('adds manual listings for extra lines, at the direction address and the page of the year', () => {
    const [y2015, y2010] = buildYearRows(sampleResult());
    const cell = editCell(y2010!, 'north', 'ACME PLATING', ids());
    expect(cell.entries).toEqual([
      {
        id: 'manual-1',
        year: 2010,
        address: '2410 J ST',
        direction: 'north',
        is_subject: false,
        business_name: 'ACME PLATING',
        phone: null,
        phone_raw: null,
        source: null,
        tags: [],
        manual: true,
        page: 15,
        line: '',
        confidence: null,
      },
    ]);
    expect(cell.vacancies.map((vacancy) => vacancy.marker)).toEqual(['VACANT']);
    const east = editCell(y2015!, 'east', 'CORNER STORE', ids());
    expect(east.entries[0]).toMatchObject({ address: '', direction: 'east', is_subject: false, page: 12 });
    const subject = editCell(y2015!, 'subject', 'QUICK CLEAN DRY CLEANERS\nJ ST TAILOR\nNEW CAFE', ids());
    expect(subject.entries[2]).toMatchObject({ is_subject: true, direction: 'subject', address: '2400 J ST' });
  });

  it('removes listings whose lines were deleted, down to an empty cell', () => {
    const [y2015] = buildYearRows(sampleResult());
    expect(names(editCell(y2015!, 'subject', 'J ST TAILOR'))).toEqual(['J ST TAILOR']);
    expect(editCell(y2015!, 'subject', '  \n ').entries).toEqual([]);
  });
});

describe('applyEdits', () => {
  it('keeps unassigned listings, updates kept ones in place, drops removed ones and appends new ones', () => {
    const result = sampleResult();
    const rows = buildYearRows(result);
    let next = 0;
    const newId = () => {
      next += 1;
      return `manual-${next}`;
    };
    const edited = rows.map((row) =>
      row.year === 2015
        ? { ...row, subject: editCell(row, 'subject', 'QUICK CLEAN DRY CLEANERS', newId), north: editCell(row, 'north', 'SHELL GAS', newId) }
        : row.year === 2005
          ? { ...row, west: editCell(row, 'west', 'ACME PLATING', newId) }
          : row,
    );
    const entries = applyEdits(result, edited);
    expect(entries.map((entry) => [entry.id, entry.business_name])).toEqual([
      ['sub-2015', 'QUICK CLEAN DRY CLEANERS'],
      ['north-2015', 'SHELL GAS'],
      ['sub-2005', 'ORCHARD SUPPLY'],
      ['un-2010', 'K ST PRINTING'],
      ['sub-unknown', 'UNDATED CAFE'],
      ['manual-1', 'ACME PLATING'],
    ]);
    expect(cityDirectoryResultSchema.safeParse({ ...result, parsedEntries: entries }).success).toBe(true);
  });

  it('changes nothing without edits', () => {
    const result = sampleResult();
    expect(applyEdits(result, buildYearRows(result))).toEqual(result.parsedEntries);
  });
});
