import { printedAddress, type Listing, type Occupant } from '../model';
import { keepTogether } from '../page-flow';
import { printedMarker, printedName, printedPhone } from '../style';
import { bold, groupBy, lineHeight, regular, type LayoutFamilyDefinition } from './family';

// An address heading, then each occupant once with the directory years that list it, in a column
// of their own: `SMITH JOHN R  555-0142 ........ 1987, 1992, 1997`; a vacancy marker likewise. A
// long name goes on under itself, a long list of years under the list.

interface Row {
  text: string;
  /** The listings the row stands for, each recorded in the truth on the page it is drawn. */
  entries: Array<{ listing: Listing; occupant: Occupant | null }>;
}

const SEPARATORS = [', ', '; ', ', '] as const;

export const occupantYears: LayoutFamilyDefinition = {
  description: "address heading, then each occupant once with its years: 'SMITH JOHN R 555-0142 ........ 1987, 1992, 1997'",
  draw({ flow, model, style, random, truth }) {
    const line = lineHeight(style);
    const leaders = random.chance(0.6);
    const separator = random.pick(SEPARATORS);
    const nameX = () => flow.left + random.pick([0, 12, 18]);
    const indent = nameX() - flow.left;
    const yearsAt = random.pick([0.58, 0.64, 0.7]);
    const dotWidth = flow.widthOf('. ', regular(style));

    flow.text(random.pick(['OCCUPANT SUMMARY BY ADDRESS', 'Listings by Occupant', 'FINDINGS BY ADDRESS']), flow.left, flow.y, bold(style, 3));
    flow.y += line * 1.4;
    for (const [address, listings] of groupBy(model.listings, (listing) => printedAddress(listing.slot, listing.year))) {
      const drawHeading = (continued: boolean) => {
        flow.y += line * 0.5;
        flow.text(`${address}${continued ? ' (continued)' : ''}`, flow.left, flow.y, bold(style, 1));
        flow.y += line * 1.3;
      };
      flow.ensure(line * 4);
      drawHeading(false);
      flow.onNewPage = () => drawHeading(true);
      for (const row of rowsOf(listings)) {
        const years = [...new Set(row.entries.map(({ listing }) => listing.year))].sort((a, b) => a - b);
        const left = flow.left + indent;
        const yearsX = flow.left + flow.columnWidth * yearsAt;
        const names = flow.wrap(row.text, yearsX - left - 16, regular(style));
        const yearLines = flow.wrap(years.join(separator), flow.left + flow.columnWidth - yearsX, regular(style));
        const count = Math.max(names.length, yearLines.length);
        flow.ensure(count * line);
        for (const { listing, occupant } of row.entries) {
          if (occupant) truth.occupant(listing, occupant, flow.pageNumber);
          else truth.vacancy(listing, flow.pageNumber);
        }
        for (let index = 0; index < count; index += 1) {
          const name = names[index];
          if (name) flow.text(name, left, flow.y, regular(style));
          if (index === 0 && name && leaders) {
            const start = left + flow.widthOf(name, regular(style)) + 6;
            const dots = Math.floor((yearsX - 8 - start) / dotWidth);
            if (dots > 2) flow.text('. '.repeat(dots).trimEnd(), start, flow.y, regular(style));
          }
          const yearsText = yearLines[index];
          if (yearsText) flow.text(index < yearLines.length - 1 ? `${yearsText.trimEnd()}${separator.trim()}` : yearsText, yearsX, flow.y, regular(style));
          flow.y += line;
        }
        flow.y += line * 0.2;
      }
      flow.onNewPage = null;
    }

    /** One row per occupant (name and phone as printed) and per vacancy marker, in first-listed order. */
    function rowsOf(listings: readonly Listing[]): Row[] {
      const rows = new Map<string, Row>();
      const add = (text: string, entry: Row['entries'][number]) => {
        const row = rows.get(text) ?? rows.set(text, { text, entries: [] }).get(text)!;
        row.entries.push(entry);
      };
      for (const listing of listings) {
        if (listing.vacancy) add(printedMarker(listing.vacancy, style), { listing, occupant: null });
        for (const occupant of listing.occupants) {
          const phone = printedPhone(occupant.phone, style);
          // A phone stays on the line of the name it follows.
          add(`${printedName(occupant, style)}${phone ? keepTogether(` ${phone}`) : ''}`, { listing, occupant });
        }
      }
      return [...rows.values()];
    }
  },
};
