import * as body from './body-sections';
import { type ComposeContext, type Part, qa } from './compose-context';
import { alsoAnswers, type Block, evidence, para } from './document';
import * as evaluation from './evaluation-sections';
import type { ReportFacts } from './facts';
import { type Family, PART_TITLES, type SectionId, type SectionSpec } from './families';
import { appendices, cover, letter } from './front-back';
import { pendingSentence, recsAnswer } from './decision-text';
import { Rng, subSeed } from './prng';

// The whole report as blocks, in the family's order, with a table of contents to fill once paginated.

const WRITERS: Record<SectionId, (ctx: ComposeContext) => Part[]> = {
  summary: evaluation.summary,
  introduction: body.introduction,
  definitions: body.definitions,
  siteDescription: body.siteDescription,
  physicalSetting: body.physicalSetting,
  userInfo: body.userInfo,
  history: body.history,
  records: body.records,
  reconnaissance: body.reconnaissance,
  interviews: body.interviews,
  findings: evaluation.findings,
  opinions: evaluation.opinions,
  conclusions: evaluation.conclusions,
  dataGaps: evaluation.dataGaps,
  recommendations: evaluation.recommendations,
  deviations: body.deviations,
  nonScope: body.nonScope,
  references: body.references,
  signatures: body.signatures,
};

/** What a partial report leaves out. */
const MISSING_FROM_PARTIAL: SectionId[] = ['findings', 'opinions', 'conclusions', 'dataGaps', 'recommendations', 'signatures'];

/** A line of the table of contents; `heading` is the text of the heading it points at. */
export interface TocEntry {
  label: string;
  heading: string;
  /** Marked as a distractor (a condition class listed in the contents is not a finding). */
  distractor: boolean;
}

export interface ComposedReport {
  blocks: Block[];
  toc: TocEntry[];
}

function presentSections(facts: ReportFacts, family: Family): SectionSpec[] {
  if (facts.pending?.kind !== 'partial') return family.sections;
  return family.sections.map((spec) => ({ ...spec, ids: spec.ids.filter((id) => !MISSING_FROM_PARTIAL.includes(id)) })).filter((spec) => spec.ids.length > 0);
}

function sectionParts(ctx: ComposeContext, spec: SectionSpec): Part[] {
  const merged = spec.ids.length > 1;
  return spec.ids.flatMap((id) => WRITERS[id](ctx).map((part) => (part.title === null && merged ? { ...part, title: PART_TITLES[id] } : part)));
}

const isClassTitle = (title: string) => / Environmental Conditions$/.test(title);

function composeSection(ctx: ComposeContext, spec: SectionSpec, number: number, composed: ComposedReport): Block[] {
  const { family } = ctx;
  const heading = family.heading(number, spec.title);
  const parts = sectionParts(ctx, spec);
  const blocks: Block[] = [];
  if (family.name === 'chapter' && number > 1) blocks.push({ type: 'pageBreak' });
  blocks.push({ type: 'heading', level: 1, text: heading, sectionKey: spec.title });
  composed.toc.push({ label: family.tocEntry(number, spec.title), heading, distractor: spec.ids.includes('findings') && !family.findingsByClass });
  let sub = 0;
  for (const part of parts) {
    if (part.title !== null && parts.length > 1) {
      sub += 1;
      const subheading = family.subheading(number, sub, part.title);
      blocks.push({ type: 'heading', level: 2, text: subheading });
      if (isClassTitle(part.title)) composed.toc.push({ label: subheading, heading: subheading, distractor: true });
    }
    blocks.push(...part.blocks);
  }
  return blocks;
}

function sectionNumbers(sections: SectionSpec[]): Partial<Record<SectionId, number>> {
  const numbers: Partial<Record<SectionId, number>> = {};
  sections.forEach((spec, index) => {
    for (const id of spec.ids) numbers[id] = index + 1;
  });
  return numbers;
}

export function composeReport(facts: ReportFacts, family: Family, seed: number): ComposedReport {
  const sections = presentSections(facts, family);
  const ctx: ComposeContext = { facts, family, rng: new Rng(subSeed(seed, `wording:${family.name}:${facts.outcome}`)), sectionOf: sectionNumbers(sections) };
  const composed: ComposedReport = { blocks: [], toc: [] };
  const blocks = [...cover(ctx)];
  if (family.letter) blocks.push(...letter(ctx));
  const tocTitle = ctx.rng.pick(['TABLE OF CONTENTS', 'Contents', 'Table of Contents']);
  blocks.push({ type: 'toc', title: tocTitle, lines: [] }, { type: 'pageBreak' });
  sections.forEach((spec, index) => {
    blocks.push(...composeSection(ctx, spec, index + 1, composed));
  });
  if (facts.pending?.kind === 'partial') {
    blocks.push(para('NOTE TO READER:', alsoAnswers(evidence(pendingSentence(facts)), qa('recs', recsAnswer(facts)))));
  }
  const appendixBlocks = appendices(ctx);
  for (const block of appendixBlocks) {
    if (block.type === 'heading') composed.toc.push({ label: block.text, heading: block.text, distractor: false });
  }
  blocks.push(...appendixBlocks);
  composed.blocks = blocks;
  return composed;
}
