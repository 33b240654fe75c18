import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { IntakeError } from './errors';
import { DEFAULT_MAX_IMAGE_PIXELS } from './limits';

export type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** pdfjs reads these from the file system in Node (plain paths, trailing slash). */
const assetOptions = {
  standardFontDataUrl: path.join(pdfjsDir, 'standard_fonts') + path.sep,
  cMapUrl: path.join(pdfjsDir, 'cmaps') + path.sep,
  cMapPacked: true,
  wasmUrl: path.join(pdfjsDir, 'wasm') + path.sep,
};

/** Acrobat's rule: a complete file ends with `%%EOF` within its last 1024 bytes. */
const EOF_MARKER_WINDOW = 1024;

const CORRUPT_PDF_MESSAGE = 'This PDF is damaged or incomplete and cannot be opened. Please download or export it again and upload the new copy.';
const EMPTY_PDF_MESSAGE = 'This PDF has no pages. Please upload the complete report.';
const ENCRYPTED_PDF_MESSAGE = 'This PDF is password-protected. Please upload an unlocked copy.';

function endsWithEofMarker(bytes: Uint8Array): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - EOF_MARKER_WINDOW));
  return Buffer.from(tail.buffer, tail.byteOffset, tail.length).includes('%%EOF', 0, 'latin1');
}

export interface OpenPdfOptions {
  /** pdfjs `maxImageSize`: embedded images over this many pixels are left out (default DEFAULT_MAX_IMAGE_PIXELS). */
  maxImagePixels?: number;
}

/**
 * Opens a PDF with pdfjs (legacy build, on the calling thread) and turns its failures into
 * IntakeErrors. pdfjs takes ownership of the buffer it is given, so it gets a copy: the
 * caller's bytes stay intact.
 */
export async function openPdfDocument(bytes: Uint8Array, { maxImagePixels = DEFAULT_MAX_IMAGE_PIXELS }: OpenPdfOptions = {}): Promise<PDFDocumentProxy> {
  // pdfjs repairs many truncated files silently; a missing end marker means pages may be lost.
  if (!endsWithEofMarker(bytes)) {
    throw new IntakeError('CORRUPT_PDF', CORRUPT_PDF_MESSAGE, { cause: 'no %%EOF marker at the end of the file' });
  }
  const task = getDocument({
    ...assetOptions,
    // A real copy: Buffer#slice would share memory, and pdfjs detaches what it receives.
    data: new Uint8Array(bytes),
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
    stopAtErrors: false,
    maxImageSize: maxImagePixels,
  });
  let document: PDFDocumentProxy;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy();
    const name = error instanceof Error ? error.name : '';
    const cause = error instanceof Error ? error.message : String(error);
    if (name === 'PasswordException') throw new IntakeError('ENCRYPTED_PDF', ENCRYPTED_PDF_MESSAGE, { cause });
    throw new IntakeError('CORRUPT_PDF', CORRUPT_PDF_MESSAGE, { cause });
  }
  if (document.numPages < 1) {
    await document.destroy();
    throw new IntakeError('CORRUPT_PDF', EMPTY_PDF_MESSAGE);
  }
  return document;
}
