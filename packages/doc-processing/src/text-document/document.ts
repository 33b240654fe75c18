import { IntakeError } from '../errors';

export type TextDocumentFormat = 'pdf' | 'doc' | 'docx' | 'txt';

/** One physical page: its lines joined by '\n', its paragraphs by '\n\n' where the format tells them apart. */
export interface TextDocumentPage {
  /** 1-based physical page number (the cover is page 1). */
  page: number;
  text: string;
}

export interface TextDocument {
  format: TextDocumentFormat;
  pages: TextDocumentPage[];
  pageCount: number;
  /** For the consultant: pages without text, page numbers that are only approximate. */
  warnings: string[];
}

/** How a message names the upload: its file name when known. */
export const fileLabel = (name: string | undefined) => (name ? `"${name}"` : 'This file');

export const hasText = (text: string) => /\S/.test(text);

/** Runs of consecutive pages: [3, 4, 5, 9] -> `3-5`, `9`. */
function pageRanges(pages: readonly number[]): string[] {
  const ranges: number[][] = [];
  for (const page of pages) {
    const last = ranges.at(-1);
    if (last && last.at(-1) === page - 1) last.push(page);
    else ranges.push([page]);
  }
  return ranges.map((run) => (run.length === 1 ? String(run[0]) : `${run[0]}-${run.at(-1)}`));
}

/** `3`, `3 and 5`, `3-5 and 9`: page lists as a consultant reads them. */
export function formatPageList(pages: readonly number[]): string {
  const ranges = pageRanges(pages);
  return ranges.length === 1 ? ranges[0]! : `${ranges.slice(0, -1).join(', ')} and ${ranges.at(-1)}`;
}

function emptyPagesWarning(pages: readonly TextDocumentPage[]): string[] {
  const empty = pages.filter((page) => !hasText(page.text)).map((page) => page.page);
  if (empty.length === 0) return [];
  const which = empty.length === 1 ? `Page ${empty[0]} has` : `Pages ${formatPageList(empty)} have`;
  return [`${which} no text; quotes cannot cite ${empty.length === 1 ? 'it' : 'them'}.`];
}

const NO_TEXT_ADVICE: Record<TextDocumentFormat, string> = {
  pdf: 'none of its pages has a text layer, and text recognition read nothing on them. Please upload a copy with selectable text or a clearer scan.',
  doc: 'If the report is a scan, please upload it as a PDF so its pages can be read by text recognition.',
  docx: 'If the report is a scan, please upload it as a PDF so its pages can be read by text recognition.',
  txt: 'Please upload the report itself, as a PDF, Word or plain text file.',
};

function noTextError(format: TextDocumentFormat, name: string | undefined): IntakeError {
  const separator = format === 'pdf' ? ':' : '.';
  return new IntakeError('NOTHING_RECOGNISED', `${fileLabel(name)} contains no readable text${separator} ${NO_TEXT_ADVICE[format]}`, { reason: 'NO_TEXT' });
}

export function damagedDocumentError(name: string | undefined, kind: string, cause: unknown): IntakeError {
  return new IntakeError(
    'CORRUPT_DOCUMENT',
    `${fileLabel(name)} looks like ${kind}, but it is damaged and cannot be opened. Please save or export it again and upload the new copy.`,
    { cause: cause instanceof Error ? cause.message : String(cause) },
  );
}

/**
 * The document from its pages' texts in order; throws NOTHING_RECOGNISED when no page has text
 * (never an empty success) and warns about the pages that have none.
 */
export function textDocument(format: TextDocumentFormat, texts: readonly string[], warnings: readonly string[], name?: string): TextDocument {
  const pages = texts.map((text, index) => ({ page: index + 1, text }));
  if (!pages.some((page) => hasText(page.text))) throw noTextError(format, name);
  return { format, pages, pageCount: pages.length, warnings: [...warnings, ...emptyPagesWarning(pages)] };
}

/** Text formats that mark pages with form feeds: one page per '\f', a trailing empty page dropped. */
export function splitFormFeeds(text: string): string[] {
  const pages = text.split('\f');
  if (pages.length > 1 && !hasText(pages.at(-1)!)) pages.pop();
  return pages;
}
