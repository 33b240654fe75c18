import { printedAddress, type Listing } from '../model';
import { printedMarker, printedName, printedPhone } from '../style';
import { bold, groupBy, lineHeight, regular, type LayoutFamilyDefinition } from './family';

// An address heading, then one line per listing: `1987  SMITH JOHN R ........ 555-0142`, the
// phone at the right end of a dotted leader; the year printed once per year or on every line.

export const inlineRows: LayoutFamilyDefinition = {
  description: "address heading, then '1987  SMITH JOHN R ........ 555-0142' lines with dotted leaders to a right-aligned phone",
  draw({ flow, model, style, random, truth }) {
    const line = lineHeight(style);
    const yearOffset = random.pick([0, 12]);
    const nameOffset = yearOffset + flow.widthOf('0000', regular(style)) + random.pick([14, 22]);
    const twoColumns = random.chance(0.3);
    const phoneWidth = flow.widthOf('(000) 000-0000', regular(style));
    const leaders = random.chance(0.75);
    const repeatYear = random.chance(0.4);
    const underline = random.chance(0.5);
    const dotWidth = flow.widthOf('. ', regular(style));

    const drawHeading = (address: string, continued: boolean) => {
      flow.y += line * 0.7;
      const text = `${address}${continued ? ' - continued' : ''}`;
      flow.text(text, flow.left, flow.y, bold(style, 1));
      if (underline) flow.rule(flow.left, flow.left + flow.widthOf(text, bold(style, 1)), flow.y + style.size + 2, 0.6);
      flow.y += line * 1.3;
    };
    let yearPrinted = { year: 0, breaks: -1 };
    /** One listing line (wrapped if long); `record` notes its page in the truth. */
    const drawLine = (listing: Listing, text: string, phone: string | null, record: (page: number) => void) => {
      const lines = flow.wrap(text, flow.columnWidth - nameOffset - phoneWidth - 12, regular(style));
      flow.ensure(lines.length * line);
      const { left, right } = flow;
      const nameX = left + nameOffset;
      record(flow.pageNumber);
      // The year starts each year's lines, and again after a page break.
      if (repeatYear || yearPrinted.year !== listing.year || yearPrinted.breaks !== flow.breaks) {
        flow.text(String(listing.year), left + yearOffset, flow.y, regular(style));
        yearPrinted = { year: listing.year, breaks: flow.breaks };
      }
      lines.forEach((part, index) => {
        flow.text(part, nameX, flow.y, regular(style));
        const last = index === lines.length - 1;
        if (last && leaders) {
          const start = nameX + flow.widthOf(part, regular(style)) + 6;
          const end = right - (phone ? flow.widthOf(phone, regular(style)) + 6 : 0);
          const dots = Math.max(0, Math.floor((end - start) / dotWidth));
          if (dots > 2) flow.text('. '.repeat(dots).trimEnd(), start, flow.y, regular(style));
        }
        if (last && phone) flow.textRight(phone, right, flow.y, regular(style));
        flow.y += line;
      });
    };

    flow.text(random.pick(['ADDRESS RESEARCH RESULTS', 'Listings by Address', 'CITY DIRECTORY ABSTRACT']), flow.left, flow.y, bold(style, 3));
    flow.y += line;
    if (twoColumns) {
      flow.columns = 2;
      flow.columnTop = flow.y;
    }
    for (const [address, listings] of groupBy(model.listings, (listing) => printedAddress(listing.slot, listing.year))) {
      flow.ensure(line * 5);
      drawHeading(address, false);
      flow.onNewPage = () => drawHeading(address, true);
      yearPrinted = { year: 0, breaks: -1 };
      for (const listing of listings) {
        if (listing.vacancy) drawLine(listing, printedMarker(listing.vacancy, style), null, (page) => truth.vacancy(listing, page));
        for (const occupant of listing.occupants) {
          drawLine(listing, printedName(occupant, style), printedPhone(occupant.phone, style), (page) => truth.occupant(listing, occupant, page));
        }
        flow.y += line * 0.2;
      }
      flow.onNewPage = null;
    }
  },
};
