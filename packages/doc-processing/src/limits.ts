import { IntakeError } from './errors';

/** Pages a document may have; checked right after opening it, before any page is read. */
export const DEFAULT_MAX_PAGES = 1000;
/**
 * pdfjs `maxImageSize`: an embedded image over this many pixels is left out (pdfjs warns and the
 * page reads without it), so a small compressed stream cannot decode to gigabytes. 100 MP is a
 * tabloid page scanned at 600 DPI, with room.
 */
export const DEFAULT_MAX_IMAGE_PIXELS = 100_000_000;
/** The largest bitmap a page is rendered to for OCR; bigger pages are rendered at a lower resolution. */
export const DEFAULT_MAX_RENDER_PIXELS = 20_000_000;
/** Below this resolution OCR reads nothing useful: a page that would need it is refused (PAGE_TOO_LARGE). */
export const MIN_OCR_DPI = 70;
/** One page (its text layer, rendering and OCR), in the isolated runner. */
export const DEFAULT_PAGE_TIMEOUT_MS = 60_000;
/** The whole extraction (intake and the study's step), in the isolated runner. */
export const DEFAULT_EXTRACTION_TIMEOUT_MS = 15 * 60_000;
/**
 * Memory of the isolated extraction process (RSS: JavaScript heap, WebAssembly OCR engines,
 * canvases): 1 GB plus 256 MB per OCR worker (each took about 200 MB reading the scanned
 * fixture), so 1,536 MB with two.
 */
export const defaultMemoryMb = (ocrWorkers: number) => 1024 + 256 * ocrWorkers;

const count = (value: number) => value.toLocaleString('en-US');

/** `60 s`, `0.5 s`, `15 min`, `2 min 30 s`: durations as a consultant reads them. */
export function formatDuration(ms: number): string {
  if (ms < 60_000) return `${Number((ms / 1000).toFixed(ms < 10_000 ? 1 : 0))} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return seconds === 0 ? `${minutes} min` : `${minutes} min ${seconds} s`;
}

export function tooManyPagesError(pageCount: number, maxPages: number): IntakeError {
  return new IntakeError(
    'TOO_MANY_PAGES',
    `This PDF has ${count(pageCount)} pages; the limit is ${count(maxPages)}. Please upload the report split into parts of at most ${count(maxPages)} pages.`,
    { pageCount, maxPages },
  );
}

export function pageTooLargeError(pageNumber: number, widthPt: number, heightPt: number, maxPixels: number): IntakeError {
  const inches = (points: number) => count(Math.round(points / 72));
  const pixels = Math.round((widthPt / 72) * MIN_OCR_DPI * (heightPt / 72) * MIN_OCR_DPI);
  return new IntakeError(
    'PAGE_TOO_LARGE',
    `Page ${pageNumber} of this PDF is a scan of ${inches(widthPt)} x ${inches(heightPt)} inches, too large to read: even at ${MIN_OCR_DPI} DPI it would be ${count(Math.round(pixels / 1e6))} megapixels; the limit is ${count(maxPixels / 1e6)} megapixels.`,
    { pageNumber, pixels, maxPixels },
  );
}

export function pageTimeoutError(pageNumber: number, limitMs: number): IntakeError {
  const limit = formatDuration(limitMs);
  return new IntakeError('PAGE_TIMEOUT', `Reading page ${pageNumber} took longer than ${limit}; the limit is ${limit}.`, { pageNumber, limitMs });
}

export function extractionTimeoutError(limitMs: number): IntakeError {
  const limit = formatDuration(limitMs);
  return new IntakeError('EXTRACTION_TIMEOUT', `Reading this document took longer than ${limit}; the limit is ${limit}.`, { limitMs });
}

export function memoryLimitError(limitMb: number, peakRssMb?: number): IntakeError {
  return new IntakeError(
    'MEMORY_LIMIT',
    `This document needed more than ${count(limitMb)} MB of memory; the limit is ${count(limitMb)} MB.`,
    peakRssMb === undefined ? { limitMb } : { limitMb, peakRssMb },
  );
}
