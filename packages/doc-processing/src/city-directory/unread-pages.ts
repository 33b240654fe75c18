import { isPhoneText } from './listing-text';
import type { ReaderLine } from './reader-lines';
import { isStreetName, leadingNumber, yearOf } from './grid/tokens';

// Pages that look like directory listings (rows of years, house numbers, names and phones) but
// gave no listing and no vacancy: the consultant is told which, never handed a silent gap.

const MIN_ROWS = 3;
const PROSE_WORDS = 10;
const MAX_PROSE_SHARE = 0.3;

/** A name: letters, not a phone, a street (an address's rest) or a list of years. */
const isName = (text: string) => /[A-Za-z]{2,}/.test(text) && !isPhoneText(text) && !isStreetName(text, NO_STREETS) && !/^(?:\d{4}\W*)+$/.test(text);
const NO_STREETS: ReadonlySet<string> = new Set();

/** A row of a listing: a year or a house number with a name beside it (or after it), or a name with a phone. */
function looksLikeListing(line: ReaderLine): boolean {
  const texts = line.cells.map((cell) => cell.text.trim());
  const keyed = texts.some((text) => yearOf(text) !== null || (leadingNumber(text) !== null && !/^\d+[,;]/.test(text)));
  const named = texts.some((text) => isName(text.replace(/^\(?\d[\d-]*\)?[:.]?\s*/, '')));
  const phoned = texts.some(isPhoneText);
  return (keyed && named) || (named && phoned);
}

const isProse = (line: ReaderLine) => line.cells.length === 1 && line.line.text.trim().split(/\s+/).length >= PROSE_WORDS;

/** The pages with listing-like rows and nothing read, ascending; `readPages` hold a listing, a vacancy or the sources. */
export function unreadPages(lines: readonly ReaderLine[], readPages: ReadonlySet<number>): number[] {
  const byPage = new Map<number, ReaderLine[]>();
  for (const line of lines) {
    if (!byPage.has(line.page.pageNumber)) byPage.set(line.page.pageNumber, []);
    byPage.get(line.page.pageNumber)!.push(line);
  }
  const unread: number[] = [];
  for (const [page, pageLines] of byPage) {
    if (readPages.has(page)) continue;
    const prose = pageLines.filter(isProse).length / pageLines.length;
    if (prose <= MAX_PROSE_SHARE && pageLines.filter(looksLikeListing).length >= MIN_ROWS) unread.push(page);
  }
  return unread.sort((a, b) => a - b);
}
