import type { ReaderLine } from './reader-lines';
import { readableText } from './listing-text';
import { ADDRESS_START, hasColumn, implicitTable, tableHeader, type TableLayout } from './tables';
import { parseYear } from './years';

// Layout detection: what a line says about the lines that follow (a table and its family, an
// address block, a year block). The readers (readers/) then read the rows of that table.

/**
 * The families of tables the readers know, by where a listing's year and address come from:
 * - `address-blocks`: an address heading, then `Year | Uses | Source` rows;
 * - `year-blocks`: a year heading, then `Address | Occupant | Phone` rows (the address carried down);
 * - `flat-table`: `Year | Address | Occupant` rows, both on the row;
 * - `wide-table`: `Year | 3054 PACIFIC HWY | North Adjoining`: a column per address or direction.
 */
export type LayoutFamily = 'address-blocks' | 'year-blocks' | 'flat-table' | 'wide-table';

export function layoutFamily(table: TableLayout): LayoutFamily {
  if (table.wide) return 'wide-table';
  const years = hasColumn(table, 'year');
  if (years && hasColumn(table, 'address')) return 'flat-table';
  return years ? 'address-blocks' : 'year-blocks';
}

/** What a line announces. `table` null: the table is announced by a later line (or kept, for a year heading). */
export type LayoutSignal =
  | { kind: 'table-header'; table: TableLayout }
  | { kind: 'address-heading'; address: string; subject: boolean; table: TableLayout | null }
  | { kind: 'year-heading'; year: number; source: string | null; table: TableLayout | null };

/** Labels vendors print beside a block's address. */
const BLOCK_LABEL =
  /\s+((?:target|subject)(?:\s+(?:property|site))?|adjoining(?:\s*\/?\s*nearby)?(?:\s+property)?|nearby|adjacent(?:\s+property)?|(?:north|south|east|west)(?:ern)?\s+(?:adjoining|adjacent)(?:\s+property)?)\s*$/i;
const SUBJECT_LABEL = /^(target|subject)/i;
const LEADING_LABEL =
  /^((?:target|subject)(?:\s+(?:property|site))?|adjoining(?:\s*\/?\s*nearby)?(?:\s+property)?|nearby|adjacent(?:\s+property)?|(?:north|south|east|west)(?:ern)?\s+(?:adjoining|adjacent)(?:\s+property)?|(?:property\s+|street\s+)?address)\s*[:\-–]?\s*(.+)$/i;
const CONTINUED = /\s*[-–(]*\s*(?:continued|cont'?d)\s*\)?\s*$/i;
const YEAR_HEADING = /^(?:(?:year|directory year)\s*:?\s*)?((?:18|19|20)\d\d)\b\s*[-–:]?\s*(.*)$/i;

/** The layout signal of `line` (`next` is the line after it), while `current` is the table being read. */
export function detectLayout(line: ReaderLine, next: ReaderLine | undefined, current: TableLayout | null): LayoutSignal | null {
  const table = tableHeader(line.cells);
  if (table) return { kind: 'table-header', table };
  // In a table with an address column, an address line is a row, not a heading.
  const rowsHoldAddresses = current !== null && !current.wide && hasColumn(current, 'address');
  return (rowsHoldAddresses ? null : addressHeading(line, next)) ?? yearHeading(line, next, current);
}

/** `3054 US HWY 101   TARGET PROPERTY`, or an address alone above a table header: the address of the block that follows. */
function addressHeading(line: ReaderLine, next: ReaderLine | undefined): LayoutSignal | null {
  const read = readableText(line.line.text, line.ocr);
  const leading = LEADING_LABEL.exec(read);
  // `Subject Property: 3054 PACIFIC HWY`: the label first, then the address.
  const label = leading && !/address$/i.test(leading[1]!) ? ` ${leading[1]}` : '';
  const text = leading && ADDRESS_START.test(leading[2]!) ? `${leading[2]}${label}` : read;
  if (!ADDRESS_START.test(text)) return null;
  const labelled = BLOCK_LABEL.exec(text);
  const table = next && !tableHeader(next.cells) ? implicitTable(next.cells, 'year') : null;
  const headsTable = next !== undefined && line.cells.length === 1 && tableHeader(next.cells) !== null;
  // `Address: 2924 CESAR CHAVEZ BLVD` over `1955 | LEWIS PATRICIA J | Polk`: the label says heading, the rows need no header.
  const headsYearRows = leading !== null && table !== null;
  if (!labelled && !headsTable && !headsYearRows) return null;
  const printed = labelled ? text.slice(0, labelled.index) : text;
  const address = printed.replace(CONTINUED, '').replace(/[\s\-–:,|]+$/, '');
  return { kind: 'address-heading', address, subject: labelled !== null && SUBJECT_LABEL.test(labelled[1]!), table };
}

/** A year block's table: rows without a year column. */
const isYearBlockTable = (table: TableLayout | null) => table !== null && !table.wide && !hasColumn(table, 'year');

/** `1987` or `1987  Polk's City Directory` heading a year block. */
function yearHeading(line: ReaderLine, next: ReaderLine | undefined, current: TableLayout | null): LayoutSignal | null {
  // Years come from the rows while a table has a year column.
  if (current && hasColumn(current, 'year')) return null;
  const match = YEAR_HEADING.exec(readableText(line.line.text, line.ocr));
  if (!match) return null;
  const year = parseYear(match[1]!);
  const rest = match[2]!.trim();
  const isAddress = ADDRESS_START.test(`${match[1]} ${rest}`) && /^\d/.test(rest);
  if (year === null || isAddress) return null;
  const nextHeader = next ? tableHeader(next.cells) : null;
  const implicit = !nextHeader && next ? implicitTable(next.cells, 'address') : null;
  const heads = isYearBlockTable(nextHeader) || (isYearBlockTable(current) && line.cells.length === 1) || implicit !== null;
  return heads ? { kind: 'year-heading', year, source: rest || null, table: implicit } : null;
}
