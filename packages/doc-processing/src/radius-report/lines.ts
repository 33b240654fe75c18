import { lineCells, type Cell } from '../city-directory/geometry/cells';
import { inMarginBand, runningHeads } from '../city-directory/geometry/running-heads';
import type { IntakePage, IntakeResult, PageLine } from '../types';

/** One visual line of the report's body (running heads and footers removed), as cells. */
export interface DocLine {
  page: number;
  /** Index in the document's body lines. */
  index: number;
  x: number;
  y: number;
  height: number;
  /** The page's median line height: OCR's boxes of short words are much lower than a line. */
  typicalHeight: number;
  /** Read by OCR (its small text may confuse letters and digits). */
  ocr: boolean;
  text: string;
  cells: Cell[];
}

/** The report's body lines in reading order, page by page, each split into its cells. */
export function bodyLines(intake: IntakeResult): DocLine[] {
  const isRunningHead = runningHeads(intake.pages);
  // `5887328.2s  Page 5`, `Page 3 of 19` in a margin: a page number line, whatever else it holds.
  const isPageLine = (page: IntakePage, line: PageLine) =>
    inMarginBand(page, line) && line.text.length <= 80 && /\bpage\s*\d{1,4}(\s*(of|\/)\s*\d{1,4})?\b|^-\s*\d{1,4}\s*-$/i.test(line.text.trim());
  const lines: DocLine[] = [];
  for (const page of intake.pages) {
    const ocr = page.source === 'ocr';
    const heights = page.lines.map((line) => line.bbox.height).sort((a, b) => a - b);
    const typicalHeight = heights[Math.floor(heights.length / 2)] ?? 10;
    for (const line of page.lines) {
      if (isRunningHead(page, line) || isPageLine(page, line)) continue;
      const cells = lineCells(line, ocr).map((cell) => (ocr ? { ...cell, text: cleanOcrCell(cell.text) } : cell));
      if (cells.length === 0) continue;
      lines.push({
        page: page.pageNumber,
        index: lines.length,
        x: cells[0]!.x,
        y: line.bbox.y,
        height: line.bbox.height,
        typicalHeight,
        ocr,
        text: cells.map((cell) => cell.text).join('  '),
        cells,
      });
    }
  }
  return lines;
}

/** The vertical gap from the line before on the same page (Infinity across pages). */
export const gapBefore = (lines: readonly DocLine[], index: number) => {
  const line = lines[index]!;
  const before = lines[index - 1];
  return before && before.page === line.page ? line.y - (before.y + before.height) : Number.POSITIVE_INFINITY;
};

/** The distance between this line's top and the one before's on the same page (Infinity across pages). */
export const pitchBefore = (lines: readonly DocLine[], index: number) => {
  const line = lines[index]!;
  const before = lines[index - 1];
  return before && before.page === line.page ? line.y - before.y : Number.POSITIVE_INFINITY;
};

/** OCR's usual slips in record text: `$1907...` for `S1907...` (an id), `https:/` for `https://`. */
export const cleanOcrCell = (text: string) =>
  text
    .replace(/(^|[\s(])\$(?=\d{5,})/g, '$1S')
    .replace(/\bhttps?[:;]?\/{1,2}(?=[a-z0-9])/gi, (prefix) => `${prefix.toLowerCase().startsWith('https') ? 'https' : 'http'}://`);

/** Rough advance widths of a proportional font (Helvetica-like, in em): where a run's characters sit. */
const charWidth = (char: string) => {
  if (/[\s.,:;|!'()[\]\-ilIjtfr]/.test(char)) return 0.3;
  if (/[MWmw@%]/.test(char)) return 0.85;
  if (/[A-Z0-9#&$+]/.test(char)) return 0.65;
  return 0.52;
};

/** The x of each character boundary of a text run (length + 1 positions), its width shared by character widths. */
export function charPositions(text: string, x: number, width: number): number[] {
  const widths = [...text].map(charWidth);
  const total = widths.reduce((sum, value) => sum + value, 0) || 1;
  const positions = [x];
  for (const value of widths) positions.push(positions.at(-1)! + (value / total) * width);
  return positions;
}
