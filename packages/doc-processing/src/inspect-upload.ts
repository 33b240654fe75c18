import { IntakeError } from './errors';
import { detectFileType, FILE_TYPE_LABELS, type DetectedFileType } from './file-type';
import { DEFAULT_MAX_PAGES, tooManyPagesError } from './limits';
import { openPdfDocument, type OpenPdfOptions, type PDFDocumentProxy } from './pdf-document';

/** 50 MB, the product's per-file upload limit. */
export const MAX_UPLOAD_BYTES = 52_428_800;

const BYTES_PER_MB = 1024 * 1024;

export interface InspectUploadOptions extends OpenPdfOptions {
  /** Largest accepted file in bytes (default MAX_UPLOAD_BYTES). */
  maxBytes?: number;
  /** Most pages a document may have (default DEFAULT_MAX_PAGES, 1,000); checked before any page is read. */
  maxPages?: number;
}

export interface UploadInspection {
  byteLength: number;
  pageCount: number;
}

/** Sizes as the product shows them: MB with two decimals. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / BYTES_PER_MB).toFixed(2)} MB`;
}

/** Rounded up, so a file just over the limit never reads as exactly the limit. */
function formatOversize(bytes: number): string {
  return `${(Math.ceil((bytes / BYTES_PER_MB) * 100) / 100).toFixed(2)} MB`;
}

function formatLimit(bytes: number): string {
  const megabytes = bytes / BYTES_PER_MB;
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(2)} MB`;
}

function notAPdfMessage(type: Exclude<DetectedFileType, 'pdf'>): string {
  const looksLike = type === 'unknown' ? '' : ` (it looks like ${FILE_TYPE_LABELS[type]})`;
  return `This file is not a PDF${looksLike}. Please upload the report as a PDF.`;
}

/** FILE_TOO_LARGE for a file of `byteLength` bytes (also raised before reading a stored upload). */
export function fileTooLargeError(byteLength: number, maxBytes = MAX_UPLOAD_BYTES): IntakeError {
  return new IntakeError(
    'FILE_TOO_LARGE',
    `This file is ${formatOversize(byteLength)}, over the ${formatLimit(maxBytes)} limit. Please upload a smaller PDF, for example the report split into parts.`,
    { byteLength, maxBytes },
  );
}

/** The checks that need no PDF parser: empty, too large, not a PDF by its content. */
export function checkUploadBytes(bytes: Uint8Array, { maxBytes = MAX_UPLOAD_BYTES }: InspectUploadOptions = {}): void {
  const byteLength = bytes.length;
  if (byteLength === 0) {
    throw new IntakeError('EMPTY_FILE', 'This file is empty (0 bytes). Please upload the report again.', { byteLength });
  }
  if (byteLength > maxBytes) throw fileTooLargeError(byteLength, maxBytes);
  const type = detectFileType(bytes);
  if (type !== 'pdf') {
    throw new IntakeError('NOT_A_PDF', notAPdfMessage(type), { byteLength, detectedType: type });
  }
}

/** Runs every intake check and returns the opened document; the caller destroys it. */
export async function openCheckedPdf(bytes: Uint8Array, options: InspectUploadOptions = {}): Promise<PDFDocumentProxy> {
  checkUploadBytes(bytes, options);
  const { maxPages = DEFAULT_MAX_PAGES } = options;
  const document = await openPdfDocument(bytes, options);
  if (document.numPages > maxPages) {
    await document.destroy();
    throw tooManyPagesError(document.numPages, maxPages);
  }
  return document;
}

/**
 * Checks an upload by its content, not its name: empty, over the size limit, not a PDF (naming
 * common impostors), corrupt or truncated, password-protected, over the page cap. Throws an IntakeError whose
 * message a consultant understands; resolves with the page count otherwise.
 */
export async function inspectUpload(bytes: Uint8Array, options: InspectUploadOptions = {}): Promise<UploadInspection> {
  const document = await openCheckedPdf(bytes, options);
  try {
    return { byteLength: bytes.length, pageCount: document.numPages };
  } finally {
    await document.destroy();
  }
}
