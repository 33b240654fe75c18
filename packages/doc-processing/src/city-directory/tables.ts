import type { Cell } from './reader-lines';
import { splitPhone } from './listing-text';
import { parseYear } from './years';

// The tables a city directory prints: their columns, announced by a header line
// (`Year | Uses | Source`) or implied by a block's first row.

/** `note`: a column the readers skip (the direction or kind a vendor prints beside the listing). */
export type ColumnRole = 'year' | 'address' | 'occupant' | 'source' | 'phone' | 'place' | 'note';

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
  [
    'occupant',
    /^(uses?|occupants?|occupant names?|occupant listings?|listings?|business(es)?|business names?|names?|tenants?|occupants? ?\/ ?business(es)?|business(es)? ?\/ ?residents?|residents?|findings)$/i,
  ],
  ['source', /^(sources?|director(y|ies)|directory sources?|publishers?|research sources?)$/i],
  ['phone', /^(phones?|telephones?|tel\.?|phone numbers?)$/i],
  ['note', /^(direction|relation(ship)?|position|property|type|notes?|remarks?)$/i],
];

export const DIRECTION_LABEL = /^(?:(subject|target)(?:\s+(?:property|site))?|(north|south|east|west)(?:ern)?(?:\s+(?:adjoining|adjacent|property|side))*)$/i;
export const ADDRESS_START = /^\d+[A-Za-z]?(?:\s*-\s*\d+[A-Za-z]?)?\s+[A-Za-z0-9]/;

/**
 * Labels in other words (`Listing Year`, `Occupant / Business`, `Directory Source`): the role of
 * the label's key word, in this order (a `Directory Year` is the year).
 */
const ROLE_WORDS: Array<[ColumnRole, RegExp]> = [
  ['year', /\b(years?|yr|dates?)\b/i],
  ['phone', /\b(phones?|telephones?|tel)\b/i],
  ['address', /\b(address(es)?|location)\b/i],
  ['occupant', /\b(occupants?|business(es)?|listings?|names?|tenants?|residents?|uses?)\b/i],
  ['source', /\b(sources?|director(y|ies)|publishers?)\b/i],
];
const MAX_LABEL_WORDS = 4;

function classifyHeaderCell(text: string): ColumnRole | null {
  const clean = text
    .replace(/[:*]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [role, pattern] of ROLE_PATTERNS) if (pattern.test(clean)) return role;
  if (DIRECTION_LABEL.test(clean) || ADDRESS_START.test(clean)) return 'place';
  if (clean.split(' ').length > MAX_LABEL_WORDS || /\d/.test(clean)) return null;
  return ROLE_WORDS.find(([, pattern]) => pattern.test(clean))?.[0] ?? null;
}

/** The table a header line announces (`Year | Uses | Source`, `Address | Occupant`, `Year | 3054 ... | 3064 ...`). */
export function tableHeader(cells: Cell[]): TableLayout | null {
  const read: Column[] = [];
  for (const cell of cells) {
    const cellColumns = headerColumns(cell);
    if (!cellColumns) return null;
    read.push(...cellColumns);
  }
  // `Business | Resident`: one label OCR broke where its `/` was (`Address | Location` are two columns).
  const columns = read.reduce<Column[]>((merged, column) => {
    const last = merged.at(-1);
    if (last && last.role === column.role && column.role === 'occupant') last.label = `${last.label} ${column.label}`;
    else merged.push({ ...column });
    return merged;
  }, []);
  if (columns.length < 2) return null;
  const has = (role: ColumnRole) => columns.some((column) => column.role === role);
  const places = columns.filter((column) => column.role === 'place').length;
  if (has('year') && places >= 1 && !has('occupant') && !has('address')) return { columns, wide: true };
  if (places > 0) return null;
  if (has('occupant') && (has('year') || has('address') || has('source') || has('phone'))) return { columns, wide: false };
  return null;
}

/** A header cell's column, or its spans' columns when labels set close together ran into one cell (`Year Address`). */
function headerColumns(cell: Cell): Column[] | null {
  const label = cell.text.replace(/\s+/g, ' ').trim();
  const exact = ROLE_PATTERNS.find(([, pattern]) => pattern.test(label.replace(/[:*]+$/, '')))?.[0];
  if (exact) return [{ role: exact, x: cell.x, label }];
  const spans = cell.spans.map((span) => ({ role: classifyHeaderCell(span.text.trim()), x: span.bbox.x, label: span.text.trim() }));
  // `Occupant / Business Name` read word by word is one label; `Year Address` two.
  const roles = new Set(spans.map((column) => column.role));
  if (spans.length > 1 && roles.size > 1 && spans.every((column): column is Column => column.role !== null)) return mergeSameRole(spans);
  const split = cell.spans.length === 1 ? splitLabel(label, cell.x, cell.right) : labelsApart(cell);
  if (split) return split;
  const role = classifyHeaderCell(cell.text);
  return role ? [{ role, x: cell.x, label }] : labelRuns(cell);
}

/** How much wider than the narrowest word space a gap between two labels is. */
const LABEL_GAP = 1.8;

/**
 * OCR words of labels set close together (`Year | Listed Address`): cut where the gap is much
 * wider than a word space, when every run is a label of its own role.
 */
function labelsApart(cell: Cell): Column[] | null {
  const { spans } = cell;
  if (spans.length < 3) return null;
  const gaps = spans.slice(1).map((span, index) => span.bbox.x - (spans[index]!.bbox.x + spans[index]!.bbox.width));
  const narrowest = Math.max(1, Math.min(...gaps));
  if (gaps.every((gap) => gap < narrowest * LABEL_GAP)) return null;
  const runs = spanRuns(
    spans,
    gaps.reduce((cuts, gap, index) => (gap >= narrowest * LABEL_GAP ? cuts | (1 << index) : cuts), 0),
  );
  const columns = runs.map((run) => ({ role: classifyHeaderCell(run.label), x: run.x, label: run.label }));
  return columns.every((column): column is Column => column.role !== null) ? mergeSameRole(columns) : null;
}

const MAX_LABEL_SPANS = 10;

interface LabelCut {
  columns: Column[];
  /** Runs that are a whole label (`Occupant / Business`), not only a label's key word (`Listing Year Occupant`). */
  exact: number;
  /** The narrowest gap cut at: labels stand further apart than a label's words. */
  gap: number;
}

const betterCut = (a: LabelCut, b: LabelCut | null) =>
  !b || a.columns.length < b.columns.length || (a.columns.length === b.columns.length && (a.exact > b.exact || (a.exact === b.exact && a.gap > b.gap)));

/**
 * Labels set so close that they ran into one cell, word by word (`Listing Year Occupant / Business`):
 * the spans cut into the fewest runs that are each a label of its own role.
 */
function labelRuns(cell: Cell): Column[] | null {
  const spans = cell.spans;
  if (spans.length < 2 || spans.length > MAX_LABEL_SPANS) return null;
  let best: LabelCut | null = null;
  for (let cuts = 1; cuts < 1 << (spans.length - 1); cuts += 1) {
    const runs = spanRuns(spans, cuts);
    const columns = runs.map((run) => ({ role: classifyHeaderCell(run.label), x: run.x, label: run.label }));
    if (!columns.every((column): column is Column => column.role !== null) || new Set(columns.map((column) => column.role)).size < columns.length) continue;
    const exact = runs.filter((run) => ROLE_PATTERNS.some(([, pattern]) => pattern.test(run.label))).length;
    const gap = Math.min(...runs.slice(1).map((run) => run.x - run.after));
    const cut = { columns, exact, gap };
    if (betterCut(cut, best)) best = cut;
  }
  return best?.columns ?? null;
}

/** The spans cut into runs before each span whose bit is set in `cuts` (bit i: a cut before span i + 1); `after`: where the text before the run ends. */
function spanRuns(spans: Cell['spans'], cuts: number): Array<{ label: string; x: number; after: number }> {
  const runs: Array<{ label: string; x: number; after: number }> = [];
  spans.forEach((span, index) => {
    const text = span.text.trim();
    const last = runs.at(-1);
    if (last && !(cuts & (1 << (index - 1)))) last.label = `${last.label} ${text}`;
    else runs.push({ label: text, x: span.bbox.x, after: index > 0 ? spans[index - 1]!.bbox.x + spans[index - 1]!.bbox.width : span.bbox.x });
  });
  return runs;
}

/** Neighbouring labels of one role are one column (`Street Address` read word by word). */
function mergeSameRole(columns: Column[]): Column[] {
  return columns.reduce<Column[]>((merged, column) => {
    const last = merged.at(-1);
    if (last && last.role === column.role) last.label = `${last.label} ${column.label}`;
    else merged.push({ ...column });
    return merged;
  }, []);
}

/** `Direction Listing` drawn as one run over two columns: two labels, the second where its characters start. */
function splitLabel(label: string, x: number, right: number): Column[] | null {
  const words = label.split(' ');
  for (let at = 1; at < words.length; at += 1) {
    const first = words.slice(0, at).join(' ');
    const second = words.slice(at).join(' ');
    const roles = [ROLE_PATTERNS.find(([, pattern]) => pattern.test(first))?.[0], ROLE_PATTERNS.find(([, pattern]) => pattern.test(second))?.[0]];
    // Only a skipped column's label runs into the next one; `Listing Year` is one label (a year).
    if (roles[0] === 'note' && roles[1] && roles[1] !== 'note') {
      const secondX = x + ((right - x) * (first.length + 1)) / label.length;
      return [
        { role: roles[0], x, label: first },
        { role: roles[1], x: secondX, label: second },
      ];
    }
  }
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

export const hasColumn = (table: TableLayout, role: ColumnRole) => table.columns.some((column) => column.role === role);
export const columnIndex = (table: TableLayout, role: ColumnRole) => table.columns.findIndex((column) => column.role === role);

/**
 * A block without a column header: its first row's cells give the columns (`3054 PACIFIC HWY |
 * SMITH JOHN R` under a year, `1987 | SMITH JOHN R | Polk` under an address).
 */
export function implicitTable(firstRow: Cell[], lead: 'address' | 'year'): TableLayout | null {
  const [head, occupant, source] = firstRow;
  if (!head || !occupant) return null;
  const leads = lead === 'year' ? parseYear(head.text.replace(/[^0-9]/g, '')) !== null && /^\W*\d{4}\W*$/.test(head.text) : ADDRESS_START.test(head.text);
  // An occupant has letters: `1944, 1960` beside an address is a summary, not a listing.
  if (!leads || !/[A-Za-z]{2}/.test(occupant.text)) return null;
  const columns: Column[] = [
    { role: lead, x: head.x, label: '' },
    { role: 'occupant', x: occupant.x, label: '' },
  ];
  // The directory is the row's last cell; a phone may stand between it and the occupant.
  const last = firstRow.at(-1)!;
  const isPhone = (cell: Cell) => splitPhone(cell.text).phoneRaw !== null;
  if (lead === 'year' && source && !isPhone(last) && firstRow.slice(2, -1).every(isPhone)) columns.push({ role: 'source', x: last.x, label: '' });
  return { columns, wide: false };
}
