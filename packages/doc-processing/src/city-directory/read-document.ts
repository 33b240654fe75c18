import type { CityDirectoryProperty } from '@groundwork/contracts';
import type { AddressMatcher } from './address';
import { detectLayout, layoutFamily, type LayoutFamily, type LayoutSignal } from './detect-layout';
import { ListingBook, type RawListing } from './listings';
import type { ReaderLine } from './reader-lines';
import { ROW_READERS, type BlockContext, type RowState } from './readers';
import { isSourcesHeading, sourceEntry } from './sources-list';
import type { TableLayout } from './tables';
import { columnEdges } from './wrap';

// The document read line by line: each line is a source of the sources list, a layout signal
// (a table header, an address or a year heading) or a row of the current table, read by its
// family's reader.

export interface DocumentReading {
  listings: RawListing[];
  /** The directory of each year. */
  sources: Map<number, string>;
  /** The layout families of the tables found, in order of first appearance. */
  layouts: LayoutFamily[];
}

interface ReadingContext {
  lines: readonly ReaderLine[];
  properties: readonly CityDirectoryProperty[];
  matcher: AddressMatcher;
  book: ListingBook;
  sources: Map<number, string>;
  layouts: Set<LayoutFamily>;
  /** The lines read as headings (an address, a year, a column header): no listing's text. */
  headings: Set<ReaderLine>;
}

/** Where the reader is: in the sources list, under which headings, in which table and row. */
interface ReaderState {
  readingSources: boolean;
  block: BlockContext;
  table: TableLayout | null;
  row: RowState | null;
}

const START: ReaderState = { readingSources: false, block: { address: null, year: null, source: null }, table: null, row: null };

/**
 * Reads the document twice: the first reading tells which name lines stand alone somewhere, so
 * the second joins only the others where they wrap at their column's width (see wrap.ts). The
 * columns' widths come from the rows: a heading (`Address: 2884 MAIN ST (continued)`) may start
 * where the names do and run past them.
 */
export function readDocument(
  lines: readonly ReaderLine[],
  options: { properties: readonly CityDirectoryProperty[]; matcher: AddressMatcher },
): DocumentReading {
  const first = readOnce(lines, options, new ListingBook());
  const standalone = (previous: string, next: string) => first.book.neighbours.apart(previous, next);
  const rows = lines.filter((line) => !first.headings.has(line));
  const second = readOnce(lines, options, new ListingBook({ columns: columnEdges(rows), standalone }));
  return { listings: second.book.listings, sources: second.sources, layouts: [...second.layouts] };
}

function readOnce(
  lines: readonly ReaderLine[],
  options: { properties: readonly CityDirectoryProperty[]; matcher: AddressMatcher },
  book: ListingBook,
): ReadingContext {
  const context: ReadingContext = { lines, ...options, book, sources: new Map(), layouts: new Set(), headings: new Set() };
  lines.reduce((state, _line, at) => readLine(state, at, context), START);
  return context;
}

function readLine(state: ReaderState, at: number, context: ReadingContext): ReaderState {
  const line = context.lines[at]!;
  if (state.readingSources) {
    const entry = sourceEntry(line);
    if (entry) {
      context.sources.set(entry.year, entry.source);
      return state;
    }
  }
  if (isSourcesHeading(line) && !insideTable(state.table, line)) return { ...state, readingSources: true };
  const outside = state.readingSources ? { ...state, readingSources: false } : state;
  const signal = detectLayout(line, context.lines[at + 1], outside.table);
  if (signal) return followSignal(outside, signal, line, context);
  return outside.table ? readRow(outside, outside.table, line, context) : outside;
}

/** A line starting in a later column of the open table: a cell's wrapped text (`ADDRESS NOT LISTED IN RESEARCH` / `SOURCE`). */
function insideTable(table: TableLayout | null, line: ReaderLine): boolean {
  const first = table?.columns[0];
  const x = line.cells[0]?.x;
  return first !== undefined && x !== undefined && table!.columns.some((column, index) => index > 0 && column.x > first.x && x >= column.x - COLUMN_SLACK);
}

const COLUMN_SLACK = 4;

function followSignal(state: ReaderState, signal: LayoutSignal, line: ReaderLine, context: ReadingContext): ReaderState {
  context.headings.add(line);
  const next = nextState(state, signal, context);
  if (next.table) context.layouts.add(layoutFamily(next.table));
  return next;
}

function nextState(state: ReaderState, signal: LayoutSignal, context: ReadingContext): ReaderState {
  switch (signal.kind) {
    case 'table-header':
      return { ...state, table: signal.table, row: null };
    case 'address-heading':
      if (signal.subject) context.matcher.learnFromSubjectHeader(signal.address);
      return { ...state, block: { ...state.block, address: signal.address }, table: signal.table, row: null };
    case 'year-heading':
      if (signal.source && !context.sources.has(signal.year)) context.sources.set(signal.year, signal.source);
      return { ...state, block: { ...state.block, year: signal.year, source: signal.source }, table: signal.table ?? state.table, row: null };
  }
}

/** The line as a row of the table; a line that is not one ends the table, unless it sits in a page margin. */
function readRow(state: ReaderState, table: TableLayout, line: ReaderLine, context: ReadingContext): ReaderState {
  const read = ROW_READERS[layoutFamily(table)];
  const result = read({ table, line, row: state.row, block: state.block, sources: context.sources, book: context.book, properties: context.properties });
  if (result.kind === 'row') return { ...state, row: result.row };
  if (line.inMargin) return state;
  // The table ended: the line may head the next block (an address heading the open table hid).
  const at = context.lines.indexOf(line);
  const signal = detectLayout(line, context.lines[at + 1], null);
  const ended: ReaderState = { ...state, table: null, row: null };
  return signal ? followSignal(ended, signal, line, context) : ended;
}
