import os from 'node:os';
import { IntakeError } from './errors';
import { openCheckedPdf, type InspectUploadOptions } from './inspect-upload';
import { correctWithDocumentLexicon } from './ocr-lexicon';
import { OcrPool } from './ocr-pool';
import { DEFAULT_MAX_RENDER_PIXELS } from './limits';
import { imageCoverage } from './page-images';
import type { PDFDocumentProxy } from './pdf-document';
import { readScan } from './read-scan';
import { DEFAULT_OCR_DPI, renderGreyscale } from './render-page';
import { readTextLayer } from './text-layer';
import type { IntakePage, IntakeProgress, IntakeResult } from './types';

/** A page with fewer characters than this in its text layer may be a scan... */
export const SCANNED_MAX_TEXT_CHARS = 20;
/** ...and is one when images cover at least this share of it. */
export const SCANNED_MIN_IMAGE_COVERAGE = 0.5;

export interface ExtractPagesOptions extends InspectUploadOptions {
  /** Pages worked on at once, and the number of OCR workers (default: the machine's cores). */
  concurrency?: number;
  /** OCR scanned pages (default true). Without it they keep their (near empty) text layer. */
  ocr?: boolean;
  /** Resolution scanned pages are rendered at for OCR (default 200). */
  ocrDpi?: number;
  /**
   * Turn scanned pages level before OCR (default false). Measured on the scanned fixtures, Tesseract
   * read a level page's words as well, but its stray marks moved onto other lines (a heading's
   * street name, a property's address bar), which the city directory reader then missed.
   */
  deskew?: boolean;
  /** Largest OCR bitmap in pixels (default 20 MP): bigger pages render at a lower resolution, down to 70 DPI, else PAGE_TOO_LARGE. */
  maxRenderPixels?: number;
  /** Only these 1-based pages (default all). */
  pages?: readonly number[];
  /** Called as each page starts being read (the isolated runner times pages by it). Keep it quick and non-throwing. */
  onPageStart?: (pageNumber: number) => void;
  /** Called as each page finishes (completion order). Keep it quick and non-throwing. */
  onProgress?: (progress: IntakeProgress) => void;
}

function pagesToProcess(requested: readonly number[] | undefined, pageCount: number): number[] {
  if (requested === undefined) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const invalid = requested.filter((page) => !Number.isInteger(page) || page < 1 || page > pageCount);
  if (invalid.length > 0) throw new RangeError(`pages ${invalid.join(', ')} not in 1..${pageCount}`);
  return [...new Set(requested)].sort((a, b) => a - b);
}

const damagedPageMessage = (pageNumber: number) =>
  `Page ${pageNumber} of this PDF is damaged and cannot be read. Please download or export it again and upload the new copy.`;

/** pdfjs failing on one page (loading, text, images, rendering) is the file's fault: CORRUPT_PDF. */
async function readPage<T>(pageNumber: number, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof IntakeError) throw error;
    throw new IntakeError('CORRUPT_PDF', damagedPageMessage(pageNumber), {
      pageNumber,
      cause: error instanceof Error ? error.message : String(error),
    });
  }
}

interface RenderSettings {
  ocrDpi: number;
  maxRenderPixels: number;
  deskew: boolean;
}

async function extractPage(document: PDFDocumentProxy, pageNumber: number, ocr: OcrPool | null, render: RenderSettings): Promise<IntakePage> {
  const page = await readPage(pageNumber, () => document.getPage(pageNumber));
  try {
    const textLayer = await readPage(pageNumber, () => readTextLayer(page));
    const scanned = textLayer.nonSpaceChars < SCANNED_MAX_TEXT_CHARS && (await readPage(pageNumber, () => imageCoverage(page))) >= SCANNED_MIN_IMAGE_COVERAGE;
    const base = { pageNumber, scanned, width: textLayer.width, height: textLayer.height };
    if (!scanned || !ocr) {
      return { ...base, source: 'text', confidence: 1, lines: textLayer.lines, text: textLayer.lines.map((line) => line.text).join('\n') };
    }
    const rendered = await readPage(pageNumber, () => renderGreyscale(page, render.ocrDpi, render.maxRenderPixels));
    // OCR failures are the engine's, not the file's: they propagate as they are.
    const recognised = await readScan(ocr, rendered, { deskew: render.deskew });
    return {
      ...base,
      source: 'ocr',
      confidence: recognised.confidence,
      lines: recognised.lines,
      text: recognised.lines.map((line) => line.text).join('\n'),
    };
  } finally {
    page.cleanup();
  }
}

/**
 * The intake of a PDF: runs inspectUpload's checks (the page cap included), then reads every page's text with
 * positions, telling text pages from scanned ones and reading the scanned ones by OCR (offline,
 * English). pdfjs parses and renders on the calling thread; OCR runs on up to `concurrency`
 * worker threads, with one page rendered ahead so they never wait. Throws IntakeError for a bad
 * file; any other error (e.g. OCR engine failure) is not the file's fault.
 */
export async function extractPages(bytes: Uint8Array, options: ExtractPagesOptions = {}): Promise<IntakeResult> {
  const {
    concurrency = os.availableParallelism(),
    ocr = true,
    ocrDpi = DEFAULT_OCR_DPI,
    deskew = false,
    maxRenderPixels = DEFAULT_MAX_RENDER_PIXELS,
    onPageStart,
    onProgress,
  } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  const startedAt = performance.now();
  const document = await openCheckedPdf(bytes, options);
  const pool = ocr ? new OcrPool(concurrency) : null;
  try {
    const pageNumbers = pagesToProcess(options.pages, document.numPages);
    const pages: IntakePage[] = new Array(pageNumbers.length);
    let next = 0;
    let done = 0;
    let failed = false;
    const lane = async () => {
      while (!failed && next < pageNumbers.length) {
        const index = next++;
        const pageNumber = pageNumbers[index]!;
        onPageStart?.(pageNumber);
        try {
          pages[index] = await extractPage(document, pageNumber, pool, { ocrDpi, maxRenderPixels, deskew });
        } catch (error) {
          failed = true;
          throw error;
        }
        done += 1;
        onProgress?.({ done, total: pageNumbers.length, pageNumber, source: pages[index].source });
      }
    };
    const lanes = Math.min(pageNumbers.length, ocr ? concurrency + 1 : concurrency);
    // Let every lane settle before the finally block tears down the document and the OCR workers.
    const settled = await Promise.allSettled(Array.from({ length: lanes }, lane));
    const failure = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) throw failure.reason;
    // A document-level pass: the words the document reads surely (and its abbreviations legend) correct its doubtful OCR words.
    const corrected = correctWithDocumentLexicon(pages);
    return {
      pageCount: document.numPages,
      pages: corrected,
      textPages: corrected.filter((page) => page.source === 'text').length,
      ocrPages: corrected.filter((page) => page.source === 'ocr').length,
      durationMs: Math.round(performance.now() - startedAt),
    };
  } finally {
    await pool?.terminate();
    await document.destroy();
  }
}
