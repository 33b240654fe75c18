import { describe, expect, it } from 'vitest';
import { csvField, neutralizeFormula, toCsv, toTsv, tsvField, UTF8_BOM } from './csv';

describe('csvField', () => {
  it('leaves plain text and numbers alone', () => {
    expect([csvField('Quick Clean'), csvField(1998), csvField(0.25), csvField(true)]).toEqual(['Quick Clean', '1998', '0.25', 'true']);
  });

  it('writes empty text for null and undefined', () => {
    expect([csvField(null), csvField(undefined), csvField('')]).toEqual(['', '', '']);
  });

  it('quotes fields with a comma, quote, CR or LF and doubles the quotes', () => {
    expect(csvField('Smith, John')).toBe('"Smith, John"');
    expect(csvField('Joe\'s "Best" Cleaners')).toBe('"Joe\'s ""Best"" Cleaners"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField('"')).toBe('""""');
  });
});

describe('neutralizeFormula', () => {
  it('defuses text a spreadsheet would run as a formula', () => {
    expect(neutralizeFormula('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(neutralizeFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralizeFormula('+cmd|/c calc')).toBe("'+cmd|/c calc");
    expect(neutralizeFormula('-2+3')).toBe("'-2+3");
    expect(neutralizeFormula('\tx')).toBe("'\tx");
  });

  it('keeps numbers and phone numbers as they are', () => {
    expect([neutralizeFormula('-121.49'), neutralizeFormula('+1 (916) 555-0100'), neutralizeFormula('916-555-0100')]).toEqual([
      '-121.49',
      '+1 (916) 555-0100',
      '916-555-0100',
    ]);
  });

  it('applies inside CSV quoting', () => {
    expect(csvField('=1,2')).toBe('"\'=1,2"');
  });
});

describe('toCsv', () => {
  it('writes the BOM, header and rows with CRLF line ends', () => {
    const csv = toCsv(
      ['Year', 'Subject', 'North'],
      [
        [2020, 'Quick Clean, Inc.', 'VACANT'],
        [null, 'He said "hi"', 'a\nb'],
      ],
    );
    expect(csv).toBe(`${UTF8_BOM}Year,Subject,North\r\n2020,"Quick Clean, Inc.",VACANT\r\n,"He said ""hi""","a\nb"\r\n`);
  });

  it('leaves the BOM out on request and writes a header alone for no rows', () => {
    expect(toCsv(['A', 'B'], [], { bom: false })).toBe('A,B\r\n');
  });

  it('keeps non-ASCII text as is', () => {
    expect(toCsv(['Name'], [['Café Ñandú']], { bom: false })).toBe('Name\r\nCafé Ñandú\r\n');
  });
});

describe('toTsv', () => {
  it('writes one tab-separated line per row', () => {
    expect(
      toTsv(
        ['Year', 'Subject'],
        [
          [2020, 'Shell Station'],
          [2015, null],
        ],
      ),
    ).toBe('Year\tSubject\n2020\tShell Station\n2015\t');
  });

  it('turns tabs and line breaks inside a cell into spaces', () => {
    expect(tsvField('a\tb\r\nc\nd\re')).toBe('a b c d e');
    expect(toTsv(['A'], [['x\ty']])).toBe('A\nx y');
  });
});
