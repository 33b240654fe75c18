import type { Phase1Decision } from '@groundwork/contracts';
import { QA_ORDER } from './compose-context';
import type { Block, Mark, QaId } from './document';
import { aulsOf, canonicalAddress, contaminantsOf, isoDate, type ReportFacts } from './facts';
import { OUTCOME_SPECS } from './outcomes';
import type { Phase1Format } from './rendered';

/** The fixtures' truth format for a Phase I ESA (see /work/shared/fixtures/README.md). */
export interface Phase1Truth {
  file: string;
  family: 'phase1_esa';
  variant: string;
  overallDecision: Phase1Decision;
  subject_address: string;
  site_names: string[];
  contaminants_of_concern: string[];
  auls: string[];
  consultant: string;
  user: string;
  project_number: string;
  report_date: string;
  page_count: number;
  evidence: Array<{ page: number; quote: string; kind: string }>;
  qa: Array<{ question: string; answer: string; page: number; quote?: string }>;
  distractors: Array<{ page: number; quote: string; kind: string }>;
  section_pages: Record<string, number>;
  format: string;
}

function blockMarks(block: Block): Mark[] {
  if (block.type === 'paragraph') return block.marks;
  if (block.type === 'toc') return block.lines.flatMap((line) => line.marks);
  return [];
}

interface PagedMark extends Mark {
  page: number;
}

function pagedMarks(pages: Block[][]): PagedMark[] {
  return pages.flatMap((blocks, index) => blocks.flatMap((block) => blockMarks(block).map((mark) => ({ ...mark, page: index + 1 }))));
}

/** One entry per quote and page. */
function unique<T extends { page: number; quote: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.page}\u0000${item.quote}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function sectionPages(pages: Block[][]): Record<string, number> {
  const result: Record<string, number> = {};
  pages.forEach((blocks, index) => {
    for (const block of blocks) if (block.type === 'heading' && block.sectionKey && !(block.sectionKey in result)) result[block.sectionKey] = index + 1;
  });
  return result;
}

/** The first place each question is answered; over ten questions, the report's omitted one is left out. */
function qaEntries(marks: PagedMark[], omitted: QaId): Phase1Truth['qa'] {
  const first = new Map<QaId, PagedMark>();
  for (const mark of marks) if (mark.qa && !first.has(mark.qa.id)) first.set(mark.qa.id, mark);
  if (first.size > 10) first.delete(omitted);
  return QA_ORDER.flatMap((id) => {
    const mark = first.get(id);
    return mark?.qa ? [{ question: mark.qa.question, answer: mark.qa.answer, page: mark.page, quote: mark.quote }] : [];
  });
}

export function buildTruth(facts: ReportFacts, familyName: string, pages: Block[][], file: string, format: Phase1Format): Phase1Truth {
  const marks = pagedMarks(pages);
  const entries = (role: Mark['role']) => unique(marks.filter((mark) => mark.role === role).map(({ page, quote, kind }) => ({ page, quote, kind })));
  return {
    file,
    family: 'phase1_esa',
    variant: familyName,
    overallDecision: OUTCOME_SPECS[facts.outcome].decision,
    subject_address: canonicalAddress(facts),
    site_names: [...facts.conditions.map((condition) => condition.siteName), facts.adjoiningLust.name, facts.semsSite.name, facts.closedLust.name],
    contaminants_of_concern: contaminantsOf(facts),
    auls: aulsOf(facts).map((aul) => aul.phrase),
    consultant: facts.consultant.name,
    user: facts.user,
    project_number: facts.projectNumber,
    report_date: isoDate(facts.reportDate),
    page_count: pages.length,
    evidence: entries('evidence'),
    qa: qaEntries(marks, facts.omittedQuestion),
    distractors: entries('distractor'),
    section_pages: sectionPages(pages),
    format,
  };
}
