import type { IntakePage, IntakeResult, PageLine } from '../types';
import { type Cell, lineCells } from './geometry/cells';
import { readingOrder } from './geometry/columns';
import { inMarginBand, runningHeads } from './geometry/running-heads';

// Page lines as the city directory reader sees them: running headers and footers removed,
// two-column stretches split at the gutter (left column first), pieces grouped into cells.

export type { Cell } from './geometry/cells';
export { lineCells } from './geometry/cells';

export interface ReaderLine {
  page: IntakePage;
  /** 0-based index of the line on its page, in reading order. */
  index: number;
  line: PageLine;
  ocr: boolean;
  /** In the top or bottom margin band of the page. */
  inMargin: boolean;
  /** The line's pieces grouped into cells (see lineCells). */
  cells: Cell[];
}

/** The intake's lines in reading order without the running margins. */
export function readerLines(intake: IntakeResult): ReaderLine[] {
  const isRunningHead = runningHeads(intake.pages);
  return intake.pages.flatMap((page) => {
    const ocr = page.source === 'ocr';
    const body = page.lines.filter((line) => line.text.trim() && !isRunningHead(page, line));
    return readingOrder(body, ocr).map((line, index) => ({ page, index, line, ocr, inMargin: inMarginBand(page, line), cells: lineCells(line, ocr) }));
  });
}
