export const INTAKE_ERROR_CODES = [
  'EMPTY_FILE',
  'FILE_TOO_LARGE',
  'NOT_A_PDF',
  // readTextDocument (src/text-document): neither a PDF, Word nor plain text file; a Word file that cannot be opened.
  'UNSUPPORTED_FORMAT',
  'CORRUPT_DOCUMENT',
  'CORRUPT_PDF',
  'ENCRYPTED_PDF',
  // The resource limits (src/limits.ts): the same file hits them again, so they are final too.
  'TOO_MANY_PAGES',
  'PAGE_TOO_LARGE',
  'PAGE_TIMEOUT',
  'EXTRACTION_TIMEOUT',
  'MEMORY_LIMIT',
  // Read fine, but nothing in it is what the study reads (a memo uploaded as a city directory):
  // never an empty success.
  'NOTHING_RECOGNISED',
] as const;

export type IntakeErrorCode = (typeof INTAKE_ERROR_CODES)[number];

export interface IntakeErrorDetails {
  byteLength?: number;
  maxBytes?: number;
  /** NOT_A_PDF, UNSUPPORTED_FORMAT: what the content looks like (`png`, `docx`, `text`, ...), `unknown` if nothing matched. */
  detectedType?: string;
  /** CORRUPT_PDF, PAGE_TOO_LARGE or PAGE_TIMEOUT raised while reading one page. */
  pageNumber?: number;
  /** TOO_MANY_PAGES: the document's pages and the cap. */
  pageCount?: number;
  maxPages?: number;
  /** PAGE_TOO_LARGE: the pixels the page needs at the lowest resolution worth reading, and the cap. */
  pixels?: number;
  maxPixels?: number;
  /** PAGE_TIMEOUT, EXTRACTION_TIMEOUT: the time limit that was hit. */
  limitMs?: number;
  /** MEMORY_LIMIT: the memory limit, and the most the extraction process was seen using (RSS). */
  limitMb?: number;
  peakRssMb?: number;
  /** NOTHING_RECOGNISED: why the study read nothing (e.g. `NO_TEXT`, `NO_LAYOUT`, `NO_LISTINGS`). */
  reason?: string;
  /** The PDF library's own words, for logs (never shown to a consultant). */
  cause?: string;
}

/**
 * The uploaded file itself is unusable. `message` is written for the consultant; `code` is for
 * programs. Processing it again gives the same error, so a job queue should fail it at once
 * rather than retry.
 */
export class IntakeError extends Error {
  override readonly name = 'IntakeError';

  constructor(
    readonly code: IntakeErrorCode,
    message: string,
    readonly details: IntakeErrorDetails = {},
  ) {
    super(message);
  }
}

export function isIntakeError(error: unknown): error is IntakeError {
  return error instanceof IntakeError;
}
