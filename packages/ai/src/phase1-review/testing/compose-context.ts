import type { Block, QaId, QaMark } from './document';
import type { ReportFacts } from './facts';
import type { Family, SectionId } from './families';
import type { Rng } from './prng';

/** What every section writer reads. */
export interface ComposeContext {
  facts: ReportFacts;
  family: Family;
  /** Wording choices (kept apart from the facts' stream). */
  rng: Rng;
  /** The printed number of the section holding each part, for cross references. */
  sectionOf: Partial<Record<SectionId, number>>;
}

/** A subsection: null title when the part is the section's only content. */
export interface Part {
  title: string | null;
  blocks: Block[];
}

const QUESTIONS: Record<QaId, string> = {
  user: 'Who is the User (client) for whom the Phase I ESA was prepared?',
  address: 'What is the address of the subject property?',
  acres: 'What is the approximate size of the subject property in acres?',
  earliestUse: 'What was the earliest developed use identified for the subject property?',
  reconnaissance: 'On what date was the site reconnaissance conducted, and by whom?',
  recs: 'Did the assessment identify any recognized environmental conditions (RECs), CRECs or HRECs at the subject property?',
  contaminants: 'What contaminants of concern were identified for the subject property?',
  recommendation: 'What does the report recommend?',
  signer: 'Who was the environmental professional who signed the report?',
  groundwater: 'What is the inferred groundwater flow direction and depth to groundwater?',
  auls: 'Are there any activity and use limitations (AULs) on the subject property?',
};

/** The order questions appear in truth. */
export const QA_ORDER = Object.keys(QUESTIONS) as QaId[];

export const qa = (id: QaId, answer: string): QaMark => ({ id, question: QUESTIONS[id], answer });

/** "Section 8" in the family's own words. */
export function sectionRef(ctx: ComposeContext, id: SectionId): string {
  const number = ctx.sectionOf[id];
  if (number === undefined) return 'this report';
  const { name } = ctx.family;
  if (name === 'chapter') return `Chapter ${number}`;
  if (name === 'part') return `Part ${number}`;
  if (name === 'caps') return 'the relevant section of this report';
  if (name === 'lettered') return `Section ${String.fromCharCode(64 + number)}`;
  if (name === 'astm') return `§ ${number}.0`;
  if (name === 'decimal') return number === 1 ? 'the Executive Summary' : `Section ${number - 1}.0`;
  if (name === 'roman') return `Section ${['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV'][number - 1]}`;
  return `Section ${number}`;
}
