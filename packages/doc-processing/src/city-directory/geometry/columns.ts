import { unionBBox } from '../../lines';
import type { PageLine, PageSpan } from '../../types';
import { type Cell, lineCells } from './cells';

// Pages set in two columns (a criss-cross street, a long year block): the lines as the text
// layer or OCR gives them run across both columns, one row of each. Split at the gutter, the
// left column is read before the right one.

/** Where a line's cells start: clustered with this tolerance (points), OCR skew included. */
const ALIGN = 5;

type TokenClass = 'year' | 'number' | 'text';

const classOf = (text: string): TokenClass => {
  const clean = text.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '');
  if (/^(18|19|20)\d\d$/.test(clean)) return 'year';
  // `555-1322` is a phone, not a house number range.
  if (/^\(?\d{3}\)?[-.\s]\d{3,4}\b/.test(clean)) return 'text';
  return /^\d+[A-Za-z]?(\s*-\s*\d+[A-Za-z]?)?(\s|$)/.test(clean) ? 'number' : 'text';
};

interface Side {
  /** Cell starts that recur (at least twice), ascending. */
  starts: number[];
  /** The classes of the cells at the side's first column. */
  firstColumn: Map<TokenClass, number>;
}

function sideOf(cellRows: Cell[][]): Side | null {
  const xs = cellRows.flatMap((cells) => cells.map((cell) => cell.x)).sort((a, b) => a - b);
  const clusters: Array<{ x: number; count: number }> = [];
  for (const x of xs) {
    const last = clusters.at(-1);
    if (last && x - last.x <= ALIGN) last.count += 1;
    else clusters.push({ x, count: 1 });
  }
  const starts = clusters.filter((cluster) => cluster.count >= 2).map((cluster) => cluster.x);
  if (starts.length === 0) return null;
  const firstColumn = new Map<TokenClass, number>();
  for (const cells of cellRows) {
    const first = cells[0];
    if (!first || first.x > starts[0]! + ALIGN) continue;
    const kind = classOf(first.text);
    firstColumn.set(kind, (firstColumn.get(kind) ?? 0) + 1);
  }
  return { starts, firstColumn };
}

/** Both sides lay out the same columns (shifted), and rows start with years or house numbers on both. */
function repeatsColumns(left: Side, right: Side): boolean {
  const shift = right.starts[0]! - left.starts[0]!;
  const matched = right.starts.filter((x) => left.starts.some((start) => Math.abs(start + shift - x) <= ALIGN)).length;
  if (matched < 2 || matched < right.starts.length * 0.5) return false;
  return (['year', 'number'] as const).some((kind) => (left.firstColumn.get(kind) ?? 0) >= 2 && (right.firstColumn.get(kind) ?? 0) >= 2);
}

/**
 * Where cells start on two lines or more, left to right: where a second column could begin (a
 * column's headings may start left of its rows, and a page holds only two or three of them).
 */
function columnStarts(lines: readonly PageLine[], ocr: boolean): number[] {
  const xs = lines.flatMap((line) => lineCells(line, ocr).map((cell) => cell.x)).sort((a, b) => a - b);
  const clusters: Array<{ x: number; count: number }> = [];
  for (const x of xs) {
    const last = clusters.at(-1);
    if (last && x - last.x <= ALIGN) last.count += 1;
    else clusters.push({ x, count: 1 });
  }
  return clusters.filter((cluster) => cluster.count >= 2).map((cluster) => cluster.x);
}

function lineOf(spans: PageSpan[], line: PageLine): PageLine {
  const text = spans.map((span) => span.text.trim()).join(' ');
  const confidences = spans.flatMap((span) => (span.confidence === undefined ? [] : [span.confidence]));
  const part: PageLine = { text, bbox: unionBBox(spans.map((span) => span.bbox)), spans };
  if (line.confidence !== undefined) part.confidence = confidences.length > 0 ? confidences.reduce((a, b) => a + b, 0) / confidences.length : line.confidence;
  return part;
}

interface Split {
  left: PageLine | null;
  right: PageLine | null;
}

/** The line's pieces by where they start: before the gutter (a long name may run across it) or after. */
function splitAt(line: PageLine, gutter: number): Split {
  const left = line.spans.filter((span) => span.bbox.x < gutter);
  const right = line.spans.filter((span) => span.bbox.x >= gutter);
  return { left: left.length > 0 ? lineOf(left, line) : null, right: right.length > 0 ? lineOf(right, line) : null };
}

/**
 * A line whose words run on across the gutter with no more than a word's space (a centred title,
 * `STREET DIRECTORY | ABSTRACT`) spans the page: it stays whole, read with the left column.
 */
function wholeAcross(line: PageLine, split: Split): Split {
  if (!split.left || !split.right) return split;
  const leftEnd = Math.max(...split.left.spans.map((span) => span.bbox.x + span.bbox.width));
  const rightStart = Math.min(...split.right.spans.map((span) => span.bbox.x));
  return rightStart - leftEnd < line.bbox.height * WORD_SPACE ? { left: line, right: null } : split;
}

/** A word space, in line heights. */
const WORD_SPACE = 0.6;

function isGutter(lines: readonly PageLine[], ocr: boolean, gutter: number): boolean {
  const splits = lines.map((line) => splitAt(line, gutter));
  const cellsOf = (pick: 'left' | 'right') => splits.flatMap((split) => (split[pick] ? [lineCells(split[pick], ocr)] : [])).filter((cells) => cells.length > 0);
  const left = sideOf(cellsOf('left'));
  const right = sideOf(cellsOf('right'));
  return left !== null && right !== null && repeatsColumns(left, right);
}

/** The page's lines in reading order: a page set in two columns is read left column first. */
export function readingOrder(lines: readonly PageLine[], ocr: boolean): PageLine[] {
  if (lines.length < 6) return [...lines];
  const starts = columnStarts(lines, ocr);
  const gutter = starts
    .slice(1)
    .map((x) => x - 1)
    .find((candidate) => isGutter(lines, ocr, candidate));
  if (gutter === undefined) return [...lines];
  const splits = lines.map((line) => wholeAcross(line, splitAt(line, gutter)));
  return [...splits.flatMap((split) => (split.left ? [split.left] : [])), ...splits.flatMap((split) => (split.right ? [split.right] : []))];
}
