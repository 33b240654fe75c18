import { compassPoint, DATE, DISTANCE, FEET_PER_MILE, toNumber, URL_PATTERN } from './vocabulary';

/** What one database says about a record at one place in the report. */
export interface DatabaseFacts {
  status: string | null;
  facilityId: string | null;
  substances: string[];
  dates: { label: string; date: string }[];
  links: string[];
}

/** One printing of a record: an inventory row, a detail block, a per-database table row, an orphan paragraph. */
export interface Occurrence {
  page: number;
  /** Where in the document it starts (body line index), to keep the report's order. */
  order: number;
  mapId: string | null;
  recordId: string | null;
  name: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  distanceMi: number | null;
  distanceFt: number | null;
  direction: string | null;
  isTarget: boolean;
  relativeElevation: 'Higher' | 'Lower' | 'Equal' | null;
  elevationFt: number | null;
  /** Marked by the report as beyond the search distance (a `*` after the map id). */
  markedBeyond: boolean;
  /** Databases it is listed in, in the order printed. */
  databases: string[];
  facts: Map<string, DatabaseFacts>;
  /** Printed in a part of the report about unmapped records. */
  inOrphanPart: boolean;
  /** Carries a database's detail (status, id, fields), not only a listing. */
  detailed: boolean;
}

export const newOccurrence = (page: number, order: number, inOrphanPart: boolean): Occurrence => ({
  page,
  order,
  mapId: null,
  recordId: null,
  name: null,
  address: null,
  city: null,
  state: null,
  zip: null,
  distanceMi: null,
  distanceFt: null,
  direction: null,
  isTarget: false,
  relativeElevation: null,
  elevationFt: null,
  markedBeyond: false,
  databases: [],
  facts: new Map(),
  inOrphanPart,
  detailed: false,
});

export function factsOf(occurrence: Occurrence, db: string): DatabaseFacts {
  let facts = occurrence.facts.get(db);
  if (!facts) {
    facts = { status: null, facilityId: null, substances: [], dates: [], links: [] };
    occurrence.facts.set(db, facts);
  }
  if (!occurrence.databases.includes(db)) occurrence.databases.push(db);
  return facts;
}

const HAS_DISTANCE = new RegExp(DISTANCE.source, 'i');

const TARGET_WORDS = /^(tp|target|target property|property|on[- ]?site|subject( property)?)$/i;

/**
 * Reads distances, a compass point, `TP` / `Target Property` and elevations from a short cell line
 * (`0.104 mi SSW`, `549 ft`, `E`, `< 1/8`, `238 (0)`, `224 (-14)`, `Higher`). Answers whether the
 * whole line was such a value.
 */
export interface LocationTextOptions {
  /** An elevation column: absolute feet (`238 (0)`, `511 ft (Equal)`) or relative to the subject (`+10`, `-18`). */
  elevation?: 'absolute' | 'relative';
  /** A distance column's unit for bare numbers (`0.027`). */
  unit?: 'mi' | 'ft';
}

export function readLocationText(occurrence: Occurrence, text: string, { elevation, unit }: LocationTextOptions = {}): boolean {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (!trimmed) return false;
  if (TARGET_WORDS.test(trimmed)) {
    occurrence.isTarget = true;
    return true;
  }
  if (/^(higher|lower|equal|same|level)$/i.test(trimmed)) {
    occurrence.relativeElevation = relativeWord(trimmed);
    return true;
  }
  const elevationDiff = /^(-?\d[\d,]*(?:\.\d+)?)\s*(?:ft\.?)?\s*\(\s*([+-]?\d[\d,.]*)\s*(?:ft\.?)?\s*\)$/i.exec(trimmed);
  if (elevationDiff && (elevation || !/ft|mi/i.test(trimmed))) {
    occurrence.elevationFt = toNumber(elevationDiff[1]!);
    const diff = toNumber(elevationDiff[2]!);
    occurrence.relativeElevation = diff > 0 ? 'Higher' : diff < 0 ? 'Lower' : 'Equal';
    return true;
  }
  if (elevation === 'relative') {
    const diff = /^([+-]?\d[\d,]*(?:\.\d+)?)\s*(?:ft\.?|feet)?$/i.exec(trimmed);
    if (diff) {
      const value = toNumber(diff[1]!);
      occurrence.relativeElevation = value > 0 ? 'Higher' : value < 0 ? 'Lower' : 'Equal';
      return true;
    }
  }
  if (elevation === 'absolute') {
    const feet = /^(-?\d[\d,]*(?:\.\d+)?)\s*(?:ft\.?|feet)?(?:\s*\(?\s*(higher|lower|equal)\s*\)?)?$/i.exec(trimmed);
    if (feet) {
      occurrence.elevationFt = toNumber(feet[1]!);
      if (feet[2]) occurrence.relativeElevation = relativeWord(feet[2]);
      return true;
    }
    const relative = /^(higher|lower|equal)\s*\(?\s*(-?\d[\d,]*(?:\.\d+)?)\s*(?:ft\.?)?\s*\)?$/i.exec(trimmed);
    if (relative) {
      occurrence.relativeElevation = relativeWord(relative[1]!);
      occurrence.elevationFt = toNumber(relative[2]!);
      return true;
    }
  }
  // A distance band (`< 1/8`, `1/8-1/4`, `> 1`): printed, not a fact of its own.
  if (/^[<>]?\s*\d+(\/\d+)?\s*(-\s*\d+(\/\d+)?)?\s*(mi\.?|miles)?$/i.test(trimmed) && /[<>/-]/.test(trimmed)) return true;
  let rest = trimmed;
  let found = false;
  // `485 ft (same)`: an elevation, wherever it is printed.
  const level = /(-?\d[\d,]*(?:\.\d+)?)\s*(?:ft\.?|feet)\s*\(\s*(higher|lower|same|equal)\s*\)/i.exec(rest);
  if (level) {
    occurrence.elevationFt ??= toNumber(level[1]!);
    occurrence.relativeElevation ??= relativeWord(level[2]!);
    rest = rest.replace(level[0], ' ').trim();
    found = true;
    if (!rest) return true;
  }
  const bare = unit ? /^(\d[\d,]*(?:\.\d+)?)(?=\s|$)/.exec(rest) : null;
  if (bare && !HAS_DISTANCE.test(rest)) {
    const value = toNumber(bare[1]!);
    if (unit === 'mi') occurrence.distanceMi ??= value;
    else occurrence.distanceFt ??= value;
    rest = rest.slice(bare[0].length);
    found = true;
  }
  for (const match of rest.matchAll(DISTANCE)) {
    const value = toNumber(match[1]!);
    if (/^mi/i.test(match[2]!)) occurrence.distanceMi ??= value;
    else occurrence.distanceFt ??= value;
    rest = rest.replace(match[0], ' ');
    found = true;
  }
  rest = rest.replace(/[(),/]/g, ' ').trim();
  if (rest === '') return found;
  const point = compassPoint(rest);
  if (point) {
    occurrence.direction ??= point;
    return true;
  }
  if (found && TARGET_WORDS.test(rest)) {
    occurrence.isTarget = true;
    return true;
  }
  return false;
}

export const relativeWord = (word: string): 'Higher' | 'Lower' | 'Equal' => {
  const lower = word.toLowerCase();
  return lower.startsWith('h') ? 'Higher' : lower.startsWith('l') && lower !== 'level' ? 'Lower' : 'Equal';
};

/** Miles from feet when only feet are printed (3 decimals, as vendors print miles). */
export const milesFromFeet = (feet: number) => Math.round((feet / FEET_PER_MILE) * 1000) / 1000;

const KEY_VALUE = /^([A-Za-z][A-Za-z0-9 ()/.#&'-]{0,40}?)\s*:\s*(.*)$/;
const EVENT = /^(?:event|action|activity)?\s*(\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2})\s*[:;"']\s*(.+)$/i;

/** A detail field's meaning, by its label. */
type FieldKind =
  | 'status'
  | 'facilityId'
  | 'substance'
  | 'date'
  | 'relative'
  | 'elevation'
  | 'distance'
  | 'direction'
  | 'name'
  | 'address'
  | 'city'
  | 'recordId'
  | 'mapId'
  | 'other';

export function fieldKind(label: string): FieldKind {
  const text = label.trim().toLowerCase();
  if (/violation/.test(text)) return 'other';
  if (/^(relative|relative elevation|elevation relative)/.test(text)) return 'relative';
  if (/^(actual|elevation|elev\.?|site elevation|actual elevation)/.test(text)) return 'elevation';
  if (/status$|^status/.test(text)) return 'status';
  if (/^(edr id|record id|rec\.?|database id|unique id)/.test(text)) return 'recordId';
  if (/^map (id|key|no\.?|#)/.test(text)) return 'mapId';
  if (
    /(facility|epa|registry|case|permit|handler|tank|site|program|cleanup|incident|spill|lust|ust|frs)\s*(id|no\.?|number|#)$|^id$|^(case|permit|incident) number/.test(
      text,
    )
  )
    return 'facilityId';
  if (/substance|contaminant|chemical|contents|material|solvent|pollutant/.test(text)) return 'substance';
  if (/date/.test(text)) return 'date';
  if (/^(distance|dist\.?)/.test(text)) return 'distance';
  if (/^(direction|dir\.?|bearing)/.test(text)) return 'direction';
  if (/^(site|facility|business)?\s*name$|^site$|^facility$/.test(text)) return 'name';
  if (/^(site |facility |street )?address$|^location$/.test(text)) return 'address';
  if (/^city/.test(text)) return 'city';
  return 'other';
}

/**
 * Reads the detail of a record: `Key: value` fields (one per line, or several on a line separated
 * by `|` or `;`), `Event 03/09/2013: text` dates, links, and continuation lines of the previous
 * field, under the database of the section they are in. `db` is that database (null: fields that
 * are not any database's, such as the elevation).
 */
export class DetailReader {
  private lastField: { facts: DatabaseFacts | null; kind: FieldKind; label: string } | null = null;

  constructor(
    readonly occurrence: Occurrence,
    public db: string | null,
  ) {}

  /** One printed segment of detail text. */
  segment(text: string): void {
    const trimmed = text.trim();
    if (!trimmed) return;
    const facts = this.db ? factsOf(this.occurrence, this.db) : null;
    for (const url of trimmed.match(URL_PATTERN) ?? []) if (facts && !facts.links.includes(url)) facts.links.push(url);
    if (/^https?:\/\//i.test(trimmed) || /click (this|the) (hyper)?link/i.test(trimmed)) return;
    const event = EVENT.exec(trimmed);
    if (event) {
      if (facts) facts.dates.push({ label: event[2]!.trim(), date: event[1]! });
      this.lastField = null;
      return;
    }
    const field = KEY_VALUE.exec(trimmed);
    if (!field) {
      this.continueField(trimmed);
      return;
    }
    const label = field[1]!.trim();
    // OCR reads a field's closing `;` as `:` or `,`.
    const value = field[2]!.trim().replace(/\s*[:;,]$/, '');
    const kind = fieldKind(label);
    this.lastField = { facts, kind, label };
    this.apply(kind, label, value, facts);
  }

  private apply(kind: FieldKind, label: string, value: string, facts: DatabaseFacts | null): void {
    const occurrence = this.occurrence;
    if (facts && kind !== 'relative' && kind !== 'elevation') occurrence.detailed = true;
    switch (kind) {
      case 'relative':
        if (/higher|lower|equal/i.test(value)) occurrence.relativeElevation = relativeWord(/higher|lower|equal/i.exec(value)![0]);
        break;
      case 'elevation': {
        const feet = /-?\d[\d,]*(\.\d+)?/.exec(value);
        if (feet) occurrence.elevationFt ??= toNumber(feet[0]);
        const word = /\b(higher|lower|equal)\b/i.exec(value);
        if (word) occurrence.relativeElevation ??= relativeWord(word[1]!);
        break;
      }
      case 'status':
        if (facts && value) facts.status ??= value;
        break;
      case 'facilityId':
        if (facts && value) facts.facilityId ??= value.split(/\s+/)[0]!;
        break;
      case 'substance':
        if (facts) for (const piece of value.split(/\s*[,;]\s*/)) if (piece && !facts.substances.includes(piece)) facts.substances.push(piece);
        break;
      case 'date': {
        const date = DATE.exec(value);
        if (facts && date) facts.dates.push({ label, date: date[1]! });
        break;
      }
      case 'distance':
      case 'direction':
        readLocationText(occurrence, value);
        break;
      case 'recordId':
        occurrence.recordId ??= value.split(/\s+/)[0]!;
        break;
      case 'mapId':
        occurrence.mapId ??= value.split(/\s+/)[0]!.replace(/\*$/, '');
        break;
      case 'name':
        occurrence.name ??= value;
        break;
      case 'address':
        occurrence.address ??= value;
        break;
      default:
        break;
    }
  }

  private continueField(text: string): void {
    const last = this.lastField;
    if (!last) return;
    if (last.kind === 'status' && last.facts?.status) last.facts.status = `${last.facts.status} ${text}`;
    else if (last.kind === 'substance' && last.facts) {
      const more = text.split(/\s*[,;]\s*/).filter(Boolean);
      last.facts.substances.push(...more.filter((piece) => !last.facts!.substances.includes(piece)));
    }
  }

  /** A line of detail: split into its segments (`|`, `;`, or the start of another `Key:` after a value). */
  line(text: string): void {
    for (const segment of splitSegments(text)) this.segment(segment);
  }
}

/**
 * `Agency: X | Contact: Y`, `Facility ID: X; Status: Y`, `Relative: Equal Actual: 200 ft.` as their
 * segments. Inside a piece, a new `Key:` starts a segment only after the previous one has a value
 * (`Relative: Lower` / `Actual: 177 ft.`, but `Federal Facility: No` stays whole).
 */
export function splitSegments(text: string): string[] {
  const urls: string[] = [];
  const masked = text.replace(URL_PATTERN, (url) => {
    urls.push(url);
    return `\u{E000}${urls.length - 1}\u{E001}`;
  });
  const pieces: string[] = [];
  for (const piece of masked.split(/\s*[|;]\s*/)) {
    let start = 0;
    for (const candidate of piece.matchAll(/\s+(?=[A-Z][A-Za-z]*(?: [A-Za-z()]+){0,3}:(\s|$))/g)) {
      const before = piece.slice(start, candidate.index);
      if (/:\s*\S/.test(before)) {
        pieces.push(before);
        start = candidate.index! + candidate[0].length;
      }
    }
    pieces.push(piece.slice(start));
  }
  return pieces.map((piece) => piece.replace(/\u{E000}(\d+)\u{E001}/gu, (_, index: string) => urls[Number(index)]!).trim()).filter(Boolean);
}
