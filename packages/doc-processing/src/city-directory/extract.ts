import type {
  CityDirectoryEntry,
  CityDirectoryProperty,
  CityDirectoryResult,
  CityDirectoryVacancy,
  StreetAlias,
} from '@groundwork/contracts';
import type { IntakeResult } from '../types';
import { AddressMatcher } from './address';
import {
  ADDRESS_START,
  DIRECTION_LABEL,
  columnAt,
  lineCells,
  readerLines,
  tableHeader,
  type Cell,
  type ReaderLine,
  type TableLayout,
} from './layout';
import { cleanOcrText, splitPhone, vacancyMarker } from './listing-text';
import { tagListing } from './tags';

export interface ExtractCityDirectoryOptions {
  properties: readonly CityDirectoryProperty[];
  aliases?: readonly StreetAlias[];
}

/** The result the worker stores, before any user edit. */
export type CityDirectoryExtraction = Omit<CityDirectoryResult, 'editedAt'>;

const MIN_YEAR = 1800;
const MAX_YEAR = 2100;
const parseYear = (text: string): number | null => {
  const year = Number(text);
  return /^\d{4}$/.test(text) && year >= MIN_YEAR && year <= MAX_YEAR ? year : null;
};

/** Labels vendors print beside a block's address. */
const BLOCK_LABEL = /\s+((?:target|subject)(?:\s+(?:property|site))?|adjoining(?:\s*\/?\s*nearby)?(?:\s+property)?|nearby|adjacent(?:\s+property)?|(?:north|south|east|west)(?:ern)?\s+(?:adjoining|adjacent)(?:\s+property)?)\s*$/i;
const SUBJECT_LABEL = /^(target|subject)/i;
const YEAR_HEADER = /^(?:(?:year|directory year)\s*:?\s*)?((?:18|19|20)\d\d)\b\s*[-–:]?\s*(.*)$/i;
const SOURCES_HEADING = /^(research|directory|reference)?\s*sources?(\s+(consulted|reviewed|used|researched))?\s*:?$/i;
const CONNECTOR_END = /(?:&|\band|\bof|\bthe|\bfor|[-,/])$/i;

/** A listing being read (possibly over several lines). */
interface RawListing {
  year: number | null;
  address: string;
  /** Set when the column names a direction instead of an address. */
  direction: CityDirectoryEntry['direction'] | undefined;
  text: string;
  source: string | null;
  page: number;
  lineIndex: number;
  order: number;
  lines: string[];
  confidences: number[];
  /** Where the listing's first line starts: a more indented line below continues it. */
  startX: number;
}

interface RowState {
  year: number | null;
  source: string | null;
  address: string | null;
  /** The listing each column is writing into (occupant column or wide place column index). */
  open: Map<number, RawListing>;
}

const normalizeSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

function cleanListing(text: string, ocr: boolean): string {
  return ocr ? cleanOcrText(text) : normalizeSpace(text);
}

/**
 * Reads a city directory abstract from the intake's page lines: block-per-address tables
 * (`Year | Uses | Source`), year blocks (`1987` then `Address | Occupant`) and wide tables
 * (a column per address or direction), and matches each printed address to a property.
 */
export function extractCityDirectory(intake: IntakeResult, options: ExtractCityDirectoryOptions): CityDirectoryExtraction {
  const matcher = new AddressMatcher(options.properties, options.aliases ?? []);
  const lines = readerLines(intake);
  const cellsOf = new Map<ReaderLine, Cell[]>();
  const cells = (line: ReaderLine) => {
    if (!cellsOf.has(line)) cellsOf.set(line, lineCells(line.line, line.ocr));
    return cellsOf.get(line)!;
  };

  const listings: RawListing[] = [];
  const sources = new Map<number, string>();
  const startedOnLine = new Map<string, number>();

  let blockAddress: string | null = null;
  let blockYear: number | null = null;
  let blockSource: string | null = null;
  let table: TableLayout | null = null;
  let row: RowState | null = null;
  let readingSources = false;

  const nextContent = (from: number): ReaderLine | undefined => lines[from + 1];

  const openListing = (line: ReaderLine, fields: Pick<RawListing, 'year' | 'address' | 'direction' | 'source'>, text: string, x: number): RawListing => {
    const key = `${line.page.pageNumber}-${line.index}`;
    const listing: RawListing = {
      ...fields,
      text,
      page: line.page.pageNumber,
      lineIndex: line.index,
      order: (startedOnLine.get(key) ?? 0) + 1,
      lines: [line.line.text],
      confidences: line.line.confidence === undefined ? [] : [line.line.confidence],
      startX: x,
    };
    startedOnLine.set(key, listing.order);
    listings.push(listing);
    return listing;
  };

  /** Appends a wrapped piece to the listing it continues, or says it starts a new one. */
  const continues = (previous: RawListing | undefined, text: string, x: number, line: ReaderLine): boolean => {
    if (!previous) return false;
    const split = splitPhone(text);
    const previousSplit = splitPhone(previous.text);
    const phoneOnly = split.name === '' && split.phoneRaw !== null;
    const indent = Math.max(3, line.line.bbox.height * 0.35);
    const wrapped =
      (phoneOnly && previousSplit.phoneRaw === null) ||
      (previousSplit.phoneRaw === null && CONNECTOR_END.test(previousSplit.name)) ||
      /^[a-z&]/.test(text) ||
      (x > previous.startX + indent && !vacancyMarker(text));
    if (!wrapped) return false;
    previous.text = `${previous.text} ${text}`;
    if (!previous.lines.includes(line.line.text)) previous.lines.push(line.line.text);
    if (line.line.confidence !== undefined) previous.confidences.push(line.line.confidence);
    return true;
  };

  const addPiece = (line: ReaderLine, slot: number, text: string, x: number, fields: Pick<RawListing, 'year' | 'address' | 'direction' | 'source'>, fresh: boolean) => {
    const state = row!;
    const pieces = table?.wide ? text.split(/\s*;\s*/) : [text];
    pieces.forEach((piece, index) => {
      const clean = cleanListing(piece, line.ocr);
      if (!clean) return;
      const previous = state.open.get(slot);
      if (!fresh && index === 0 && previous && continues(previous, clean, x, line)) return;
      const listing = openListing(line, fields, clean, x);
      state.open.set(slot, listing);
    });
  };

  /** Reads one table row; false when the line is not a row of the current table. */
  const readRow = (line: ReaderLine): boolean => {
    const layout = table!;
    const lineCellsList = cells(line);
    if (lineCellsList.length === 0) return true;
    const byColumn = new Map<number, Cell[]>();
    for (const cell of lineCellsList) {
      // A text run may hold several words that OCR would split: assign by the run's start.
      const index = columnAt(layout.columns, cell.x);
      if (!byColumn.has(index)) byColumn.set(index, []);
      byColumn.get(index)!.push(cell);
    }
    const textOf = (index: number) => normalizeSpace((byColumn.get(index) ?? []).map((cell) => cell.text).join(' '));
    const xOf = (index: number) => byColumn.get(index)?.[0]?.x ?? 0;
    const yearIndex = layout.columns.findIndex((column) => column.role === 'year');
    const columnsText = layout.columns.map((_, index) => textOf(index));
    let fresh = false;

    if (yearIndex !== -1) {
      const raw = columnsText[yearIndex]!.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '');
      if (raw) {
        const leading = /^(\d{4})\b\s*(.*)$/.exec(raw);
        const year = leading ? parseYear(leading[1]!) : null;
        if (year === null) return false;
        if (leading![2]) {
          // The year and the first listing drawn as one run.
          const next = yearIndex + 1 < layout.columns.length ? yearIndex + 1 : yearIndex;
          columnsText[next] = normalizeSpace(`${leading![2]} ${next === yearIndex ? '' : columnsText[next]}`);
          if (!byColumn.has(next)) byColumn.set(next, byColumn.get(yearIndex)!);
        }
        row = { year, source: null, address: row?.address ?? blockAddress, open: new Map() };
        fresh = true;
      } else if (!row) {
        return false;
      }
    } else if (!row) {
      row = { year: blockYear, source: blockSource, address: blockAddress, open: new Map() };
    }
    const state = row!;

    const sourceIndex = layout.columns.findIndex((column) => column.role === 'source');
    if (sourceIndex !== -1 && fresh) {
      const source = line.ocr ? cleanOcrText(columnsText[sourceIndex]!) : columnsText[sourceIndex]!;
      if (source.length >= 3) {
        state.source = source;
        if (state.year !== null && !sources.has(state.year)) sources.set(state.year, source);
      }
    }
    if (state.source === null && state.year !== null) state.source = sources.get(state.year) ?? blockSource;

    const addressIndex = layout.columns.findIndex((column) => column.role === 'address');
    if (addressIndex !== -1 && columnsText[addressIndex]) {
      const address = line.ocr ? cleanOcrText(columnsText[addressIndex]!) : columnsText[addressIndex]!;
      if (!ADDRESS_START.test(address)) return false;
      state.address = address;
      state.open = new Map();
      fresh = true;
    }

    const phoneIndex = layout.columns.findIndex((column) => column.role === 'phone');
    const phoneText = phoneIndex === -1 ? '' : columnsText[phoneIndex]!;

    if (layout.wide) {
      layout.columns.forEach((column, index) => {
        if (column.role !== 'place' || !columnsText[index]) return;
        const place = placeOf(column.label);
        addPiece(line, index, columnsText[index]!, xOf(index), { year: state.year, source: state.source, ...place }, fresh);
      });
      return true;
    }

    const occupantIndex = layout.columns.findIndex((column) => column.role === 'occupant');
    const occupantText = normalizeSpace(`${columnsText[occupantIndex] ?? ''} ${phoneText}`);
    if (!occupantText) return true;
    addPiece(
      line,
      occupantIndex,
      occupantText,
      xOf(occupantIndex) || xOf(phoneIndex),
      { year: state.year, source: state.source, address: state.address ?? '', direction: undefined },
      fresh,
    );
    return true;
  };

  const placeOf = (label: string): Pick<RawListing, 'address' | 'direction'> => {
    const direction = DIRECTION_LABEL.exec(label.trim());
    if (!direction) return { address: label, direction: undefined };
    const value = direction[1] ? 'subject' : (direction[2]!.toLowerCase() as CityDirectoryEntry['direction'] & string);
    const property = options.properties.find((candidate) => candidate.direction === value);
    return { address: property?.address ?? label, direction: value };
  };

  /** `3054 US HWY 101   TARGET PROPERTY`: the address of the block that follows. */
  const blockHeader = (line: ReaderLine, at: number): { address: string; label: string | null } | null => {
    const text = normalizeSpace(line.ocr ? cleanOcrText(line.line.text) : line.line.text);
    if (!ADDRESS_START.test(text)) return null;
    const labelled = BLOCK_LABEL.exec(text);
    if (labelled) return { address: text.slice(0, labelled.index).replace(/[\s\-–:,|]+$/, ''), label: labelled[1]! };
    const next = nextContent(at);
    const lineCellsList = cells(line);
    if (next && lineCellsList.length === 1 && tableHeader(cells(next))) return { address: text, label: null };
    return null;
  };

  /** `1987` or `1987  Polk's City Directory` heading a year block. */
  const yearHeader = (line: ReaderLine, at: number): { year: number; source: string | null; implicit: TableLayout | null } | null => {
    // Years come from the rows while a table has a year column.
    if (table?.columns.some((column) => column.role === 'year')) return null;
    const text = normalizeSpace(line.ocr ? cleanOcrText(line.line.text) : line.line.text);
    const match = YEAR_HEADER.exec(text);
    if (!match) return null;
    const year = parseYear(match[1]!);
    const rest = match[2]!.trim();
    if (year === null || ADDRESS_START.test(`${match[1]} ${rest}`) && /^\d/.test(rest)) return null;
    const next = nextContent(at);
    const nextHeader = next ? tableHeader(cells(next)) : null;
    const yearBlockTable = (layout: TableLayout | null) => !!layout && !layout.wide && !layout.columns.some((column) => column.role === 'year');
    const implicit = !nextHeader && next ? implicitTable(next, 'address') : null;
    const headed = yearBlockTable(nextHeader) || (yearBlockTable(table) && cells(line).length === 1) || implicit !== null;
    if (!headed) return null;
    return { year, source: rest || null, implicit };
  };

  /**
   * A block without a column header: its first row's cells give the columns (`3054 PACIFIC HWY |
   * SMITH JOHN R` under a year, `1987 | SMITH JOHN R | Polk` under an address).
   */
  const implicitTable = (first: ReaderLine, lead: 'address' | 'year'): TableLayout | null => {
    const [head, occupant, source] = cells(first);
    if (!head || !occupant) return null;
    const leads = lead === 'year' ? parseYear(head.text.replace(/[^0-9]/g, '')) !== null && /^\W*\d{4}\W*$/.test(head.text) : ADDRESS_START.test(head.text);
    if (!leads) return null;
    const columns: TableLayout['columns'] = [
      { role: lead, x: head.x, label: '' },
      { role: 'occupant', x: occupant.x, label: '' },
    ];
    if (lead === 'year' && source && cells(first).length === 3 && !splitPhone(source.text).phoneRaw) columns.push({ role: 'source', x: source.x, label: '' });
    return { columns, wide: false };
  };

  lines.forEach((line, at) => {
    const lineCellsList = cells(line);
    const text = normalizeSpace(line.line.text);

    const sourcesHeading = SOURCES_HEADING.test(text);
    if (sourcesHeading) {
      readingSources = true;
      return;
    }
    if (readingSources) {
      const source = /^((?:18|19|20)\d\d)\s*[-–:]?\s+(\D.*)$/.exec(line.ocr ? cleanOcrText(text) : text);
      const year = source ? parseYear(source[1]!) : null;
      if (year !== null) {
        sources.set(year, source![2]!.trim());
        return;
      }
      readingSources = false;
    }

    const header = tableHeader(lineCellsList);
    if (header) {
      table = header;
      row = null;
      return;
    }

    const block = blockHeader(line, at);
    if (block && !(table && !table.wide && table.columns.some((column) => column.role === 'address'))) {
      blockAddress = block.address;
      const next = nextContent(at);
      table = next && !tableHeader(cells(next)) ? implicitTable(next, 'year') : null;
      row = null;
      if (block.label && SUBJECT_LABEL.test(block.label)) matcher.learnFromSubjectHeader(block.address);
      return;
    }

    const yearBlock = yearHeader(line, at);
    if (yearBlock) {
      blockYear = yearBlock.year;
      blockSource = yearBlock.source;
      if (yearBlock.source && !sources.has(yearBlock.year)) sources.set(yearBlock.year, yearBlock.source);
      if (yearBlock.implicit) table = yearBlock.implicit;
      row = null;
      return;
    }

    if (table) {
      if (readRow(line)) return;
      if (line.inMargin) return;
      table = null;
      row = null;
    }
  });

  return assemble(listings, sources, matcher);
}

function assemble(listings: RawListing[], sources: Map<number, string>, matcher: AddressMatcher): CityDirectoryExtraction {
  const parsedEntries: CityDirectoryEntry[] = [];
  const vacancies: CityDirectoryVacancy[] = [];
  const years = new Set<number>(sources.keys());
  for (const listing of listings) {
    const property = listing.direction !== undefined ? null : matcher.match(listing.address);
    const direction = listing.direction !== undefined ? listing.direction : (property?.direction ?? null);
    const confidence = listing.confidences.length > 0 ? Math.min(...listing.confidences) : null;
    const provenance = { page: listing.page, line: listing.lines.join('\n').slice(0, 2000), confidence };
    const source = listing.source ?? (listing.year !== null ? sources.get(listing.year) ?? null : null);
    if (listing.year !== null) years.add(listing.year);
    const marker = vacancyMarker(listing.text);
    if (marker) {
      vacancies.push({ year: listing.year, address: listing.address, direction, is_subject: direction === 'subject', marker, ...provenance });
      continue;
    }
    const { name, phone, phoneRaw } = splitPhone(listing.text);
    if (!/[A-Za-z]/.test(name)) continue;
    parsedEntries.push({
      id: `p${listing.page}-l${listing.lineIndex + 1}-${listing.order}`,
      year: listing.year,
      address: listing.address,
      direction,
      is_subject: direction === 'subject',
      business_name: name.slice(0, 500),
      phone,
      phone_raw: phoneRaw,
      source: source?.slice(0, 500) ?? null,
      tags: tagListing(name),
      ...provenance,
    });
  }
  const sortedYears = [...years].sort((a, b) => b - a);
  return {
    parsedEntries,
    vacancies,
    years: sortedYears,
    sources: Object.fromEntries([...sources].sort(([a], [b]) => a - b).map(([year, source]) => [String(year), source.slice(0, 500)])),
    aliases: matcher.aliases.map((alias) => ({ ...alias })),
  };
}
