import { printedNumber, printedStreet, type AddressSlot, type Listing } from '../model';
import { printedMarker, printedName, printedPhone, titleCase, type PrintStyle } from '../style';
import type { TruthRecorder } from '../truth';
import { bold, groupBy, lineHeight, regular, type FamilyContext, type LayoutFamilyDefinition } from './family';

// A criss-cross (reverse) directory set two columns per page: a section per street (under the
// name the directory used that year), a block per year with the year and the source key at the
// left, house numbers in a column, Title Case names with the directory's abbreviations, phones
// as `Tel. 614 557 3784`, unit lines beneath their building, guide words in the running head.

interface YearBlock {
  year: number;
  street: string;
  listings: Listing[];
}

const houseOrder = (slot: AddressSlot, year: number) => Number.parseInt(printedNumber(slot, year), 10) * 10 + (slot.unit ? 1 : 0);

function yearBlocksByStreet(listings: readonly Listing[]): Array<[string, YearBlock[]]> {
  const byStreet = groupBy(listings, (listing) => printedStreet(listing.slot, listing.year));
  return byStreet.map(([street, streetListings]) => {
    const years = groupBy(streetListings, (listing) => String(listing.year)).sort(([a], [b]) => Number(a) - Number(b));
    return [
      street,
      years.map(([year, yearListings]) => ({
        year: Number(year),
        street,
        listings: [...yearListings].sort((a, b) => houseOrder(a.slot, a.year) - houseOrder(b.slot, b.year)),
      })),
    ];
  });
}

interface Guide {
  first: string | null;
  last: string | null;
}

export const crissCross: LayoutFamilyDefinition = {
  description:
    'criss-cross directory, two columns per page: street sections, year + source key side headings, house-number column, Title Case abbreviated names, Tel. phones',
  style: (random) => ({
    nameCase: 'title',
    abbreviate: random.chance(0.8),
    phone10: 'aaa nnn nnnn',
    phone7: 'nnn nnnn',
    size: random.pick([7.5, 8, 8.5]),
    markerCase: random.pick(['sentence', 'parenthesised', 'title'] as const),
  }),
  draw(context) {
    const { flow, model, style, random } = context;
    const line = lineHeight(style);
    const guides = new Map<number, Guide>();
    const noteGuide = (text: string) => {
      const guide = guides.get(flow.pageNumber) ?? { first: null, last: null };
      guides.set(flow.pageNumber, { first: guide.first ?? text, last: text });
    };
    let continued: { street: string; block: YearBlock | null } | null = null;
    /** Where the side heading of the year block being drawn ends (the block is at least that tall). */
    const sideHeading = { bottom: 0 };
    flow.columns = 2;
    flow.onNewPage = () => {
      if (!continued) return;
      flow.text(`${continued.street} - continued`, flow.left, flow.y, bold(style, 1));
      flow.y += line * 1.4;
      if (continued.block) {
        flow.text(String(continued.block.year), flow.left, flow.y, bold(style));
        flow.text('contd', flow.left, flow.y + line, regular(style));
        sideHeading.bottom = flow.y + line * 2;
      }
    };
    const title = random.pick(['CRISS-CROSS DIRECTORY ABSTRACT', 'Reverse Directory Listings', 'STREET DIRECTORY ABSTRACT']);
    flow.textCentered(title, flow.y, bold(style, 4));
    flow.y = flow.columnTop = flow.y + line * 2.2;

    const telInline = random.chance(0.6);
    const streets = yearBlocksByStreet(model.listings);
    streets.forEach(([street, blocks], index) => {
      flow.ensure(line * 6);
      flow.text(street, flow.left, flow.y, bold(style, 2));
      flow.y += line * 1.3;
      const later = streets.slice(index + 1).find(([other]) => other === model.street.current);
      if (street === model.street.historical && later) {
        flow.text(`See also ${model.street.current}`, flow.left + 12, flow.y, { font: style.italic, size: style.size });
        flow.y += line * 1.3;
      }
      for (const block of blocks) {
        continued = { street, block: null };
        flow.ensure(line * 3);
        continued.block = block;
        drawYearBlock(context, block, sideHeading, telInline, noteGuide);
      }
      continued = null;
      flow.y += line * 0.6;
    });
    context.runningHead = (pageNumber) => {
      const guide = guides.get(pageNumber);
      if (!guide?.first) return;
      const small = { font: style.bold, size: 8 };
      flow.text(guide.first, flow.setup.left, 28, small);
      flow.textRight(guide.last!, flow.setup.right, 28, small);
    };
  },
};

function drawYearBlock(context: FamilyContext, block: YearBlock, sideHeading: { bottom: number }, telInline: boolean, noteGuide: (text: string) => void): void {
  const { flow, model, style, truth } = context;
  const line = lineHeight(style);
  sideHeading.bottom = flow.y + line * 2;
  flow.text(String(block.year), flow.left, flow.y, bold(style));
  flow.text(model.sources[block.year]!.key, flow.left, flow.y + line, regular(style));
  const numberX = () => flow.left + 34;
  const nameX = () => flow.left + 34 + flow.widthOf('0000-0000', regular(style)) + 8;
  let lastNumber: string | null = null;
  for (const listing of block.listings) {
    const number = printedNumber(listing.slot, listing.year);
    const lines = listingLines(listing, style, truth);
    const showNumber = number !== lastNumber;
    if (listing.slot.unit) lines.unshift({ text: titleCase(listing.slot.unit), record: null });
    lines.forEach((entry, index) => {
      const tel = entry.phone ? `Tel. ${entry.phone}` : null;
      const telWidth = tel ? flow.widthOf(tel, regular(style)) + 6 : 0;
      const parts = flow.wrap(entry.text, flow.columnWidth - (nameX() - flow.left) - telWidth, regular(style));
      const moved = flow.ensure(parts.length * line);
      entry.record?.(flow.pageNumber);
      if ((showNumber && index === 0) || moved) {
        flow.text(number, numberX(), flow.y, regular(style));
        noteGuide(`${block.street} ${number}`);
      }
      parts.forEach((part, partIndex) => {
        const last = partIndex === parts.length - 1;
        flow.text(last && tel && telInline ? `${part} ${tel}` : part, nameX(), flow.y, regular(style));
        if (last && tel && !telInline) flow.textRight(tel, flow.left + flow.columnWidth, flow.y, regular(style));
        flow.y += line;
      });
    });
    lastNumber = number;
  }
  // The year and its source key (or `contd`) take two lines, in whatever column the block ends.
  flow.y = Math.max(flow.y, sideHeading.bottom) + line * 0.5;
}

interface BlockLine {
  text: string;
  phone?: string | null;
  record: ((page: number) => void) | null;
}

function listingLines(listing: Listing, style: PrintStyle, truth: TruthRecorder): BlockLine[] {
  return listing.vacancy
    ? [{ text: printedMarker(listing.vacancy, style), record: (page) => truth.vacancy(listing, page) }]
    : listing.occupants.map((occupant) => ({
        text: printedName(occupant, style),
        phone: printedPhone(occupant.phone, style),
        record: (page) => truth.occupant(listing, occupant, page),
      }));
}
