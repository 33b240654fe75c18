import { printedAddress, type Direction, type Listing } from '../model';
import { printedMarker, printedName, printedPhone, type PrintStyle } from '../style';
import type { Random } from '../random';
import { bold, lineHeight, regular, type FamilyContext, type LayoutFamilyDefinition } from './family';

// One table for the whole report: a row per listing with its year and address. Portrait with
// Year | Address | Occupant | Phone, or landscape with the source, the property's role and a
// right-aligned phone column; the header repeats on every page.

type Column = 'year' | 'address' | 'role' | 'occupant' | 'phone' | 'source';

interface TableSpec {
  columns: Array<{ key: Column; label: string; width: number; alignRight?: boolean }>;
  sortByAddress: boolean;
  /** The year and address printed only where they change (and at the top of each page). */
  carryDown: boolean;
  zebra: boolean;
  gridLines: boolean;
}

const ROLE_LABELS: Record<Direction, string> = { subject: 'Subject', north: 'North', south: 'South', east: 'East', west: 'West' };

function portraitSpec(random: Random, width: number): TableSpec {
  const occupant = random.pick(['Occupant', 'Occupant / Business Name', 'Listing', 'Name']);
  const address = random.pick(['Address', 'Street Address', 'Researched Address']);
  const fixed = 44 + 150 + 92;
  const sortByAddress = random.chance(0.4);
  const columns: TableSpec['columns'] = [
    { key: 'year', label: random.pick(['Year', 'Yr.', 'Directory Year']), width: 44 },
    { key: 'address', label: address, width: 150 },
    { key: 'occupant', label: occupant, width: width - fixed },
    { key: 'phone', label: random.pick(['Phone', 'Telephone', 'Tel. No.']), width: 92, alignRight: random.chance(0.5) },
  ];
  // Sorted by address, the address often comes first.
  if (sortByAddress && random.chance(0.5)) columns.unshift(columns.splice(1, 1)[0]!);
  return { columns, sortByAddress, carryDown: random.chance(0.35), zebra: random.chance(0.4), gridLines: random.chance(0.4) };
}

function landscapeSpec(random: Random, width: number): TableSpec {
  const fixed = 40 + 130 + 170 + 56 + 100;
  const columns: TableSpec['columns'] = [
    { key: 'year', label: 'Year', width: 40 },
    { key: 'source', label: random.pick(['Source', 'Directory', 'Publisher']), width: 170 },
    { key: 'address', label: random.pick(['Address', 'Listed Address']), width: 130 },
    { key: 'role', label: random.pick(['Location', 'Direction', 'Property']), width: 56 },
    { key: 'occupant', label: random.pick(['Occupant', 'Business / Resident', 'Listing']), width: width - fixed },
    { key: 'phone', label: random.pick(['Phone', 'Telephone']), width: 100, alignRight: true },
  ];
  if (random.chance(0.5)) columns.splice(1, 1, columns.splice(2, 1, columns[1]!)[0]!);
  return { columns, sortByAddress: random.chance(0.3), carryDown: random.chance(0.25), zebra: random.chance(0.5), gridLines: random.chance(0.3) };
}

function cellText(column: Column, listing: Listing, context: FamilyContext, occupantIndex: number): string {
  const { model, style } = context;
  const occupant = listing.occupants[occupantIndex];
  switch (column) {
    case 'year':
      return String(listing.year);
    case 'address':
      return printedAddress(listing.slot, listing.year);
    case 'role':
      return listing.slot.direction ? ROLE_LABELS[listing.slot.direction] : '-';
    case 'source':
      return model.sources[listing.year]!.name;
    case 'occupant':
      return occupant ? printedName(occupant, style) : printedMarker(listing.vacancy!, style);
    case 'phone':
      return (occupant && printedPhone(occupant.phone, style)) ?? '';
  }
}

function drawTable(context: FamilyContext, spec: TableSpec): void {
  const { flow, model, style, truth } = context;
  const line = lineHeight(style);
  const { left, right } = flow.setup;
  let x = left;
  const xs = spec.columns.map((column) => {
    const start = x;
    x += column.width;
    return start;
  });
  const drawHeader = () => {
    flow.shade(left, flow.y - 3, right - left, line + 4, '#d9d9d9');
    spec.columns.forEach((column, index) => {
      const x = xs[index]! + 3;
      if (column.alignRight) flow.textRight(column.label, x + column.width - 8, flow.y, bold(style));
      else flow.text(column.label, x, flow.y, bold(style));
    });
    flow.y += line + 4;
  };
  drawHeader();
  flow.onNewPage = drawHeader;
  const listings = [...model.listings].sort((a, b) =>
    spec.sortByAddress ? printedAddress(a.slot, a.year).localeCompare(printedAddress(b.slot, b.year)) || a.year - b.year : a.year - b.year,
  );
  let row = 0;
  let previous: string[] = [];
  let previousBreaks = -1;
  for (const listing of listings) {
    const count = Math.max(1, listing.occupants.length);
    for (let index = 0; index < count; index += 1) {
      const texts = spec.columns.map((column) => cellText(column.key, listing, context, index));
      const cells = texts.map((text, column) => flow.wrap(text, spec.columns[column]!.width - 8, regular(style)));
      const height = Math.max(...cells.map((lines) => lines.length)) * line;
      flow.ensure(height + 2);
      if (spec.carryDown) blankRepeats(spec, cells, texts, previous, previousBreaks === flow.breaks);
      previous = texts;
      previousBreaks = flow.breaks;
      if (spec.zebra && row % 2 === 1) flow.shade(left, flow.y - 2, right - left, height + 2, '#f0f0f0');
      const occupant = listing.occupants[index];
      if (occupant) truth.occupant(listing, occupant, flow.pageNumber);
      else truth.vacancy(listing, flow.pageNumber);
      cells.forEach((lines, column) => {
        drawCell(context, lines, xs[column]! + 3, spec.columns[column]!);
      });
      flow.y += height + 2;
      if (spec.gridLines) flow.rule(left, right, flow.y - 2, 0.3, '#888888');
      row += 1;
    }
  }
  flow.onNewPage = null;
}

/** Empties the sort-key cells (`1987`, then its address) that repeat the row above on the same page. */
function blankRepeats(spec: TableSpec, cells: string[][], texts: string[], previous: string[], samePage: boolean): void {
  const order: Column[] = spec.sortByAddress ? ['address', 'role', 'year', 'source'] : ['year', 'source', 'address', 'role'];
  let same = samePage;
  for (const key of order) {
    const index = spec.columns.findIndex((column) => column.key === key);
    if (index < 0) continue;
    same = same && texts[index] === previous[index];
    if (same) cells[index] = [];
  }
}

function drawCell({ flow, style }: FamilyContext, lines: string[], x: number, column: { width: number; alignRight?: boolean }): void {
  lines.forEach((text, index) => {
    const y = flow.y + index * lineHeight(style);
    if (column.alignRight) flow.textRight(text, x + column.width - 8, y, regular(style));
    else flow.text(text, x, y, regular(style));
  });
}

const tableTitle = (random: Random) => random.pick(['CITY DIRECTORY LISTINGS', 'Summary of Directory Listings', 'Historical Occupancy Table']);

function drawTitled(context: FamilyContext, spec: TableSpec): void {
  const { flow, style, random } = context;
  flow.text(tableTitle(random), flow.setup.left, flow.y, bold(style, 3));
  flow.y += lineHeight(style) * 1.8;
  drawTable(context, spec);
}

const spacedPhones = (random: Random): Partial<PrintStyle> => (random.chance(0.3) ? { phone10: 'aaa nnn nnnn', phone7: 'nnn nnnn' } : {});

export const flatTable: LayoutFamilyDefinition = {
  description: 'one portrait table: Year | Address | Occupant | Phone, header repeated on each page',
  style: spacedPhones,
  draw: (context) => drawTitled(context, portraitSpec(context.random, context.flow.setup.right - context.flow.setup.left)),
};

export const flatTableLandscape: LayoutFamilyDefinition = {
  description: 'one landscape table with source, address, role and occupant columns and a right-aligned phone column',
  landscape: true,
  style: spacedPhones,
  draw: (context) => drawTitled(context, landscapeSpec(context.random, context.flow.setup.right - context.flow.setup.left)),
};
