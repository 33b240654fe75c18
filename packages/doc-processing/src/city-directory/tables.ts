import type { Cell } from './reader-lines';
import { splitPhone } from './listing-text';
import { parseYear } from './years';

// The tables a city directory prints: their columns, announced by a header line
// (`Year | Uses | Source`) or implied by a block's first row.

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
  [
    'occupant',
    /^(uses?|occupants?|occupant names?|occupant listings?|listings?|business(es)?|business names?|names?|tenants?|occupants? ?\/ ?business(es)?|business(es)? ?\/ ?residents?|residents?|findings)$/i,
  ],
  ['source', /^(sources?|director(y|ies)|directory sources?|publishers?|research sources?)$/i],
  ['phone', /^(phones?|telephones?|tel|phone numbers?)$/i],
];

export const DIRECTION_LABEL = /^(?:(subject|target)(?:\s+(?:property|site))?|(north|south|east|west)(?:ern)?(?:\s+(?:adjoining|adjacent|property|side))*)$/i;
export const ADDRESS_START = /^\d+[A-Za-z]?(?:\s*-\s*\d+[A-Za-z]?)?\s+[A-Za-z0-9]/;

function classifyHeaderCell(text: string): ColumnRole | null {
  const clean = text
    .replace(/[:*]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
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
  if (!leads) return null;
  const columns: Column[] = [
    { role: lead, x: head.x, label: '' },
    { role: 'occupant', x: occupant.x, label: '' },
  ];
  if (lead === 'year' && source && firstRow.length === 3 && !splitPhone(source.text).phoneRaw) columns.push({ role: 'source', x: source.x, label: '' });
  return { columns, wide: false };
}
