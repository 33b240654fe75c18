import type { Cell } from '../city-directory/geometry/cells';
import type { DatabaseNames } from './databases';
import type { DocLine } from './lines';
import { readPlace } from './place';
import { DetailReader, factsOf, newOccurrence, readLocationText, type Occurrence } from './occurrence';
import { columnConcepts, DATE, LABELLED_RECORD_ID, URL_PATTERN, type ColumnConcept } from './vocabulary';

// Records printed as blocks of labelled fields: a line naming the site (with its map key or record
// id, or the name alone), then `Label  value` pairs (with or without a colon, one or two per line),
// a small table of its databases (`Database | Facility ID | Status | Date`) and link lines
// (`UST document: https://...`). Site cards and per-database record lists are printed this way.

/** Labels a field line can start with when printed without a colon. */
const FIELD_LABEL =
  /^(site( name)?|name|facility( name)?|business( name)?|address|street( address)?|location|city|state|zip( code)?|state\s*\/\s*zip|county|rec\.?|record( id)?|edr id|site id|map (id|key|no\.?)|distance|dist\.?|direction|dir\.?|bearing|elevation|elev\.?|relative elevation|databases?|database\(s\)|lists?|status|facility id|epa id|registry id|reason|phone|owner|operator|contact|agency|substances?|contaminants?)$/i;

export interface FieldPair {
  label: string;
  value: string;
}

const labelOf = (cell: Cell): string | null => {
  const text = cell.text.trim();
  if (/^[A-Za-z][A-Za-z0-9 ()/.#&'-]{0,40}:$/.test(text)) return text.slice(0, -1).trim();
  return FIELD_LABEL.test(text) ? text : null;
};

/** A line's label and value pairs, or null when it does not start with a label. */
export function fieldPairs(cells: readonly Cell[]): FieldPair[] | null {
  const pairs: FieldPair[] = [];
  let index = 0;
  while (index < cells.length) {
    const cell = cells[index]!;
    const label = labelOf(cell);
    if (label !== null) {
      const next = cells[index + 1];
      const value = next && labelOf(next) === null ? next.text.trim() : '';
      pairs.push({ label, value });
      index += value ? 2 : 1;
      continue;
    }
    const inline = /^([A-Za-z][A-Za-z0-9 ()/.#&'-]{0,40}?):\s+(\S.*)$/.exec(cell.text.trim());
    if (inline) {
      pairs.push({ label: inline[1]!, value: inline[2]! });
      index += 1;
      continue;
    }
    if (pairs.length === 0) return null;
    // A value wider than its cell (an address printed in two pieces) belongs to the pair before.
    const last = pairs.at(-1)!;
    last.value = `${last.value} ${cell.text.trim()}`.trim();
    index += 1;
  }
  return pairs.length > 0 && pairs.some((pair) => pair.value !== '') ? pairs : null;
}

/** Where the value of a line's `index`-th pair starts (the cell after its label), for values wrapped onto the next line. */
function valueX(cells: readonly Cell[], index: number): number | null {
  let pair = -1;
  for (let at = 0; at < cells.length; at++) {
    const cell = cells[at]!;
    if (labelOf(cell) !== null) {
      pair++;
      const next = cells[at + 1];
      if (pair === index) return next && labelOf(next) === null ? next.x : null;
    }
  }
  return null;
}

/** The line naming a block's record: `Map Key 014 NAME`, `001 NAME`, `Rec. S155081716 NAME`, or the name alone. */
export type BlockAnchor = Partial<Occurrence> & { anchorText?: string };

export function blockAnchor(text: string): BlockAnchor | null {
  const trimmed = text.trim();
  if (!/[A-Za-z]{2}/.test(trimmed) || /:$/.test(trimmed) || /:\s/.test(trimmed) || trimmed.length > 120) return null;
  // A column label standing alone (`Distance` stacked over a heading) names no record.
  if (FIELD_LABEL.test(trimmed) || (columnConcepts(trimmed).length > 0 && trimmed.split(/\s+/).length <= 2 && !/\d/.test(trimmed))) return null;
  const keyed = /^(?:map\s*(?:id|key|no\.?|#)|site\s*(?:no\.?|#)|key)\s*:?\s*([A-Z]{0,2}-?\d{1,4}[A-Z]?)(\*?)\s+(\S.*)$/i.exec(trimmed);
  if (keyed) return { mapId: keyed[1]!, markedBeyond: keyed[2] === '*', name: keyed[3]!.trim() };
  const id = LABELLED_RECORD_ID.exec(trimmed);
  if (id && id.index === 0) {
    const name = trimmed.slice(id[0].length).trim();
    return name ? { recordId: id[1]!, name } : null;
  }
  const numbered = /^([A-Z]{0,2}-?\d{1,4}[A-Z]?)(\*?)\s+([A-Za-z].*|\d+-[A-Za-z].*)$/.exec(trimmed);
  if (numbered && !/^\d+\s+\S+\s+(ST|AVE|RD|BLVD|DR|LN|WAY|HWY|PKWY|CT|PL)\b/i.test(trimmed)) {
    // `A1 TRANSMISSION` may be a name as well: kept whole for a record that turns out unmapped.
    return { mapId: numbered[1]!, markedBeyond: numbered[2] === '*', name: numbered[3]!.trim(), anchorText: trimmed };
  }
  return { name: trimmed };
}

interface SubTable {
  columns: { x: number; concepts: ColumnConcept[] }[];
}

/** `Database | Facility ID | Status | Date`: a record's own table of its databases. */
export function databaseSubTable(cells: readonly Cell[]): SubTable | null {
  const concepts = cells.map((cell) => columnConcepts(cell.text));
  if (cells.length < 2 || !concepts[0]!.includes('database')) return null;
  if (!concepts.slice(1).some((set) => set.includes('status') || set.includes('facilityId') || set.includes('date'))) return null;
  return { columns: cells.map((cell, index) => ({ x: cell.x, concepts: concepts[index]! })) };
}

/** A record printed as a block of fields, being read. */
export class FieldBlock {
  readonly detail: DetailReader;
  private subTable: SubTable | null = null;

  constructor(
    readonly occurrence: Occurrence,
    readonly x: number,
    private readonly databases: DatabaseNames,
    contextDb: string | null,
  ) {
    this.detail = new DetailReader(occurrence, contextDb);
  }

  private anchorText: string | null = null;

  static open(line: DocLine, { anchorText, ...anchor }: BlockAnchor, databases: DatabaseNames, contextDb: string | null, orphanPart: boolean): FieldBlock {
    const occurrence = Object.assign(newOccurrence(line.page, line.index, orphanPart), anchor);
    const block = new FieldBlock(occurrence, line.x, databases, contextDb);
    block.anchorText = anchorText ?? null;
    return block;
  }

  /** The record read: an unmapped one keeps its whole first line as its name (`A1 TRANSMISSION INC`, no map key). */
  finish(): Occurrence {
    const occurrence = this.occurrence;
    if (this.anchorText && occurrence.inOrphanPart && occurrence.distanceMi === null && occurrence.distanceFt === null) {
      occurrence.name = this.anchorText;
      occurrence.mapId = null;
    }
    return occurrence;
  }

  /** Takes a line of the block; false when the line is not the block's (it ends the block). */
  take(line: DocLine): boolean {
    if (line.x < this.x - 8) return false;
    const cells = line.cells;
    const subTable = databaseSubTable(cells);
    if (subTable) {
      this.subTable = subTable;
      return true;
    }
    const first = cells[0]!.text.trim();
    const db = this.databases.atStart(first);
    const link = first.match(URL_PATTERN) ?? line.text.match(URL_PATTERN);
    if (db && link && /^\s*(document|link|url|report)s?\b/i.test((first.slice(db.length) || (cells[1]?.text ?? '')).trim())) {
      const facts = factsOf(this.occurrence, db.name);
      for (const url of line.text.match(URL_PATTERN) ?? []) if (!facts.links.includes(url)) facts.links.push(url);
      return true;
    }
    if (this.subTable && db && db.length === first.length) {
      this.readSubTableRow(db.name, cells);
      return true;
    }
    const pairs = fieldPairs(cells);
    if (!pairs) return this.continueValue(cells);
    this.subTable = null;
    for (const pair of pairs) this.apply(pair);
    this.lastPairs = pairs.map((pair, index) => ({ pair, x: valueX(cells, index) }));
    return true;
  }

  private lastPairs: { pair: FieldPair; x: number | null }[] = [];
  /** The databases the `Databases` field listed. */
  private listed: string[] = [];

  private forget(db: string): void {
    this.occurrence.facts.delete(db);
    this.occurrence.databases = this.occurrence.databases.filter((name) => name !== db);
  }

  /** A line that continues the last field's value (printed under the value, past the labels). */
  continuesValue(line: DocLine): boolean {
    return !this.subTable && line.cells[0]!.x >= this.x + 20 && this.lastPairs.some(({ x }) => x !== null && Math.abs(line.cells[0]!.x - x) <= 6);
  }

  /** A value wrapped onto the next line, printed under it (`CORRACTS, LUST, SEMS-ARCHIVE,` / `BROWNFIELDS`). */
  private continueValue(cells: readonly Cell[]): boolean {
    if (this.subTable || cells[0]!.x < this.x + 20) return false;
    let taken = false;
    for (const cell of cells) {
      const owner = this.lastPairs.find(({ x }) => x !== null && Math.abs(cell.x - x) <= 6);
      if (!owner) return taken;
      const { label } = owner.pair;
      if (/^(databases?|database\(s\)|lists?)$/i.test(label.trim())) {
        // A name cut at the line's end (`INST` / `CONTROL`): the whole list read again.
        owner.pair.value = `${owner.pair.value} ${cell.text.trim()}`;
        for (const db of this.listed) if (!this.occurrence.facts.get(db)?.status) this.forget(db);
        this.apply(owner.pair);
      } else if (/address|street/i.test(label) && this.occurrence.address) this.occurrence.address = `${this.occurrence.address} ${cell.text.trim()}`;
      else if (/name|site|facility/i.test(label) && this.occurrence.name) this.occurrence.name = `${this.occurrence.name} ${cell.text.trim()}`;
      taken = true;
    }
    return taken;
  }

  private readSubTableRow(db: string, cells: readonly Cell[]): void {
    const facts = factsOf(this.occurrence, db);
    for (const cell of cells.slice(1)) {
      const column = [...this.subTable!.columns].reverse().find((candidate) => cell.x >= candidate.x - 6);
      const text = cell.text.trim();
      if (!column || !text || text === '-') continue;
      if (column.concepts.includes('status')) facts.status ??= text;
      else if (column.concepts.includes('facilityId')) facts.facilityId ??= text;
      else if (column.concepts.includes('date') && DATE.test(text)) facts.dates.push({ label: 'Date', date: DATE.exec(text)![1]! });
    }
    this.occurrence.detailed = true;
  }

  private apply({ label, value }: FieldPair): void {
    const occurrence = this.occurrence;
    const key = label.toLowerCase().replace(/\s+/g, ' ').trim();
    if (/^(databases?|database\(s\)|lists?)$/.test(key)) {
      this.listed = this.databases.list([value]);
      for (const db of this.listed) factsOf(occurrence, db);
      return;
    }
    if (/^(location|reason)$/.test(key)) {
      if (/target|subject|on[- ]?site/i.test(value)) occurrence.isTarget = true;
      else if (/not mapped|unmapped|not geocoded|unplott|ungeocoded|rural route|approximate|mile post/i.test(value) || key === 'reason')
        occurrence.inOrphanPart = true;
      return;
    }
    if (/^(street )?address$|^street$/.test(key)) {
      const [street, ...place] = value.split(/\s*,\s*/);
      occurrence.address ??= street ?? null;
      if (place.length > 0) readPlace(occurrence, place.join(', '), { strict: false });
      return;
    }
    if (/^city$/.test(key)) {
      occurrence.city ??= value.toUpperCase();
      return;
    }
    if (/^(state\s*\/\s*zip|state|zip( code)?)$/.test(key)) {
      const state = /\b([A-Z]{2})\b/.exec(value);
      const zip = /\b(\d{5})(?:-\d{4})?\b/.exec(value);
      if (state) occurrence.state ??= state[1]!;
      if (zip) occurrence.zip ??= zip[1]!;
      return;
    }
    if (/^(distance|dist\.?|direction|dir\.?|bearing)$/.test(key)) {
      readLocationText(occurrence, value);
      return;
    }
    if (/^(elevation|elev\.?)$/.test(key)) {
      if (!readLocationText(occurrence, value, { elevation: 'absolute' })) this.detail.segment(`Elevation: ${value}`);
      return;
    }
    if (/^(site|facility|business)?\s*name$|^site$|^facility$/.test(key)) {
      occurrence.name ??= value;
      return;
    }
    this.detail.segment(`${label}: ${value}`);
  }
}
