import { overallVerdict, type RecordAnalyzer, recordAnalyzerFromEnv, recordContextFromSummary, updatedRecordSummary } from '@groundwork/ai';
import type { ClosureVerdict, RecordDocumentResult } from '@groundwork/contracts';
import { readDocuments } from './read-documents';

/** The spec's regulatory analysis session JSON for one record's documents, read on the command line. */
export interface RecordReviewCliOutput {
  overallDecision: ClosureVerdict;
  updatedSummary: string;
  results: RecordDocumentResult[];
}

/**
 * Reads each agency document (PDFs in doc-processing's isolated runner) for the record's closure
 * (the LLM engine when LLM_BASE_URL, LLM_MODEL and LLM_API_KEY are set, else offline);
 * the record's case ids come from its narrative (`--summary`) when it prints them, so a letter about
 * another case is inconclusive.
 */
export async function reviewRecordFiles(
  files: readonly string[],
  { summary, cwd, analyzer = recordAnalyzerFromEnv() }: { summary: string; cwd: string; analyzer?: RecordAnalyzer },
): Promise<RecordReviewCliOutput> {
  const record = recordContextFromSummary(summary);
  const results: RecordDocumentResult[] = [];
  for (const document of await readDocuments(files, cwd)) results.push(await analyzer.analyze(document, record));
  return { overallDecision: overallVerdict(results), updatedSummary: updatedRecordSummary(summary, results), results };
}
