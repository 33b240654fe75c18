import { describe, expect, it } from 'vitest';
import type { PageLine } from '../types';
import { detectLayout, layoutFamily } from './detect-layout';
import { lineCells, type ReaderLine } from './reader-lines';
import { tableHeader } from './tables';

/** One text line of [text, x] cells. */
function line(...cells: Array<[string, number]>): ReaderLine {
  const spans = cells.map(([text, x]) => ({ text, bbox: { x, y: 100, width: text.length * 5, height: 8 } }));
  const pageLine: PageLine = { text: cells.map(([text]) => text).join(' '), bbox: { x: 0, y: 100, width: 500, height: 8 }, spans };
  const page = { pageNumber: 1, source: 'text' as const, scanned: false, confidence: 1, width: 612, height: 792, lines: [pageLine], text: pageLine.text };
  return { page, index: 0, line: pageLine, ocr: false, inMargin: false, cells: lineCells(pageLine, false) };
}

const family = (...cells: Array<[string, number]>) => layoutFamily(tableHeader(line(...cells).cells)!);

describe('layoutFamily', () => {
  it('tells the families apart by where a row gets its year and address', () => {
    expect(family(['Year', 58], ['Uses', 110], ['Source', 440])).toBe('address-blocks');
    expect(family(['Address', 58], ['Occupant', 200], ['Phone', 440])).toBe('year-blocks');
    expect(family(['Year', 58], ['Address', 100], ['Occupant', 260])).toBe('flat-table');
    expect(family(['Year', 58], ['3054 PACIFIC HWY', 120], ['North Adjoining', 300])).toBe('wide-table');
  });
});

describe('tableHeader', () => {
  it('cuts labels set so close that they ran into one cell into whole labels, at the widest gap', () => {
    const header = line(['Listing', 52], ['Year', 92], ['Occupant', 121], ['/', 166], ['Business', 175], ['Phone', 297], ['Source', 387]);
    expect(header.cells[0]!.text).toBe('Listing Year Occupant / Business');
    expect(tableHeader(header.cells)?.columns).toEqual([
      { role: 'year', x: 52, label: 'Listing Year' },
      { role: 'occupant', x: 121, label: 'Occupant / Business' },
      { role: 'phone', x: 297, label: 'Phone' },
      { role: 'source', x: 387, label: 'Source' },
    ]);
  });

  it('cuts OCR words where the gap is wider than a word space, and joins a label OCR broke at its slash', () => {
    const header = line(
      ['Year', 52],
      ['Listed', 83],
      ['Address', 116],
      ['Directory', 222],
      ['Location', 392],
      ['Business', 437],
      ['Resident', 513],
      ['Telephone', 686],
    );
    expect(header.cells.map((cell) => cell.text)).toEqual(['Year Listed Address', 'Directory', 'Location Business', 'Resident', 'Telephone']);
    expect(tableHeader(header.cells)?.columns).toEqual([
      { role: 'year', x: 52, label: 'Year' },
      { role: 'address', x: 83, label: 'Listed Address' },
      { role: 'source', x: 222, label: 'Directory' },
      { role: 'address', x: 392, label: 'Location' },
      { role: 'occupant', x: 437, label: 'Business Resident' },
      { role: 'phone', x: 686, label: 'Telephone' },
    ]);
  });
});

describe('detectLayout', () => {
  it('reads an address heading with its label and the table its first row implies', () => {
    const signal = detectLayout(line(['3054 US HWY 101', 58], ['TARGET PROPERTY', 470]), line(['1987', 58], ['SMITH JOHN R', 110]), null);
    expect(signal).toMatchObject({
      kind: 'address-heading',
      address: '3054 US HWY 101',
      subject: true,
      table: { columns: [{ role: 'year' }, { role: 'occupant' }] },
    });
  });

  it('reads a year heading above a year-block table, and not inside a table with a year column', () => {
    const heading = line(['1987', 58], ["Polk's City Directory", 120]);
    const header = line(['Address', 58], ['Occupant', 200]);
    expect(detectLayout(heading, header, null)).toEqual({ kind: 'year-heading', year: 1987, source: "Polk's City Directory", table: null });
    const yearTable = tableHeader(line(['Year', 58], ['Uses', 110]).cells);
    expect(detectLayout(heading, header, yearTable)).toBeNull();
  });

  it('sees nothing in a line of prose', () => {
    expect(detectLayout(line(['The information in this report is provided as is.', 72]), undefined, null)).toBeNull();
  });
});
