import type { Block as TesseractBlock, Page as TesseractPage, Word as TesseractWord } from 'tesseract.js';
import type { GreyImage } from './grey-image';
import { otsuThreshold } from './ink-mask';

/** A rectangle of the image, in pixels: x0, y0 inclusive, x1, y1 exclusive. */
export interface PixelRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The page is looked at in square cells this size (inches): about a letter's width. */
const CELL_IN = 0.05;
/** A cell holds ink when at least this share of its pixels is dark. */
const CELL_INK_SHARE = 0.02;
/** Ink this close to a recognised word (inches) belongs to it (accents, underlines, a blurred rim). */
const WORD_MARGIN_IN = 0.04;
/** Unread ink this close (inches) is one region: a column's rows (one row apart), a word's letters. */
const JOIN_ACROSS_IN = 0.1;
const JOIN_DOWN_IN = 0.3;
/** Touching ink thinner than this either way (inches) is a rule, a bar or a mark, not print. */
const MIN_PRINT_SIDE_IN = 0.08;
/** A region (with its margin) holding more recognised words than this is read already: its unread ink is marks among the words. */
const MAX_WORDS_INSIDE = 1;
/** ...and one with fewer ink cells holds too little to read. */
const MIN_REGION_CELLS = 6;
/** The regions read again on one page, largest first: each costs a Tesseract call. */
const MAX_REGIONS = 4;
/** White margin (inches) left around a region's crop. */
const CROP_MARGIN_IN = 0.05;

interface CellGrid {
  size: number;
  columns: number;
  rows: number;
  /** Per cell: 1 for ink no recognised word covers. */
  unread: Uint8Array;
}

function unreadCells(image: GreyImage, dpi: number, words: readonly PixelRect[]): CellGrid {
  const { width, height, pixels } = image;
  const histogram = new Uint32Array(256);
  for (const value of pixels) histogram[value]! += 1;
  const threshold = otsuThreshold(histogram, pixels.length);
  const size = Math.max(4, Math.round(CELL_IN * dpi));
  const columns = Math.ceil(width / size);
  const rows = Math.ceil(height / size);
  const dark = new Uint32Array(columns * rows);
  for (let y = 0; y < height; y += 1) {
    const cellRow = Math.floor(y / size) * columns;
    for (let x = 0; x < width; x += 1) if (pixels[y * width + x]! <= threshold) dark[cellRow + Math.floor(x / size)]! += 1;
  }
  const minDark = Math.max(1, Math.round(CELL_INK_SHARE * size * size));
  const unread = new Uint8Array(columns * rows);
  for (let cell = 0; cell < unread.length; cell += 1) unread[cell] = dark[cell]! >= minDark ? 1 : 0;
  const margin = WORD_MARGIN_IN * dpi;
  for (const word of words) {
    const c0 = Math.max(0, Math.floor((word.x0 - margin) / size));
    const c1 = Math.min(columns - 1, Math.floor((word.x1 + margin) / size));
    const r0 = Math.max(0, Math.floor((word.y0 - margin) / size));
    const r1 = Math.min(rows - 1, Math.floor((word.y1 + margin) / size));
    for (let row = r0; row <= r1; row += 1) unread.fill(0, row * columns + c0, row * columns + c1 + 1);
  }
  return { size, columns, rows, unread };
}

interface Region extends PixelRect {
  cells: number;
}

const near = (a: Region, b: Region, across: number, down: number) =>
  a.x0 - across <= b.x1 && b.x0 - across <= a.x1 && a.y0 - down <= b.y1 && b.y0 - down <= a.y1;

/** Regions closer than `across` and `down` (pixels) merged, until no two are. */
function mergeNear(start: Region[], across: number, down: number): Region[] {
  let regions = start;
  for (let merged = true; merged; ) {
    merged = false;
    const next: Region[] = [];
    for (const region of regions) {
      const host = next.find((other) => near(other, region, across, down));
      if (!host) {
        next.push({ ...region });
        continue;
      }
      host.x0 = Math.min(host.x0, region.x0);
      host.y0 = Math.min(host.y0, region.y0);
      host.x1 = Math.max(host.x1, region.x1);
      host.y1 = Math.max(host.y1, region.y1);
      host.cells += region.cells;
      merged = true;
    }
    regions = next;
  }
  return regions;
}

/** Unread ink gathered into regions of print: touching cells, rules and bars left out, then pieces near one another joined. */
function gatherRegions(grid: CellGrid, dpi: number): Region[] {
  const cells: Region[] = [];
  for (let row = 0; row < grid.rows; row += 1) {
    for (let column = 0; column < grid.columns; column += 1) {
      if (grid.unread[row * grid.columns + column] === 0) continue;
      const x0 = column * grid.size;
      const y0 = row * grid.size;
      cells.push({ x0, y0, x1: x0 + grid.size, y1: y0 + grid.size, cells: 1 });
    }
  }
  const minSide = MIN_PRINT_SIDE_IN * dpi;
  const print = mergeNear(cells, 0, 0).filter((piece) => piece.x1 - piece.x0 >= minSide && piece.y1 - piece.y0 >= minSide);
  return mergeNear(print, JOIN_ACROSS_IN * dpi, JOIN_DOWN_IN * dpi);
}

function overlapArea(a: PixelRect, b: PixelRect): number {
  return Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));
}

/** The recognised words at least half inside `crop`. */
const wordsInside = (crop: PixelRect, words: readonly PixelRect[]) =>
  words.filter((word) => 2 * overlapArea(crop, word) >= (word.x1 - word.x0) * (word.y1 - word.y0)).length;

/**
 * Where the page has print Tesseract's layout analysis read no word from: ink, away from every
 * recognised word, in regions big enough to hold text (a narrow table column it took for a rule
 * or a picture). Largest first, at most MAX_REGIONS, each with a white margin, within the image.
 */
export function unreadInkRegions(image: GreyImage, dpi: number, words: readonly PixelRect[]): PixelRect[] {
  const margin = Math.round(CROP_MARGIN_IN * dpi);
  return gatherRegions(unreadCells(image, dpi, words), dpi)
    .filter((region) => region.cells >= MIN_REGION_CELLS)
    .sort((a, b) => b.cells - a.cells)
    .map((region) => ({
      x0: Math.max(0, region.x0 - margin),
      y0: Math.max(0, region.y0 - margin),
      x1: Math.min(image.width, region.x1 + margin),
      y1: Math.min(image.height, region.y1 + margin),
    }))
    .filter((crop) => wordsInside(crop, words) <= MAX_WORDS_INSIDE)
    .slice(0, MAX_REGIONS);
}

export function cropImage({ width, pixels }: GreyImage, { x0, y0, x1, y1 }: PixelRect): GreyImage {
  const out = new Uint8Array((x1 - x0) * (y1 - y0));
  for (let y = y0; y < y1; y += 1) out.set(pixels.subarray(y * width + x0, y * width + x1), (y - y0) * (x1 - x0));
  return { width: x1 - x0, height: y1 - y0, pixels: out };
}

/** The boxes of every word Tesseract read, in pixels of the image it read. */
export function wordBoxes(page: Pick<TesseractPage, 'blocks'>): PixelRect[] {
  return (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words.filter((word) => word.text.trim() !== '').map((word) => word.bbox))),
  );
}

const shiftBox = <T extends PixelRect>(box: T, dx: number, dy: number): T => ({ ...box, x0: box.x0 + dx, y0: box.y0 + dy, x1: box.x1 + dx, y1: box.y1 + dy });

/** Tesseract's blocks of a crop, moved to where the crop lies on the page (only what ocrLines reads), keeping the words `keep` accepts. */
export function shiftBlocks(blocks: readonly TesseractBlock[], dx: number, dy: number, keep: (word: TesseractWord) => boolean = () => true): TesseractBlock[] {
  return blocks.map((block) => ({
    ...block,
    bbox: shiftBox(block.bbox, dx, dy),
    paragraphs: block.paragraphs.map((paragraph) => ({
      ...paragraph,
      bbox: shiftBox(paragraph.bbox, dx, dy),
      lines: paragraph.lines
        .map((line) => ({
          ...line,
          bbox: shiftBox(line.bbox, dx, dy),
          baseline: { ...line.baseline, x0: line.baseline.x0 + dx, y0: line.baseline.y0 + dy, x1: line.baseline.x1 + dx, y1: line.baseline.y1 + dy },
          words: line.words.filter(keep).map((word) => ({ ...word, bbox: shiftBox(word.bbox, dx, dy) })),
        }))
        .filter((line) => line.words.length > 0),
    })),
  }));
}
