import type { IntakePage, PageLine } from '../../types';
import { splitPhone } from '../listing-text';
import { tableHeader } from '../tables';
import { parseYear } from '../years';
import { lineCells } from './cells';

// Running headers and footers: lines in the top or bottom band of a page that repeat across the
// pages (a report title, a job number, the site address, guide words with a page number).

const MARGIN_BAND = 0.09;
const PAGE_NUMBER = /^(page\s*)?\d{1,4}(\s*(of|\/)\s*\d{1,4})?$/i;
/** `Page 4`, `4 of 12`, `4`; a bare `1986` at the top of a page heads a year block. */
const isPageNumber = (text: string) => PAGE_NUMBER.test(text) && parseYear(text) === null;
/**
 * Letters only: page numbers, dates and OCR's hyphens and spaces do not change a running head. An
 * address keeps its house number: `2724 MILL RD` and `2727 MILL RD` heading two pages' first
 * blocks are two headings, where a running `Site: 2724 COMMERCE DR` is the same on every page.
 */
const cellKey = (text: string) => {
  const upper = text.toUpperCase();
  return /^\s*\d+[A-Z]?(?:-\d+[A-Z]?)?\s+[A-Z]/.test(upper) ? upper.replace(/[^A-Z0-9]+/g, '') : upper.replace(/[^A-Z]+/g, '');
};
const MIN_KEY = 6;

/**
 * `Page 3 of 4` as OCR reads it in a margin (`PAGE 30F ABSTRACT`, `Page DOF 4`): `page`, a few short
 * words and a digit, no phone.
 */
function isOcrPageNumber(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length <= 4 && /^page$/i.test(words[0] ?? '') && /\d/.test(text) && splitPhone(text).phoneRaw === null;
}

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
 * bare page number. A table's rows run into the band too, and their cells (an address, a year's
 * source) recur there as well: a cell as common in the pages' bodies as in their margins is the
 * table's, not a running head.
 */
export function runningHeads(pages: readonly IntakePage[]): (page: IntakePage, line: PageLine) => boolean {
  const marginPages = new Map<string, Set<number>>();
  const bodyPages = new Map<string, Set<number>>();
  for (const page of pages) {
    for (const line of page.lines) {
      const pagesWith = inMarginBand(page, line) ? marginPages : bodyPages;
      for (const key of marginKeys(line, page.source === 'ocr')) {
        if (!pagesWith.has(key)) pagesWith.set(key, new Set());
        pagesWith.get(key)!.add(page.pageNumber);
      }
    }
  }
  const recurring = Math.max(2, Math.ceil(pages.length / 2));
  const running = (key: string) => {
    const inMargins = marginPages.get(key)?.size ?? 0;
    return inMargins >= recurring && inMargins > (bodyPages.get(key)?.size ?? 0);
  };
  return (page, line) => {
    if (!inMarginBand(page, line)) return false;
    // A table's column header repeated at the top of each page is the table's, not a running head.
    if (tableHeader(lineCells(line, page.source === 'ocr')) !== null) return false;
    if (isPageNumber(line.text.replace(/[^\w/ ]/g, '').trim())) return true;
    if (page.source === 'ocr' && isOcrPageNumber(line.text)) return true;
    return marginKeys(line, page.source === 'ocr').some(running);
  };
}
