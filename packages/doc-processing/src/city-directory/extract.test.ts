import { describe, expect, it } from 'vitest';
import { cityDirectoryResultSchema, type CityDirectoryProperty } from '@groundwork/contracts';
import type { IntakePage, PageLine, PageSpan } from '../types';
import { cityDirectorySummary, extractCityDirectory, UNRECOGNISED_MESSAGES } from './index';
import { testIntake } from './test-intake';

// Intakes built by hand: each row is a list of [text, x] cells at one baseline.
type Cells = Array<[string, number]>;
type Row = Cells | { y: number; cells: Cells };

const CHAR_WIDTH = 5;
const HEIGHT = 8;

function spansOf(cells: Cells, y: number, ocr: boolean, tilt: number): PageSpan[] {
  return cells.flatMap(([text, x]) => {
    if (!ocr) return [{ text, bbox: { x, y, width: text.length * CHAR_WIDTH, height: HEIGHT } }];
    // OCR gives words: one span per word, with a confidence.
    let cursor = x + tilt;
    return text.split(' ').map((word) => {
      const span = { text: word, bbox: { x: cursor, y, width: word.length * CHAR_WIDTH, height: HEIGHT }, confidence: 0.9 };
      cursor += (word.length + 1) * CHAR_WIDTH;
      return span;
    });
  });
}

function page(pageNumber: number, rows: Row[], { ocr = false, tilt = 0 }: { ocr?: boolean; tilt?: number } = {}): IntakePage {
  let y = 80;
  const lines: PageLine[] = rows.map((row, index) => {
    const cells = Array.isArray(row) ? row : row.cells;
    const lineY = Array.isArray(row) ? y : row.y;
    if (Array.isArray(row)) y += 14;
    // A slight rotation: each line a little further right than the one above.
    const spans = spansOf(cells, lineY, ocr, tilt * index);
    const left = Math.min(...spans.map((span) => span.bbox.x));
    const right = Math.max(...spans.map((span) => span.bbox.x + span.bbox.width));
    return {
      text: spans.map((span) => span.text).join(' '),
      bbox: { x: left, y: lineY, width: right - left, height: HEIGHT },
      spans,
      ...(ocr ? { confidence: 0.9 } : {}),
    };
  });
  return {
    pageNumber,
    source: ocr ? 'ocr' : 'text',
    scanned: ocr,
    confidence: ocr ? 0.9 : 1,
    width: 612,
    height: 792,
    lines,
    text: lines.map((line) => line.text).join('\n'),
  };
}

const properties: CityDirectoryProperty[] = [
  { address: '3054 PACIFIC HWY', direction: 'subject' },
  { address: '3064 PACIFIC HWY', direction: 'north' },
  { address: '3030-3036 PACIFIC HWY', direction: 'south' },
];

const brief = (entries: Array<{ year: number | null; direction: string | null; business_name: string; phone: string | null }>) =>
  entries.map(({ year, direction, business_name, phone }) => `${year} ${direction} ${business_name} ${phone ?? '-'}`);

describe('extractCityDirectory: blocks per address', () => {
  const report = testIntake(
    page(1, [
      [
        ['3054 Pacific Hwy', 58],
        ['Target Property', 470],
      ],
      [
        ['Year', 58],
        ['Uses', 110],
        ['Source', 440],
      ],
      [
        ['1987', 58],
        ['Smith John R (503) 555-0142', 110],
        ["Polk's City Directory", 440],
      ],
      [['Ideal Laundry & Dry Cleaners', 110]],
      [
        ['1999', 58],
        ['Vacant', 110],
        ['Cole Information Services', 440],
      ],
      [
        ['3032 Pacific Hwy', 58],
        ['Adjoining / Nearby', 470],
      ],
      [
        ['Year', 58],
        ['Uses', 110],
        ['Source', 440],
      ],
      [
        ['1987', 58],
        ['Acme Machine Works 503.555.0199', 110],
        ["Polk's City Directory", 440],
      ],
    ]),
  );
  const result = extractCityDirectory(report, { properties });

  it('reads title-case listings with year, address as printed, direction, phone and source', () => {
    expect(brief(result.parsedEntries)).toEqual([
      '1987 subject Smith John R 5035550142',
      '1987 subject Ideal Laundry & Dry Cleaners -',
      '1987 south Acme Machine Works 5035550199',
    ]);
    expect(result.parsedEntries[0]).toMatchObject({
      id: 'p1-l3-1',
      address: '3054 Pacific Hwy',
      is_subject: true,
      phone_raw: '(503) 555-0142',
      source: "Polk's City Directory",
      page: 1,
      line: "1987 Smith John R (503) 555-0142 Polk's City Directory",
      confidence: null,
    });
    expect(result.parsedEntries[1]!.tags).toEqual([
      { tag: 'dry cleaner', keyword: 'DRY CLEANERS' },
      { tag: 'laundry', keyword: 'LAUNDRY' },
    ]);
    expect(result.parsedEntries[2]!.address).toBe('3032 Pacific Hwy');
  });

  it('records vacancies with their marker, never as occupants', () => {
    expect(result.vacancies).toEqual([
      {
        year: 1999,
        address: '3054 Pacific Hwy',
        direction: 'subject',
        is_subject: true,
        marker: 'VACANT',
        page: 1,
        line: '1999 Vacant Cole Information Services',
        confidence: null,
      },
    ]);
    expect(result.parsedEntries.some((entry) => /vacant/i.test(entry.business_name))).toBe(false);
  });

  it('lists years newest first and the sources per year; the result validates and sums up', () => {
    expect(result.years).toEqual([1999, 1987]);
    expect(result.sources).toEqual({ '1987': "Polk's City Directory", '1999': 'Cole Information Services' });
    expect(() => cityDirectoryResultSchema.parse({ ...result, editedAt: null })).not.toThrow();
    expect(cityDirectorySummary(result)).toEqual({ entries: 3, vacancies: 1, unassigned: 0, tagged: 2, years: 2, unreadPages: 0 });
  });
});

describe('extractCityDirectory: blocks per year', () => {
  const report = testIntake(
    page(1, [
      [
        ['1987', 58],
        ["Polk's City Directory", 120],
      ],
      [
        ['Address', 58],
        ['Occupant', 200],
        ['Phone', 440],
      ],
      [
        ['3054 PACIFIC HWY', 58],
        ['ACME CLEANERS', 200],
        ['555-0142', 440],
      ],
      [['SMITH JOHN R', 200]],
      [
        ['3064 PACIFIC HWY', 58],
        ['NO CURRENT LISTING', 200],
      ],
      [['1999', 58]],
      [
        ['Address', 58],
        ['Occupant', 200],
        ['Phone', 440],
      ],
      [
        ['3054 PACIFIC HWY STE 100', 58],
        ['QUICK LUBE EXPRESS', 200],
        ['(503) 555-0100', 440],
      ],
      [
        ['9 ELSEWHERE RD', 58],
        ['JONES MARY', 200],
      ],
    ]),
  );
  const result = extractCityDirectory(report, { properties });

  it('takes the year from the block heading and the address from the row (carried down)', () => {
    expect(brief(result.parsedEntries)).toEqual([
      '1987 subject ACME CLEANERS 5550142',
      '1987 subject SMITH JOHN R -',
      '1999 subject QUICK LUBE EXPRESS 5035550100',
      '1999 null JONES MARY -',
    ]);
    expect(result.parsedEntries.map((entry) => entry.address)).toEqual(['3054 PACIFIC HWY', '3054 PACIFIC HWY', '3054 PACIFIC HWY STE 100', '9 ELSEWHERE RD']);
    expect(result.vacancies.map(({ year, direction, marker }) => ({ year, direction, marker }))).toEqual([
      { year: 1987, direction: 'north', marker: 'NO CURRENT LISTING' },
    ]);
    expect(result.sources).toEqual({ '1987': "Polk's City Directory" });
    expect(result.years).toEqual([1999, 1987]);
  });
});

describe('extractCityDirectory: blocks without a column header', () => {
  it('takes the columns of a year block from its first row (OCR words, slightly rotated)', () => {
    const report = testIntake(
      page(
        1,
        [
          [
            ['1987', 58],
            ['Cole Information Services', 100],
          ],
          [
            ['3054 PACIFIC HWY', 58],
            ['ACME CLEANERS 555-0142', 220],
          ],
          [['SMITH JOHN R', 220]],
          [
            ['3064 PACIFIC HWY', 58],
            ['VACANT', 220],
          ],
          [['1999', 58]],
          [
            ['3030 PACIFIC HWY', 58],
            ['BLUE WAVE CAR WASH', 220],
          ],
          [['Information is provided as of the research date.', 58]],
          [
            ['7 OTHER ST', 58],
            ['IGNORED AFTER THE TABLE', 220],
          ],
        ],
        { ocr: true, tilt: 0.5 },
      ),
    );
    const result = extractCityDirectory(report, { properties });
    expect(brief(result.parsedEntries)).toEqual(['1987 subject ACME CLEANERS 5550142', '1987 subject SMITH JOHN R -', '1999 south BLUE WAVE CAR WASH -']);
    expect(result.vacancies).toMatchObject([{ year: 1987, direction: 'north', marker: 'VACANT', confidence: 0.9 }]);
    expect(result.sources).toEqual({ '1987': 'Cole Information Services' });
  });

  it('takes the columns of an address block from its first row', () => {
    const report = testIntake(
      page(1, [
        [['3054 PACIFIC HWY - SUBJECT PROPERTY', 58]],
        [
          ['1987', 58],
          ['SMITH JOHN R', 110],
          ["Polk's City Directory", 400],
        ],
        [['WHITE DONALD P 555-0100', 110]],
        [
          ['1999', 58],
          ['NO CURRENT LISTING', 110],
          ['Cole Information Services', 400],
        ],
      ]),
    );
    const result = extractCityDirectory(report, { properties });
    expect(brief(result.parsedEntries)).toEqual(['1987 subject SMITH JOHN R -', '1987 subject WHITE DONALD P 5550100']);
    expect(result.parsedEntries.map((entry) => entry.address)).toEqual(['3054 PACIFIC HWY', '3054 PACIFIC HWY']);
    expect(result.vacancies).toMatchObject([{ year: 1999, marker: 'NO CURRENT LISTING', is_subject: true }]);
    expect(result.sources).toEqual({ '1987': "Polk's City Directory", '1999': 'Cole Information Services' });
  });

  it('reads an `Address:` heading over rows without a column header, a phone between the name and the directory', () => {
    const report = testIntake(
      page(1, [
        [['Address: 3064 PACIFIC HWY', 58]],
        [
          ['1987', 58],
          ['SMITH JOHN R', 110],
          ['555-0142', 300],
          ["Polk's City Directory", 400],
        ],
        [['ACME MACHINE WORKS', 110]],
        [
          ['1992', 58],
          ['WHITE DONALD P', 110],
          ["Polk's City Directory", 400],
        ],
      ]),
    );
    const result = extractCityDirectory(report, { properties });
    expect(brief(result.parsedEntries)).toEqual(['1987 north SMITH JOHN R 5550142', '1987 north ACME MACHINE WORKS -', '1992 north WHITE DONALD P -']);
    expect(result.sources).toEqual({ '1987': "Polk's City Directory", '1992': "Polk's City Directory" });
  });

  it('measures the names column by its rows, not by a heading that starts where the names do', () => {
    const names = ['SMITH JOHN R', 'ACME MACHINE WORKS', 'WHITE DONALD P', 'OWL DRUG STORE', 'JONES MARY', 'KWIK KOPY CTR', 'LEE RICHD', 'HILLTOP HARDWARE'];
    const rows: Row[] = [
      [
        ['Address:', 58],
        ['3030-3036 PACIFIC COAST HIGHWAY NORTH (continued)', 103],
      ],
      ...names.map(
        (name, index): Row => [
          [String(1950 + index), 58],
          [name, 103],
          ["Polk's City Directory", 300],
        ],
      ),
      [
        ['1990', 58],
        ['COUNTY DEPT OF PUBLIC WKS', 103],
        ["Polk's City Directory", 300],
      ],
      [['YARD', 103]],
    ];
    const result = extractCityDirectory(testIntake(page(1, rows)), { properties });
    expect(result.parsedEntries.filter((entry) => entry.year === 1990).map((entry) => entry.business_name)).toEqual(['COUNTY DEPT OF PUBLIC WKS YARD']);
  });
});

describe('extractCityDirectory: wide tables', () => {
  it('reads a column per address with several occupants per cell (text layer)', () => {
    const report = testIntake(
      page(1, [
        [
          ['Year', 58],
          ['3054 PACIFIC HWY', 120],
          ['3064 PACIFIC HWY', 300],
          ['3099 PACIFIC HWY', 460],
        ],
        [
          ['1987', 58],
          ['ACME CLEANERS; SMITH JOHN R', 120],
          ['VACANT', 300],
          ['JONES MARY 555-0142', 460],
        ],
        [['BLUE WAVE CAR WASH', 120]],
        [
          ['1999', 58],
          ['HARBOR PHOTO LAB', 120],
          ['TECHSOLUTIONS LLC', 300],
        ],
      ]),
    );
    const result = extractCityDirectory(report, { properties });
    expect(brief(result.parsedEntries)).toEqual([
      '1987 subject ACME CLEANERS -',
      '1987 subject SMITH JOHN R -',
      '1987 null JONES MARY 5550142',
      '1987 subject BLUE WAVE CAR WASH -',
      '1999 subject HARBOR PHOTO LAB -',
      '1999 north TECHSOLUTIONS LLC -',
    ]);
    expect(result.parsedEntries.map((entry) => entry.id)).toEqual(['p1-l2-1', 'p1-l2-2', 'p1-l2-4', 'p1-l3-1', 'p1-l4-1', 'p1-l4-2']);
    expect(result.vacancies).toMatchObject([{ year: 1987, address: '3064 PACIFIC HWY', direction: 'north', marker: 'VACANT' }]);
  });

  it('reads a column per direction from OCR words, cleaning the OCR noise', () => {
    const report = testIntake(
      page(
        1,
        [
          [
            ['Year', 58],
            ['Subject', 120],
            ['North Adjoining', 300],
          ],
          [
            ['1987', 58],
            ['MlLLER OTTO Y', 120],
            ['Al TRANSMISSION 555-0177', 300],
          ],
          [
            ['1999', 58],
            ['NO RETURN', 120],
            ['CITYWIDE STORAGE :', 300],
          ],
        ],
        { ocr: true, tilt: 1 },
      ),
    );
    const result = extractCityDirectory(report, { properties });
    expect(brief(result.parsedEntries)).toEqual(['1987 subject MILLER OTTO Y -', '1987 north A1 TRANSMISSION 5550177', '1999 north CITYWIDE STORAGE -']);
    expect(result.parsedEntries[0]).toMatchObject({ address: '3054 PACIFIC HWY', confidence: 0.9 });
    expect(result.vacancies).toMatchObject([{ year: 1999, direction: 'subject', marker: 'NO RETURN' }]);
  });
});

describe('extractCityDirectory: flat tables', () => {
  it('reads year and address from each row, carrying the address down to the next lines', () => {
    const report = testIntake(
      page(1, [
        [
          ['Year', 58],
          ['Address', 100],
          ['Occupant', 260],
          ['Phone', 460],
        ],
        [
          ['1987', 58],
          ['3054 PACIFIC HWY', 100],
          ['ACME CLEANERS', 260],
          ['555-0142', 460],
        ],
        [['SMITH JOHN R', 260]],
        [
          ['1999', 58],
          ['3064 PACIFIC HWY', 100],
          ['VACANT', 260],
        ],
      ]),
    );
    const result = extractCityDirectory(report, { properties });
    expect(brief(result.parsedEntries)).toEqual(['1987 subject ACME CLEANERS 5550142', '1987 subject SMITH JOHN R -']);
    expect(result.vacancies).toMatchObject([{ year: 1999, direction: 'north', marker: 'VACANT' }]);
    expect(result.layouts).toEqual(['flat-table']);
  });

  it('goes on past a row in the columns that it cannot read (a misread year)', () => {
    const row = (year: string, address: string, name: string): Cells => [
      [year, 58],
      [address, 100],
      [name, 260],
    ];
    const report = testIntake(
      page(1, [
        [
          ['Year', 58],
          ['Address', 100],
          ['Occupant', 260],
        ],
        row('1987', '3054 PACIFIC HWY', 'ACME CLEANERS'),
        row('I9B7', '3054 PACIFIC HWY', 'SMITH JOHN R'),
        row('1987', '3064 PACIFIC HWY', 'CORNER MARKET'),
      ]),
    );
    const result = extractCityDirectory(report, { properties });
    // The misread year's row is read as the year above's by the rows' geometry.
    expect(brief(result.parsedEntries)).toEqual(['1987 subject ACME CLEANERS -', '1987 subject SMITH JOHN R -', '1987 north CORNER MARKET -']);
  });
});

describe('extractCityDirectory: wrapped names', () => {
  it('joins an indented continuation, a phone-only line and a name ending in a connector, with one space', () => {
    const report = testIntake(
      page(1, [
        [
          ['3054 PACIFIC HWY', 58],
          ['TARGET PROPERTY', 470],
        ],
        [
          ['Year', 58],
          ['Uses', 110],
          ['Source', 440],
        ],
        [
          ['1966', 58],
          ['AMERICAN FEDERATED INSURANCE UNDERWRITERS OF', 110],
          ['Haines', 440],
        ],
        [['OREGON INC', 110]],
        [['MIDWAY FURNITURE', 110]],
        [
          ['1971', 58],
          ['SAINT VINCENT DE PAUL SOCIETY THRIFT STORE', 110],
          ['Polk', 440],
        ],
        [['AND DONATION CENTER', 117]],
        [['(972) 555-6315', 117]],
        [['WHITE DONALD P', 110]],
      ]),
    );
    const result = extractCityDirectory(report, { properties });
    expect(brief(result.parsedEntries)).toEqual([
      '1966 subject AMERICAN FEDERATED INSURANCE UNDERWRITERS OF OREGON INC -',
      '1966 subject MIDWAY FURNITURE -',
      '1971 subject SAINT VINCENT DE PAUL SOCIETY THRIFT STORE AND DONATION CENTER 9725556315',
      '1971 subject WHITE DONALD P -',
    ]);
    expect(result.parsedEntries[2]!.line.split('\n')).toHaveLength(3);
  });
});

describe('extractCityDirectory: addresses', () => {
  const report = testIntake(
    page(1, [
      [
        ['500 OLD STATE ROUTE 99', 58],
        ['ADJOINING', 470],
      ],
      [
        ['Year', 58],
        ['Uses', 110],
        ['Source', 440],
      ],
      [
        ['1955', 58],
        ['TEXACO SERVICE STATION', 110],
        ['Polk', 440],
      ],
      [
        ['3054 US HWY 101', 58],
        ['TARGET PROPERTY', 470],
      ],
      [
        ['Year', 58],
        ['Uses', 110],
        ['Source', 440],
      ],
      [
        ['1955', 58],
        ['RAINBOW LAUNDROMAT', 110],
        ['Polk', 440],
      ],
      [
        ['3032 US HWY 101', 58],
        ['ADJOINING / NEARBY', 470],
      ],
      [
        ['Year', 58],
        ['Uses', 110],
        ['Source', 440],
      ],
      [
        ['1955', 58],
        ['ECONOMY TIRE SHOP', 110],
        ['Polk', 440],
      ],
    ]),
  );

  it('uses the project aliases and those the report establishes, and records both', () => {
    const result = extractCityDirectory(report, {
      properties: [...properties, { address: '500 HWY 99', direction: 'west' }],
      aliases: [{ from: 'HWY 99', to: 'OLD STATE ROUTE 99' }],
    });
    expect(brief(result.parsedEntries)).toEqual(['1955 west TEXACO SERVICE STATION -', '1955 subject RAINBOW LAUNDROMAT -', '1955 south ECONOMY TIRE SHOP -']);
    expect(result.aliases).toEqual([
      { from: 'HWY 99', to: 'OLD STATE ROUTE 99', origin: 'project' },
      { from: 'US HWY 101', to: 'PACIFIC HWY', origin: 'report' },
    ]);
    expect(result.parsedEntries[0]!.tags).toEqual([{ tag: 'gas station', keyword: 'SERVICE STATION' }]);
  });

  it('works without properties: every listing kept, unassigned', () => {
    const result = extractCityDirectory(report, { properties: [] });
    expect(brief(result.parsedEntries)).toEqual(['1955 null TEXACO SERVICE STATION -', '1955 null RAINBOW LAUNDROMAT -', '1955 null ECONOMY TIRE SHOP -']);
    expect(result.aliases).toEqual([]);
    expect(cityDirectorySummary(result)).toMatchObject({ entries: 3, unassigned: 3 });
  });
});

describe('extractCityDirectory: pages that are not listings', () => {
  const runningHeader = (n: number): Row => ({
    y: 28,
    cells: [
      ['The City Directory Abstract', 54],
      [`Inquiry Number: 62567${n}`, 457],
    ],
  });
  const footer = (n: number): Row => ({ y: 755, cells: [[`Page ${n}`, 293]] });
  const report = testIntake(
    page(1, [[['GEOHISTORY DATA SERVICES', 54]], [['3054 PACIFIC HWY', 54]], [['January 2, 2023', 54]]]),
    page(2, [
      runningHeader(2),
      [['Entries shown as VACANT or NO RETURN indicate that no occupant was identified.', 72]],
      [['Research Sources', 72]],
      [['1955 R.L. Polk & Co. City Directory', 72]],
      [['1959 Haines Criss-Cross Directory', 72]],
      footer(2),
    ]),
    page(3, [
      runningHeader(3),
      [
        ['3054 PACIFIC HWY', 58],
        ['TARGET PROPERTY', 470],
      ],
      [
        ['Year', 58],
        ['Uses', 110],
        ['Source', 440],
      ],
      [
        ['1955', 58],
        ['RAINBOW LAUNDROMAT', 110],
      ],
      footer(3),
    ]),
    page(4, [
      runningHeader(4),
      [
        ['1959', 58],
        ['ACME CLEANERS', 110],
      ],
      [['WESTERN PAINT CO', 110]],
      { y: 700, cells: [['The information in this report is provided as is.', 72]] },
      footer(4),
    ]),
  );
  const result = extractCityDirectory(report, { properties });

  it('skips the cover, the disclaimer, running headers and footers, and follows a table across pages', () => {
    expect(brief(result.parsedEntries)).toEqual(['1955 subject RAINBOW LAUNDROMAT -', '1959 subject ACME CLEANERS -', '1959 subject WESTERN PAINT CO -']);
    expect(result.vacancies).toEqual([]);
    expect(result.parsedEntries.map((entry) => entry.page)).toEqual([3, 4, 4]);
  });

  it('takes the sources from the research sources list', () => {
    expect(result.sources).toEqual({ '1955': 'R.L. Polk & Co. City Directory', '1959': 'Haines Criss-Cross Directory' });
    expect(result.parsedEntries.map((entry) => entry.source)).toEqual([
      'R.L. Polk & Co. City Directory',
      'Haines Criss-Cross Directory',
      'Haines Criss-Cross Directory',
    ]);
  });

  it('names the layout families it read, and nothing unrecognised', () => {
    expect(result.layouts).toEqual(['address-blocks']);
    expect(result.unrecognised).toBeNull();
  });
});

describe('extractCityDirectory: documents it cannot read', () => {
  it('says that no layout was recognised in a document with text but no directory table', () => {
    const letter = extractCityDirectory(testIntake(page(1, [[['Just a letter about 3054 PACIFIC HWY', 72]]])), { properties });
    expect(letter).toEqual({
      parsedEntries: [],
      vacancies: [],
      years: [],
      sources: {},
      aliases: [],
      layouts: [],
      unrecognised: { code: 'NO_LAYOUT', message: UNRECOGNISED_MESSAGES.NO_LAYOUT },
      unreadPages: [],
    });
    expect(letter.unrecognised!.message).toMatch(/^No city directory listings were recognised in this document: .*Is it a city directory abstract\?$/);
  });

  it('says that a directory table held no listings', () => {
    const headerOnly = extractCityDirectory(
      testIntake(
        page(1, [
          [
            ['Year', 58],
            ['Uses', 110],
            ['Source', 440],
          ],
        ]),
      ),
      { properties },
    );
    expect(headerOnly).toMatchObject({ parsedEntries: [], layouts: ['address-blocks'], unrecognised: { code: 'NO_LISTINGS' } });
  });

  it('says that a document without text has nothing to read', () => {
    expect(extractCityDirectory(testIntake(), { properties: [] }).unrecognised).toEqual({ code: 'NO_TEXT', message: UNRECOGNISED_MESSAGES.NO_TEXT });
  });

  it('keeps the stored result as before: the schema drops the reader notes', () => {
    const letter = extractCityDirectory(testIntake(page(1, [[['Just a letter', 72]]])), { properties });
    expect(cityDirectoryResultSchema.parse({ ...letter, editedAt: null })).toEqual({
      parsedEntries: [],
      vacancies: [],
      years: [],
      sources: {},
      aliases: [],
      editedAt: null,
      unreadPages: [],
    });
  });
});
