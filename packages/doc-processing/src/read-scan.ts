import { removeSpecks } from './clean-scan';
import { straighten } from './deskew';
import type { OcrPool } from './ocr-pool';
import { ocrLines, type OcrLines } from './ocr-lines';
import type { GreyscalePage } from './render-page';

export interface ReadScanOptions {
  /** Turn the page level before OCR (see straighten); otherwise rows are levelled from Tesseract's baselines. */
  deskew?: boolean;
}

/**
 * OCR of a rendered scan: specks and dot leaders erased, optionally the page turned level, then
 * Tesseract's words regrouped into the page's rows, with their boxes in points on the page as displayed.
 */
export async function readScan(pool: OcrPool, rendered: GreyscalePage, { deskew = false }: ReadScanOptions = {}): Promise<OcrLines> {
  const cleaned = removeSpecks(rendered.image, rendered.dpi);
  const { image, skewDegrees } = deskew ? straighten(cleaned) : { image: cleaned, skewDegrees: 0 };
  const page = await pool.recognize(image, rendered.dpi);
  return ocrLines(page, { scale: rendered.scale, skewDegrees, width: image.width, height: image.height });
}
