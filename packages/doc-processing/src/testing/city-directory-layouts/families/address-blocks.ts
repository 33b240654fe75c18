import { printedAddress, type Direction, type Listing } from '../model';
import { keepTogether } from '../page-flow';
import { printedMarker, printedName, printedPhone } from '../style';
import { bold, groupBy, lineHeight, regular, type LayoutFamilyDefinition } from './family';
import type { Random } from '../random';

// An address heading (with its role), then `Year | Uses | Source` rows; a block broken by a page
// repeats its heading with "(continued)" and the column header.

const HEADERS = [
  ['Year', 'Uses', 'Source'],
  ['Year', 'Occupant', 'Directory'],
  ['Listing Year', 'Occupant / Business', 'Source'],
  ['YEAR', 'LISTING', 'SOURCE'],
  null,
] as const;

function roleLabel(random: Random, direction: Direction | null): string {
  if (direction === 'subject') return random.pick(['TARGET PROPERTY', 'Subject Property', 'SUBJECT SITE']);
  return random.pick(['ADJOINING / NEARBY', 'Adjoining Property', 'ADJACENT PROPERTY', 'Nearby']);
}

export const addressBlocks: LayoutFamilyDefinition = {
  description: 'address heading with its role, then Year | Uses | Source rows; (continued) headings across pages',
  draw({ flow, model, style, random, truth }) {
    const header = random.pick(HEADERS);
    const phoneColumn = random.chance(0.3);
    const yearEveryLine = random.chance(0.25);
    const { left, right } = flow.setup;
    const line = lineHeight(style);
    const sourceWidth = Math.max(...model.years.map((year) => flow.widthOf(model.sources[year]!.name, regular(style)))) + 4;
    const source = right - sourceWidth;
    const columns = { year: left + 4, name: left + (header?.[0] === 'Listing Year' ? 78 : 52), phone: source - 90, source };
    const nameWidth = (phoneColumn ? columns.phone : columns.source) - columns.name - 12;
    const labels = new Map<Direction | null, string>();
    const label = (direction: Direction | null) => labels.get(direction) ?? labels.set(direction, roleLabel(random, direction)).get(direction)!;

    const drawHeader = () => {
      if (!header) return;
      flow.text(header[0], columns.year, flow.y, bold(style));
      flow.text(header[1], columns.name, flow.y, bold(style));
      if (phoneColumn) flow.text('Phone', columns.phone, flow.y, bold(style));
      flow.text(header[2], columns.source, flow.y, bold(style));
      flow.rule(left, right, flow.y + line - 2, 0.4);
      flow.y += line + 2;
    };
    const headingForm = random.pick(['address-then-role', 'role-colon-address', 'address-prefix'] as const);
    const shaded = random.chance(0.6);
    const drawHeading = (address: string, direction: Direction | null, continued: boolean) => {
      flow.y += line * 0.6;
      if (shaded) flow.shade(left, flow.y - 3, right - left, line + 3, '#e4e4e4');
      const suffix = continued ? ' (continued)' : '';
      if (headingForm === 'address-then-role') {
        flow.text(`${address}${suffix}`, left + 4, flow.y, bold(style, 1));
        flow.textRight(label(direction), right - 4, flow.y, bold(style));
      } else if (headingForm === 'role-colon-address') {
        flow.text(`${label(direction)}: ${address}${suffix}`, left + 4, flow.y, bold(style, 1));
      } else {
        flow.text(`Address: ${address}${suffix}`, left + 4, flow.y, bold(style, 1));
      }
      flow.y += line + 4;
      if (!shaded) flow.rule(left, right, flow.y - 4, 0.8);
      drawHeader();
    };

    flow.text(random.pick(['FINDINGS', 'DIRECTORY LISTINGS', 'Research Results']), left, flow.y, bold(style, 3));
    flow.y += line * 1.5;
    const blocks = groupBy(model.listings, (listing) => printedAddress(listing.slot, listing.year));
    for (const [address, listings] of random.chance(0.5) ? blocks : epochOrder(blocks)) {
      const direction = listings[0]!.slot.direction;
      flow.ensure(line * 5);
      drawHeading(address, direction, false);
      flow.onNewPage = () => drawHeading(address, direction, true);
      for (const listing of listings) drawYear(listing);
      flow.onNewPage = null;
    }

    function drawYear(listing: Listing): void {
      const rows = listing.vacancy
        ? [{ lines: [printedMarker(listing.vacancy, style)], phone: null, occupant: null }]
        : listing.occupants.map((occupant) => {
            const name = printedName(occupant, style);
            const phone = printedPhone(occupant.phone, style);
            const inline = phone && !phoneColumn ? `${name}  ${keepTogether(phone)}` : name;
            return { lines: flow.wrap(inline, nameWidth, regular(style)), phone: phoneColumn ? phone : null, occupant };
          });
      const height = rows.reduce((sum, row) => sum + row.lines.length * line, 0);
      flow.ensure(Math.min(height, line * 3));
      let page = flow.pageNumber;
      rows.forEach((row, index) => {
        flow.ensure(row.lines.length * line);
        // A year carried onto the next page is printed again there.
        const newPage = page !== flow.pageNumber;
        page = flow.pageNumber;
        if (index === 0 || yearEveryLine || newPage) flow.text(String(listing.year), columns.year, flow.y, regular(style));
        if (index === 0) flow.text(model.sources[listing.year]!.name, columns.source, flow.y, regular(style));
        if (row.occupant) truth.occupant(listing, row.occupant, flow.pageNumber);
        else truth.vacancy(listing, flow.pageNumber);
        if (row.phone) flow.text(row.phone, columns.phone, flow.y, regular(style));
        for (const text of row.lines) {
          flow.text(text, columns.name, flow.y, regular(style));
          flow.y += line;
        }
      });
      flow.y += line * 0.25;
    }
  },
};

/** Blocks of earlier street names and numbers first, as some vendors print them. */
function epochOrder<T extends [string, Listing[]]>(blocks: T[]): T[] {
  return [...blocks].sort((a, b) => a[1].at(-1)!.year - b[1].at(-1)!.year);
}
