import { CLOSURE_VERDICT_BADGES, type ClosureVerdict, type RecordDocumentResult } from '@groundwork/contracts';
import type { RecordContext } from './analyze';
import { caseIdsIn } from './identifiers';

/** The record's case ids as its narrative prints them (`Facility ID: RZ-057217`), to tell a letter about another case. */
export function recordContextFromSummary(summary: string): RecordContext {
  const caseIds = caseIdsIn(summary);
  return caseIds.length > 0 ? { caseIds } : {};
}

/**
 * The record's verdict from its documents: the latest dated document that decides (closed or not)
 * wins, since a closure letter ends an earlier open status and a reopening follows a closure;
 * documents that decide nothing do not count; none deciding is INCONCLUSIVE.
 */
export function overallVerdict(results: readonly RecordDocumentResult[]): ClosureVerdict {
  const deciding = results.filter((result) => result.db_closure_verdict !== 'INCONCLUSIVE');
  if (deciding.length === 0) return 'INCONCLUSIVE';
  const dateOf = (result: RecordDocumentResult) => result.extracted.key_dates.closure_date ?? result.extracted.key_dates.document_date ?? '';
  const latest = [...deciding].sort((a, b) => dateOf(a).localeCompare(dateOf(b))).at(-1);
  return latest?.db_closure_verdict ?? 'INCONCLUSIVE';
}

/** The record's narrative, kept as it was, and a paragraph of what each document proves, each with its citation. */
export function updatedRecordSummary(existingSummary: string, results: readonly RecordDocumentResult[]): string {
  const verdict = overallVerdict(results);
  const lines = results.map((result) => {
    const evidence = result.evidence[0];
    const cited = evidence ? ` "${evidence.quote}" (${result.file.name}${evidence.page ? `, p. ${evidence.page}` : ''})` : '';
    const date = result.extracted.key_dates.document_date ? `, ${result.extracted.key_dates.document_date}` : '';
    return `${result.file.name}${date}: ${CLOSURE_VERDICT_BADGES[result.db_closure_verdict].label}.${cited}`;
  });
  const documents = `Regulatory documents reviewed: closure ${CLOSURE_VERDICT_BADGES[verdict].label.toLowerCase()}.\n${lines.join('\n')}`;
  return existingSummary.trim() ? `${existingSummary.trim()}\n\n${documents}` : documents;
}
