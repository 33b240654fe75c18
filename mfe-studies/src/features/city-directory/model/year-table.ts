import type { CityDirectoryEntry, CityDirectoryResult, CityDirectoryVacancy, Direction } from '@groundwork/contracts';

/**
 * The city directory results as the tab shows them (spec 02 section 2): one row per directory
 * year, newest first and the unknown year last, one cell per subject / north / south / east /
 * west holding that year's occupants and vacancies. Pure functions: the tab renders them, edits
 * go through `editCell`, saves through `applyEdits`, copy and CSV through `tableCells`.
 */

export const CELL_KEYS = ['subject', 'north', 'south', 'east', 'west'] as const satisfies readonly Direction[];
export type CellKey = (typeof CELL_KEYS)[number];

export const CELL_TITLES: Readonly<Record<CellKey, string>> = {
  subject: 'Subject',
  north: 'North',
  south: 'South',
  east: 'East',
  west: 'West',
};

export const YEAR_TITLE = 'Year';
export const UNKNOWN_YEAR_LABEL = 'Unknown';

export interface DirectoryCell {
  /** Occupants, in the order printed (or typed). */
  entries: CityDirectoryEntry[];
  /** VACANT, NO CURRENT LISTING...: shown muted, never occupants. */
  vacancies: CityDirectoryVacancy[];
}

export type YearRow = {
  key: string;
  year: number | null;
  /** Page where this year's listings begin (for listings typed into the table). */
  firstPage: number;
  /** The printed address of each direction, for listings typed into an empty cell. */
  addresses: Partial<Record<CellKey, string>>;
} & Record<CellKey, DirectoryCell>;

interface Placed {
  direction: Direction | null;
  is_subject: boolean;
}

/** The cell of a listing or vacancy: the subject's, its direction's, or null when unassigned. */
export function cellKeyOf(item: Placed): CellKey | null {
  if (item.is_subject || item.direction === 'subject') return 'subject';
  return item.direction;
}

export const yearLabel = (year: number | null): string => (year === null ? UNKNOWN_YEAR_LABEL : String(year));

/** Newest first, the unknown year last. */
export function compareYearsNewestFirst(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return b - a;
}

const emptyCell = (): DirectoryCell => ({ entries: [], vacancies: [] });

/** The most frequent printed address of each cell, over every year. */
function addressesByCell(entries: readonly CityDirectoryEntry[]): Partial<Record<CellKey, string>> {
  const counts = new Map<CellKey, Map<string, number>>();
  for (const entry of entries) {
    const key = cellKeyOf(entry);
    if (key === null || entry.address.trim() === '') continue;
    const perAddress = counts.get(key) ?? new Map<string, number>();
    perAddress.set(entry.address, (perAddress.get(entry.address) ?? 0) + 1);
    counts.set(key, perAddress);
  }
  const addresses: Partial<Record<CellKey, string>> = {};
  for (const [key, perAddress] of counts) {
    addresses[key] = [...perAddress.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  }
  return addresses;
}

/**
 * One row per year the report covers (`years`) or any listing or vacancy names, each cell holding
 * that year's occupants and vacancies of that direction. Unassigned listings are in no cell.
 */
export function buildYearRows(result: CityDirectoryResult): YearRow[] {
  const years = new Set<number | null>(result.years);
  for (const item of [...result.parsedEntries, ...result.vacancies]) years.add(item.year);
  const addresses = addressesByCell(result.parsedEntries);
  const rows = new Map<number | null, YearRow>();
  for (const year of [...years].sort(compareYearsNewestFirst)) {
    rows.set(year, {
      key: `year-${yearLabel(year)}`,
      year,
      firstPage: Number.POSITIVE_INFINITY,
      addresses,
      subject: emptyCell(),
      north: emptyCell(),
      south: emptyCell(),
      east: emptyCell(),
      west: emptyCell(),
    });
  }
  for (const entry of result.parsedEntries) {
    const row = rows.get(entry.year)!;
    row.firstPage = Math.min(row.firstPage, entry.page);
    const key = cellKeyOf(entry);
    if (key !== null) row[key].entries.push(entry);
  }
  for (const vacancy of result.vacancies) {
    const row = rows.get(vacancy.year)!;
    row.firstPage = Math.min(row.firstPage, vacancy.page);
    const key = cellKeyOf(vacancy);
    if (key !== null) row[key].vacancies.push(vacancy);
  }
  return [...rows.values()].map((row) => ({ ...row, firstPage: Number.isFinite(row.firstPage) ? row.firstPage : 1 }));
}

/** The listings that match no property, by year (newest first), then address and page. */
export function unassignedEntries(result: CityDirectoryResult): CityDirectoryEntry[] {
  return result.parsedEntries
    .filter((entry) => cellKeyOf(entry) === null)
    .sort((a, b) => compareYearsNewestFirst(a.year, b.year) || a.address.localeCompare(b.address) || a.page - b.page);
}

/** What the cell editor starts from: one occupant per line (vacancies are not edited). */
export const cellText = (cell: DirectoryCell): string => cell.entries.map((entry) => entry.business_name).join('\n');

/** A cell in copy and CSV: occupants then vacancy markers, separated by '; '. */
export const cellExportText = (cell: DirectoryCell): string =>
  [...cell.entries.map((entry) => entry.business_name), ...cell.vacancies.map((vacancy) => vacancy.marker)].join('; ');

/** Header and rows of the year x direction table, as copied and exported. */
export const TABLE_HEADER: readonly string[] = [YEAR_TITLE, ...CELL_KEYS.map((key) => CELL_TITLES[key])];

export const tableCells = (rows: readonly YearRow[]): string[][] =>
  rows.map((row) => [yearLabel(row.year), ...CELL_KEYS.map((key) => cellExportText(row[key]))]);

const newEntryId = (): string => `manual-${crypto.randomUUID()}`;

/**
 * The cell after its text was edited to `text` (one occupant per line, blank lines dropped). A
 * line naming an occupant already there keeps that listing; other lines take over the remaining
 * listings in order (a corrected name keeps its page, printed line and tags); extra lines become
 * manual listings of that year and direction; listings left over are removed.
 */
export function editCell(row: YearRow, key: CellKey, text: string, newId: () => string = newEntryId): DirectoryCell {
  const cell = row[key];
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const remaining = [...cell.entries];
  const kept = lines.map((line) => {
    const index = remaining.findIndex((entry) => entry.business_name.trim() === line);
    return index === -1 ? null : remaining.splice(index, 1)[0]!;
  });
  const entries = lines.map((line, index): CityDirectoryEntry => {
    const same = kept[index];
    if (same) return same;
    const renamed = remaining.shift();
    if (renamed) return { ...renamed, business_name: line };
    return {
      id: newId(),
      year: row.year,
      address: cell.entries[0]?.address ?? row.addresses[key] ?? '',
      direction: key,
      is_subject: key === 'subject',
      business_name: line,
      phone: null,
      phone_raw: null,
      source: null,
      tags: [],
      manual: true,
      page: row.firstPage,
      line: '',
      confidence: null,
    };
  });
  return { entries, vacancies: cell.vacancies };
}

/**
 * The result's listings after the table's edits: unassigned listings untouched, listings still in
 * a cell updated in place (original order), removed ones dropped, new ones at the end.
 */
export function applyEdits(result: CityDirectoryResult, rows: readonly YearRow[]): CityDirectoryEntry[] {
  const originalIds = new Set(result.parsedEntries.map((entry) => entry.id));
  const edited = new Map<string, CityDirectoryEntry>();
  const added: CityDirectoryEntry[] = [];
  for (const row of rows) {
    for (const key of CELL_KEYS) {
      for (const entry of row[key].entries) {
        if (originalIds.has(entry.id)) edited.set(entry.id, entry);
        else added.push(entry);
      }
    }
  }
  const kept = result.parsedEntries.flatMap((entry) => {
    if (cellKeyOf(entry) === null) return [entry];
    const update = edited.get(entry.id);
    return update ? [update] : [];
  });
  return [...kept, ...added];
}
