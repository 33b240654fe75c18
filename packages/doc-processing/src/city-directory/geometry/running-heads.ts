import type { IntakePage, PageLine } from '../../types';
import { lineCells } from './cells';

// Running headers and footers: lines in the top or bottom band of a page that repeat across the
// pages (a report title, a job number, the site address, guide words with a page number).

const MARGIN_BAND = 0.09;
const PAGE_NUMBER = /^(page\s*)?\d{1,4}(\s*(of|\/)\s*\d{1,4})?$/i;
/** Letters only: page numbers, dates and OCR's hyphens and spaces do not change a running head. */
const cellKey = (text: string) => text.toUpperCase().replace(/[^A-Z]+/g, '');
const MIN_KEY = 6;

export function inMarginBand(page: IntakePage, line: PageLine): boolean {
  return line.bbox.y < page.height * MARGIN_BAND || line.bbox.y + line.bbox.height > page.height * (1 - MARGIN_BAND);
}

const marginKeys = (line: PageLine, ocr: boolean) =>
  lineCells(line, ocr)
    .map((cell) => cellKey(cell.text))
    .filter((key) => key.length >= MIN_KEY);

/**
 * The running heads of the document, as a test on a page's line: a line in the margin band with a
 * cell whose letters recur in the margin band of at least half of the pages (two at least), or a
 * bare page number.
 */
export function runningHeads(pages: readonly IntakePage[]): (page: IntakePage, line: PageLine) => boolean {
  const pagesWith = new Map<string, Set<number>>();
  for (const page of pages) {
    for (const line of page.lines) {
      if (!inMarginBand(page, line)) continue;
      for (const key of marginKeys(line, page.source === 'ocr')) {
        if (!pagesWith.has(key)) pagesWith.set(key, new Set());
        pagesWith.get(key)!.add(page.pageNumber);
      }
    }
  }
  const recurring = Math.max(2, Math.ceil(pages.length / 2));
  return (page, line) => {
    if (!inMarginBand(page, line)) return false;
    if (PAGE_NUMBER.test(line.text.replace(/[^\w/ ]/g, '').trim())) return true;
    return marginKeys(line, page.source === 'ocr').some((key) => (pagesWith.get(key)?.size ?? 0) >= recurring);
  };
}
