import type { ReaderLine } from './reader-lines';
import { cleanOcrText, normalizeSpace } from './listing-text';
import { parseYear } from './years';

// The "Research Sources" list some vendors print before the tables: one `1955 R.L. Polk & Co.` per year.

const SOURCES_HEADING = /^(research|directory|reference)?\s*sources?(\s+(consulted|reviewed|used|researched))?\s*:?$/i;
const SOURCE_ENTRY = /^((?:18|19|20)\d\d)\s*[-–:]?\s+(\D.*)$/;

export const isSourcesHeading = (line: ReaderLine) => SOURCES_HEADING.test(normalizeSpace(line.line.text));

/** `1955 R.L. Polk & Co. City Directory` in the sources list, or null. */
export function sourceEntry(line: ReaderLine): { year: number; source: string } | null {
  const text = normalizeSpace(line.line.text);
  const match = SOURCE_ENTRY.exec(line.ocr ? cleanOcrText(text) : text);
  const year = match ? parseYear(match[1]!) : null;
  return year === null ? null : { year, source: match![2]!.trim() };
}
