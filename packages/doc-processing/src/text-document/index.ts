import { IntakeError } from '../errors';
import { detectFileType, FILE_TYPE_LABELS, type DetectedFileType } from '../file-type';
import { fileTooLargeError, MAX_UPLOAD_BYTES } from '../inspect-upload';
import { readDoc } from './doc';
import { fileLabel, type TextDocument } from './document';
import { readDocx } from './docx';
import { readPdf, type ReadPdfOptions } from './pdf';
import { readTxt } from './txt';

export type { TextDocument, TextDocumentFormat, TextDocumentPage } from './document';
export { textDocumentFromIntake, type TextDocumentStepInput } from './pdf';
export { textDocumentStep } from '../isolated/study-steps';

export interface ReadTextDocumentOptions extends ReadPdfOptions {
  /** Largest accepted file in bytes (default MAX_UPLOAD_BYTES, 50 MB). */
  maxBytes?: number;
}

const ACCEPTED = 'Please upload the report as a PDF, Word (.docx or .doc) or plain text file.';

function unsupportedError(type: DetectedFileType, name: string | undefined): IntakeError {
  const looksLike = type === 'pdf' || type === 'unknown' ? 'is not a document we can read' : `looks like ${FILE_TYPE_LABELS[type]}`;
  return new IntakeError('UNSUPPORTED_FORMAT', `${fileLabel(name)} ${looksLike}, not a PDF, Word or text document. ${ACCEPTED}`, { detectedType: type });
}

function checkSize(bytes: Uint8Array, maxBytes: number): void {
  if (bytes.length === 0) throw new IntakeError('EMPTY_FILE', 'This file is empty (0 bytes). Please upload the report again.', { byteLength: 0 });
  if (bytes.length > maxBytes) throw fileTooLargeError(bytes.length, maxBytes);
}

/**
 * An existing report's text page by page (1-based physical pages, the cover is page 1), whatever
 * its format: PDF (through the isolated intake, OCR included), Word .docx and .doc, plain text.
 * The format is told by the content, not the name. Throws IntakeError with a message for the
 * consultant when the file is not one of these, is damaged, or has no text at all.
 */
export async function readTextDocument(bytes: Uint8Array, options: ReadTextDocumentOptions = {}): Promise<TextDocument> {
  const { name, signal, maxBytes = MAX_UPLOAD_BYTES } = options;
  signal?.throwIfAborted();
  checkSize(bytes, maxBytes);
  const type = detectFileType(bytes);
  if (type === 'pdf') return readPdf(bytes, { ...options, intake: { maxBytes, ...options.intake } });
  if (type === 'docx') return readDocx(bytes, name);
  if (type === 'ole') return readDoc(bytes, name);
  // Text that is not UTF-8 (UTF-16, Windows-1252) is `unknown` to detectFileType: the text reader decides.
  if (type === 'text' || type === 'unknown') return readTxt(bytes, name);
  throw unsupportedError(type, name);
}
