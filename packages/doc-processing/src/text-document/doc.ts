/// <reference path="./word-extractor.d.ts" />
import WordExtractor from 'word-extractor';
import { IntakeError } from '../errors';
import { fileLabel, splitFormFeeds, textDocument, type TextDocument } from './document';

export const DOC_PAGES_WARNING =
  'A .doc file (Word 97-2003) carries no page numbers we can read, so its text is one page and the pages quotes cite are approximate. Save it as .docx or PDF to keep its pages.';

function unreadableDocError(name: string | undefined, cause: unknown): IntakeError {
  return new IntakeError(
    'CORRUPT_DOCUMENT',
    `${fileLabel(name)} looks like an older Microsoft Office document (.doc), but it cannot be read as a Word document: it may be damaged, or another kind of Office file. Please save it as .docx or PDF and upload that.`,
    { detectedType: 'ole', cause: cause instanceof Error ? cause.message : String(cause) },
  );
}

async function extractBody(bytes: Uint8Array, name: string | undefined): Promise<string> {
  try {
    const document = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return document.getBody({ filterUnicode: false });
  } catch (error) {
    throw unreadableDocError(name, error);
  }
}

/**
 * A legacy Word 97-2003 file. word-extractor turns Word's page and section break characters
 * into line breaks, so a .doc usually reads as one page, with a warning; form feeds, where a
 * body still has them, split pages.
 */
export async function readDoc(bytes: Uint8Array, name?: string): Promise<TextDocument> {
  const body = (await extractBody(bytes, name)).replace(/\r\n?/g, '\n');
  const pages = splitFormFeeds(body);
  return textDocument('doc', pages, pages.length === 1 ? [DOC_PAGES_WARNING] : [], name);
}
