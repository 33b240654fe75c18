import type { IsolatedIntakeOptions } from '../isolated/protocol';
import { runExtraction, type ExtractionLimits } from '../isolated/run-extraction';
import { textDocumentStep } from '../isolated/study-steps';
import type { IntakePage, IntakeResult } from '../types';
import { formatPageList, textDocument, type TextDocument } from './document';

export interface TextDocumentStepInput {
  /** The file's name, for messages. */
  name?: string;
}

export interface ReadPdfOptions extends TextDocumentStepInput {
  /** The intake's options (page cap, OCR, concurrency...). */
  intake?: IsolatedIntakeOptions;
  /** The isolated process's limits (page time, total time, memory). */
  limits?: Partial<ExtractionLimits>;
  signal?: AbortSignal;
}

const pageText = (page: IntakePage) => page.lines.map((line) => line.text).join('\n');

function ocrWarning(pages: readonly IntakePage[]): string[] {
  const read = pages.filter((page) => page.source === 'ocr').map((page) => page.pageNumber);
  if (read.length === 0) return [];
  const which = read.length === 1 ? `Page ${read[0]} is a scan` : `Pages ${formatPageList(read)} are scans`;
  return [`${which} read by text recognition (OCR): quotes from ${read.length === 1 ? 'it' : 'them'} may differ slightly from the print.`];
}

/**
 * A PDF intake as a TextDocument: each page's lines in reading order (top to bottom, then left
 * to right), one per line. The study step of `textDocumentStep`, run in the isolated process.
 */
export function textDocumentFromIntake(intake: IntakeResult, input: TextDocumentStepInput = {}): TextDocument {
  const texts = Array.from({ length: intake.pageCount }, () => '');
  for (const page of intake.pages) texts[page.pageNumber - 1] = pageText(page);
  return textDocument('pdf', texts, ocrWarning(intake.pages), input.name);
}

/** A PDF read by the intake (OCR for scanned pages) in a process of its own, under the extraction limits. */
export async function readPdf(bytes: Uint8Array, { name, intake, limits, signal }: ReadPdfOptions = {}): Promise<TextDocument> {
  const run = await runExtraction({ pdf: bytes, intake, study: textDocumentStep({ name }) }, { limits, signal });
  return run.study as TextDocument;
}
