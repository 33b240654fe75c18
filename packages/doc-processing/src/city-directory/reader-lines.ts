import type { IntakePage, IntakeResult, PageLine, PageSpan } from '../types';
import { isSpeck } from './listing-text';

// Page lines as the city directory reader sees them: margins (running headers, footers, page
// numbers) removed, pieces grouped into cells.

export interface ReaderLine {
  page: IntakePage;
  /** 0-based index of the line on its page. */
  index: number;
  line: PageLine;
  ocr: boolean;
  /** In the top or bottom margin band of the page. */
  inMargin: boolean;
  /** The line's pieces grouped into cells (see lineCells). */
  cells: Cell[];
}

export interface Cell {
  text: string;
  x: number;
  right: number;
  spans: PageSpan[];
}

const MARGIN_BAND = 0.09;
const signature = (text: string) =>
  text
    .toUpperCase()
    .replace(/\d+/g, '#')
    .replace(/[^A-Z#]+/g, ' ')
    .trim();
const PAGE_NUMBER = /^(page\s*)?[#\d]{1,4}(\s*(of|\/)\s*[#\d]{1,4})?$/i;

function inMarginBand(page: IntakePage, line: PageLine): boolean {
  return line.bbox.y < page.height * MARGIN_BAND || line.bbox.y + line.bbox.height > page.height * (1 - MARGIN_BAND);
}

/**
 * The intake's lines in reading order without the running margins: a line in the top or bottom
 * band whose text (numbers aside) recurs on at least half of the pages, or a bare page number.
 */
export function readerLines(intake: IntakeResult): ReaderLine[] {
  const pagesWith = new Map<string, Set<number>>();
  for (const page of intake.pages) {
    for (const line of page.lines) {
      if (!inMarginBand(page, line)) continue;
      const key = signature(line.text);
      if (!pagesWith.has(key)) pagesWith.set(key, new Set());
      pagesWith.get(key)!.add(page.pageNumber);
    }
  }
  const recurring = Math.max(2, Math.ceil(intake.pages.length / 2));
  const lines: ReaderLine[] = [];
  for (const page of intake.pages) {
    page.lines.forEach((line, index) => {
      const inMargin = inMarginBand(page, line);
      const key = signature(line.text);
      const text = line.text.trim();
      if (!text) return;
      if (inMargin && ((pagesWith.get(key)?.size ?? 0) >= recurring || PAGE_NUMBER.test(text.replace(/[^\w/ ]/g, '').trim()))) return;
      const ocr = page.source === 'ocr';
      lines.push({ page, index, line, ocr, inMargin, cells: lineCells(line, ocr) });
    });
  }
  return lines;
}

/** Groups a line's pieces into cells: a gap wider than about two spaces starts a new cell. */
export function lineCells(line: PageLine, ocr: boolean): Cell[] {
  const spans = line.spans.filter((span) => span.text.trim() && !(ocr && isSpeck(span.text.trim())));
  if (spans.length === 0) return [];
  const heights = spans.map((span) => span.bbox.height).sort((a, b) => a - b);
  const height = heights[Math.floor(heights.length / 2)]!;
  const gap = Math.max(8, 1.4 * height);
  const cells: Cell[] = [];
  for (const span of spans) {
    const last = cells.at(-1);
    if (last && span.bbox.x - last.right <= gap) {
      last.text = `${last.text} ${span.text.trim()}`;
      last.right = Math.max(last.right, span.bbox.x + span.bbox.width);
      last.spans.push(span);
    } else {
      cells.push({ text: span.text.trim(), x: span.bbox.x, right: span.bbox.x + span.bbox.width, spans: [span] });
    }
  }
  return cells;
}
