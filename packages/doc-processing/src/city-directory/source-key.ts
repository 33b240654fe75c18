import type { ReaderLine } from './reader-lines';
import { isStreetName } from './grid/tokens';
import { parseYear } from './years';

// The source key some vendors print instead of a source per year: `PacTel | Pacific Telephone
// Directory | 1949, 1963`: a key, the directory, and the years it was used for.

export interface SourceKey {
  /** The directory of each year the key lists. */
  sources: Map<number, string>;
  /** The directory of each key (upper case). */
  keys: Map<string, string>;
  /** The pages the key is printed on. */
  pages: Set<number>;
}

const YEAR_LIST = /^(?:18|19|20)\d\d(?:\s*(?:,|;|&|and)\s*(?:18|19|20)\d\d)*$/i;
const letters = (text: string) => text.replace(/[^A-Za-z]/g, '').length;

/** `1954, 1982, 1987`: the years of a cell, or null. */
function yearList(text: string): number[] | null {
  const clean = text
    .replace(/[^A-Za-z0-9,;& ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!YEAR_LIST.test(clean)) return null;
  const years = (clean.match(/\d{4}/g) ?? []).map(parseYear);
  return years.every((year) => year !== null) ? (years as number[]) : null;
}

/** `Key | Directory | Years used`, `Year | Key | Directory source`: the header of a sources table. */
function isKeyHeader(line: ReaderLine): boolean {
  const texts = line.cells.map((cell) => cell.text.trim());
  return (
    texts.length >= 2 && texts.some((text) => /^(years?|years? used|dates?)$/i.test(text)) && texts.some((text) => /source|director|publisher/i.test(text))
  );
}

/** The row of a sources table: its years, its directory and the key printed beside it. */
function keyRow(line: ReaderLine): { years: number[]; directory: string; key: string | null } | null {
  const at = line.cells.findIndex((cell) => yearList(cell.text) !== null);
  if (at < 0) return null;
  const others = line.cells.filter((_cell, index) => index !== at);
  const named = others.filter((cell) => letters(cell.text) >= 6 && !isStreetName(cell.text, new Set()));
  const directory = named.sort((a, b) => letters(b.text) - letters(a.text))[0];
  if (!directory) return null;
  const keyCell = others.find((cell) => cell !== directory && /^[A-Za-z][A-Za-z.&'-]{0,11}$/.test(cell.text.trim()));
  return { years: yearList(line.cells[at]!.text)!, directory: directory.text.replace(/\s+/g, ' ').trim(), key: keyCell?.text.trim() ?? null };
}

/** The sources tables of the document: from a header, each row that holds years and a directory. */
export function readSourceKey(lines: readonly ReaderLine[]): SourceKey {
  const found: SourceKey = { sources: new Map(), keys: new Map(), pages: new Set() };
  let inTable = false;
  for (const line of lines) {
    if (isKeyHeader(line)) {
      inTable = true;
      continue;
    }
    const row = inTable ? keyRow(line) : null;
    if (!row) {
      inTable = false;
      continue;
    }
    for (const year of row.years) if (!found.sources.has(year)) found.sources.set(year, row.directory);
    if (row.key) found.keys.set(row.key.toUpperCase(), row.directory);
    found.pages.add(line.page.pageNumber);
  }
  return found;
}
