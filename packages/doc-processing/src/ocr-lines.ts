import type { Page as TesseractPage, Line as TesseractLine } from 'tesseract.js';
import { groupIntoLines, round2, type LinePiece } from './lines';
import type { PageLine } from './types';

export interface OcrLines {
  lines: PageLine[];
  /** Mean word confidence, 0..1 (0 when no word was read). */
  confidence: number;
}

/** Baselines shorter than this (pixels) say little about the page's skew. */
const MIN_SKEW_BASELINE_PX = 100;

const lineSlope = ({ baseline }: TesseractLine) => (baseline.x1 > baseline.x0 ? (baseline.y1 - baseline.y0) / (baseline.x1 - baseline.x0) : 0);

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const roundConfidence = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Turns Tesseract's blocks into lines like the text layer's: words in points (dividing pixel
 * coordinates by `scale`), regrouped by baseline so that one printed row is one line even when
 * Tesseract splits it into blocks. Scans are often a little rotated: baselines are corrected by
 * the page's median slope before rows are compared.
 */
export function ocrLines(page: Pick<TesseractPage, 'blocks'>, scale: number): OcrLines {
  const lines = (page.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
  const skew = median(lines.filter((line) => line.baseline.x1 - line.baseline.x0 >= MIN_SKEW_BASELINE_PX).map(lineSlope));
  const pieces: LinePiece[] = [];
  for (const line of lines) {
    const slope = lineSlope(line);
    const rowHeight = line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0;
    for (const word of line.words) {
      const text = word.text.trim();
      if (text === '') continue;
      const { x0, y0, x1, y1 } = word.bbox;
      const centre = (x0 + x1) / 2;
      const baselineAtWord = line.baseline.y0 + slope * (centre - line.baseline.x0);
      pieces.push({
        text,
        bbox: { x: round2(x0 / scale), y: round2(y0 / scale), width: round2((x1 - x0) / scale), height: round2((y1 - y0) / scale) },
        baseline: (baselineAtWord - skew * centre) / scale,
        size: rowHeight / scale,
        confidence: roundConfidence(word.confidence / 100),
      });
    }
  }
  const confidence = pieces.length === 0 ? 0 : pieces.reduce((sum, piece) => sum + (piece.confidence ?? 0), 0) / pieces.length;
  return { lines: groupIntoLines(pieces, { spaceBetweenPieces: true }), confidence: roundConfidence(confidence) };
}
