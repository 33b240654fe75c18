import { DISTANCE_BANDS, type DatabaseSummaryRow, type DistanceBand } from '@groundwork/contracts';
import type { Cell } from '../city-directory/geometry/cells';
import type { PageSpan } from '../types';
import { charPositions, gapBefore, type DocLine } from './lines';
import { FEET_PER_MILE, isLabelText, milesValue, toNumber } from './vocabulary';

// The database summary: a table with one row per database, its search distance and a count of
// sites per distance band. Found by its shape (a name, then at least four counts, `NR` or `-`),
// its columns by the heading above the rows, read as bands whatever their units (`< 1/8`,
// `1/8 - 1/4`, `0 - 660` feet, `0.125-0.25`, `> 1`, `Target Property`).

const COUNT = /^(\d{1,4}|NR|N\/A|NA|-|–|—|\*)$/i;
const isCount = (text: string) => COUNT.test(text.trim());
const NUMBER_TEXT = String.raw`\d+\s*\/\s*\d+|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+`;
const BAND_TEXT = new RegExp(String.raw`^[<>≤≥]?\s*(${NUMBER_TEXT})?\s*(mi|miles?|ft|feet)?\s*((-|–|to)\s*(${NUMBER_TEXT})\s*(mi|miles?|ft|feet)?|\+)?$`, 'i');
const isHeadingCell = (text: string) =>
  isLabelText(text) || BAND_TEXT.test(text.trim()) || /^[/(]?\s*\(?(ft|mi|miles|feet)\s*(\/\s*(ft|mi|miles))?\)?$/i.test(text.trim());

/** A heading cell, or one made of heading pieces printed close together (`660 - 1,320 1,320 - 2,640`). */
const isHeadingPiece = (cell: Cell) => isHeadingCell(cell.text) || cell.spans.flatMap(splitBandRun).every((span) => isHeadingCell(span.text));

const TARGET_BAND = /^(tp|target|target\s*property|on[- ]?site|subject(\s*property)?|site|property|sp)$/i;

interface Column {
  x: number;
  right: number;
  label: string;
}

type ColumnRole = { kind: 'band'; band: DistanceBand } | { kind: 'search'; feet: boolean } | { kind: 'total' } | { kind: 'other' };

/** A band heading's distance band: its upper bound (or lower bound for `> 1`) in miles, feet converted. */
export function bandOf(label: string): DistanceBand | null {
  const text = label.replace(/\((miles?|mi|ft|feet)\)/gi, '$1').trim();
  if (TARGET_BAND.test(text)) return 'tp';
  const feet = /\b(ft|feet)\b/i.test(text);
  const numbers = [...text.matchAll(new RegExp(NUMBER_TEXT, 'g'))].map((match) => milesValue(match[0].replace(/,/g, '')) ?? Number.NaN);
  if (numbers.length === 0 || numbers.some(Number.isNaN)) return null;
  const inFeet = feet || numbers.some((value) => value > 10);
  const miles = numbers.map((value) => (inFeet ? value / FEET_PER_MILE : value));
  const above = /^\s*(>|≥|more than|over|beyond)/i.test(text) || /\+\s*$/.test(text);
  const eps = 1e-6;
  if (above && miles.length === 1) return miles[0]! >= 1 - eps ? 'gt_1' : null;
  const upper = miles.at(-1)!;
  // A lone distance heads its band by the band's outer edge (`1/8  1/4  1/2  1  >1`); a lone number past a mile names no band.
  if (miles.length === 1 && !/^\s*(<|≤|less than|under|within|up to)/i.test(text) && upper > 1 + eps) return null;
  if (upper <= 0.125 + eps) return 'lt_1_8';
  if (upper <= 0.25 + eps) return '1_8_to_1_4';
  if (upper <= 0.5 + eps) return '1_4_to_1_2';
  if (upper <= 1 + eps) return '1_2_to_1';
  return 'gt_1';
}

function roleOf(label: string): ColumnRole {
  const band = bandOf(label);
  if (band) return { kind: 'band', band };
  if (/total/i.test(label)) return { kind: 'total' };
  if (/search|radius|dist/i.test(label)) return { kind: 'search', feet: /\bft\b|feet/i.test(label) && !/\bmi(les)?\b/i.test(label) };
  return { kind: 'other' };
}

/** Search distances are fractions of a mile: `0.13` printed to two decimals is 1/8. */
const STANDARD_DISTANCES = [0.0625, 0.125, 0.25, 0.5, 0.75, 1, 1.5, 2];
const snapped = (miles: number) => STANDARD_DISTANCES.find((standard) => Math.abs(standard - miles) <= 0.0051 && standard !== miles) ?? miles;

/** A search distance cell in miles: `0.500`, `2,640 / 0.500` (feet and miles), `1/8`, `TP`. */
export function searchDistanceOf(text: string, feet: boolean): number | null {
  const miles = rawSearchDistance(text, feet);
  return miles === null ? null : snapped(miles);
}

function rawSearchDistance(text: string, feet: boolean): number | null {
  const trimmed = text.trim();
  if (/^\d+\s*\/\s*\d+$/.test(trimmed)) return milesValue(trimmed);
  if (TARGET_BAND.test(trimmed)) return 0;
  const parts = trimmed
    .split(/\s*\/\s*(?=\d*\.?\d+\s*(?:mi|$))|\s+/)
    .map((part) => part.replace(/(mi|miles?|ft|feet)$/i, '').trim())
    .filter(Boolean);
  const values = parts.map((part) => milesValue(part.replace(/,/g, ''))).filter((value): value is number => value !== null);
  if (values.length === 0) {
    const fraction = milesValue(trimmed);
    return fraction;
  }
  if (values.length >= 2) {
    const [first, second] = values as [number, number];
    if (Math.abs(first / FEET_PER_MILE - second) < 0.01) return second;
    if (Math.abs(second / FEET_PER_MILE - first) < 0.01) return first;
  }
  const value = values[0]!;
  return feet || value > 10 || /\b(ft|feet)\b/i.test(trimmed) ? value / FEET_PER_MILE : value;
}

const center = (cell: { x: number; right: number }) => (cell.x + cell.right) / 2;

/**
 * The heading above a run of count rows: the label lines right above it (up to five), each piece
 * of them joining the value column of the first row it sits over (`Distance` and `(Miles)` under
 * `Search`; `660 - 1,320` printed close to its neighbours still over its own counts), or the name
 * column left of the values. A title spanning several columns is not part of the heading.
 */
function headingColumns(lines: readonly DocLine[], firstRow: number, values: readonly Cell[]): Column[] | null {
  const block: DocLine[] = [];
  for (let index = firstRow - 1; index >= 0 && block.length < 5; index--) {
    const line = lines[index]!;
    const below = lines[index + 1]!;
    if (line.page !== below.page || below.y - (line.y + line.height) > 2.5 * Math.max(line.height, 6)) break;
    if (countRow(line) !== null || !line.cells.every(isHeadingPiece)) break;
    block.unshift(line);
  }
  if (block.length === 0 || Math.max(...block.map((line) => line.cells.length)) < 4) return null;
  const first = lines[firstRow]!;
  const name: Column = { x: first.x, right: values[0]!.x - 1, label: '' };
  const columns: Column[] = [name, ...values.map((cell) => ({ x: cell.x, right: cell.right, label: '' }))];
  // The line with the most labels gives one label per value column, in order, when their numbers agree.
  const spansOf = new Map(block.map((line) => [line, withUnits(line.cells.flatMap((cell) => cell.spans.flatMap(splitBandRun)))]));
  const main = block.reduce((best, line) => (spansOf.get(line)!.length > spansOf.get(best)!.length ? line : best));
  const mainValueSpans = spansOf.get(main)!.filter((span) => span.bbox.x + span.bbox.width > values[0]!.x - 1);
  const inOrder = mainValueSpans.length === values.length ? new Map(mainValueSpans.map((span, index) => [span, columns[index + 1]!])) : null;
  for (const line of block) {
    for (const span of spansOf.get(line)!) {
      const from = span.bbox.x;
      const to = span.bbox.x + span.bbox.width;
      const inName = to <= values[0]!.x - 1;
      const nearest = () =>
        columns.slice(1).reduce((best, column) => (Math.abs(center(column) - (from + to) / 2) < Math.abs(center(best) - (from + to) / 2) ? column : best));
      const target = inName ? name : (inOrder?.get(span) ?? nearest());
      // A title across several columns is not a heading piece.
      if (!inOrder?.has(span) && columns.filter((column) => from <= center(column) && center(column) <= to).length > 2) continue;
      target.label = `${target.label} ${span.text.trim()}`.trim();
    }
  }
  return columns.filter((column) => column === name || column.label !== '').length >= 4 ? columns : null;
}

const RANGE_PIECE = /^[<>≤≥]?\d[\d,./]*(-[\d,./]+)?$/;
/** One text run holding several band labels (`0-0.125 0.125-0.25`): a span per label, placed by characters. */
function splitBandRun(span: PageSpan): PageSpan[] {
  const words = [...span.text.matchAll(/\S+/g)];
  if (words.length < 2 || !words.every((word) => RANGE_PIECE.test(word[0]) && /[-<>]/.test(word[0]))) return [span];
  const at = charPositions(span.text, span.bbox.x, span.bbox.width);
  return words.map((word) => ({
    ...span,
    text: word[0],
    bbox: { ...span.bbox, x: at[word.index!]!, width: at[word.index! + word[0].length]! - at[word.index!]! },
  }));
}

const UNIT_ONLY = /^\(?(ft|feet|mi|miles)\.?\)?$/i;

/** A unit printed as its own run after a band label (`660-1,320` `ft`) belongs to that label. */
function withUnits(spans: PageSpan[]): PageSpan[] {
  const merged: PageSpan[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && UNIT_ONLY.test(span.text.trim()) && span.bbox.x - (last.bbox.x + last.bbox.width) < 12 && !UNIT_ONLY.test(last.text.trim())) {
      merged[merged.length - 1] = {
        ...last,
        text: `${last.text} ${span.text.trim()}`,
        bbox: { ...last.bbox, width: span.bbox.x + span.bbox.width - last.bbox.x },
      };
    } else merged.push(span);
  }
  return merged;
}

/** A count row: a name, then at least four counts. Answers the name's cells and the value cells. */
function countRow(line: DocLine): { name: string; values: Cell[] } | null {
  const firstValue = line.cells.findIndex((cell, index) => index > 0 && (isCount(cell.text) || /\d/.test(cell.text)));
  if (firstValue <= 0) return null;
  const nameCells = line.cells.slice(0, firstValue);
  const values = line.cells.slice(firstValue);
  if (!nameCells.every((cell) => /[A-Za-z]/.test(cell.text)) || values.filter((cell) => isCount(cell.text)).length < 4) return null;
  // A description printed beside the name (`LUST  Leaking Underground Storage Tank ...`) is its own column.
  return { name: nameCells[0]!.text.trim(), values };
}

function assignValues(values: readonly Cell[], columns: readonly Column[]): Map<Column, Cell> {
  const valueColumns = columns.slice(1);
  const assigned = new Map<Column, Cell>();
  if (values.length === valueColumns.length) {
    for (const [index, cell] of values.entries()) assigned.set(valueColumns[index]!, cell);
    return assigned;
  }
  for (const cell of values) {
    const nearest = valueColumns.reduce((best, column) => (Math.abs(center(column) - center(cell)) < Math.abs(center(best) - center(cell)) ? column : best));
    if (!assigned.has(nearest)) assigned.set(nearest, cell);
  }
  return assigned;
}

const BAND_ORDER: DistanceBand[] = ['lt_1_8', '1_8_to_1_4', '1_4_to_1_2', '1_2_to_1', 'gt_1'];

/**
 * Each column's role. Band headings come in distance order: five of them after the target column
 * that do not read as that order (OCR drops a fraction's slash: `<18`, `14-12`) are the five
 * standard bands, in order.
 */
function columnRoles(columns: readonly Column[]): Map<Column, ColumnRole> {
  const roles = new Map(columns.map((column) => [column, roleOf(column.label)] as [Column, ColumnRole]));
  const target = columns.findIndex((column) => roles.get(column)?.kind === 'band' && (roles.get(column) as { band: DistanceBand }).band === 'tp');
  const total = columns.findIndex((column) => roles.get(column)?.kind === 'total');
  if (target < 0 || total < 0 || total - target - 1 !== BAND_ORDER.length) return roles;
  const between = columns.slice(target + 1, total);
  const read = between.map((column) => roles.get(column));
  const inOrder = read.every((role, index) => role?.kind === 'band' && role.band === BAND_ORDER[index]);
  if (!inOrder && between.every((column) => /\d/.test(column.label))) {
    for (const [index, column] of between.entries()) roles.set(column, { kind: 'band', band: BAND_ORDER[index]! });
  }
  return roles;
}

const countOf = (text: string) => (/^\d+$/.test(text.trim()) ? toNumber(text) : null);

/** Every database row of the report's summary tables, in the order printed (a database once). */
export function readDatabaseSummary(lines: readonly DocLine[]): DatabaseSummaryRow[] {
  const rows: DatabaseSummaryRow[] = [];
  const seen = new Set<string>();
  let columns: Column[] | null = null;
  let roles = new Map<Column, ColumnRole>();
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const row = countRow(line);
    if (!row) {
      if (!line.cells.every(isHeadingPiece)) columns = null;
      continue;
    }
    const previous = lines[index - 1];
    const continues = columns !== null && previous !== undefined && countRow(previous) !== null && gapBefore(lines, index) < 4 * line.height;
    if (!continues) {
      const heading = headingColumns(lines, index, row.values);
      if (heading) {
        columns = heading;
        roles = columnRoles(heading);
      }
    }
    if (!columns) continue;
    const counts = Object.fromEntries(DISTANCE_BANDS.map((band) => [band, null])) as DatabaseSummaryRow['counts'];
    let searchDistance: number | null = null;
    let total: number | null = null;
    for (const [column, cell] of assignValues(row.values, columns)) {
      const role = roles.get(column)!;
      if (role.kind === 'band') counts[role.band] = countOf(cell.text);
      else if (role.kind === 'total') total = countOf(cell.text);
      else if (role.kind === 'search') searchDistance = searchDistanceOf(cell.text, role.feet);
    }
    const key = row.name.toUpperCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const banded = DISTANCE_BANDS.map((band) => counts[band]).filter((count): count is number => count !== null);
    if (banded.length === 0) continue;
    rows.push({ db: row.name, search_distance_mi: searchDistance, counts, total: total ?? banded.reduce((sum, count) => sum + count, 0), page: line.page });
  }
  return rows;
}

const PROSE_ROW = /^([A-Za-z][^:;()]{0,40}?)\s*(?:\(([^)]*)\))?\s*:\s*(.*)$/;

/**
 * A summary printed as sentences, one per database: `NPL (searched to 1.00 mi): target 0; under
 * 1/8 mi 0; 1/8-1/4 mi 0; 1/4-1/2 mi 1; 1/2-1 mi 4; over 1 mi 0; total 5`, wrapped onto indented
 * lines. A row needs four band counts at least.
 */
export function readProseSummary(lines: readonly DocLine[]): DatabaseSummaryRow[] {
  const rows: DatabaseSummaryRow[] = [];
  const seen = new Set<string>();
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const start = PROSE_ROW.exec(line.text.replace(/\s+/g, ' ').trim());
    if (!start || !start[3]!.includes(';')) continue;
    let rest = start[3]!;
    while (lines[index + 1] && lines[index + 1]!.page === line.page && lines[index + 1]!.x > line.x + 4) rest = `${rest} ${lines[++index]!.text}`;
    const counts = Object.fromEntries(DISTANCE_BANDS.map((band) => [band, null])) as DatabaseSummaryRow['counts'];
    let total: number | null = null;
    let bands = 0;
    for (const segment of rest.replace(/\s+/g, ' ').split(/\s*;\s*/)) {
      const pair = /^(.*?)\s*:?\s+(\d{1,4}|NR|-)\.?$/i.exec(segment.trim());
      if (!pair) continue;
      const value = countOf(pair[2]!);
      if (/total/i.test(pair[1]!)) total = value;
      else {
        const band = bandOf(pair[1]!.replace(/^(under|below)\b/i, '<').replace(/^(over|above)\b/i, '>'));
        if (band) {
          counts[band] = value;
          bands++;
        }
      }
    }
    const name = start[1]!.trim();
    if (bands < 4 || seen.has(name.toUpperCase())) continue;
    seen.add(name.toUpperCase());
    const search = start[2] ? /(\d[\d,]*(?:\.\d+)?|\d+\s*\/\s*\d+)\s*(mi|miles?|ft|feet)?/i.exec(start[2]) : null;
    const searchDistance = search ? searchDistanceOf(`${search[1]} ${search[2] ?? 'mi'}`, /^f/i.test(search[2] ?? '')) : null;
    const banded = DISTANCE_BANDS.map((band) => counts[band]).filter((count): count is number => count !== null);
    rows.push({ db: name, search_distance_mi: searchDistance, counts, total: total ?? banded.reduce((sum, count) => sum + count, 0), page: line.page });
  }
  return rows;
}
