import type { Finding, Phase1Extractions, SectionAnalysis } from '@groundwork/contracts';
import { normalizeForMatch } from '../../grounding/quotes';
import type { ReviewDocument } from '../types';
import type { ChunkAnswer } from './answers';
import { isStatedIn, quoteCheck, type QuoteCheck } from './quote-check';
import { astmSectionOf, parseHeading } from '../offline/headings';

// The reduce step's first half: the parts' answers as one review, every quote checked on its
// page. What a dropped quote carried (a finding, a section's summary, an extraction) goes with it.

export interface MergedReview {
  findings: Finding[];
  sections: SectionAnalysis[];
  extractions: Phase1Extractions;
  quotes: { given: number; kept: number };
}

const LIMITS = {
  findings: 200,
  sections: 60,
  sectionTitle: 300,
  sectionQuotes: 20,
  sectionSummary: 4_000,
  reason: 300,
  names: 100,
  nameChars: 300,
  auls: 50,
  aulChars: 1_000,
};
/** The kinds that make a condition of the subject property (and give it contaminants of concern). */
const CONDITION_KINDS = new Set<Finding['kind']>(['REC', 'CREC', 'HREC']);
/** Business environmental risks outside ASTM E1527-21: never contaminants of concern. */
const NON_SCOPE = /asbestos|\bACMs?\b|lead[-\s]based\s+paint|\bLBP\b|\bradon\b|\bmou?ld\b|wetland/i;

export function mergeChunkAnswers(answers: readonly ChunkAnswer[], document: ReviewDocument): MergedReview {
  const check = quoteCheck(document);
  const findings = mergeFindings(answers, check);
  return {
    findings,
    sections: mergeSections(answers, check),
    extractions: mergeExtractions(answers, check, findings),
    quotes: check.tally,
  };
}

function mergeFindings(answers: readonly ChunkAnswer[], check: QuoteCheck): Finding[] {
  const findings = new Map<string, Finding>();
  for (const finding of answers.flatMap((answer) => answer.findings)) {
    const verified = check.verify(finding.quote, finding.page);
    if (!verified) continue;
    const key = `${finding.kind}|${finding.location}|${verified.page}|${normalizeForMatch(verified.quote)}`;
    if (findings.has(key)) continue;
    // ASTM E1527-21: a condition of another property is not a condition of the subject.
    const counts = finding.counts && (finding.location === 'subject' || !CONDITION_KINDS.has(finding.kind));
    findings.set(key, { kind: finding.kind, location: finding.location, counts, ...verified, reason: finding.reason.trim().slice(0, LIMITS.reason) });
  }
  return [...findings.values()].slice(0, LIMITS.findings);
}

/** A section's name as the offline engine gives it: the ASTM section its title names (`IV. Regulatory Records` is `Records Review`), else the title without its number. */
const canonicalSection = (title: string) => {
  const bare = parseHeading(title)?.title ?? title.trim();
  return astmSectionOf(bare) ?? bare;
};

/** A title as sections are matched across parts: `5.0 RECORDS REVIEW` and `Records Review` are one. */
const sectionKey = (title: string) =>
  normalizeForMatch(canonicalSection(title))
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Sections by title, in reading order; a part's summary is kept only when one of its quotes holds. */
function mergeSections(answers: readonly ChunkAnswer[], check: QuoteCheck): SectionAnalysis[] {
  const sections = new Map<string, SectionAnalysis>();
  for (const section of answers.flatMap((answer) => answer.sections)) {
    const quotes = section.quotes.flatMap(({ quote, page }) => check.verify(quote, page) ?? []);
    const key = sectionKey(section.section);
    if (quotes.length === 0 || key === '') continue;
    const known = sections.get(key);
    const summary = known ? `${known.summary} ${section.summary.trim()}` : section.summary.trim();
    const allQuotes = uniqueQuotes([...(known?.quotes ?? []), ...quotes]).slice(0, LIMITS.sectionQuotes);
    sections.set(key, {
      section: known?.section ?? canonicalSection(section.section).slice(0, LIMITS.sectionTitle),
      summary: summary.slice(0, LIMITS.sectionSummary),
      quotes: allQuotes,
    });
  }
  return [...sections.values()].slice(0, LIMITS.sections);
}

function uniqueQuotes<Q extends { quote: string; page: number | null }>(quotes: readonly Q[]): Q[] {
  const seen = new Set<string>();
  return quotes.filter((quote) => {
    const key = `${quote.page}|${normalizeForMatch(quote.quote)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type Candidate = { value: string; quote: string; page: number };

/** The candidates' values printed in their own verified quote, once each (case aside), in reading order. */
function statedValues(candidates: readonly Candidate[], check: QuoteCheck, limit: number): string[] {
  const values = new Map<string, string>();
  for (const { value, quote, page } of candidates) {
    const verified = check.verify(quote, page);
    const key = normalizeForMatch(value);
    if (verified && isStatedIn(value, verified.quote) && !values.has(key)) values.set(key, value.trim().slice(0, LIMITS.nameChars));
  }
  return [...values.values()].slice(0, limit);
}

function mergeExtractions(answers: readonly ChunkAnswer[], check: QuoteCheck, findings: readonly Finding[]): Phase1Extractions {
  const extractions = answers.map((answer) => answer.extractions);
  const addresses = extractions.flatMap(({ subject_address: address }) => (address ? [address] : []));
  const hasCondition = findings.some((finding) => finding.location === 'subject' && CONDITION_KINDS.has(finding.kind));
  const contaminants = hasCondition ? extractions.flatMap((extraction) => extraction.contaminants_of_concern) : [];
  const auls = extractions.flatMap((extraction) => extraction.auls).flatMap(({ quote, page }) => check.verify(quote, page) ?? []);
  return {
    subject_address: statedValues(addresses, check, 1)[0] ?? null,
    site_names: statedValues(
      extractions.flatMap((extraction) => extraction.site_names),
      check,
      LIMITS.names,
    ),
    contaminants_of_concern: statedValues(
      contaminants.filter(({ value }) => !NON_SCOPE.test(value)),
      check,
      LIMITS.names,
    ),
    auls: uniqueQuotes(auls)
      .map(({ quote }) => quote.slice(0, LIMITS.aulChars))
      .slice(0, LIMITS.auls),
  };
}
