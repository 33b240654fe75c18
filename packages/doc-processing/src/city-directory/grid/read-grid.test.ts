import type { CityDirectoryProperty } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { extractCityDirectory } from '../extract';
import { testIntake, testPage } from '../test-intake';

// Layouts without a column header, read from the page's geometry (grid/): each row is a list of
// [text, x] cells, 14 points below the row before.

const properties: CityDirectoryProperty[] = [
  { address: '1244 CESAR CHAVEZ BLVD', direction: 'subject' },
  { address: '1214-1220 CESAR CHAVEZ BLVD', direction: 'south' },
  { address: '1254 CESAR CHAVEZ BLVD', direction: 'north' },
];

const brief = (entries: Array<{ year: number | null; address: string; direction: string | null; business_name: string; phone: string | null }>) =>
  entries.map(({ year, address, direction, business_name, phone }) => `${year} ${address} ${direction} ${business_name} ${phone ?? '-'}`);

describe('readGrid: a criss-cross abstract', () => {
  const report = testIntake(
    testPage(1, [
      [
        ['Key', 69],
        ['Directory', 129],
        ['Years used', 379],
      ],
      [
        ['PacTel', 69],
        ['Pacific Telephone Directory', 129],
        ['1949', 379],
      ],
      [
        ['Polk', 69],
        ['Polk City Directory', 129],
        ['1994, 2006', 379],
      ],
    ]),
    testPage(2, [
      [['39TH AVE', 147]],
      [['See also CESAR CHAVEZ BLVD', 123]],
      [
        ['1949', 49],
        ['1216', 102],
        ['Greater Metropolitan', 125],
      ],
      [
        ['PacTel', 49],
        ['Chamber of Commerce', 132],
      ],
      [
        ['Royal Cafe', 125],
        ['Tel. 614 557 3784', 240],
      ],
      [
        ['1244', 102],
        ['Address not listed in research source', 125],
      ],
      [['CESAR CHAVEZ BLVD', 114]],
      [
        ['1994', 49],
        ['1244', 102],
        ['Grand Theatre', 125],
        ['Tel. 614 556 4810', 240],
      ],
      [
        ['Polk', 49],
        ['Unit A', 125],
      ],
      [
        ['Summit Engrg Group', 134],
        ['Tel. 557 9219', 240],
      ],
      [['Citywide Storage', 134]],
      [
        ['1254', 102],
        ['(no return)', 125],
      ],
    ]),
  );
  const result = extractCityDirectory(report, { properties });

  it('reads the street heading, the year and key at the side, house numbers, units, continuations and the Tel. column', () => {
    expect(brief(result.parsedEntries)).toEqual([
      '1949 1216 39TH AVE south GREATER METROPOLITAN CHAMBER OF COMMERCE -',
      '1949 1216 39TH AVE south ROYAL CAFE 6145573784',
      '1994 1244 CESAR CHAVEZ BLVD subject GRAND THEATRE 6145564810',
      '1994 1244 CESAR CHAVEZ BLVD UNIT A subject SUMMIT ENGRG GROUP 5579219',
      '1994 1244 CESAR CHAVEZ BLVD UNIT A subject CITYWIDE STORAGE -',
    ]);
    expect(result.parsedEntries[1]).toMatchObject({ phone_raw: '614 557 3784', source: 'Pacific Telephone Directory' });
    expect(result.vacancies.map(({ year, direction, marker }) => `${year} ${direction} ${marker}`)).toEqual([
      '1949 subject ADDRESS NOT LISTED IN RESEARCH SOURCE',
      '1994 north NO RETURN',
    ]);
  });

  it('learns the historical street from the cross-reference, takes the sources from the key, and names its layout', () => {
    expect(result.aliases).toEqual([{ from: '39TH AVE', to: 'CESAR CHAVEZ BLVD', origin: 'report' }]);
    expect(result.sources).toEqual({ '1949': 'Pacific Telephone Directory', '1994': 'Polk City Directory', '2006': 'Polk City Directory' });
    expect(result.layouts).toEqual(['row-grid']);
    expect(result.unreadPages).toEqual([]);
  });
});

describe('readGrid: year headings over addresses, occupants indented beneath', () => {
  it('takes the year from its heading, the address from its line, and each indented line as an occupant', () => {
    const result = extractCityDirectory(
      testIntake(
        testPage(1, [
          [['Year: 1987 - Polk City Directory', 48]],
          [['1244 CESAR CHAVEZ BLVD', 48]],
          [
            ['SMITH JOHN R', 66],
            ['(614) 555-0142', 300],
          ],
          [['ACME MACHINE WORKS', 66]],
          [
            ['1254 CESAR CHAVEZ BLVD', 48],
            ['(vacant)', 188],
          ],
          [['1987 (continued)', 48]],
          [['1214-1220 CESAR CHAVEZ BLVD', 48]],
          [['BLUE WAVE CAR WASH', 66]],
        ]),
      ),
      { properties },
    );
    expect(brief(result.parsedEntries)).toEqual([
      '1987 1244 CESAR CHAVEZ BLVD subject SMITH JOHN R 6145550142',
      '1987 1244 CESAR CHAVEZ BLVD subject ACME MACHINE WORKS -',
      '1987 1214-1220 CESAR CHAVEZ BLVD south BLUE WAVE CAR WASH -',
    ]);
    expect(result.vacancies).toMatchObject([{ year: 1987, direction: 'north', marker: 'VACANT' }]);
    expect(result.sources).toEqual({ '1987': 'Polk City Directory' });
  });

  it('reads a business named like a street as the first occupant, and a long heading that continues as a heading', () => {
    const result = extractCityDirectory(
      testIntake(
        testPage(1, [
          [['Year: 1987 - R.L. Polk & Co. City Directory', 48]],
          [['1244 CESAR CHAVEZ BLVD', 48]],
          [['KWIK KOPY CENTER', 66]],
          [['SMITH JOHN R', 66]],
          [['Year: 1987 - R.L. Polk & Co. City Directory (continued)', 48]],
          [['1254 CESAR CHAVEZ BLVD', 48]],
          [['CORNER MARKET', 66]],
        ]),
      ),
      { properties },
    );
    expect(brief(result.parsedEntries)).toEqual([
      '1987 1244 CESAR CHAVEZ BLVD subject KWIK KOPY CENTER -',
      '1987 1244 CESAR CHAVEZ BLVD subject SMITH JOHN R -',
      '1987 1254 CESAR CHAVEZ BLVD north CORNER MARKET -',
    ]);
  });

  it('reads a long name in capitals, with its phone, as an occupant and not as a note ending the block', () => {
    const result = extractCityDirectory(
      testIntake(
        testPage(1, [
          [['Year: 1987 - Polk City Directory', 48]],
          [['1244 CESAR CHAVEZ BLVD', 48]],
          [['GREATER METROPOLITAN CHAMBER OF COMMERCE VISITOR INFORMATION OFFICE (614) 555-0142', 66]],
          [['SMITH JOHN R', 66]],
          [['1254 CESAR CHAVEZ BLVD', 48]],
          [['CORNER MARKET', 66]],
          [['Listings are reproduced as abstracted from the directories named above.', 48]],
          [['OWL DRUG STORE', 66]],
        ]),
      ),
      { properties },
    );
    expect(brief(result.parsedEntries)).toEqual([
      '1987 1244 CESAR CHAVEZ BLVD subject GREATER METROPOLITAN CHAMBER OF COMMERCE VISITOR INFORMATION OFFICE 6145550142',
      '1987 1244 CESAR CHAVEZ BLVD subject SMITH JOHN R -',
      '1987 1254 CESAR CHAVEZ BLVD north CORNER MARKET -',
    ]);
  });
});

describe('readGrid: address headings over years', () => {
  it('reads a year at the start of each row, dot leaders and paragraphs of listings', () => {
    const result = extractCityDirectory(
      testIntake(
        testPage(1, [
          [['1244 CESAR CHAVEZ BLVD', 48]],
          [['1987 SMITH JOHN R . . . . . . . . . . 555-0142', 60]],
          // Under SMITH: `1987 ` is five characters of five points.
          [['ACME MACHINE WORKS . . . . . . . . . .', 85]],
          [['1254 CESAR CHAVEZ BLVD', 48]],
          [['1992 (Polk City Directory): LEE ANN, 555-0100; CORNER', 48]],
          [['MARKET; No return', 96]],
        ]),
      ),
      { properties },
    );
    expect(brief(result.parsedEntries)).toEqual([
      '1987 1244 CESAR CHAVEZ BLVD subject SMITH JOHN R 5550142',
      '1987 1244 CESAR CHAVEZ BLVD subject ACME MACHINE WORKS -',
      '1992 1254 CESAR CHAVEZ BLVD north LEE ANN 5550100',
      '1992 1254 CESAR CHAVEZ BLVD north CORNER MARKET -',
    ]);
    expect(result.vacancies).toMatchObject([{ year: 1992, direction: 'north', marker: 'NO RETURN' }]);
  });

  it('reads a year set so close to its occupant that they share a cell, the phone in a cell of its own', () => {
    const result = extractCityDirectory(
      testIntake(
        testPage(1, [
          [['1244 CESAR CHAVEZ BLVD', 48]],
          [
            ['1948', 48],
            ['RODRIGUEZ WEI W', 78],
            ['973.557.3353', 220],
          ],
          [
            ['DAVIS HAZEL', 78],
            ['556.7518', 240],
          ],
          [
            ['1957', 48],
            ['RODRIGUEZ WEI W', 78],
            ['973.557.3353', 220],
          ],
        ]),
      ),
      { properties },
    );
    expect(brief(result.parsedEntries)).toEqual([
      '1948 1244 CESAR CHAVEZ BLVD subject RODRIGUEZ WEI W 9735573353',
      '1948 1244 CESAR CHAVEZ BLVD subject DAVIS HAZEL 5567518',
      '1957 1244 CESAR CHAVEZ BLVD subject RODRIGUEZ WEI W 9735573353',
    ]);
  });
});

describe('unreadPages', () => {
  it('names a page of listing-like rows nothing was read from, not the sources or notes pages', () => {
    const result = extractCityDirectory(
      testIntake(
        testPage(1, [
          [
            ['Year', 48],
            ['Directory source', 120],
          ],
          [
            ['1987', 48],
            ['Polk City Directory', 120],
          ],
        ]),
        testPage(2, [
          [['1244 CESAR CHAVEZ BLVD', 48]],
          [
            ['1987', 60],
            ['SMITH JOHN R', 100],
          ],
          [
            ['1992', 60],
            ['ACME MACHINE WORKS', 100],
          ],
        ]),
        testPage(3, [
          [['Listings below were abstracted from an unnamed source and could not be placed.', 48]],
          [
            ['1987', 60],
            ['LEE ANN', 100],
            ['555-0100', 300],
          ],
          [
            ['1992', 60],
            ['CORNER MARKET', 100],
            ['555-0101', 300],
          ],
          [
            ['1995', 60],
            ['BLUE WAVE CAR WASH', 100],
            ['555-0102', 300],
          ],
        ]),
      ),
      { properties },
    );
    expect(result.parsedEntries.map((entry) => entry.page)).toEqual([2, 2]);
    expect(result.unreadPages).toEqual([3]);
  });
});

describe('readGrid: a slightly rotated scan', () => {
  it('follows the occupants’ indent as it drifts down the page: a name there is no deeper continuation', () => {
    const rows: Array<Array<[string, number]>> = [[['1244 CESAR CHAVEZ BLVD', 48]]];
    ['1960', '1964', '1973', '1976'].forEach((year, index) => {
      rows.push([
        [year, 60 + index],
        ['NGUYEN DOROTHY', 100 + 2 * index],
      ]);
      rows.push([['SUMMIT ENGINEERING GROUP', 101 + 2 * index]]);
    });
    const result = extractCityDirectory(testIntake(testPage(1, rows, { ocr: true })), { properties });
    expect(brief(result.parsedEntries)).toEqual(
      ['1960', '1964', '1973', '1976'].flatMap((year) => [
        `${year} 1244 CESAR CHAVEZ BLVD subject NGUYEN DOROTHY -`,
        `${year} 1244 CESAR CHAVEZ BLVD subject SUMMIT ENGINEERING GROUP -`,
      ]),
    );
  });
});

describe('readGrid: occupants with the years they are listed in', () => {
  it('makes a listing per year, continues a long name and a long list, and leaves a summary of addresses alone', () => {
    const result = extractCityDirectory(
      testIntake(
        testPage(1, [
          [['Occupants by address', 48]],
          [['1244 CESAR CHAVEZ BLVD', 48]],
          [
            ['SMITH JOHN R', 72],
            ['1987, 1992, 1997', 300],
          ],
          [
            ['GREATER METROPOLITAN CHAMBER OF', 72],
            ['1992, 1997,', 300],
          ],
          [['COMMERCE', 72]],
          [['2002', 300]],
          [['1254 CESAR CHAVEZ BLVD', 48]],
          [
            ['CORNER MARKET 555-0100', 72],
            ['1987', 300],
          ],
          [
            ['VACANT', 72],
            ['1992; 1997', 300],
          ],
          [['Addresses researched', 48]],
          [
            ['1244 CESAR CHAVEZ BLVD', 48],
            ['1987, 1992', 300],
          ],
        ]),
      ),
      { properties },
    );
    const subject = (name: string, years: string[]) => years.map((year) => `${year} 1244 CESAR CHAVEZ BLVD subject ${name} -`);
    expect(brief(result.parsedEntries)).toEqual([
      ...subject('SMITH JOHN R', ['1987', '1992', '1997']),
      ...subject('GREATER METROPOLITAN CHAMBER OF COMMERCE', ['1992', '1997', '2002']),
      '1987 1254 CESAR CHAVEZ BLVD north CORNER MARKET 5550100',
    ]);
    expect(result.vacancies.map(({ year, direction, marker }) => `${year} ${direction} ${marker}`)).toEqual(['1992 north VACANT', '1997 north VACANT']);
  });
});

/**
 * Five years of two names each at 1244 CESAR CHAVEZ BLVD (the names column at 72, measured by
 * them), then 1985 with a name broken over two lines; the 1985 entries as read.
 */
function read1985(before: Array<Array<[string, number]>>, [first, second]: [string, string], [wide, short]: [string, string]): string[] {
  const rows: Array<Array<[string, number]>> = [...before, [['1244 CESAR CHAVEZ BLVD', 48]]];
  for (const year of ['1960', '1965', '1970', '1975', '1980']) {
    rows.push([
      [year, 48],
      [wide, 72],
    ]);
    rows.push([[short, 72]]);
  }
  rows.push([
    ['1985', 48],
    [first, 72],
  ]);
  rows.push([[second, 72]]);
  const result = extractCityDirectory(testIntake(testPage(1, rows)), { properties });
  return brief(result.parsedEntries).filter((entry) => entry.startsWith('1985'));
}

describe('readGrid: wrapped names measured by the names column', () => {
  it('joins a name wrapped at the column width, though a cover title starting where the names do runs far past it', () => {
    const title: Array<Array<[string, number]>> = [[['CITY DIRECTORY RESEARCH REPORT FOR THE SUBJECT PROPERTY AND ITS ADJOINING SITES', 72]]];
    expect(read1985(title, ['BELL SHEET METAL', 'CO 555-0142'], ['GREATER METROPOLITAN CLUB', 'SMITH JOHN R'])).toEqual([
      '1985 1244 CESAR CHAVEZ BLVD subject BELL SHEET METAL CO 5550142',
    ]);
  });

  it('joins a name whose next word would not have fitted beside the phone on its last line', () => {
    expect(read1985([], ['BELL SHEET', 'METAL CO Tel. 555 0142'], ['SMITH JOHN R Tel. 555 0101', 'JONES MARY'])).toEqual([
      '1985 1244 CESAR CHAVEZ BLVD subject BELL SHEET METAL CO 5550142',
    ]);
  });
});
