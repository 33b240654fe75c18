import { type Block, distractor, para, table } from '../../phase1-review/testing/document';
import type { Rng } from '../../phase1-review/testing/prng';
import { addDays, type DocumentFacts, printedCaseId, siteAddress } from './facts';
import type { KindContent, SupportingKind } from './kinds';

// The parts every style shares: the case history before the determination, distractors, the
// attachments after the signature.

export interface DocumentDraft {
  facts: DocumentFacts;
  kind: SupportingKind;
  content: KindContent;
  rng: Rng;
}

const heading = (text: string): Block => ({ type: 'heading', level: 2, text });

/** Prior dates and another case in passing: sentences a reader must not take for the closure. */
function background({ facts, kind }: DocumentDraft): Block[] {
  const release = para(
    distractor(
      `An unauthorized release of ${facts.substance.name} from ${facts.substance.source} was reported on ${facts.formatDate(facts.releaseDate)} following ${facts.discovery}.`,
      'release_date',
    ),
    `Site investigation included the advancement of ${facts.borings} soil borings and the installation of ${facts.wells} groundwater monitoring wells.`,
  );
  const review =
    kind === 'inspection_report'
      ? para(
          `The ${facts.issuer.name} inspects regulated underground storage tank facilities on a three-year cycle. The facility operates two registered tanks.`,
        )
      : para(
          `The ${facts.issuer.name} has reviewed the case file for the above-referenced site, including the report dated ${facts.formatDate(addDays(facts.documentDate, -75))}.`,
        );
  return [review, release];
}

function passingCase({ facts, rng }: DocumentDraft): Block[] {
  if (!rng.chance(0.6)) return [];
  return [
    para(
      distractor(
        `A separate release at the adjoining property to the ${rng.pick(['north', 'east', 'south', 'west'])} is tracked under ${printedCaseId(facts.otherCaseId)} and is not addressed here.`,
        'other_case',
      ),
    ),
  ];
}

/** Remediation history of some length, so the determination falls on page 1 or 2. */
function history({ facts, rng }: DocumentDraft): Block[] {
  const start = facts.releaseDate.getUTCFullYear() + 1;
  const events = [
    (year: number) =>
      `In ${year}, approximately ${rng.int(40, 900)} cubic yards of impacted soil were excavated from the former tank area and disposed of off site.`,
    (year: number) =>
      `A soil vapor extraction system operated from ${year} to ${year + rng.int(1, 4)} and removed an estimated ${rng.int(200, 9000)} pounds of hydrocarbons.`,
    (year: number) =>
      `Groundwater monitoring was conducted quarterly beginning in ${year}; depth to water ranged from ${rng.int(5, 20)} to ${rng.int(21, 45)} feet below grade.`,
    (year: number) => `A sensitive receptor survey completed in ${year} identified no water supply wells within 1,000 feet of the site.`,
    (year: number) => `An oxygen-releasing compound was injected at ${rng.int(8, 40)} locations in ${year} to enhance biodegradation of the dissolved plume.`,
    (year: number) => `Soil vapor sampling in ${year} found no concentrations above the commercial screening levels beneath the building.`,
  ];
  const chosen = rng.sample(events, rng.chance(0.5) ? rng.int(3, 6) : rng.int(0, 2));
  const last = facts.documentDate.getUTCFullYear() - 1;
  return chosen.map((event, index) =>
    para(`${event(Math.min(start + 2 * index, last))} ${rng.chance(0.5) ? 'The results were summarized in a report submitted to the agency.' : ''}`.trim()),
  );
}

/** The body between the salutation (or header) and the signature. */
export function body(draft: DocumentDraft): Block[] {
  return [...background(draft), ...history(draft), ...passingCase(draft), ...draft.content.determination, ...draft.content.followUp];
}

function siteMap({ facts, rng }: DocumentDraft, letter: string): Block[] {
  const wells = Array.from({ length: facts.wells }, (_, index) => `MW-${index + 1}`);
  const labels = rng.shuffle([...wells, 'BUILDING', 'FORMER UST', 'DISPENSER ISLAND', 'N ^']);
  return [
    { type: 'pageBreak' },
    heading(`ATTACHMENT ${letter} - SITE MAP`),
    ...labels.map((label) => para(label)),
    para(`${facts.siteName} - ${siteAddress(facts)} (not to scale)`),
  ];
}

function labSummary({ facts, rng }: DocumentDraft, letter: string): Block[] {
  const year = facts.documentDate.getUTCFullYear();
  const rows = Array.from({ length: Math.min(facts.wells, 6) }, (_, index) => [
    `MW-${index + 1}`,
    facts.formatDate(addDays(facts.documentDate, -rng.int(120, 400))),
    rng.chance(0.4) ? 'ND' : String(rng.int(1, 900)),
    rng.chance(0.4) ? 'ND' : String(rng.int(50, 9000)),
    rng.chance(0.6) ? 'ND' : String(rng.int(1, 60)),
  ]);
  return [
    { type: 'pageBreak' },
    heading(`ATTACHMENT ${letter} - SUMMARY OF LABORATORY RESULTS (${year - 1})`),
    table(['Well', 'Sampled', 'Benzene (ug/L)', 'TPH (ug/L)', 'MTBE (ug/L)'], rows),
    para('ND = not detected above the laboratory reporting limit. Results from the final monitoring event before this determination.'),
  ];
}

/** None, one or both attachment pages. */
export function attachments(draft: DocumentDraft): Block[] {
  const chosen = draft.rng.sample([siteMap, labSummary], draft.rng.int(0, 2));
  return chosen.flatMap((attachment, index) => attachment(draft, 'ABC'[index]!));
}
