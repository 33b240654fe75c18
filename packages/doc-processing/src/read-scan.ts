import { PSM, type Page as TesseractPage, type Word as TesseractWord } from 'tesseract.js';
import { removeSpecks } from './clean-scan';
import { straighten } from './deskew';
import type { GreyImage } from './grey-image';
import type { OcrPool } from './ocr-pool';
import { ocrLines, type OcrLines } from './ocr-lines';
import type { GreyscalePage } from './render-page';
import { cropImage, shiftBlocks, unreadInkRegions, wordBoxes } from './unread-ink';

/** A word read from passed-over ink counts only when read this surely (0..100) and holding two letters or digits: such ink is often marks. */
const MIN_RECOVERED_CONFIDENCE = 80;
const keepRecovered = (word: TesseractWord) => word.confidence >= MIN_RECOVERED_CONFIDENCE && (word.text.match(/[A-Za-z0-9]/g)?.length ?? 0) >= 2;

export interface ReadScanOptions {
  /** Turn the page level before OCR (see straighten); otherwise rows are levelled from Tesseract's baselines. */
  deskew?: boolean;
}

/**
 * Tesseract's layout analysis can pass over print it takes for a rule or a picture (a narrow
 * table column of years): the regions of ink no recognised word covers are read again, each as
 * one block of text, and their words join the page's.
 */
async function readUnreadInk(pool: OcrPool, image: GreyImage, dpi: number, page: TesseractPage): Promise<TesseractPage> {
  const regions = unreadInkRegions(image, dpi, wordBoxes(page));
  if (regions.length === 0) return page;
  const extra = [];
  for (const region of regions) {
    const piece = await pool.recognize(cropImage(image, region), dpi, PSM.SINGLE_BLOCK);
    extra.push(...shiftBlocks(piece.blocks ?? [], region.x0, region.y0, keepRecovered));
  }
  return { ...page, blocks: [...(page.blocks ?? []), ...extra] };
}

/**
 * OCR of a rendered scan: specks and dot leaders erased, optionally the page turned level, then
 * Tesseract's words (and those of the print its layout analysis passed over) regrouped into the
 * page's rows, with their boxes in points on the page as displayed.
 */
export async function readScan(pool: OcrPool, rendered: GreyscalePage, { deskew = false }: ReadScanOptions = {}): Promise<OcrLines> {
  const cleaned = removeSpecks(rendered.image, rendered.dpi);
  const { image, skewDegrees } = deskew ? straighten(cleaned) : { image: cleaned, skewDegrees: 0 };
  const page = await readUnreadInk(pool, image, rendered.dpi, await pool.recognize(image, rendered.dpi));
  return ocrLines(page, { scale: rendered.scale, skewDegrees, width: image.width, height: image.height });
}
