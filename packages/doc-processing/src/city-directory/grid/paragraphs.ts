import { normalizeSpace } from '../listing-text';
import type { ReaderLine } from '../reader-lines';
import { parseYear } from '../years';
import type { GridBook } from './grid-listings';

// Listings set as a paragraph per year under an address heading:
// `1987 (Polk's City Directory): SMITH JOHN R, 555-0142; ACME MACHINE WORKS`, wrapped onto
// more indented lines.

/** A paragraph being read: its year, directory, address and text so far. */
export interface Paragraph {
  year: number;
  source: string | null;
  address: string;
  text: string;
  line: ReaderLine;
  x: number;
}

const START = /^\(?((?:18|19|20)\d\d)\)?\s*(?:\(([^)]*)\)|[-–]\s*([^:]+?))?\s*:\s*(.+)$/;

/** `1987 (Polk): ...` or `1987: ...`: the year, directory and listings text a paragraph starts with. */
export function paragraphStart(text: string): { year: number; source: string | null; rest: string } | null {
  const match = START.exec(normalizeSpace(text));
  const year = match ? parseYear(match[1]!) : null;
  if (year === null) return null;
  return { year, source: (match![2] ?? match![3])?.trim() || null, rest: match![4]!.trim() };
}

/** The paragraph's listings, one per `;`, the phone after its comma: `SMITH JOHN R, 555-0142`. */
export function writeParagraph(paragraph: Paragraph, book: GridBook, sourceOf: (year: number, key: string | null) => string | null): void {
  const source = sourceOf(paragraph.year, paragraph.source) ?? paragraph.source;
  for (const item of listingTexts(paragraph.text, paragraph.line.ocr)) {
    const text = normalizeSpace(item.replace(/,\s*(?=(?:tel\b|ph\b|phone\b)?[.:]?\s*[\d(])/i, ' '))
      .replace(/[.,]$/, '')
      .toUpperCase();
    if (text) book.start(paragraph.line, { year: paragraph.year, address: paragraph.address, source }, text, paragraph.x);
  }
}

/** After a label (`Tel:`), a colon introduces a phone; anywhere else in the listings it separates two. */
const SEPARATOR = /;|(?<!\b(?:tel|ph|phone|fax)\.?\s?):(?=\s|$)/i;

/**
 * The listings of a paragraph's text. OCR reads a `;` as `:`, or, glued to a closing initial in an
 * upper-case paragraph, as a lower-case `i` or `l` (`HERNANDEZ RAYMOND Si HALL PATRICIA`); on a
 * scan also as `*` (`YOUNG AISHA P* UNITED FARM`), as a hyphen after an initial (`P- UNITED`) or
 * as a dash standing before a name, not a phone (`PLUS - " JONES`).
 */
export function listingTexts(text: string, ocr = false): string[] {
  const gluedSemicolon = /\b([A-Z])[il](?=\s+[A-Z])/g;
  const upperCase = !/[a-z]/.test(text.replace(gluedSemicolon, ''));
  const read = upperCase ? text.replace(gluedSemicolon, '$1;') : text;
  const scanned = ocr
    ? read
        .replace(/\*/g, ';')
        .replace(/\b([A-Z])-(?=\s+[A-Z])/g, '$1;')
        .replace(/\s[-–]\s*["'“”‘’]*\s*(?=[A-Za-z])/g, '; ')
    : read;
  return scanned.split(SEPARATOR);
}
