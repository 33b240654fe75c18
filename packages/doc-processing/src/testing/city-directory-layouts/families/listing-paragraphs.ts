import { printedAddress } from '../model';
import { keepTogether } from '../page-flow';
import { printedMarker, printedName, printedPhone } from '../style';
import { bold, groupBy, lineHeight, regular, type LayoutFamilyDefinition } from './family';

// An address heading, then one paragraph per year: `1987 (Polk's City Directory): SMITH JOHN R,
// 555-0142; ACME MACHINE WORKS`, the occupants separated by semicolons, wrapped under a hanging
// indent.

const PHONE_FORMS = [(phone: string) => `, ${phone}`, (phone: string) => ` (${phone})`, (phone: string) => ` - ${phone}`];

export const listingParagraphs: LayoutFamilyDefinition = {
  description: "address heading, then a paragraph per year: '1987 (Polk): SMITH JOHN R, 555-0142; ACME MACHINE WORKS'",
  draw({ flow, model, style, random, truth }) {
    const line = lineHeight(style);
    const { left, right } = flow.setup;
    const phoneForm = random.pick(PHONE_FORMS);
    const withSource = random.chance(0.6);
    const indent = random.pick([36, 48]);
    flow.text(random.pick(['DIRECTORY ABSTRACT', 'Occupancy History by Address', 'LISTINGS']), left, flow.y, bold(style, 3));
    flow.y += line;
    const blocks = groupBy(model.listings, (listing) => printedAddress(listing.slot, listing.year));
    for (const [address, listings] of blocks) {
      flow.ensure(line * 4);
      flow.y += line * 0.6;
      const drawHeading = (continued: boolean) => {
        flow.text(`${address}${continued ? ' (cont.)' : ''}`, left, flow.y, bold(style, 1));
        flow.y += line * 1.2;
      };
      drawHeading(false);
      flow.onNewPage = () => drawHeading(true);
      for (const listing of listings) {
        const lead = `${listing.year}${withSource ? ` (${model.sources[listing.year]!.name})` : ''}:`;
        const items = listing.vacancy
          ? [printedMarker(listing.vacancy, style)]
          : listing.occupants.map((occupant) => {
              const phone = printedPhone(occupant.phone, style);
              // A phone stays on the line of the name it follows: its spaces are held while wrapping.
              return `${printedName(occupant, style)}${phone ? keepTogether(phoneForm(phone)) : ''}`;
            });
        const lines = flow.wrap(`${lead} ${items.join('; ')}`, right - left - indent, regular(style));
        flow.ensure(lines.length * line);
        if (listing.vacancy) truth.vacancy(listing, flow.pageNumber);
        for (const occupant of listing.occupants) truth.occupant(listing, occupant, flow.pageNumber);
        lines.forEach((text, index) => {
          flow.text(text, index === 0 ? left : left + indent, flow.y, regular(style));
          flow.y += line;
        });
        flow.y += line * 0.25;
      }
      flow.onNewPage = null;
    }
  },
};
