import type { ReviewPage } from '../types';
import { type Heading, parseHeading } from './headings';

/**
 * The lines of a report's pages, each marked by what it is: page furniture (running heads and
 * footers, repeated across pages), a table-of-contents entry, a heading, a table row or body text.
 */
export type LineKind = 'blank' | 'furniture' | 'toc' | 'heading' | 'table' | 'body';

export interface LayoutLine {
  page: number;
  /** Index of the line on its page. */
  index: number;
  text: string;
  kind: LineKind;
  heading?: Heading;
}

/** Lines within this many of a page's top or bottom may be running heads and footers. */
const EDGE_LINES = 3;

/** A line's shape with its numbers masked, so `Page 3 of 29` and `Page 4 of 29` are one furniture line. */
const furnitureKey = (text: string) => text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase();

const PAGE_NUMBER = /^(?:page\s*)?#(?:\s*(?:of|\/)\s*#)?$|\bpage\s+#\s+of\s+#\s*$/;

/** Edge lines repeated on enough pages to be running heads or footers (or a page number alone). */
function furnitureKeys(pages: readonly string[][]): Set<string> {
  const counts = new Map<string, number>();
  for (const lines of pages) {
    const nonBlank = lines.map((line) => line.trim()).filter(Boolean);
    const edges = new Set([...nonBlank.slice(0, EDGE_LINES), ...nonBlank.slice(-EDGE_LINES)].map(furnitureKey));
    for (const key of edges) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const needed = Math.max(3, Math.ceil(pages.length * 0.3));
  const keys = new Set<string>();
  for (const [key, count] of counts) if (count >= needed && key.length > 0) keys.add(key);
  return keys;
}

/** `Section 5: Records Review........ 6`, `4.0 Records Review    12`, `Appendix A - Maps  16`. */
const TOC_ENTRY = /(?:\.{4,}|\s{4,}|\t)\s*(?:\d{1,3}|[ivx]{1,5})\s*$/i;

const TABLE_ROW = /\S\s+\|\s+\S|\t\S.*\t/;
/** A label and its value joined by leader dots (`RECs ........ [X] Yes [ ] No`): a row of a checklist. */
const LEADER_ROW = /[A-Za-z)]\s*\.{4,}\s*\S/;
const BULLET = /^\s*(?:[-•▪◦*●■–]|\d{1,2}\)|\(\d{1,2}\)|\(?[a-z]\))\s+/;

/** A rule under a plain-text heading (`=======`, `-------`): it ends the heading's block and says nothing. */
const UNDERLINE = /^([=\-_~*])\1{2,}$/;

function kindOf(text: string, furniture: Set<string>, edge: boolean): { kind: LineKind; heading?: Heading } {
  const trimmed = text.trim();
  if (trimmed.length === 0 || UNDERLINE.test(trimmed)) return { kind: 'blank' };
  const key = furnitureKey(trimmed);
  // A page number glued to the end of a sentence (`... the subject property. Page 3 of 4`) leaves the sentence body text.
  if ((edge && furniture.has(key)) || (PAGE_NUMBER.test(key) && !/[.;:!?]\s+page\s+#/.test(key))) return { kind: 'furniture' };
  if (TOC_ENTRY.test(text) && !/[a-z]{3,}[.;]\s/i.test(trimmed.replace(/\.{2,}/g, ''))) return { kind: 'toc' };
  if (/\s\d{1,3}$/.test(trimmed) && parseHeading(trimmed.replace(/\s+\d{1,3}$/, ''))?.style !== undefined && !/^\d+$/.test(trimmed)) return { kind: 'toc' };
  if (TABLE_ROW.test(trimmed) || LEADER_ROW.test(trimmed)) return { kind: 'table' };
  const heading = parseHeading(trimmed);
  if (heading) return { kind: 'heading', heading };
  return { kind: 'body' };
}

/** A label opening a line (`Classification: HREC`, `Finding 2: ...`): a field of its own, not a wrapped line. */
const LABEL = /^\s*[A-Z][A-Za-z0-9()&/' -]{1,30}:\s+\S/;

/** Whether a line starts a new block of body text (a bullet, or a label `Radon:` opening a paragraph). */
export const startsBlock = (text: string) => BULLET.test(text) || LABEL.test(text);

/** The report's lines, page by page, each with its kind. */
export function layoutLines(pages: readonly ReviewPage[]): LayoutLine[] {
  const split = pages.map((page) => page.text.replace(/\r\n?/g, '\n').split('\n'));
  const furniture = furnitureKeys(split);
  const lines: LayoutLine[] = [];
  pages.forEach((page, pageIndex) => {
    const texts = split[pageIndex] ?? [];
    const nonBlank = texts.map((text, index) => ({ text, index })).filter(({ text }) => text.trim().length > 0);
    const edgeIndexes = new Set([...nonBlank.slice(0, EDGE_LINES), ...nonBlank.slice(-EDGE_LINES)].map(({ index }) => index));
    texts.forEach((text, index) => {
      lines.push({ page: page.page, index, text, ...kindOf(text, furniture, edgeIndexes.has(index)) });
    });
  });
  return demoteHeadingsInsideParagraphs(lines);
}

/**
 * A Title Case line in the middle of a paragraph is a wrapped piece of a sentence, not a heading:
 * an unnumbered one counts only when it stands alone (a blank line or a page edge before it, or
 * the line before it ends a sentence) and the next line is not its continuation in lower case.
 */
function demoteHeadingsInsideParagraphs(lines: LayoutLine[]): LayoutLine[] {
  const fullLine = wrappedLineLength(lines);
  // From the last line up, so a line sees whether the one after it was itself a wrapped line.
  const result = [...lines];
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index];
    if (line) result[index] = demoted(line, previousContent(lines, index), nextContent(result, index), fullLine);
  }
  return result;
}

function demoted(line: LayoutLine, before: LayoutLine | undefined, after: LayoutLine | undefined, fullLine: number): LayoutLine {
  if (line.kind !== 'heading' || !line.heading) return line;
  const sameBlock = after !== undefined && after.kind === 'body' && after.page === line.page;
  // A line as long as the paragraph's wrapped lines, run on by the next line, is the paragraph's first line.
  const continues = sameBlock && (/^[a-z]/.test(after.text.trim()) || line.text.trim().length >= fullLine * 0.8);
  // A numbered paragraph (`1.1  Acme Environmental (Acme) was retained by ...`) opens with its number as a heading does.
  if (line.heading.style !== 'title' && line.heading.style !== 'caps') return continues && isRunOn(line.heading.title) ? asBody(line) : line;
  const standsAfter = before?.kind !== 'body' || /[.:;!?)"]\s*$/.test(before.text.trim()) || before.page !== line.page;
  if (standsAfter && !continues) return line;
  return asBody(line);
}

const asBody = (line: LayoutLine): LayoutLine => ({ page: line.page, index: line.index, text: line.text, kind: 'body' });

/** A title that reads as the start of a sentence: a verb or a lower-case word among its words (`... was retained by ...`). */
const isRunOn = (title: string) =>
  title.split(/\s+/).filter((word) => /^[a-z]/.test(word) && !/^(?:and|of|the|to|for|in|on|at|a|an|or|with|by|from|as|de|per|vs)$/.test(word)).length >= 2;

/** The usual length of a body line that wraps onto the next: the width of the report's paragraphs. */
function wrappedLineLength(lines: readonly LayoutLine[]): number {
  const prose = (line: LayoutLine | undefined) => line?.kind === 'body' || line?.heading?.style === 'title' || line?.heading?.style === 'caps';
  const lengths = lines
    .filter((line, index) => prose(line) && prose(lines[index + 1]) && lines[index + 1]?.page === line.page)
    .map((line) => line.text.trim().length)
    .sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length / 2)] ?? Number.POSITIVE_INFINITY;
}

function previousContent(lines: readonly LayoutLine[], index: number): LayoutLine | undefined {
  for (let i = index - 1; i >= 0; i--) {
    const line = lines[i];
    if (line && line.kind !== 'furniture') return line.kind === 'blank' ? undefined : line;
  }
  return undefined;
}

function nextContent(lines: readonly LayoutLine[], index: number): LayoutLine | undefined {
  for (let i = index + 1; i < lines.length; i++) {
    const line = lines[i];
    if (line && line.kind !== 'furniture') return line.kind === 'blank' ? undefined : line;
  }
  return undefined;
}
