import type { ComposeContext } from './compose-context';
import { type Block, distractor, para, table } from './document';
import { longDate } from './facts';

// Cover, transmittal letter and appendices: pages a reader must get through, not findings.

const centered = (text: string, bold = false): Block => ({ type: 'paragraph', text, marks: [], center: true, bold });

export function cover(ctx: ComposeContext): Block[] {
  const { facts, rng } = ctx;
  const address = rng.chance(0.5) ? facts.address.toUpperCase() : facts.address;
  const blocks: Block[] = [centered('PHASE I ENVIRONMENTAL SITE ASSESSMENT', true)];
  if (facts.pending?.kind === 'draft') blocks.push(centered('DRAFT - FOR CLIENT REVIEW ONLY', true));
  if (facts.pending?.kind === 'partial') blocks.push(centered('PARTIAL REPORT - SECTIONS PENDING', true));
  blocks.push(
    centered(`${facts.currentUse.replace(/^an? /, '').replace(/^./, (first) => first.toUpperCase())}`),
    centered(address),
    centered('Prepared for:'),
    centered(facts.user),
    centered('Prepared by:'),
    centered(facts.consultant.name),
    centered(`${rng.pick(['Project No.', 'Project Number:', 'Job No.'])} ${facts.projectNumber}`),
    centered(`Report Date: ${longDate(facts.reportDate)}`),
    { type: 'pageBreak' },
  );
  return blocks;
}

export function letter(ctx: ComposeContext): Block[] {
  const { facts } = ctx;
  return [
    para(longDate(facts.reportDate)),
    para(facts.user),
    para(`Re: Phase I Environmental Site Assessment, ${facts.address}`),
    para(
      `${facts.consultant.name} is pleased to present this Phase I Environmental Site Assessment of the referenced property, performed in general accordance with ASTM E1527-21. Please refer to the report for our findings, opinions and conclusions, and do not hesitate to call with any questions.`,
    ),
    para('Sincerely,'),
    para(`${facts.ep.name}, ${facts.ep.title}`),
    { type: 'pageBreak' },
  ];
}

const appendixHeading = (letterId: string, title: string): Block => ({ type: 'heading', level: 1, text: `APPENDIX ${letterId} - ${title.toUpperCase()}` });

const APPENDIX_TITLES = [
  'Site Location Map and Site Plan',
  'Site Photographs',
  'User Questionnaire',
  'Regulatory Database Listings',
  'Historical Research Documentation',
];

export function appendices(ctx: ComposeContext): Block[] {
  const { facts } = ctx;
  const crec = facts.conditions.find((condition) => condition.cls === 'CREC');
  const listings = [...facts.listings].map(
    (listing, index) =>
      `Listing ${index + 1}: ${listing.name.toUpperCase()} - ${listing.database} - ${listing.distanceMi} mi ${listing.direction} - not considered a REC for the subject property based on distance, status and gradient.`,
  );
  const directoryRows = facts.listings.map((listing, index) => [String(1950 + index * 7), listing.address, listing.name]);
  return [
    { type: 'pageBreak' },
    appendixHeading('A', APPENDIX_TITLES[0]!),
    para('Figure 1 - Site Location Map (USGS topographic base).'),
    para('Figure 2 - Site Plan showing the building footprint, parking areas and adjoining properties.'),
    { type: 'pageBreak' },
    appendixHeading('B', APPENDIX_TITLES[1]!),
    para(`Photograph 1: View of the subject property looking ${facts.groundwaterDirection} from ${facts.street.split(',')[0]}.`),
    para(`Photograph 2: Adjoining property to the ${facts.adjoiningLust.side} (${facts.adjoiningLust.name}).`),
    para('Photograph 3: Minor oil staining on the asphalt pavement near the loading dock.'),
    { type: 'pageBreak' },
    appendixHeading('C', APPENDIX_TITLES[2]!),
    para('Are you aware of any environmental cleanup liens against the property? No.'),
    para(
      `Are you aware of any AULs, such as engineering controls, land use restrictions or institutional controls? ${crec ? 'Yes, an environmental covenant is recorded.' : 'No.'}`,
    ),
    para('Do you have any specialized knowledge related to the property? No.'),
    { type: 'pageBreak' },
    appendixHeading('D', APPENDIX_TITLES[3]!),
    para('The complete regulatory database report is provided under separate cover. Selected listings are reproduced below.'),
    ...listings.map((listing, index) => (index < 2 ? para(distractor(listing, 'appendix')) : para(listing))),
    { type: 'pageBreak' },
    appendixHeading('E', APPENDIX_TITLES[4]!),
    para('City directory listings for nearby addresses are summarized below.'),
    table(['Year', 'Address', 'Listing'], directoryRows, [1, 3, 3]),
  ];
}
