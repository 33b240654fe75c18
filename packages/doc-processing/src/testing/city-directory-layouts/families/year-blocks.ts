import { printedAddress, type Listing } from '../model';
import { keepTogether } from '../page-flow';
import { printedMarker, printedName, printedPhone } from '../style';
import { bold, groupBy, lineHeight, regular, type FamilyContext, type LayoutFamilyDefinition } from './family';

// A year heading (with its directory), then each address with its occupants indented beneath
// it, phones right-aligned or after the name; "1987 (continued)" when a year spans pages.

const YEAR_HEADINGS = [
  (year: number, source: string) => `${year}  ${source}`,
  (year: number, source: string) => `Year: ${year} - ${source}`,
  (year: number, source: string) => `${year} (${source})`,
  (year: number) => `${year}`,
];

export const yearBlocks: LayoutFamilyDefinition = {
  description: 'year heading with its source, each address beneath it with occupants indented; phones right-aligned or appended',
  draw(context) {
    const { flow, model, style, random } = context;
    const heading = random.pick(YEAR_HEADINGS);
    const line = lineHeight(style);
    const twoColumns = random.chance(0.35);
    const layout = {
      phoneRight: random.chance(0.5),
      markerBesideAddress: random.chance(0.5),
      addressBold: random.chance(0.6),
      rule: random.chance(0.5),
      indent: random.pick([18, 24, 36]),
      sortAddresses: random.chance(0.5),
    };
    flow.text(random.pick(['LISTINGS BY YEAR', 'Directory Findings by Year', 'CITY DIRECTORY LISTINGS']), flow.left, flow.y, bold(style, 3));
    flow.y += line * 1.6;
    if (twoColumns) {
      flow.columns = 2;
      flow.columnTop = flow.y;
    }
    const years = groupBy(model.listings, (listing) => String(listing.year)).sort(([a], [b]) => Number(a) - Number(b));
    for (const [year, listings] of random.chance(0.3) ? years.reverse() : years) {
      const title = heading(Number(year), model.sources[Number(year)]!.name);
      const drawHeading = (continued: boolean) => {
        flow.y += line * 0.5;
        const full = `${title}${continued ? ' (continued)' : ''}`;
        // A narrow column gets the short form.
        const text = flow.widthOf(full, bold(style, 2)) <= flow.columnWidth ? full : `${year}${continued ? ' (continued)' : ''}`;
        flow.text(text, flow.left, flow.y, bold(style, 2));
        flow.y += line * 1.2;
        if (layout.rule) flow.rule(flow.left, flow.right, flow.y - line * 0.35, 0.5);
      };
      flow.ensure(line * 5);
      drawHeading(false);
      flow.onNewPage = () => drawHeading(true);
      const ordered = layout.sortAddresses
        ? [...listings].sort((a, b) => printedAddress(a.slot, a.year).localeCompare(printedAddress(b.slot, b.year)))
        : listings;
      for (const listing of ordered) drawAddress(context, listing, layout);
      flow.onNewPage = null;
    }
  },
};

interface BlockLayout {
  phoneRight: boolean;
  markerBesideAddress: boolean;
  addressBold: boolean;
  indent: number;
}

function drawAddress({ flow, style, truth }: FamilyContext, listing: Listing, layout: BlockLayout): void {
  const line = lineHeight(style);
  const address = printedAddress(listing.slot, listing.year);
  const addressFont = layout.addressBold ? bold(style) : regular(style);
  const nameX = () => flow.left + layout.indent;
  const phoneRoom = Math.min(110, flow.columnWidth / 3);
  const rows = listing.occupants.map((occupant) => {
    const name = printedName(occupant, style);
    const phone = printedPhone(occupant.phone, style);
    const text = phone && !layout.phoneRight ? `${name}  ${keepTogether(phone)}` : name;
    return {
      occupant,
      phone: layout.phoneRight ? phone : null,
      lines: flow.wrap(text, flow.columnWidth - layout.indent - (layout.phoneRight ? phoneRoom : 0), regular(style)),
    };
  });
  const height = line * (1 + rows.reduce((sum, row) => sum + row.lines.length, 0));
  flow.ensure(Math.min(height, line * 10));
  flow.text(address, flow.left, flow.y, addressFont);
  if (listing.vacancy) {
    const marker = printedMarker(listing.vacancy, style);
    const besideX = flow.left + flow.widthOf(address, addressFont) + 18;
    if (layout.markerBesideAddress && besideX + flow.widthOf(marker, regular(style)) <= flow.right) {
      flow.text(marker, besideX, flow.y, regular(style));
    } else {
      flow.y += line;
      flow.text(marker, nameX(), flow.y, regular(style));
    }
    truth.vacancy(listing, flow.pageNumber);
    flow.y += line * 1.3;
    return;
  }
  flow.y += line;
  for (const row of rows) {
    // An address whose occupants run onto the next page is printed again there.
    if (flow.ensure(row.lines.length * line)) {
      flow.text(address, flow.left, flow.y, addressFont);
      flow.y += line;
    }
    truth.occupant(listing, row.occupant, flow.pageNumber);
    if (row.phone) flow.textRight(row.phone, flow.right, flow.y, regular(style));
    for (const text of row.lines) {
      flow.text(text, nameX(), flow.y, regular(style));
      flow.y += line;
    }
  }
  flow.y += line * 0.3;
}
