import { PSM } from 'tesseract.js';
import type { GreyImage } from '../grey-image';
import { OcrPool } from '../ocr-pool';
import { readYear, type YearReading } from './labels';

/** A year stamped on a print sits along its top or bottom edge: this share of the photograph's height each. */
const STRIP_SHARE = 0.2;
/** Print of a stamp is near white (or near black) against the photograph's greys. */
const LIGHT_INK = 232;
const DARK_INK = 28;
/** A strip with less ink than this holds no stamp; with more, the threshold caught the photograph itself. */
const MIN_INK_SHARE = 0.0005;
const MAX_INK_SHARE = 0.12;
const ASSUMED_DPI = 200;

function strip(image: GreyImage, top: boolean): GreyImage {
  const height = Math.max(1, Math.round(image.height * STRIP_SHARE));
  const y0 = top ? 0 : image.height - height;
  return { width: image.width, height, pixels: image.pixels.slice(y0 * image.width, (y0 + height) * image.width) };
}

/** The stamp's ink as black on white (what Tesseract reads best), or null when the strip has no stamp-like ink. */
function inkOf(image: GreyImage, light: boolean): GreyImage | null {
  const pixels = new Uint8Array(image.pixels.length).fill(255);
  let ink = 0;
  for (let index = 0; index < pixels.length; index += 1) {
    const value = image.pixels[index]!;
    if (light ? value >= LIGHT_INK : value <= DARK_INK) {
      pixels[index] = 0;
      ink += 1;
    }
  }
  const share = ink / pixels.length;
  return share >= MIN_INK_SHARE && share <= MAX_INK_SHARE ? { width: image.width, height: image.height, pixels } : null;
}

/**
 * Reads the year of a photograph whose label is in its pixels only (stamped on the print, white or
 * black, along its top or bottom edge): each strip's near-white and near-black ink read by OCR as
 * sparse text, the first line stating a year. `pool` is the caller's (started on first use).
 */
export async function readStampedYear(photo: GreyImage, latest: number, pool: OcrPool): Promise<YearReading | null> {
  for (const top of [true, false]) {
    for (const light of [true, false]) {
      const ink = inkOf(strip(photo, top), light);
      if (!ink) continue;
      const page = await pool.recognize(ink, ASSUMED_DPI, PSM.SPARSE_TEXT);
      const lines = (page.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines.map((line) => line.text.trim())));
      for (const text of lines) {
        const year = readYear(text, latest);
        if (year) return { ...year, text };
      }
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
