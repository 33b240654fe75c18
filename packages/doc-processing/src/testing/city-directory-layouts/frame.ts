import type { Random } from './random';
import { currentAddress, printedAddress, VACANCY_MARKER_WORDS, type SiteModel } from './model';
import type { RunningHead } from './families/family';
import type { PageFlow } from './page-flow';
import { printedMarker, type PrintStyle } from './style';
import { WORD_ABBREVIATIONS } from './vocabulary';

// What surrounds the listings: a cover page, a sources and notes page, running heads and feet.

export interface FrameChoices {
  title: string;
  cover: boolean;
  notes: boolean;
  /** A page listing the researched addresses with their years: no listings, but addresses and years a reader may mistake for them. */
  summary: boolean;
  header: 'title-and-id' | 'vendor-and-page' | 'none';
  footer: 'page-of' | 'page' | 'vendor-id-site' | 'dashes';
}

const TITLES = [
  'CITY DIRECTORY ABSTRACT',
  'The City Directory Abstract',
  'Historical Directory Report',
  'REVERSE DIRECTORY SEARCH',
  'City Directory Research Report',
];

export function pickFrame(random: Random): FrameChoices {
  return {
    title: random.pick(TITLES),
    cover: random.chance(0.8),
    notes: random.chance(0.7),
    summary: random.chance(0.5),
    header: random.pick(['title-and-id', 'vendor-and-page', 'none'] as const),
    footer: random.pick(['page-of', 'page', 'vendor-id-site', 'dashes'] as const),
  };
}

const idLabel = (random: Random) => random.pick(['Inquiry Number:', 'Order No.', 'Job No.', 'Report #']);

export function drawCover(flow: PageFlow, model: SiteModel, style: PrintStyle, frame: FrameChoices): void {
  flow.addPage();
  const subject = currentAddress(model.slots.find((slot) => slot.direction === 'subject')!);
  const big = { font: style.bold, size: 20 };
  const body = { font: style.font, size: 11 };
  flow.textCentered(model.vendor.toUpperCase(), 120, { font: style.bold, size: 14 });
  flow.textCentered(frame.title, 200, big);
  flow.textCentered('Prepared for environmental due diligence (ASTM E1527-21)', 232, body);
  flow.textCentered(subject, 300, { font: style.bold, size: 13 });
  flow.textCentered(`${model.city}, ${model.state} ${model.zip}`, 318, body);
  flow.textCentered(`Report ID: ${model.reportId}`, 380, body);
  flow.textCentered(`Report date: ${model.reportDate}`, 396, body);
  flow.textCentered(`Directory years researched: ${model.years[0]} through ${model.years.at(-1)}`, 412, body);
}

export function drawNotes(flow: PageFlow, model: SiteModel, style: PrintStyle, random: Random): void {
  flow.addPage();
  const left = flow.setup.left;
  const body = { font: style.font, size: style.size };
  const line = style.size * 1.45;
  flow.text('SOURCES AND NOTES', left, flow.y, { font: style.bold, size: style.size + 3 });
  flow.y += line * 2;
  flow.text('Year', left, flow.y, { font: style.bold, size: style.size });
  flow.text('Key', left + 60, flow.y, { font: style.bold, size: style.size });
  flow.text('Directory source', left + 130, flow.y, { font: style.bold, size: style.size });
  flow.y += line;
  for (const year of model.years) {
    const source = model.sources[year]!;
    flow.text(String(year), left, flow.y, body);
    flow.text(source.key, left + 60, flow.y, body);
    flow.text(source.name, left + 130, flow.y, body);
    flow.y += line;
  }
  flow.y += line;
  const markers = VACANCY_MARKER_WORDS.map((marker) => printedMarker(marker, style)).join(', ');
  const notes = [
    'Listings are reproduced as abstracted from the directories named above. Years for which no directory was available are not shown.',
    `Entries shown as ${markers} mean that the address was researched but no occupant was identified.`,
    'Street names and address numbering may have changed over time; historical street names are reported as they appear in the research source.',
  ];
  if (style.abbreviate) {
    const abbreviations = Object.entries(WORD_ABBREVIATIONS).map(([word, short]) => `${titleCaseWord(short)} - ${titleCaseWord(word)}`);
    notes.push(`Abbreviations: ${random.shuffle(abbreviations).slice(0, 14).join('; ')}.`);
  }
  for (const paragraph of notes) {
    for (const text of flow.wrap(paragraph, flow.setup.right - left, body)) {
      flow.text(text, left, flow.y, body);
      flow.y += line;
    }
    flow.y += line / 2;
  }
}

const titleCaseWord = (word: string) => word.charAt(0) + word.slice(1).toLowerCase();

/** Running heads and feet on every page but the cover. */
export function drawRunningHeads(
  flow: PageFlow,
  model: SiteModel,
  style: PrintStyle,
  frame: FrameChoices,
  random: Random,
  familyHead: RunningHead | null,
): void {
  const label = idLabel(random);
  const subject = currentAddress(model.slots.find((slot) => slot.direction === 'subject')!);
  const small = { font: style.font, size: 8 };
  const { left, right } = flow.setup;
  const headY = 28;
  const footY = flow.height - 36;
  flow.eachPage((page, count) => {
    if (frame.cover && page === 1) return;
    if (familyHead) {
      familyHead(page);
      flow.textCentered(`${frame.title}   ${page}`, 28, small);
    } else if (frame.header === 'title-and-id') {
      flow.text(frame.title, left, headY, small);
      flow.textRight(`${label} ${model.reportId}`, right, headY, small);
      flow.rule(left, right, headY + 12, 0.5);
    } else if (frame.header === 'vendor-and-page') {
      flow.text(model.vendor, left, headY, small);
      flow.textRight(`Page ${page}`, right, headY, small);
    }
    if (frame.footer === 'page-of') flow.textCentered(`Page ${page} of ${count}`, footY, small);
    else if (frame.footer === 'page' && frame.header !== 'vendor-and-page') flow.textRight(`Page ${page}`, right, footY, small);
    else if (frame.footer === 'dashes') flow.textCentered(`- ${page} -`, footY, small);
    else {
      flow.text(`${model.vendor} | ${label} ${model.reportId}`, left, footY, small);
      flow.textRight(`Site: ${subject}, ${model.city}`, right, footY, small);
    }
  });
}

/** `SUMMARY OF ADDRESSES RESEARCHED`: each printed address with the years it has listings and the years it was vacant. */
export function drawSummary(flow: PageFlow, model: SiteModel, style: PrintStyle, random: Random): void {
  flow.addPage();
  const { left, right } = flow.setup;
  const body = { font: style.font, size: style.size };
  const heading = { font: style.bold, size: style.size };
  const line = style.size * 1.45;
  flow.text(random.pick(['SUMMARY OF ADDRESSES RESEARCHED', 'Addresses Researched', 'RESEARCH SUMMARY']), left, flow.y, {
    font: style.bold,
    size: style.size + 3,
  });
  flow.y += line * 2;
  const columns = [left, left + 200, left + 200 + (right - left - 200) / 2];
  ['Address', 'Years with listings', 'Years not listed / vacant'].forEach((label, index) => {
    flow.text(label, columns[index]!, flow.y, heading);
  });
  flow.y += line;
  const byAddress = new Map<string, { listed: number[]; vacant: number[] }>();
  for (const listing of model.listings) {
    const address = printedAddress(listing.slot, listing.year);
    const years = byAddress.get(address) ?? { listed: [], vacant: [] };
    (listing.vacancy ? years.vacant : years.listed).push(listing.year);
    byAddress.set(address, years);
  }
  const width = (right - columns[1]!) / 2 - 10;
  for (const [address, years] of byAddress) {
    const listed = flow.wrap(years.listed.join(', ') || '-', width, body);
    const vacant = flow.wrap(years.vacant.join(', ') || '-', width, body);
    flow.ensure(line * Math.max(listed.length, vacant.length));
    flow.text(address, columns[0]!, flow.y, body);
    listed.forEach((text, index) => {
      flow.text(text, columns[1]!, flow.y + index * line, body);
    });
    vacant.forEach((text, index) => {
      flow.text(text, columns[2]!, flow.y + index * line, body);
    });
    flow.y += line * Math.max(listed.length, vacant.length);
  }
}
