import type { IntakePage, IntakeResult, PageLine, PageSpan } from '../types';
import { isSpeck } from './listing-text';

// Page lines as the city directory reader sees them: margins (running headers, footers, page
// numbers) removed, pieces grouped into cells, table headers and block headers recognised.

export interface ReaderLine {
  page: IntakePage;
  /** 0-based index of the line on its page. */
  index: number;
  line: PageLine;
  ocr: boolean;
  /** In the top or bottom margin band of the page. */
  inMargin: boolean;
}

export interface Cell {
  text: string;
  x: number;
  right: number;
  spans: PageSpan[];
}

const MARGIN_BAND = 0.09;
const signature = (text: string) => text.toUpperCase().replace(/\d+/g, '#').replace(/[^A-Z#]+/g, ' ').trim();
const PAGE_NUMBER = /^(page\s*)?[#\d]{1,4}(\s*(of|\/)\s*[#\d]{1,4})?$/i;

function inMarginBand(page: IntakePage, line: PageLine): boolean {
  return line.bbox.y < page.height * MARGIN_BAND || line.bbox.y + line.bbox.height > page.height * (1 - MARGIN_BAND);
}

/**
 * The intake's lines in reading order without the running margins: a line in the top or bottom
 * band whose text (numbers aside) recurs on at least half of the pages, or a bare page number.
 */
export function readerLines(intake: IntakeResult): ReaderLine[] {
  const pagesWith = new Map<string, Set<number>>();
  for (const page of intake.pages) {
    for (const line of page.lines) {
      if (!inMarginBand(page, line)) continue;
      const key = signature(line.text);
      if (!pagesWith.has(key)) pagesWith.set(key, new Set());
      pagesWith.get(key)!.add(page.pageNumber);
    }
  }
  const recurring = Math.max(2, Math.ceil(intake.pages.length / 2));
  const lines: ReaderLine[] = [];
  for (const page of intake.pages) {
    page.lines.forEach((line, index) => {
      const inMargin = inMarginBand(page, line);
      const key = signature(line.text);
      const text = line.text.trim();
      if (!text) return;
      if (inMargin && ((pagesWith.get(key)?.size ?? 0) >= recurring || PAGE_NUMBER.test(text.replace(/[^\w/ ]/g, '').trim()))) return;
      lines.push({ page, index, line, ocr: page.source === 'ocr', inMargin });
    });
  }
  return lines;
}

/** Groups a line's pieces into cells: a gap wider than about two spaces starts a new cell. */
export function lineCells(line: PageLine, ocr: boolean): Cell[] {
  const spans = line.spans.filter((span) => span.text.trim() && !(ocr && isSpeck(span.text.trim())));
  if (spans.length === 0) return [];
  const heights = spans.map((span) => span.bbox.height).sort((a, b) => a - b);
  const height = heights[Math.floor(heights.length / 2)]!;
  const gap = Math.max(8, 1.4 * height);
  const cells: Cell[] = [];
  for (const span of spans) {
    const last = cells.at(-1);
    if (last && span.bbox.x - last.right <= gap) {
      last.text = `${last.text} ${span.text.trim()}`;
      last.right = Math.max(last.right, span.bbox.x + span.bbox.width);
      last.spans.push(span);
    } else {
      cells.push({ text: span.text.trim(), x: span.bbox.x, right: span.bbox.x + span.bbox.width, spans: [span] });
    }
  }
  return cells;
}

export type ColumnRole = 'year' | 'address' | 'occupant' | 'source' | 'phone' | 'place';

export interface Column {
  role: ColumnRole;
  x: number;
  /** The header text (for `place` columns: the address or direction the column holds). */
  label: string;
}

export interface TableLayout {
  columns: Column[];
  /** One column per address or direction, the years down the side. */
  wide: boolean;
}

const ROLE_PATTERNS: Array<[ColumnRole, RegExp]> = [
  ['year', /^(years?|yr|dates?|directory years?)$/i],
  ['address', /^(address(es)?|street address|location|property address|addresses researched)$/i],
  ['occupant', /^(uses?|occupants?|occupant names?|occupant listings?|listings?|business(es)?|business names?|names?|tenants?|occupants? ?\/ ?business(es)?|business(es)? ?\/ ?residents?|residents?|findings)$/i],
  ['source', /^(sources?|director(y|ies)|directory sources?|publishers?|research sources?)$/i],
  ['phone', /^(phones?|telephones?|tel|phone numbers?)$/i],
];

export const DIRECTION_LABEL = /^(?:(subject|target)(?:\s+(?:property|site))?|(north|south|east|west)(?:ern)?(?:\s+(?:adjoining|adjacent|property|side))*)$/i;
export const ADDRESS_START = /^\d+[A-Za-z]?(?:\s*-\s*\d+[A-Za-z]?)?\s+[A-Za-z0-9]/;

function classifyHeaderCell(text: string): ColumnRole | null {
  const clean = text.replace(/[:*]+$/, '').replace(/\s+/g, ' ').trim();
  for (const [role, pattern] of ROLE_PATTERNS) if (pattern.test(clean)) return role;
  if (DIRECTION_LABEL.test(clean) || ADDRESS_START.test(clean)) return 'place';
  return null;
}

/** The table a header line announces (`Year | Uses | Source`, `Address | Occupant`, `Year | 3054 ... | 3064 ...`). */
export function tableHeader(cells: Cell[]): TableLayout | null {
  if (cells.length < 2) return null;
  const columns: Column[] = [];
  for (const cell of cells) {
    const role = classifyHeaderCell(cell.text);
    if (!role) return null;
    columns.push({ role, x: cell.x, label: cell.text.replace(/\s+/g, ' ').trim() });
  }
  const has = (role: ColumnRole) => columns.some((column) => column.role === role);
  const places = columns.filter((column) => column.role === 'place').length;
  if (has('year') && places >= 1 && !has('occupant') && !has('address')) return { columns, wide: true };
  if (places > 0) return null;
  if (has('occupant') && (has('year') || has('address') || has('source') || has('phone'))) return { columns, wide: false };
  return null;
}

/** The column a piece at `x` falls in: the right-most column starting at or before it (with slack). */
export function columnAt(columns: readonly Column[], x: number): number {
  let found = 0;
  columns.forEach((column, index) => {
    const next = columns[index + 1];
    const slack = Math.min(12, ((next?.x ?? column.x + 60) - column.x) * 0.3, index > 0 ? (column.x - columns[index - 1]!.x) * 0.3 : 12);
    if (x + slack >= column.x) found = index;
  });
  return found;
}
