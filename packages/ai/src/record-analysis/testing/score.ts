import { precisionRecall, quotesOverlap, tokenOverlap, type PrecisionRecall } from '../../phase1-review/testing/score';
import type { ClosureVerdict } from './kinds';
import type { SupportingTruth } from './truth';

/** The fields of the regulatory analysis result (spec's shape) the scorer reads. */
export interface SupportingResult {
  db_closure_verdict: ClosureVerdict;
  evidence: Array<{ page: number | null; quote: string }>;
  extracted: { case_ids: string[]; agency_names: string[]; key_dates: { closure_date: string | null } };
}

export interface SupportingScore {
  verdict: boolean;
  caseIds: PrecisionRecall;
  agencies: PrecisionRecall;
  /** ISO dates equal, or both null. */
  closureDate: boolean;
  /** Share of the truth's evidence quotes that a result quote on the same page overlaps (1 when the truth has none). */
  evidenceRecall: number;
  /** Result quotes NOT found on their page of `pages` (whitespace collapsed); null when no pages were given. */
  evidenceOnPage: number | null;
}

/** A case identifier without its label or punctuation: `Case No. lust 2019-0412` and `LUST2019-0412` are one. */
export function normalizeCaseId(caseId: string): string {
  return caseId
    .toUpperCase()
    .replace(/^\s*(CASE|GLOBAL\s+ID|FILE|SITE\s+ID|CLEANUP\s+SITE\s+ID)\s*(NUMBER|NO\.?|#)?\s*:?/, '')
    .replace(/NO\.|[#:\s]/g, '');
}

export const sameCaseId = (a: string, b: string) => normalizeCaseId(a) === normalizeCaseId(b);
export const sameAgency = (a: string, b: string) => tokenOverlap(a, b) >= 0.6;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function evidenceRecall(result: SupportingResult, truth: SupportingTruth): number {
  if (truth.evidence.length === 0) return 1;
  const found = truth.evidence.filter((expected) =>
    result.evidence.some((entry) => entry.page === expected.page && quotesOverlap(entry.quote, expected.quote)),
  );
  return found.length / truth.evidence.length;
}

function quotesOffPage(result: SupportingResult, pages: ReadonlyArray<{ page: number; text: string }>): number {
  const texts = new Map(pages.map((page) => [page.page, collapse(page.text)]));
  return result.evidence.filter((entry) => entry.page === null || !(texts.get(entry.page) ?? '').includes(collapse(entry.quote))).length;
}

/** Compares one document's analysis with its truth; `pages` (the document's page texts) lets it check each quote's page. */
export function scoreSupportingDocument(
  result: SupportingResult,
  truth: SupportingTruth,
  pages?: ReadonlyArray<{ page: number; text: string }>,
): SupportingScore {
  const closure = result.extracted.key_dates.closure_date;
  return {
    verdict: result.db_closure_verdict === truth.db_closure_verdict,
    caseIds: precisionRecall(result.extracted.case_ids, truth.case_ids, sameCaseId),
    agencies: precisionRecall(result.extracted.agency_names, truth.agency_names, sameAgency),
    closureDate: (closure === null ? null : closure.slice(0, 10)) === truth.closure_date,
    evidenceRecall: evidenceRecall(result, truth),
    evidenceOnPage: pages ? quotesOffPage(result, pages) : null,
  };
}
