import path from 'node:path';
import { analyzeRecordDocument, overallVerdict, recordContextFromSummary, type ReviewDocument, updatedRecordSummary } from '@groundwork/ai';
import type { ClosureVerdict, RecordDocumentResult } from '@groundwork/contracts';
import { isIntakeError, readTextDocument } from '@groundwork/doc-processing';
import { CliError, readInput } from './input';

/** The spec's regulatory analysis session JSON for one record's documents, read on the command line. */
export interface RecordReviewCliOutput {
  overallDecision: ClosureVerdict;
  updatedSummary: string;
  results: RecordDocumentResult[];
}

async function readDocument(file: string, cwd: string, index: number): Promise<ReviewDocument> {
  const bytes = new Uint8Array(await readInput(file, cwd));
  const name = path.basename(file);
  try {
    const text = await readTextDocument(bytes, { name });
    return { documentId: `doc-${index + 1}`, name, format: text.format, pages: text.pages, warnings: text.warnings };
  } catch (error) {
    if (isIntakeError(error)) throw new CliError(`${name}: ${error.message}`, 1);
    throw error;
  }
}

/**
 * Reads each agency document (PDFs in doc-processing's isolated runner) for the record's closure;
 * the record's case ids come from its narrative (`--summary`) when it prints them, so a letter about
 * another case is inconclusive.
 */
export async function reviewRecordFiles(files: readonly string[], { summary, cwd }: { summary: string; cwd: string }): Promise<RecordReviewCliOutput> {
  const record = recordContextFromSummary(summary);
  const results: RecordDocumentResult[] = [];
  for (const [index, file] of files.entries()) results.push(analyzeRecordDocument(await readDocument(file, cwd, index), record));
  return { overallDecision: overallVerdict(results), updatedSummary: updatedRecordSummary(summary, results), results };
}
