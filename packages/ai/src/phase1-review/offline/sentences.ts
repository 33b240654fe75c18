import type { ReviewDocument } from '../types';
import type { AstmSection } from './headings';
import { type LayoutLine, layoutLines, startsBlock } from './layout';
import { type DetectedSection, sectionsOfLines } from './sections';

/** A sentence (or a table row, or a heading) of the report, on one page, in its section. */
export interface Sentence {
  /** Position in the document, in reading order. */
  index: number;
  documentId: string;
  name: string;
  page: number;
  /** The text as printed, whitespace collapsed: what a quote of it shows. */
  text: string;
  kind: 'body' | 'table' | 'heading';
  /** The section it is in: its ASTM name (or printed title), null before the first section. */
  section: string | null;
  astm: AstmSection | null;
  /** Every ASTM section its section's title names (a merged `Conclusions and Recommendations` names two). */
  names: AstmSection[];
  /** The nearest heading above it inside its section (a subsection), if any. */
  subsection: string | null;
  /** Before the first section of a report that has sections: a cover, a transmittal letter, the contents. */
  frontMatter: boolean;
  /** The sentence before it in its paragraph (what an opening `This` or `It` refers to), if any. */
  previous?: string;
  /** Its whole paragraph, when the paragraph has more than one sentence. */
  paragraph?: string;
  /** For a table row, the first row of its table (the column titles). */
  header?: string;
}

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATIONS = new Set(
  'inc co corp ltd llc st ste apt bldg rm fl ave blvd rd dr hwy pkwy ln ct pl mt ft no nos approx e.g i.e u.s mr mrs ms jr sr vs etc fig sec dept div est min max ca cf al jan feb mar apr jun jul aug sep sept oct nov dec'.split(
    ' ',
  ),
);

/** Splits a paragraph into sentences at `.`, `?` or `!` followed by a capital, an opening bracket or quote. */
export function splitSentences(paragraph: string): string[] {
  const text = paragraph.replace(/\s+/g, ' ').trim();
  const sentences: string[] = [];
  let start = 0;
  const boundary = /[.!?]+["')\]]?\s+(?=[A-Z0-9("'\u201c])/g;
  for (let match = boundary.exec(text); match; match = boundary.exec(text)) {
    const before = text.slice(start, match.index);
    const lastWord = (/([A-Za-z.]+)$/.exec(before)?.[1] ?? '').toLowerCase();
    if (ABBREVIATIONS.has(lastWord) || /^[a-z]$/i.test(lastWord) || /^(?:[a-z]\.)+[a-z]?$/i.test(lastWord)) continue;
    const end = match.index + match[0].trimEnd().length;
    sentences.push(text.slice(start, end).trim());
    start = match.index + match[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences.filter((sentence) => /[A-Za-z]{2}/.test(sentence));
}

interface Block {
  page: number;
  kind: 'body' | 'table' | 'heading';
  lines: string[];
  lineIndex: number;
}

/** Lines joined into blocks: a paragraph runs until a blank line, a heading, a table row, a bullet or the page's end. */
function blocksOf(lines: readonly LayoutLine[]): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  lines.forEach((line, lineIndex) => {
    if (line.kind === 'furniture') return;
    if (line.kind === 'blank' || line.kind === 'toc') {
      current = null;
      return;
    }
    if (line.kind === 'heading' || line.kind === 'table') {
      blocks.push({ page: line.page, kind: line.kind, lines: [line.text], lineIndex });
      current = null;
      return;
    }
    if (!current || current.page !== line.page || startsBlock(line.text)) {
      current = { page: line.page, kind: 'body', lines: [], lineIndex };
      blocks.push(current);
    }
    current.lines.push(line.text);
  });
  return blocks;
}

/** Joins wrapped lines, mending a word hyphenated at a line end (`asbestos-` + `containing`). */
const joinLines = (lines: readonly string[]) =>
  lines
    .map((line) => line.trim())
    .join('\n')
    .replace(/(\w)-\n(\w)/g, '$1-$2')
    .replace(/\n/g, ' ');

function sectionAt(sections: readonly DetectedSection[], lineIndex: number): DetectedSection | null {
  let found: DetectedSection | null = null;
  for (const section of sections) if (section.startLine <= lineIndex) found = section;
  return found;
}

/** The report's text as sentences, table rows and headings, each with its page and section. */
export interface ReadDocument {
  document: ReviewDocument;
  sections: DetectedSection[];
  sentences: Sentence[];
}

export function readDocument(document: ReviewDocument): ReadDocument {
  const lines = layoutLines(document.pages);
  const sections = sectionsOfLines(lines);
  const sentences: Sentence[] = [];
  let subsection: string | null = null;
  let currentSection: DetectedSection | null = null;
  let header: string | null = null;
  let previousBlock: Block | null = null;
  for (const block of blocksOf(lines)) {
    const tableGoesOn = block.kind === 'table' && previousBlock?.kind === 'table' && previousBlock.page === block.page;
    if (block.kind === 'table' && !tableGoesOn) header = block.lines.join(' ');
    previousBlock = block;
    const section = sectionAt(sections, block.lineIndex);
    if (section !== currentSection) {
      currentSection = section;
      subsection = null;
    }
    const texts = block.kind === 'body' ? splitSentences(joinLines(block.lines)) : [block.lines.join(' ').replace(/\s+/g, ' ').trim()];
    if (block.kind === 'heading' && section?.startLine !== block.lineIndex) subsection = texts[0] ?? null;
    texts.forEach((text, order) => {
      sentences.push({
        index: sentences.length,
        documentId: document.documentId,
        name: document.name,
        page: block.page,
        text,
        kind: block.kind,
        section: section?.title ?? null,
        astm: section?.astm ?? null,
        names: section?.names ?? [],
        subsection,
        frontMatter: section === null && sections.length > 0,
        ...(order > 0 ? { previous: texts[order - 1] } : {}),
        ...(texts.length > 1 ? { paragraph: texts.join(' ') } : {}),
        ...(tableGoesOn && header ? { header } : {}),
      });
    });
  }
  return { document, sections, sentences };
}

/** Where a report states its conclusions, most authoritative first. */
const SECTION_WEIGHT: readonly (AstmSection | null)[] = ['Conclusions', 'Opinions', 'Findings', 'Executive Summary'];
const weightOf = (astm: AstmSection | null) => {
  const index = SECTION_WEIGHT.indexOf(astm);
  return index < 0 ? SECTION_WEIGHT.length : index;
};

/** Items ordered by the weight of their section (Conclusions first), reading order kept within one. */
export function bySectionWeight<T extends Pick<Sentence, 'astm'>>(items: readonly T[]): T[] {
  return items
    .map((item, order) => ({ item, order }))
    .sort((a, b) => weightOf(a.item.astm) - weightOf(b.item.astm) || a.order - b.order)
    .map(({ item }) => item);
}
