import type { Cell } from '../city-directory/geometry/cells';
import type { PageSpan } from '../types';
import type { DatabaseNames } from './databases';
import { charPositions, gapBefore, pitchBefore, type DocLine } from './lines';
import { DetailReader, factsOf, fieldKind, newOccurrence, readLocationText, type Occurrence } from './occurrence';
import { FieldBlock, blockAnchor, fieldPairs, type BlockAnchor } from './field-blocks';
import { isNumberedAnchor, readNumberedParagraph } from './numbered-paragraphs';
import { parsePlace, readPlace } from './place';
import { BARE_ID, columnConcepts, isLabelText, LABELLED_RECORD_ID, MAP_ID, type ColumnConcept } from './vocabulary';

// The records of a radius report, read by the structure they are printed in:
// - tables: a heading of column labels (possibly stacked over several lines) and rows under it,
//   each row anchored by a value in the leftmost column; a row runs until the next anchor, and the
//   `Key: value` detail printed under it (by database section) is the row's. This reads one-row
//   tables heading each site's block, inventories of all sites, per-database tables and orphan
//   lists alike;
// - paragraphs: a line naming a record with its id (`NAME - ADDRESS (EDR ID S1907...)`,
//   `NAME | ADDRESS | Rec. S16...`) and the indented `DB: key: value; ...` lines under it.
// Each printing is an Occurrence; merge.ts makes records of them.

interface Column {
  x: number;
  right: number;
  label: string;
  concepts: ColumnConcept[];
}

interface Table {
  columns: Column[];
  /** The leftmost column's values anchor rows: a map id when it is an id column, any text otherwise. */
  idColumn: boolean;
  /** Read by OCR: map ids may carry OCR's letters for digits. */
  ocr: boolean;
}

const ORPHAN_HEADING = /\b(orphan|unmapped|unmappable|unplott?able|not mapped|non[- ]?geocoded|ungeocoded|not geocoded|unlocat(ed|able))\b/i;
const MAPPED_HEADING = /\b(map findings|site inventory|mapped sites|facility detail|site details?|sites? by distance|detail(ed)? findings)\b/i;

const SITE_CONCEPTS: ColumnConcept[] = ['site', 'address', 'mapId', 'recordId'];

/**
 * A heading line's labels: its cells, a cell split where two of its pieces are further apart than a
 * word space or name two things (`Elev (+/-` and `Database`), and a run of text holding several
 * labels (`Rank/ID Site`, `Dist (mi) Dir`) split between its words the same way. OCR's `Map` `ID`
 * and `Site Address` stay one label.
 */
function headingLabels(line: DocLine): Cell[] {
  const labels: Cell[] = [];
  for (const cell of line.cells) {
    let current: Cell | null = null;
    for (const span of cell.spans.flatMap(splitLabelRun)) {
      const gap = current ? span.bbox.x - current.right : Number.POSITIVE_INFINITY;
      if (current && gap <= 0.9 * Math.max(span.bbox.height, 6) && !twoLabels(current.text, span.text)) {
        current.text = `${current.text} ${span.text.trim()}`;
        current.right = span.bbox.x + span.bbox.width;
        current.spans.push(span);
      } else {
        current = { text: span.text.trim(), x: span.bbox.x, right: span.bbox.x + span.bbox.width, spans: [span] };
        labels.push(current);
      }
    }
  }
  return labels;
}

/** Words that complete the label before them rather than start one. */
const LABEL_SUFFIX = /^(id|no\.?|#|number|name|key|address|zip|code|date|type|\(s\))$/i;

/** Two headings side by side: each names a concept, different ones, the second not a suffix of the first (`Facility ID`, `Site Address`). */
function twoLabels(left: string, right: string): boolean {
  const next = right.trim();
  // `Dist / Dir`: a slash joins two names of one column.
  if (left.trim().endsWith('/') || next.startsWith('/')) return false;
  const a = columnConcepts(left);
  const b = columnConcepts(next);
  return a.length > 0 && b.length > 0 && !LABEL_SUFFIX.test(next.split(/\s+/)[0]!) && !b.every((concept) => a.includes(concept));
}

/** A text run holding several labels, cut between words where a new label starts; positions estimated per character. */
function splitLabelRun(span: PageSpan): PageSpan[] {
  // Words, and labels printed touching (`Rank/IDSite`: `Rank/ID` and `Site`).
  const words = [...span.text.matchAll(/\S+?(?=\s|$|(?<=[a-z)])[A-Z]|(?<=[A-Z])[A-Z][a-z])/g)];
  if (words.length < 2) return [span];
  const at = charPositions(span.text, span.bbox.x, span.bbox.width);
  const pieces: PageSpan[] = [];
  let start = 0;
  for (let index = 1; index < words.length; index++) {
    const word = words[index]!;
    const before = span.text.slice(start, word.index).trim();
    // `Facility Name / Location`, `Dist / Dir`: a slash joins two names of one column.
    if (before.endsWith('/') || word[0] === '/') continue;
    if (!twoLabels(before, span.text.slice(word.index))) continue;
    if (!twoLabels(before, word[0])) continue;
    pieces.push(pieceOf(span, start, word.index!, at));
    start = word.index!;
  }
  pieces.push(pieceOf(span, start, span.text.length, at));
  return pieces;
}

const pieceOf = (span: PageSpan, from: number, to: number, at: readonly number[]): PageSpan => {
  const text = span.text.slice(from, to);
  const lead = text.length - text.trimStart().length;
  const trimmed = text.trim();
  return { ...span, text: trimmed, bbox: { ...span.bbox, x: at[from + lead]!, width: at[from + lead + trimmed.length]! - at[from + lead]! } };
};

/** A line of column labels: at least three label cells, two naming a concept, one of them the site, its address or an id. */
function headingLine(line: DocLine): Column[] | null {
  if (line.cells.length < 3) return null;
  const labels = headingLabels(line);
  if (labels.length < 3 || !labels.every((cell) => isLabelText(cell.text) || /^\(?(ft|mi)\b/i.test(cell.text))) return null;
  const columns = labels.map((cell) => ({ x: cell.x, right: cell.right, label: cell.text, concepts: columnConcepts(cell.text) }));
  // `City  GRANITE CITY`: a label and its value, not two columns naming the same thing.
  const same = (a: ColumnConcept[], b: ColumnConcept[]) => a.length > 0 && a.length === b.length && a.every((concept) => b.includes(concept));
  if (columns.some((column, index) => index > 0 && same(columns[index - 1]!.concepts, column.concepts))) return null;
  const named = columns.filter((column) => column.concepts.length > 0);
  if (named.length < 2 || !named.some((column) => column.concepts.some((concept) => SITE_CONCEPTS.includes(concept)))) return null;
  if (!named.some((column) => column.concepts.some((concept) => concept !== 'site' && concept !== 'address'))) return null;
  return columns;
}

/** Label lines stacked right above a heading line (`Map ID` / `Direction` / `Distance` over `Elevation  Site ...`) join its columns. */
function stackedHeading(lines: readonly DocLine[], index: number, columns: Column[], skipped: Set<number>): { columns: Column[]; first: number } {
  let first = index;
  for (let above = index - 1; above >= 0 && index - above <= 4; above--) {
    const line = lines[above]!;
    const heading = lines[index]!;
    if (line.page !== heading.page || gapBefore(lines, above + 1) > 1.2 * heading.height || line.height > 1.3 * heading.height) break;
    const labels = headingLabels(line);
    if (!labels.every((cell) => isLabelText(cell.text)) || labels.some((cell) => columnConcepts(cell.text).length === 0 && cell.text.length > 20)) break;
    for (const cell of labels) {
      const column =
        columns.find((candidate) => cell.x < candidate.right + 4 && cell.right > candidate.x - 4) ??
        columns.find((candidate) => Math.abs(candidate.x - cell.x) < 6);
      if (column) {
        column.label = `${cell.text} ${column.label}`;
        column.concepts = [...new Set([...columnConcepts(cell.text), ...column.concepts])];
      } else columns.push({ x: cell.x, right: cell.right, label: cell.text, concepts: columnConcepts(cell.text) });
    }
    first = above;
  }
  // Unit lines under the labels (`(mi)`, `ft)`) complete the column they sit in.
  for (let below = index + 1; below < lines.length && below - index <= 2; below++) {
    const line = lines[below]!;
    if (line.page !== lines[index]!.page || line.y - lines[index]!.y > 1.6 * lines[index]!.height * (below - index)) break;
    if (!line.cells.every((cell) => /^[([]?[A-Za-z/+\- ]{1,12}[)\]]?$/.test(cell.text.trim()) && cell.text.trim().length <= 12)) break;
    for (const cell of line.cells) {
      const column = [...columns]
        .sort((a, b) => a.x - b.x)
        .reverse()
        .find((candidate) => cell.x >= candidate.x - 6);
      if (column) column.label = `${column.label} ${cell.text}`;
    }
    skipped.add(line.index);
  }
  return { columns: columns.sort((a, b) => a.x - b.x), first };
}

/** The column a cell starting at `x` belongs to: the last column starting left of it (with a little slack). */
function columnAt(columns: readonly Column[], cell: Cell): number {
  let found = 0;
  columns.forEach((column, index) => {
    if (cell.x >= column.x - 6) found = index;
  });
  return found;
}

/** A cell reaching over two columns or more: a full-width note under a row (`Agency: ... | Contact: ...`). */
function spansColumns(columns: readonly Column[], cell: Cell): boolean {
  const index = columnAt(columns, cell);
  const next = columns[index + 2];
  return next !== undefined && cell.right > next.x + 4;
}

const mapIdOf = (text: string, ocr = false) => {
  const match = MAP_ID.exec(text.trim()) ?? (ocr ? MAP_ID.exec(ocrDigits(text.trim())) : null);
  return match ? { id: match[1]!, beyond: match[2] === '*' } : null;
};

const DIGIT_FOR: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', '|': '1', S: '5', s: '5', Z: '2' };

/** OCR's letters for digits after a map key's cluster letter: `BS` is `B5`, `Ell` is `E11`. */
function ocrDigits(text: string): string {
  const match = /^([A-Z]?)([0-9OoIlSsZ|]{1,4})(\*?)$/.exec(text);
  if (!match) return text;
  return `${match[1]}${[...match[2]!].map((char) => DIGIT_FOR[char] ?? char).join('')}${match[3]}`;
}

const filledColumns = (table: Table, line: DocLine) => new Set(cellsByColumn(table.columns, line.cells).map((cell) => columnAt(table.columns, cell))).size;

/** A row's first line with its map id unreadable (OCR) or missing: a site name and the record id in their columns. */
function recordRowStart(table: Table, line: DocLine): boolean {
  const siteColumn = table.columns.findIndex((column) => column.concepts.includes('site'));
  const idColumn = table.columns.findIndex((column) => column.concepts.includes('recordId'));
  if (siteColumn < 0 || idColumn < 0) return false;
  const cells = cellsByColumn(table.columns, line.cells);
  const at = (column: number) => cells.find((cell) => columnAt(table.columns, cell) === column);
  const id = at(idColumn)?.text.trim() ?? '';
  return BARE_ID.test(id) && /[A-Za-z]{2}/.test(at(siteColumn)?.text ?? '');
}

/**
 * A new row of a list without map ids: a value in the first column and in at least one other, and
 * either most columns filled (OCR's line pitch says little) or a row's gap above it (a name wrapped
 * in the first column fills one or two cells only).
 */
function startsListRow(table: Table, line: DocLine, row: RowBuilder | null, pitch: number, databases: DatabaseNames): boolean {
  const first = row === null;
  const cells = cellsByColumn(table.columns, line.cells);
  const filled = new Set(cells.map((cell) => columnAt(table.columns, cell)));
  if (filled.size < 2) return false;
  // A column of record ids anchors rows by its ids.
  if (table.columns[0]!.concepts.includes('recordId') && !BARE_ID.test(cells[0]!.text.trim())) return false;
  // A list of records names each record's databases on its first line: a line without them continues the row above.
  const databaseColumn = table.columns.findIndex((column) => column.concepts.includes('database'));
  // `DRYCLEANERS,` / `HIST CLEANER`, or `SEMS, RGA` / `LUST`: a list cut after a comma or inside a name goes on in the row above.
  const before = row && databaseColumn > 0 ? row.cells.get(databaseColumn)?.at(-1)?.trim() : undefined;
  if (before?.endsWith(',')) return false;
  const here = cells.find((cell) => columnAt(table.columns, cell) === databaseColumn)?.text.trim();
  const cut = before?.split(',').at(-1)?.trim();
  if (cut && here && databases.canonical(cut) === null && databases.canonical(`${cut} ${here.split(',')[0]!.trim()}`) !== null) return false;
  if (databaseColumn > 0) return filled.has(databaseColumn);
  return first || filled.size >= Math.max(3, Math.ceil(table.columns.length / 2)) || pitch > 1.35 * line.typicalHeight;
}

/** A line under a table that is not the table's: it starts at the table's left edge, is wider than the first column, and is no anchor. */
function leavesTable(table: Table, line: DocLine): boolean {
  const first = table.columns[0]!;
  const second = table.columns[1];
  const cell = line.cells[0]!;
  if (cell.x > first.x + 8) return false;
  if (table.idColumn && mapIdOf(cell.text)) return false;
  return second !== undefined && cell.right > second.x + 4 && line.cells.length <= 2;
}

const isKeyValue = (text: string) => /^[A-Za-z][A-Za-z0-9 ()/.#&'-]{0,40}:(\s|$)/.test(text.trim());

interface RowBuilder {
  occurrence: Occurrence;
  cells: Map<number, string[]>;
  detail: DetailReader;
  /** Past the row's cells: its detail lines. */
  inDetail: boolean;
}

export interface ReadRecordsResult {
  occurrences: Occurrence[];
  /** Links printed apart from their records (`[007] https://...` under `Document links (ECHO):`), by map id and database. */
  linkLists: { mapId: string; db: string | null; url: string }[];
}

/** Reads every printing of a record in the report's body lines. */
export function readRecords(lines: readonly DocLine[], databases: DatabaseNames): ReadRecordsResult {
  const occurrences: Occurrence[] = [];
  const linkLists: ReadRecordsResult['linkLists'] = [];
  let table: Table | null = null;
  let row: RowBuilder | null = null;
  let paragraph: { occurrence: Occurrence; detail: DetailReader; x: number } | null = null;
  let contextDb: string | null = null;
  let linkDb: string | null = null;
  let orphanPart = false;

  const finishRow = () => {
    if (row) occurrences.push(finishTableRow(row, table!, databases, contextDb));
    row = null;
  };
  const finishParagraph = () => {
    if (paragraph) occurrences.push(paragraph.occurrence);
    paragraph = null;
  };
  let block: FieldBlock | null = null;
  const finishBlock = () => {
    if (block) occurrences.push(block.finish());
    block = null;
  };
  let numbered: { text: string; x: number; page: number; order: number } | null = null;
  const finishNumbered = () => {
    if (numbered) occurrences.push(readNumberedParagraph(numbered.text, numbered.page, numbered.order, orphanPart, databases));
    numbered = null;
  };

  /** Unit lines printed under a table's labels: read with the heading, not as rows. */
  const headingSubLines = new Set<number>();
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const text = line.text.trim();
    if (headingSubLines.has(line.index)) continue;

    const link = /^\[\s*([A-Z0-9-]{1,6})\s*\]\s*(https?:\/\/\S+)/i.exec(text);
    if (link) {
      linkLists.push({ mapId: link[1]!, db: linkDb ?? contextDb, url: link[2]! });
      continue;
    }
    const linksHeading = /^(?:document|reference|agency)?\s*(?:links?|documents?|urls?)\s*\(([^)]+)\)\s*:?$/i.exec(text);
    if (linksHeading) {
      finishRow();
      table = null;
      linkDb = databases.canonical(linksHeading[1]!) ?? linksHeading[1]!.trim();
      continue;
    }

    // A field line of an open block (`City  RIVERTON  Reason  Approximate location`) is no table heading.
    if (block && !table && Math.abs(line.x - block.x) <= 8 && !databaseHeading(text, databases) && holdsValues(line) && block.take(line)) continue;
    const heading = headingLine(line);
    if (heading) {
      finishRow();
      finishParagraph();
      finishBlock();
      finishNumbered();
      const { columns } = stackedHeading(lines, index, heading, headingSubLines);
      table = { columns, idColumn: columns[0]!.concepts.includes('mapId'), ocr: line.ocr };
      continue;
    }

    if (table) {
      const first = line.cells[0]!;
      const inFirstColumn = first.x < table.columns[0]!.right + 6 && first.x >= table.columns[0]!.x - 8 && columnAt(table.columns, first) === 0;
      const anchored = table.idColumn
        ? (inFirstColumn && mapIdOf(first.text, line.ocr) !== null && (!line.ocr || filledColumns(table, line) >= 3)) ||
          (line.ocr && recordRowStart(table, line))
        : inFirstColumn && startsListRow(table, line, row, pitchBefore(lines, index), databases);
      if (anchored) {
        finishRow();
        const occurrence = newOccurrence(line.page, line.index, orphanPart);
        row = { occurrence, cells: new Map(), detail: new DetailReader(occurrence, contextDb), inDetail: false };
        addRowLine(row, table, line, databases);
        continue;
      }
      // `CORRACTS — RCRA Corrective Action Sites` at the table's edge heads the next table.
      const nextDatabase = first.x <= table.columns[0]!.x + 8 && /\s[-–—:]\s+[A-Z]/.test(text) && databaseHeading(text, databases) !== null;
      const headingAfterList =
        !table.idColumn &&
        line.cells.length === 1 &&
        /^[A-Za-z][A-Za-z &/()-]{2,60}$/.test(first.text.trim()) &&
        first.x <= table.columns[0]!.x + 8 &&
        pitchBefore(lines, index) > 1.8 * line.typicalHeight;
      if (leavesTable(table, line) || headingAfterList || nextDatabase) {
        finishRow();
        table = null;
      } else if (row) {
        addRowLine(row, table, line, databases);
        continue;
      } else continue;
    }

    // Outside tables: headings set the part and the database; record paragraphs and field blocks.
    if (paragraph && line.x > paragraph.x + 4) {
      readParagraphLine(paragraph, line.text, databases);
      continue;
    }
    finishParagraph();
    if (numbered && line.x > numbered.x + 4) {
      numbered.text = `${numbered.text} ${text}`;
      continue;
    }
    finishNumbered();
    if (block?.continuesValue(line) && block.take(line)) continue;
    const headingLike = line.cells.length === 1 && fieldPairs(line.cells) === null;
    const db = databaseHeading(text, databases) ?? (headingLike ? trailingDatabase(text, databases) : null);
    if (db || (headingLike && (ORPHAN_HEADING.test(text) || MAPPED_HEADING.test(text)) && text.length < 80 && !/:\s/.test(text))) {
      finishBlock();
      if (ORPHAN_HEADING.test(text) && text.length < 80) orphanPart = true;
      else if (MAPPED_HEADING.test(text) && text.length < 60) orphanPart = false;
      if (db) {
        contextDb = db;
        linkDb = null;
      }
      continue;
    }
    if (block) {
      if (block.take(line)) {
        continue;
      }
      finishBlock();
    }
    if (isNumberedAnchor(text)) {
      numbered = { text, x: line.x, page: line.page, order: line.index };
      continue;
    }
    const named = paragraphHeader(text);
    if (named) {
      const occurrence = newOccurrence(line.page, line.index, orphanPart);
      Object.assign(occurrence, named);
      paragraph = { occurrence, detail: new DetailReader(occurrence, null), x: line.x };
      continue;
    }
    const anchor = fieldBlockAnchor(lines, index);
    if (anchor) {
      block = FieldBlock.open(line, anchor, databases, contextDb, orphanPart);
    }
  }
  finishRow();
  finishParagraph();
  finishNumbered();
  finishBlock();
  return { occurrences, linkLists };
}

/** A field line with a real value (`City  RIVERTON`), not a row of labels (`Address  Dist (ft / mi)`). */
function holdsValues(line: DocLine): boolean {
  return (fieldPairs(line.cells) ?? []).some((pair) => pair.value !== '' && columnConcepts(pair.value).length === 0);
}

/** `Non-Geocoded Records - CORRACTS`: a part heading ending with a database's name. */
function trailingDatabase(text: string, databases: DatabaseNames): string | null {
  const match = /\s[-–—:]\s+(.+)$/.exec(text);
  if (!match || text.length > 80) return null;
  return databases.canonical(match[1]!.trim());
}

/** A line naming a field block's record, the first line of fields right under it (on its page, or first on the next). */
function fieldBlockAnchor(lines: readonly DocLine[], index: number): BlockAnchor | null {
  const line = lines[index]!;
  const next = lines[index + 1];
  if (!next || next.x < line.x - 4 || next.x > line.x + 40) return null;
  if (next.page !== line.page && next.page !== line.page + 1) return null;
  if (next.page === line.page && next.y - line.y > 4 * line.height) return null;
  if (!fieldPairs(next.cells) || fieldPairs(line.cells)) return null;
  return blockAnchor(line.text);
}

/** `LUST - Leaking Underground Storage Tank Incident Reports`, `LUST:` alone, `RCRA-SQG` alone: the database a part is about. */
function databaseHeading(text: string, databases: DatabaseNames): string | null {
  const found = databases.atStart(text);
  if (!found) return null;
  const rest = text.slice(found.length).trim();
  if (rest === '' || rest === ':') return found.name;
  if (/^[-–—:]\s+[A-Z]/.test(rest) && !isKeyValue(rest.replace(/^[-–—:]\s*/, ''))) return found.name;
  return null;
}

/** `LUST:` or `LUST: Facility ID ...` or `UST - Facility ID 24668; ...` opening a database's detail inside a record. */
function databaseSection(text: string, databases: DatabaseNames): string | null {
  const found = databases.atStart(text);
  return found && /^\s*(:|[-–—]\s)/.test(text.slice(found.length)) ? found.name : null;
}

/**
 * A line's cells, a cell printed too close to its neighbour split where one of its pieces starts
 * at a column (`NORTHWEST ELECTRONICS ASSEMBLY` / `2713 FACTORY ST` under `Site Name` and `Site Address`).
 */
function cellsByColumn(columns: readonly Column[], cells: readonly Cell[]): Cell[] {
  const split: Cell[] = [];
  for (const cell of cells) {
    let current: Cell | null = null;
    for (const span of cell.spans.flatMap((piece) => splitSpanAtColumns(piece, columns))) {
      const startsColumn = current !== null && columns.some((column) => column.x > current!.x + 6 && Math.abs(span.bbox.x - column.x) <= 12);
      if (current === null || startsColumn) {
        current = { text: span.text.trim(), x: span.bbox.x, right: span.bbox.x + span.bbox.width, spans: [span] };
        split.push(current);
      } else {
        current.text = `${current.text} ${span.text.trim()}`;
        current.right = Math.max(current.right, span.bbox.x + span.bbox.width);
        current.spans.push(span);
      }
    }
  }
  return split;
}

/**
 * One text run printed across a column's start (`0 SPILLS` under `Elev` and `Database`): cut at the
 * space nearest the column, its position estimated from the run's width per character.
 */
function splitSpanAtColumns(span: PageSpan, columns: readonly Column[]): PageSpan[] {
  const text = span.text;
  const at = charPositions(text, span.bbox.x, span.bbox.width);
  const inside = columns.find((column) => column.x > at[1]! && column.x < at[text.length - 1]!);
  if (!inside) return [span];
  // Cuts: a space (dropped), or where two words were printed touching (`DRYCLEANERSClosed`).
  const cuts = [...text.matchAll(/ |(?<=[A-Z])(?=[A-Z][a-z])|(?<=[a-z])(?=[A-Z])/g)].map((match) => ({ at: match.index!, width: match[0].length }));
  const best = cuts.reduce<{ at: number; width: number } | null>(
    (chosen, cut) => (chosen === null || Math.abs(at[cut.at + cut.width]! - inside.x) < Math.abs(at[chosen.at + chosen.width]! - inside.x) ? cut : chosen),
    null,
  );
  if (!best || Math.abs(at[best.at + best.width]! - inside.x) > 12) return [span];
  const left = { ...span, text: text.slice(0, best.at), bbox: { ...span.bbox, width: at[best.at]! - span.bbox.x } };
  const from = best.at + best.width;
  const right = { ...span, text: text.slice(from), bbox: { ...span.bbox, x: at[from]!, width: span.bbox.x + span.bbox.width - at[from]! } };
  return [left, ...splitSpanAtColumns(right, columns)];
}

function addRowLine(row: RowBuilder, table: Table, line: DocLine, databases: DatabaseNames): void {
  for (const cell of cellsByColumn(table.columns, line.cells)) {
    const index = columnAt(table.columns, cell);
    const text = cell.text.trim();
    const wide = spansColumns(table.columns, cell);
    const column = table.columns[index]!;
    const detailColumn = column.concepts.includes('details');
    const section = !detailColumn && index > 0 && !column.concepts.includes('database') ? databaseSection(text, databases) : null;
    if (
      !row.inDetail &&
      !detailColumn &&
      index > 0 &&
      (wide || section || (isKeyValue(text) && !column.concepts.some((concept) => concept === 'database' || concept === 'status')))
    ) {
      row.inDetail = true;
    }
    if (row.inDetail && !(index === 0 && !wide)) {
      readDetailText(row.detail, text, databases);
      continue;
    }
    if (detailColumn) {
      readDetailText(row.detail, text, databases, true);
      continue;
    }
    const cells = row.cells.get(index) ?? [];
    cells.push(text);
    row.cells.set(index, cells);
  }
}

/** A line of detail: a database section (`LUST:`, `LUST: Facility ID: ...`, `UST - Facility ID 24668; ...`) or fields of the current one. */
function readDetailText(detail: DetailReader, text: string, databases: DatabaseNames, keepSection = false): void {
  const found = databases.atStart(text);
  if (found && !keepSection) {
    const rest = text.slice(found.length);
    if (/^\s*(:|[-–—]\s)/.test(rest)) {
      detail.db = found.name;
      factsOf(detail.occurrence, found.name);
      const inline = rest.replace(/^\s*(:|[-–—])\s*/, '');
      if (inline) detail.line(normaliseInlineFields(inline));
      return;
    }
  }
  detail.line(text);
}

/** `Facility ID GAD802802876; Status: ...`: an id label without its colon. */
const normaliseInlineFields = (text: string) => text.replace(/^((?:facility|epa|registry|site|case)\s+id)\s+(?=[A-Z0-9])/i, '$1: ');

function readParagraphLine(paragraph: { occurrence: Occurrence; detail: DetailReader }, text: string, databases: DatabaseNames): void {
  readDetailText(paragraph.detail, text, databases);
  const link = /^link:\s*(https?:\/\/\S+)/i.exec(text.trim());
  if (link && paragraph.detail.db) {
    const facts = factsOf(paragraph.occurrence, paragraph.detail.db);
    if (!facts.links.includes(link[1]!)) facts.links.push(link[1]!);
  }
}

/**
 * A paragraph naming a record: its id after a label, its name first, then its address (and city,
 * zip), separated by ` - `, ` | ` or `, `: `NAME - 8962 COMMERCE DR, NORTHGATE (EDR ID S190740694)`,
 * `NAME | 7921 HARBOR BLVD, PINE BLUFF CROSSING | Rec. S168121605`.
 */
function paragraphHeader(text: string): Partial<Occurrence> | null {
  const id = LABELLED_RECORD_ID.exec(text);
  if (!id) return null;
  const before = text
    .slice(0, id.index)
    .replace(/[\s(|,-]+$/, '')
    .trim();
  let parts = before.split(/\s+\|\s+|\s+[-–—]\s+(?=\d|[A-Z]{2,}\s)/);
  if (parts.length < 2) {
    // OCR may drop the dash: the street starts at the house number (or a rural route, a highway).
    // The last such start before the first comma (`... Supply No 2 2828 Lincoln Ave, Riverton`).
    const comma = before.indexOf(',');
    const starts = [...before.matchAll(/\s(?=\d+[A-Z]?\s+[A-Za-z]|RR\s*\d|HWY\s|HIGHWAY\s|ROUTE\s|COUNTY\s+R(OA)?D)/gi)].filter(
      (match) => comma < 0 || match.index! < comma,
    );
    const street = starts.at(-1);
    if (!street || street.index === 0) return null;
    parts = [before.slice(0, street.index), before.slice(street.index! + 1)];
  }
  const name = parts[0]!.trim();
  const [street, ...place] = parts
    .slice(1)
    .join(', ')
    .split(/\s*,\s*/);
  if (!name || !street || !/[A-Z]/.test(name)) return null;
  const placeText = place.join(', ');
  const zip = /\b(\d{5})(?:-\d{4})?\s*$/.exec(placeText)?.[1] ?? null;
  const city =
    placeText
      .replace(/\b\d{5}(-\d{4})?\s*$/, '')
      .replace(/,?\s*\b[A-Z]{2}$/, '')
      .trim() || null;
  return { recordId: id[1]!, name, address: street.trim(), city, zip };
}

// ----------------------------------------------------------------------------------------------
// A table row's cells as facts

/** A line that is a distance or a band only (`0.212 mi.`, `1119 ft.`, `1/8-1/4`). */
const DISTANCE_LINE = /^([<>]?\s*\d[\d,.]*\s*(mi|miles|ft|feet)\.?|[<>]?\s*\d+\/\d+(\s*-\s*\d+(\/\d+)?)?)$/i;

const RECORD_ID_LINE = /^(?:rec(?:ord)?\.?(?:\s*id)?|edr\s*id|id|site\s*id)\s*[:#]?\s*([A-Z]{0,3}\d{5,}[A-Z0-9-]*)$/i;
const STREET_START =
  /^(\d+[A-Z]?(-\d+[A-Z]?)?\s+\S|RR\s*\d|RT\.?\s*\d|ROUTE\s|HWY\s|HIGHWAY\s|P\.?\s*O\.?\s*BOX|[A-Z0-9 .]+\s(ST|AVE|RD|BLVD|DR|LN|WAY|HWY|PKWY|CT|PL)\b.*(&|\(|\bAND\b))/i;

/** A site cell: the name (one or more lines), the street, the city line, the record id line. */
function readSiteLines(occurrence: Occurrence, lines: readonly string[], { withAddress }: { withAddress: boolean }): void {
  const rest: string[] = [];
  for (const text of lines) {
    const id = RECORD_ID_LINE.exec(text.trim()) ?? LABELLED_RECORD_ID.exec(text);
    if (id && (RECORD_ID_LINE.test(text.trim()) || text.trim().startsWith(id[0]))) {
      occurrence.recordId ??= id[1]!;
      continue;
    }
    rest.push(text.trim());
  }
  // The table's name wins over a `Name:` field of the detail.
  if (!withAddress) {
    occurrence.name = rest.join(' ').replace(/\s+/g, ' ').trim() || occurrence.name;
    return;
  }
  let street = rest.findIndex((text, index) => index > 0 && STREET_START.test(text));
  if (street < 0) street = rest.length >= 3 ? rest.length - 2 : rest.length === 2 ? 1 : -1;
  const nameLines = street < 0 ? rest : rest.slice(0, street);
  occurrence.name = nameLines.join(' ').replace(/\s+/g, ' ').trim() || occurrence.name;
  if (street < 0) return;
  occurrence.address ??= rest[street]!;
  for (const text of rest.slice(street + 1)) readPlace(occurrence, text);
}

/** An address cell: the street (wrapped lines joined until the city line), then the city, state and zip. */
function readAddressLines(occurrence: Occurrence, lines: readonly string[]): void {
  const street: string[] = [];
  let placeStarted = false;
  for (const text of lines) {
    if (placeStarted || (street.length > 0 && parsePlace(text) !== null)) {
      placeStarted = true;
      readPlace(occurrence, text);
    } else street.push(text.trim());
  }
  occurrence.address ??= street.join(' ').trim() || null;
}

/** The unit a distance column's bare numbers are in, when its label names one only. */
function unitOf(label: string): 'mi' | 'ft' | undefined {
  const miles = /\bmi(les?)?\b/i.test(label);
  const feet = /\b(ft|feet)\b/i.test(label);
  return miles && !feet ? 'mi' : feet && !miles ? 'ft' : undefined;
}

function finishTableRow(row: RowBuilder, table: Table, databases: DatabaseNames, contextDb: string | null): Occurrence {
  const { occurrence } = row;
  const columns = table.columns;
  const hasAddressColumn = columns.some((column) => column.concepts.includes('address'));
  const rowDatabases: string[] = [];
  let status: string | null = null;
  let facilityId: string | null = null;
  let date: string | null = null;
  for (const [index, cells] of [...row.cells.entries()].sort((a, b) => a[0] - b[0])) {
    const column = columns[index]!;
    const concepts = column.concepts;
    let values = cells;
    if (index === 0 && table.idColumn) {
      const id = mapIdOf(values[0]!, table.ocr);
      if (id) {
        occurrence.mapId = id.id;
        occurrence.markedBeyond ||= id.beyond;
        values = values.slice(1);
      }
    }
    if (concepts.includes('database')) {
      rowDatabases.push(...databases.list(values));
      continue;
    }
    if (concepts.includes('site')) {
      // A distance printed under the name (its own column unread by OCR) is the row's distance.
      values = values.filter((text) => !(DISTANCE_LINE.test(text.trim()) && readLocationText(occurrence, text)));
      readSiteLines(occurrence, values, { withAddress: !hasAddressColumn || concepts.includes('address') });
      continue;
    }
    if (concepts.includes('address')) {
      readAddressLines(occurrence, values);
      continue;
    }
    if (concepts.includes('city') || concepts.includes('zip')) {
      for (const text of values) readPlace(occurrence, text, { strict: false });
      continue;
    }
    if (concepts.includes('recordId') && values[0] && BARE_ID.test(values[0].trim())) {
      occurrence.recordId ??= values[0].trim();
      continue;
    }
    if (concepts.includes('facilityId')) {
      facilityId ??= values[0]?.trim() ?? null;
      continue;
    }
    if (concepts.includes('status')) {
      status = values.join(' ').replace(/\s+/g, ' ').trim() || null;
      continue;
    }
    if (concepts.includes('date') && !concepts.includes('distance')) {
      const value = values.join(' ').trim();
      if (value && value !== '-') date = value;
      continue;
    }
    const elevation =
      concepts.includes('elevation') && !concepts.includes('distance')
        ? /\+|\bdiff|relative/i.test(column.label) && !/\(diff\)/i.test(column.label)
          ? 'relative'
          : 'absolute'
        : undefined;
    const unit = concepts.includes('distance') ? unitOf(column.label) : undefined;
    for (const text of values) {
      if (readLocationText(occurrence, text, { elevation, unit })) continue;
      if (/^cluster\b/i.test(text.trim())) continue;
      const kind = isKeyValue(text) ? fieldKind(text.split(':')[0]!) : 'other';
      if (kind !== 'other') row.detail.line(text);
    }
  }
  for (const db of rowDatabases) factsOf(occurrence, db);
  // A per-database table (or a row of one database) gives that database's status, id and date.
  const rowDb = rowDatabases.length === 1 ? rowDatabases[0]! : rowDatabases.length === 0 ? contextDb : null;
  if (rowDb && (status || facilityId || date)) {
    const facts = factsOf(occurrence, rowDb);
    facts.status ??= status;
    facts.facilityId ??= facilityId;
    if (date) facts.dates.push({ label: 'Date', date });
    occurrence.detailed = true;
  }
  return occurrence;
}
