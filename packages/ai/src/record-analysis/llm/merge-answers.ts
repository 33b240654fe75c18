import { normalizeForMatch } from '../../grounding/quotes';
import { isStatedIn, quoteCheck, type QuoteCheck, type VerifiedQuote } from '../../phase1-review/llm/quote-check';
import type { ReviewDocument } from '../../phase1-review/types';
import type { ClosureStatement } from '../offline/closure';
import { datesIn } from '../offline/dates';
import { normalizeCaseId } from '../offline/identifiers';
import type { ClosureChunkAnswer } from './answers';

// The reduce step's first half: the parts' answers as one reading of the document, every quote
// checked on its page. What a dropped quote carried (a statement, an id, an agency, a date) goes
// with it, and an id, an agency or a date must be printed in its own quote.

export interface VerifiedStatement extends VerifiedQuote {
  kind: ClosureStatement;
}

export interface ClosureReading {
  statements: VerifiedStatement[];
  caseIds: string[];
  agencyNames: string[];
  closureDate: string | null;
  documentDate: string | null;
  /** The parts' summaries of the case's status, in reading order. */
  summary: string;
  quotes: { given: number; kept: number };
}

const LIMITS = { statements: 100, values: 50, valueChars: 100, agencyChars: 300, summary: 4_000 };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Candidate = { value: string; quote: string; page: number };

export function mergeClosureAnswers(answers: readonly ClosureChunkAnswer[], document: ReviewDocument): ClosureReading {
  const check = quoteCheck(document);
  const dates = answers.flatMap((answer) => answer.dates);
  return {
    statements: verifiedStatements(answers, check),
    caseIds: statedValues(
      answers.flatMap((answer) => answer.case_ids),
      check,
      { key: normalizeCaseId, chars: LIMITS.valueChars },
    ),
    agencyNames: statedValues(
      answers.flatMap((answer) => answer.agency_names),
      check,
      { key: normalizeForMatch, chars: LIMITS.agencyChars },
    ),
    closureDate: printedDate(
      dates.filter((date) => date.kind === 'closure'),
      check,
    ),
    documentDate: printedDate(
      dates.filter((date) => date.kind === 'document'),
      check,
    ),
    summary: answers
      .map((answer) => answer.summary.trim())
      .filter((summary) => summary !== '')
      .join(' ')
      .slice(0, LIMITS.summary),
    quotes: check.tally,
  };
}

function verifiedStatements(answers: readonly ClosureChunkAnswer[], check: QuoteCheck): VerifiedStatement[] {
  const statements = new Map<string, VerifiedStatement>();
  for (const { kind, quote, page } of answers.flatMap((answer) => answer.statements)) {
    const verified = check.verify(quote, page);
    const key = verified && `${kind}|${verified.page}|${normalizeForMatch(verified.quote)}`;
    if (verified && key && !statements.has(key)) statements.set(key, { kind, ...verified });
  }
  return [...statements.values()].slice(0, LIMITS.statements);
}

/** The candidates' values printed in their own verified quote, once each (by `key`), in reading order. */
function statedValues(candidates: readonly Candidate[], check: QuoteCheck, { key, chars }: { key: (value: string) => string; chars: number }): string[] {
  const values = new Map<string, string>();
  for (const { value, quote, page } of candidates) {
    const verified = check.verify(quote, page);
    const name = value.trim();
    if (verified && isStatedIn(name, verified.quote) && key(name) !== '' && !values.has(key(name))) values.set(key(name), name.slice(0, chars));
  }
  return [...values.values()].slice(0, LIMITS.values);
}

/** The first date that is ISO and printed in its verified quote (in any form the document prints dates). */
function printedDate(candidates: readonly Candidate[], check: QuoteCheck): string | null {
  for (const { value, quote, page } of candidates) {
    const date = value.trim();
    if (!ISO_DATE.test(date)) continue;
    const verified = check.verify(quote, page);
    if (verified && datesIn(verified.quote).some((printed) => printed.iso === date)) return date;
  }
  return null;
}
