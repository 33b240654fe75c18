import { CLOSURE_VERDICT_BADGES, type RecordDocumentResult } from '@groundwork/contracts';
import { verifyQuotes } from '../../grounding/quotes';
import { readDocument, type Sentence } from '../../phase1-review/offline/sentences';
import type { ReviewDocument } from '../../phase1-review/types';
import { agencyNamesOf } from './agencies';
import { type ClosureStatement, closureStatements, headingStatements, verdictOf } from './closure';
import { datesIn } from './dates';
import { caseIdsIn, sameCaseId } from './identifiers';

/** The database record the documents are read for: its case ids, when the record names them. */
export interface RecordContext {
  caseIds?: readonly string[];
}

interface StatedSentence {
  sentence: Sentence;
  statements: ClosureStatement[];
}

/** The sentences that say something of the case's closure, with what they say. */
function statedSentences(sentences: readonly Sentence[]): StatedSentence[] {
  return sentences
    .map((sentence) => ({ sentence, statements: sentence.kind === 'heading' ? headingStatements(sentence.text) : closureStatements(sentence.text) }))
    .filter(({ statements }) => statements.length > 0);
}

/** What a document states of its case's closure, every statement of every sentence (the LLM engine's cross-check). */
export function closureStatementsOf(document: ReviewDocument): ClosureStatement[] {
  return statedSentences(readDocument(document).sentences).flatMap((entry) => entry.statements);
}

/** Whether a document is about the record's case: it names one of the record's ids, or either side names none. */
export function isAboutRecord(caseIds: readonly string[], record: RecordContext): boolean {
  const recordIds = record.caseIds ?? [];
  return recordIds.length === 0 || caseIds.length === 0 || caseIds.some((id) => recordIds.some((recordId) => sameCaseId(id, recordId)));
}

/** The warning of a document about another case than the record's, or null when it is about the record's. */
export function otherCaseWarning(caseIds: readonly string[], record: RecordContext): string | null {
  if (isAboutRecord(caseIds, record)) return null;
  return `This document is about case ${caseIds.join(', ')}, not the record's case ${(record.caseIds ?? []).join(', ')}.`;
}

/** The evidence of a verdict: the sentences that state it (open and proposed first for NOT_CONFIRMED, closure and its conditions otherwise). */
function evidenceFor(stated: readonly StatedSentence[], verdict: RecordDocumentResult['db_closure_verdict']): StatedSentence[] {
  const wanted: ClosureStatement[] = verdict === 'CONFIRMED_CLOSED' ? ['closed'] : ['open', 'proposed', 'conditional', 'closed'];
  return wanted
    .flatMap((statement) => stated.filter((entry) => entry.statements.includes(statement)))
    .filter((entry, index, all) => all.indexOf(entry) === index);
}

/** The closure date: the date printed in the closure statement, else the document's own date for a closure letter. */
function closureDateOf(
  verdict: RecordDocumentResult['db_closure_verdict'],
  evidence: readonly StatedSentence[],
  documentDate: string | null,
  text: string,
): string | null {
  if (verdict !== 'CONFIRMED_CLOSED' && !evidence.some((entry) => entry.statements.includes('closed'))) return null;
  const closed = evidence.find((entry) => entry.statements.includes('closed'));
  return (closed && datesIn(closed.sentence.text).at(-1)?.iso) ?? labelledClosureDate(text) ?? (verdict === 'CONFIRMED_CLOSED' ? documentDate : null);
}

/** A form's `Closure Date: | August 21, 2016` field. */
function labelledClosureDate(text: string): string | null {
  const field = /\bclosure\s+date\b[\s:|]*([^\n|]{6,40})/i.exec(text);
  return field?.[1] ? (datesIn(field[1])[0]?.iso ?? null) : null;
}

const LABEL = {
  closed: 'closure granted',
  open: 'case open',
  proposed: 'closure proposed, not granted',
  conditional: 'closure depends on controls left in place',
} as const;

/** One agency document read for the record's closure: verdict, evidence (verified on its page), ids, agencies, dates. */
export function analyzeRecordDocument(document: ReviewDocument, record: RecordContext = {}): RecordDocumentResult {
  const read = readDocument(document);
  const text = document.pages.map((page) => page.text).join('\n');
  const caseIds = caseIdsIn(text);
  const documentDate = datesIn((document.pages[0]?.text ?? '').slice(0, 1500))[0]?.iso ?? null;
  const stated = statedSentences(read.sentences);
  let verdict = verdictOf(stated.flatMap((entry) => entry.statements));
  const warnings: string[] = [...(document.warnings ?? [])];
  const otherCase = otherCaseWarning(caseIds, record);
  const aboutRecord = otherCase === null;
  if (otherCase) {
    warnings.push(otherCase);
    verdict = 'INCONCLUSIVE';
  }
  if (stated.length === 0) warnings.push('The document says nothing of the case being open or closed.');
  const evidence = evidenceFor(stated, verdict).slice(0, 4);
  const quotes = verifyQuotes(
    evidence.map(({ sentence }) => ({ quote: sentence.text, page: sentence.page })),
    [document],
  ).map(({ quote, page }) => ({ quote, page }));
  const said = [...new Set(evidence.flatMap((entry) => entry.statements))].map((statement) => LABEL[statement]);
  // The document's closure date is a fact of the document, whatever it means for this record.
  const closureDate = closureDateOf(
    aboutRecord ? verdict : verdictOf(stated.flatMap((entry) => entry.statements)),
    evidenceFor(stated, 'CONFIRMED_CLOSED'),
    documentDate,
    text,
  );
  return {
    documentId: document.documentId,
    file: { name: document.name },
    confidence: confidenceOf(verdict, evidence.length, aboutRecord),
    db_closure_verdict: verdict,
    summary: otherCase ? `Inconclusive: ${otherCase}` : summaryOf(verdict, said, caseIds, closureDate, evidence[0]?.sentence.text),
    evidence: quotes,
    extracted: { case_ids: caseIds, agency_names: agencyNamesOf(document.pages), key_dates: { closure_date: closureDate, document_date: documentDate } },
    warnings,
  };
}

/** A verdict's confidence: from its evidence's weight, half for a document about another case. */
export function confidenceOf(verdict: RecordDocumentResult['db_closure_verdict'], statements: number, aboutRecord: boolean): number {
  if (!aboutRecord) return 0.5;
  if (verdict === 'INCONCLUSIVE') return 0.3;
  return Math.round(Math.min(0.95, 0.7 + 0.1 * (statements - 1)) * 100) / 100;
}

function summaryOf(
  verdict: RecordDocumentResult['db_closure_verdict'],
  said: string[],
  caseIds: string[],
  closureDate: string | null,
  quote: string | undefined,
): string {
  const label = CLOSURE_VERDICT_BADGES[verdict].label;
  const ids = caseIds.length > 0 ? ` for case ${caseIds.join(' / ')}` : '';
  const when = closureDate ? ` (closed ${closureDate})` : '';
  const what = said.length > 0 ? `: ${said.join('; ')}${when}.` : ': the document states nothing of the case being open or closed.';
  return `${label}${ids}${what}${quote ? ` "${quote}"` : ''}`;
}
