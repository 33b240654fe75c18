import type { PageLine, PageSpan } from '../../types';
import { isSpeck } from '../listing-text';

/** A run of a line's pieces close enough to read as one table cell. */
export interface Cell {
  text: string;
  x: number;
  right: number;
  spans: PageSpan[];
}

/** The line's spans without OCR specks. */
export const cleanSpans = (line: PageLine, ocr: boolean) => line.spans.filter((span) => span.text.trim() && !(ocr && isSpeck(span.text.trim())));

/** Groups a line's pieces into cells: a gap wider than about two spaces starts a new cell. */
export function lineCells(line: PageLine, ocr: boolean): Cell[] {
  const spans = cleanSpans(line, ocr);
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
