import type { Page as TesseractPage, Line as TesseractLine, Word as TesseractWord } from 'tesseract.js';
import { unrotatePoint } from './deskew';
import { groupIntoLines, round2, type LinePiece } from './lines';
import type { PageLine } from './types';

export interface OcrLines {
  lines: PageLine[];
  /** Mean word confidence, 0..1 (0 when no word was read). */
  confidence: number;
}

/** How the image Tesseract read relates to the page. */
export interface OcrGeometry {
  /** Pixels per point of the rendered page. */
  scale: number;
  /** The angle the rendered page was turned back by before OCR (see straighten), 0 when it was not. */
  skewDegrees?: number;
  /** The image's size in pixels (the turn was about its centre). */
  width?: number;
  height?: number;
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

type PixelRect = { x0: number; y0: number; x1: number; y1: number };

/** Where a word box of the straightened image lies on the page, in points: its centre turned back, its size kept. */
function pageBox({ x0, y0, x1, y1 }: PixelRect, geometry: OcrGeometry) {
  const { scale, skewDegrees = 0, width = 0, height = 0 } = geometry;
  const centre = skewDegrees === 0 ? { x: (x0 + x1) / 2, y: (y0 + y1) / 2 } : unrotatePoint((x0 + x1) / 2, (y0 + y1) / 2, skewDegrees, width, height);
  const boxWidth = x1 - x0;
  const boxHeight = y1 - y0;
  return {
    x: round2((centre.x - boxWidth / 2) / scale),
    y: round2((centre.y - boxHeight / 2) / scale),
    width: round2(boxWidth / scale),
    height: round2(boxHeight / scale),
  };
}

/**
 * Turns Tesseract's blocks into lines like the text layer's: one span per word with its box in
 * page points and its confidence, regrouped by baseline so that one printed row is one line
 * even when Tesseract splits it into blocks (columns, a table's cells). Rows are compared on the
 * image Tesseract read, after taking out the page's median baseline slope (the scan's skew, or
 * what is left of it on a straightened page); boxes are mapped back onto the page as displayed.
 */
type OcrWord = Pick<TesseractWord, 'text' | 'bbox' | 'confidence' | 'symbols'>;

/** The gap before a word's last letter, in its letters' median width, from which it may be a space... */
const SPACE_IN_LETTERS = 0.3;
/** ...when it is this much wider than any gap between the word's other letters. */
const WIDER_THAN_LETTER_GAPS = 0.25;

/**
 * `AISHAM` read where `AISHA M` is printed: a given name and its initial set close, read as one
 * word. Tesseract's letter boxes show the space: an upper-case word whose last letter stands
 * apart from the rest by about a space (the letters' own gaps are a pixel or two) is two words.
 */
export function splitTrailingInitial(word: OcrWord): OcrWord[] {
  const symbols = word.symbols ?? [];
  const text = word.text.trim();
  if (!/^[A-Z]{4,}$/.test(text) || symbols.length !== text.length) return [word];
  const widths = symbols.map((symbol) => symbol.bbox.x1 - symbol.bbox.x0).sort((a, b) => a - b);
  const letter = widths[Math.floor(widths.length / 2)]!;
  const last = symbols.at(-1)!;
  const before = Math.max(...symbols.slice(0, -1).map((symbol) => symbol.bbox.x1));
  const gap = last.bbox.x0 - before;
  const letterGaps = symbols.slice(1, -1).map((symbol, index) => symbol.bbox.x0 - symbols[index]!.bbox.x1);
  if (gap < letter * SPACE_IN_LETTERS || gap < Math.max(0, ...letterGaps) + letter * WIDER_THAN_LETTER_GAPS) return [word];
  return [
    { ...word, text: text.slice(0, -1), bbox: { ...word.bbox, x1: before }, symbols: symbols.slice(0, -1) },
    { ...word, text: text.slice(-1), bbox: { ...word.bbox, x0: last.bbox.x0 }, symbols: [last] },
  ];
}

export function ocrLines(page: Pick<TesseractPage, 'blocks'>, geometry: OcrGeometry): OcrLines {
  const { scale } = geometry;
  const lines = (page.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
  const residualSkew = median(lines.filter((line) => line.baseline.x1 - line.baseline.x0 >= MIN_SKEW_BASELINE_PX).map(lineSlope));
  const pieces: LinePiece[] = [];
  for (const line of lines) {
    const slope = lineSlope(line);
    const rowHeight = line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0;
    for (const whole of line.words) {
      if (whole.text.trim() === '') continue;
      for (const word of splitTrailingInitial(whole)) {
        const text = word.text.trim();
        const centre = (word.bbox.x0 + word.bbox.x1) / 2;
        const baselineAtWord = line.baseline.y0 + slope * (centre - line.baseline.x0);
        pieces.push({
          text,
          bbox: pageBox(word.bbox, geometry),
          baseline: (baselineAtWord - residualSkew * centre) / scale,
          size: rowHeight / scale,
          confidence: roundConfidence(word.confidence / 100),
        });
      }
    }
  }
  const confidence = pieces.length === 0 ? 0 : pieces.reduce((sum, piece) => sum + (piece.confidence ?? 0), 0) / pieces.length;
  return { lines: groupIntoLines(pieces, { spaceBetweenPieces: true }), confidence: roundConfidence(confidence) };
}
