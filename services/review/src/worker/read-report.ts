import { readTextDocument, type TextDocument } from '@groundwork/doc-processing';

export interface ReadReportOptions {
  name: string;
  /** Largest file read. */
  maxBytes: number;
  /** Most pages a PDF may have (checked right after opening it). */
  maxPages: number;
  /** A PDF's isolated reading: one page, the whole file, the process's memory (doc-processing's defaults where unset). */
  pageTimeoutMs?: number;
  extractionTimeoutMs?: number;
  memoryMb?: number;
  signal?: AbortSignal;
}

/**
 * A report's text page by page (doc-processing's `readTextDocument`): a PDF in an isolated process
 * under the limits (OCR for scanned pages), Word (.doc, .docx) and plain text in process. Throws
 * doc-processing's IntakeError, with a consultant-readable message, for a damaged or unsupported
 * file or one over a limit.
 */
export function readReport(
  bytes: Uint8Array,
  { name, maxBytes, maxPages, pageTimeoutMs, extractionTimeoutMs, memoryMb, signal }: ReadReportOptions,
): Promise<TextDocument> {
  return readTextDocument(bytes, { name, maxBytes, signal, intake: { maxPages }, limits: { pageTimeoutMs, extractionTimeoutMs, memoryMb } });
}
