import type { CityDirectoryProperty } from '@groundwork/contracts';
import type { ListingBook, OpenListings } from '../listings';
import type { ReaderLine } from '../reader-lines';
import { normalizeSpace, readableText } from '../listing-text';
import { placeOfColumn } from '../places';
import { ADDRESS_START, columnAt, columnIndex, type TableLayout } from '../tables';
import { parseYear } from '../years';

// What every table reader shares: the row being read, the line's text per column, and the steps
// a row is made of (its year cell, its source cell, its address cell, its listings).

/** The row being read: its year, source and address, and the listing each column is writing into. */
export interface RowState {
  year: number | null;
  source: string | null;
  address: string | null;
  open: OpenListings;
}

/** What the headings above the table said (`3054 PACIFIC HWY  TARGET PROPERTY`, `1987  Polk`). */
export interface BlockContext {
  address: string | null;
  year: number | null;
  source: string | null;
}

/** Everything a reader needs to read one line as a row of `table`. */
export interface RowInput {
  table: TableLayout;
  line: ReaderLine;
  /** The row the previous line left open; null at the top of a table. */
  row: RowState | null;
  block: BlockContext;
  /** The directory of each year, as far as the document has said (a reader adds to it). */
  sources: Map<number, string>;
  book: ListingBook;
  properties: readonly CityDirectoryProperty[];
}

/** The row after the line, or `not-a-row`: the line does not belong to the table. */
export type RowResult = { kind: 'row'; row: RowState | null } | { kind: 'not-a-row' };
export type RowReader = (input: RowInput) => RowResult;

export const NOT_A_ROW: RowResult = { kind: 'not-a-row' };
export const rowOf = (row: RowState | null): RowResult => ({ kind: 'row', row });

/** A line's text per column, and where each column's text starts (`x`). */
export interface RowCells {
  texts: string[];
  xs: Array<number | undefined>;
}

export const xOf = (cells: RowCells, index: number) => cells.xs[index] ?? 0;

/** The line's cells by column; null when it has none (only OCR specks). */
export function rowCells(table: TableLayout, line: ReaderLine): RowCells | null {
  if (line.cells.length === 0) return null;
  const byColumn = table.columns.map((): Array<{ text: string; x: number }> => []);
  // A text run goes to the column it starts in; OCR words stay with their cell unless one starts
  // well inside a later column (a phone and a source read as one cell).
  for (const cell of line.cells) {
    const cellColumn = columnAt(table.columns, cell.x);
    for (const span of cell.spans) {
      const column = line.ocr ? wordColumn(table, cellColumn, span.bbox.x) : columnAt(table.columns, span.bbox.x);
      byColumn[column]!.push({ text: span.text.trim(), x: span.bbox.x });
    }
  }
  return {
    texts: byColumn.map((cells) => normalizeSpace(cells.map((cell) => cell.text).join(' '))),
    xs: byColumn.map((cells) => cells[0]?.x),
  };
}

const WORD_SLACK = 4;

/** The column of an OCR word in a cell starting in `cellColumn`: a later column only once the word is past its start. */
function wordColumn(table: TableLayout, cellColumn: number, x: number): number {
  const column = columnAt(table.columns, x);
  return column > cellColumn && x >= table.columns[column]!.x - WORD_SLACK ? column : cellColumn;
}

/**
 * The row a year cell starts: a new row for a year, the open row for an empty cell, null when the
 * cell holds something else (not a row). A year drawn in one run with the first listing gives
 * that listing to the next column.
 */
export function startYearRow({ table, row, block }: RowInput, cells: RowCells): { row: RowState; fresh: boolean } | null {
  const yearIndex = columnIndex(table, 'year');
  const raw = cells.texts[yearIndex]!.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '');
  if (!raw) return row ? { row, fresh: false } : null;
  const leading = /^(\d{4})\b\s*(.*)$/.exec(raw);
  const year = leading ? parseYear(leading[1]!) : null;
  if (year === null) return null;
  if (leading![2]) giveToNextColumn(cells, yearIndex, leading![2]);
  return { row: { year, source: null, address: row?.address ?? block.address, open: new Map() }, fresh: true };
}

function giveToNextColumn(cells: RowCells, yearIndex: number, text: string): void {
  const next = yearIndex + 1 < cells.texts.length ? yearIndex + 1 : yearIndex;
  cells.texts[next] = normalizeSpace(`${text} ${next === yearIndex ? '' : cells.texts[next]}`);
  cells.xs[next] ??= cells.xs[yearIndex];
}

/** The row with its address cell read: unchanged without one, null when the cell is no address (not a row). */
export function withAddressCell({ table, line }: RowInput, cells: RowCells, row: RowState, yearStarted = false): { row: RowState; fresh: boolean } | null {
  const index = columnIndex(table, 'address');
  if (index === -1 || !cells.texts[index]) return { row, fresh: false };
  const address = readableText(cells.texts[index]!, line.ocr);
  if (!ADDRESS_START.test(address)) return yearStarted || row.address === null ? null : { row: withWrappedAddress(row, address), fresh: false };
  return { row: { ...row, address, open: new Map() }, fresh: true };
}

/** The row with the rest of its address, wrapped onto this line (`2334 MARTIN LUTHER KING` / `JR BLVD`), in its listings too. */
function withWrappedAddress(row: RowState, rest: string): RowState {
  const address = `${row.address} ${rest}`;
  for (const listing of row.open.values()) if (listing.address === row.address) listing.address = address;
  return { ...row, address };
}

/**
 * The row with its directory: the source cell of a row its year started (recorded for the year),
 * else the year's known source, else the heading's.
 */
export function withSource({ table, line, sources, block }: RowInput, cells: RowCells, row: RowState, yearStarted: boolean): RowState {
  let source = row.source;
  const index = columnIndex(table, 'source');
  if (index !== -1 && yearStarted) {
    const printed = readableText(cells.texts[index]!, line.ocr);
    if (printed.length >= 3) {
      source = printed;
      if (row.year !== null && !sources.has(row.year)) sources.set(row.year, printed);
    }
  }
  if (source === null && row.year !== null) source = sources.get(row.year) ?? block.source;
  return source === row.source ? row : { ...row, source };
}

/** Writes the occupant column (with the phone column) into the row's listing. */
export function writeOccupant({ table, line, book }: RowInput, cells: RowCells, row: RowState, fresh: boolean): void {
  const occupant = columnIndex(table, 'occupant');
  const phone = columnIndex(table, 'phone');
  const text = normalizeSpace(`${cells.texts[occupant] ?? ''} ${phone === -1 ? '' : cells.texts[phone]}`);
  if (!text) return;
  const fields = { year: row.year, source: row.source, address: row.address ?? '', direction: undefined };
  book.write(row.open, { line, slot: occupant, text, x: xOf(cells, occupant) || xOf(cells, phone), fields, fresh, several: false });
}

/** Writes each place column (an address or a direction) into that column's listings, `;` separating several. */
export function writePlaces({ table, line, book, properties }: RowInput, cells: RowCells, row: RowState, fresh: boolean): void {
  table.columns.forEach((column, slot) => {
    const text = cells.texts[slot];
    if (column.role !== 'place' || !text) return;
    const fields = { year: row.year, source: row.source, ...placeOfColumn(column.label, properties) };
    book.write(row.open, { line, slot, text, x: xOf(cells, slot), fields, fresh, several: true });
  });
}
