import type { BBox, PageLine, PageSpan } from './types';

/** A positioned piece of text before it is placed on a line. */
export interface LinePiece {
  text: string;
  bbox: BBox;
  /**
   * Where the piece sits vertically, in points from the top: its baseline, corrected for the
   * page's skew on scans so that pieces of one row agree across the page.
   */
  baseline: number;
  /** Font size (text layer) or row height (OCR), in points. */
  size: number;
  confidence?: number;
}

export interface GroupLinesOptions {
  /** Join every two pieces with a space (OCR words); otherwise only where a visible gap or a space separates them. */
  spaceBetweenPieces?: boolean;
}

/** Pieces whose baselines differ by less than this share of the smaller font size are on one line. */
const SAME_LINE_TOLERANCE = 0.5;
/** A horizontal gap wider than this share of the font size reads as a space. */
const SPACE_GAP = 0.15;

export const round2 = (value: number) => Math.round(value * 100) / 100;

export function unionBBox(boxes: readonly BBox[]): BBox {
  const x0 = Math.min(...boxes.map((box) => box.x));
  const y0 = Math.min(...boxes.map((box) => box.y));
  const x1 = Math.max(...boxes.map((box) => box.x + box.width));
  const y1 = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: round2(x0), y: round2(y0), width: round2(x1 - x0), height: round2(y1 - y0) };
}

function joinPieces(pieces: readonly LinePiece[], spaceBetweenPieces: boolean): string {
  let text = '';
  pieces.forEach((piece, index) => {
    const previous = pieces[index - 1];
    if (previous) {
      const gap = piece.bbox.x - (previous.bbox.x + previous.bbox.width);
      const spaced = /\s$/.test(previous.text) || /^\s/.test(piece.text);
      if (spaceBetweenPieces || spaced || gap > SPACE_GAP * Math.min(piece.size, previous.size)) text += ' ';
    }
    text += piece.text.trim();
  });
  return text.replace(/\s+/g, ' ');
}

function toLine(pieces: LinePiece[], spaceBetweenPieces: boolean): PageLine {
  const ordered = [...pieces].sort((a, b) => a.bbox.x - b.bbox.x);
  const spans: PageSpan[] = ordered.map((piece) =>
    piece.confidence === undefined
      ? { text: piece.text.trim(), bbox: piece.bbox }
      : { text: piece.text.trim(), bbox: piece.bbox, confidence: piece.confidence },
  );
  const line: PageLine = { text: joinPieces(ordered, spaceBetweenPieces), bbox: unionBBox(spans.map((span) => span.bbox)), spans };
  const confidences = ordered.flatMap((piece) => (piece.confidence === undefined ? [] : [piece.confidence]));
  if (confidences.length > 0) {
    line.confidence = Math.round((confidences.reduce((sum, value) => sum + value, 0) / confidences.length) * 1000) / 1000;
  }
  return line;
}

/**
 * Groups positioned pieces into lines: pieces whose baselines agree (within half the smaller
 * font size) form one line, read left to right; lines run top to bottom. Whitespace-only
 * pieces are dropped.
 */
export function groupIntoLines(pieces: readonly LinePiece[], { spaceBetweenPieces = false }: GroupLinesOptions = {}): PageLine[] {
  const sorted = pieces.filter((piece) => piece.text.trim() !== '').sort((a, b) => a.baseline - b.baseline || a.bbox.x - b.bbox.x);
  const lines: PageLine[] = [];
  let current: LinePiece[] = [];
  let baselineSum = 0;
  let minSize = Infinity;
  for (const piece of sorted) {
    const baseline = baselineSum / current.length;
    if (current.length > 0 && Math.abs(piece.baseline - baseline) > SAME_LINE_TOLERANCE * Math.min(minSize, piece.size)) {
      lines.push(toLine(current, spaceBetweenPieces));
      current = [];
      baselineSum = 0;
      minSize = Infinity;
    }
    current.push(piece);
    baselineSum += piece.baseline;
    minSize = Math.min(minSize, piece.size);
  }
  if (current.length > 0) lines.push(toLine(current, spaceBetweenPieces));
  return lines;
}
