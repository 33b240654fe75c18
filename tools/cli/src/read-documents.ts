import path from 'node:path';
import type { ReviewDocument } from '@groundwork/ai';
import { isIntakeError, readTextDocument } from '@groundwork/doc-processing';
import { CliError, readInput } from './input';

/**
 * The files' text page by page, as the review worker reads them (`readTextDocument`: PDFs in
 * doc-processing's isolated runner, DOCX by page breaks, DOC, TXT); a file that is not a readable
 * document exits 1 with the reader's message, named.
 */
export async function readDocuments(files: readonly string[], cwd: string): Promise<ReviewDocument[]> {
  const documents: ReviewDocument[] = [];
  for (const [index, file] of files.entries()) {
    const bytes = new Uint8Array(await readInput(file, cwd));
    const name = path.basename(file);
    try {
      const text = await readTextDocument(bytes, { name });
      documents.push({ documentId: `doc-${index + 1}`, name, format: text.format, pages: text.pages, warnings: text.warnings });
    } catch (error) {
      if (isIntakeError(error)) throw new CliError(`${name}: ${error.message}`, 1);
      throw error;
    }
  }
  return documents;
}
