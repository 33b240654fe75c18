import { PSM } from 'tesseract.js';
import type { GreyImage } from '../grey-image';
import { OcrPool } from '../ocr-pool';
import { readYear, type YearReading } from './labels';

/** A year stamped on a print sits along its top or bottom edge: this share of the photograph's height each. */
const STRIP_SHARE = 0.2;
/** Print of a stamp is near white (or near black) against the photograph's greys. */
const LIGHT_INKS = [200, 225];
const DARK_INKS = [55, 30];
/** A strip with less ink than this holds no stamp; with more, the threshold caught the photograph itself. */
const MIN_INK_SHARE = 0.0005;
const MAX_INK_SHARE = 0.12;
const ASSUMED_DPI = 200;

export function strip(image: GreyImage, top: boolean): GreyImage {
  const height = Math.max(1, Math.round(image.height * STRIP_SHARE));
  const y0 = top ? 0 : image.height - height;
  return { width: image.width, height, pixels: image.pixels.slice(y0 * image.width, (y0 + height) * image.width) };
}

/** A glyph's stroke fills at most this share of its box; a roof, a tank or the paper beyond a scan's edge fills more. */
const MAX_GLYPH_FILL = 0.72;
const MIN_GLYPH_PIXELS = 6;

/** Whether a connected piece of ink can be part of printed characters: not a speck, not a solid block, not wider or taller than a glyph. */
const glyphLike = (piece: { width: number; height: number; count: number }, strip: GreyImage) =>
  piece.count >= MIN_GLYPH_PIXELS &&
  piece.height <= strip.height * 0.6 &&
  piece.width <= strip.width * 0.08 &&
  !(piece.count > 40 && piece.count / (piece.width * piece.height) > MAX_GLYPH_FILL);

/**
 * The stamp's ink as black on white (what Tesseract reads best): the strip's near-white (or
 * near-black) pixels, kept only in pieces shaped like glyphs; null when the strip has no stamp-like ink.
 */
export function inkOf(image: GreyImage, light: boolean, threshold: number): GreyImage | null {
  const mask = new Uint8Array(image.pixels.length);
  for (let index = 0; index < mask.length; index += 1) {
    const value = image.pixels[index]!;
    if (light ? value >= threshold : value <= threshold) mask[index] = 1;
  }
  const pixels = new Uint8Array(image.pixels.length).fill(255);
  let ink = 0;
  for (const piece of inkPieces(mask, image.width, image.height)) {
    if (!glyphLike(piece, image)) continue;
    for (const index of piece.pixels) pixels[index] = 0;
    ink += piece.count;
  }
  const share = ink / pixels.length;
  return share >= MIN_INK_SHARE && share <= MAX_INK_SHARE ? { width: image.width, height: image.height, pixels } : null;
}

/** The 8-connected pieces of a mask, each with its box and pixels. */
function* inkPieces(mask: Uint8Array, width: number, height: number) {
  const seen = new Uint8Array(mask.length);
  for (let start = 0; start < mask.length; start += 1) {
    if (!mask[start] || seen[start]) continue;
    const pixels: number[] = [];
    const stack = [start];
    seen[start] = 1;
    let [left, right, top, bottom] = [width, 0, height, 0];
    while (stack.length > 0) {
      const at = stack.pop()!;
      pixels.push(at);
      const x = at % width;
      const y = (at - x) / width;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (mask[next] && !seen[next]) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    yield { pixels, count: pixels.length, width: right - left + 1, height: bottom - top + 1 };
  }
}

/**
 * Reads the year of a photograph whose label is in its pixels only (stamped on the print, white or
 * black, along its top or bottom edge): each strip's near-white (then near-black) ink, in pieces
 * shaped like glyphs, read by OCR as sparse text at two ink levels, which must agree on the year. `pool` is the caller's (started on first use).
 */
export async function readStampedYear(photo: GreyImage, latest: number, pool: OcrPool): Promise<YearReading | null> {
  for (const top of [true, false]) {
    const edge = strip(photo, top);
    for (const light of [true, false]) {
      const readings = [];
      for (const threshold of light ? LIGHT_INKS : DARK_INKS) readings.push(await yearIn(inkOf(edge, light, threshold), latest, pool));
      // A misread year is worse than none: the ink taken at two levels must read the same year.
      const [first, second] = readings;
      if (first && second && first.year === second.year) return first;
    }
  }
  return null;
}

/** The first year OCR reads in an ink image (sparse text), or null. */
async function yearIn(ink: GreyImage | null, latest: number, pool: OcrPool): Promise<YearReading | null> {
  if (!ink) return null;
  const page = await pool.recognize(ink, ASSUMED_DPI, PSM.SPARSE_TEXT);
  for (const block of page.blocks ?? []) {
    for (const line of block.paragraphs.flatMap((paragraph) => paragraph.lines)) {
      const text = line.text.trim();
      const year = readYear(text, latest);
      if (year) return { ...year, text };
    }
  }
  return null;
}

/** One OCR worker for a package's stamped labels, started only when a photograph needs it. */
export class StampReader {
  private pool: OcrPool | null = null;

  read(photo: GreyImage, latest: number): Promise<YearReading | null> {
    this.pool ??= new OcrPool(1);
    return readStampedYear(photo, latest, this.pool);
  }

  async close(): Promise<void> {
    await this.pool?.terminate();
  }
}
