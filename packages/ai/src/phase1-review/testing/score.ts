import type { Phase1Answer, Phase1Result } from '@groundwork/contracts';
import type { Phase1Truth } from './truth';

// How a reviewer's result compares with a report's truth.

export interface PrecisionRecall {
  precision: number;
  recall: number;
}

export interface Phase1Score {
  decision: boolean;
  subjectAddress: boolean;
  siteNames: PrecisionRecall;
  contaminants: PrecisionRecall;
  auls: PrecisionRecall;
  /** Share of the truth's decision evidence quoted (on its page) by a counted finding. */
  evidenceRecall: number;
  /** Truth distractors quoted by a counted finding: must be 0. */
  distractorsCounted: number;
}

export interface QaScore {
  cited: boolean;
  answered: boolean;
}

/** Lower case, punctuation to spaces, whitespace collapsed. */
export const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9#&]+/g, ' ')
    .trim();

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

const STREET_WORDS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  boulevard: 'blvd',
  road: 'rd',
  drive: 'dr',
  parkway: 'pkwy',
  highway: 'hwy',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  suite: 'ste',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
};

export function normalizeAddress(address: string): string {
  return normalize(address)
    .split(' ')
    .map((word) => STREET_WORDS[word] ?? word)
    .join(' ');
}

/** Precision and recall of a predicted list against a truth list, given when two items match. */
export function precisionRecall<T, U>(predicted: readonly T[], truth: readonly U[], matches: (item: T, expected: U) => boolean): PrecisionRecall {
  const precision = predicted.length === 0 ? 1 : predicted.filter((item) => truth.some((expected) => matches(item, expected))).length / predicted.length;
  const recall = truth.length === 0 ? 1 : truth.filter((expected) => predicted.some((item) => matches(item, expected))).length / truth.length;
  return { precision, recall };
}

const STOP_WORDS = new Set(['the', 'a', 'an', 'of', 'and', 'or', 'to', 'in', 'on', 'for', 'with', 'as', 'at', 'by', 'is', 'be', 'any', 'its']);

/** Content words, lightly stemmed ("prohibiting" and "prohibits" meet at "prohibit"). */
export function tokens(text: string): Set<string> {
  return new Set(
    normalize(text)
      .split(' ')
      .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
      .map((word) => word.replace(/(ing|ion|ed|es|s)$/, '') || word),
  );
}

/** Shared tokens over the smaller set. */
export function tokenOverlap(a: string, b: string): number {
  const left = tokens(a);
  const right = tokens(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const token of left) if (right.has(token)) shared += 1;
  return shared / Math.min(left.size, right.size);
}

/** Names of one substance: acronym, expansion and the usual synonyms share a key. */
const CONTAMINANT_KEYS: Array<[RegExp, string]> = [
  [/\b(pce|perc|tetrachloroethylene|tetrachloroethene|perchloroethylene)\b/, 'pce'],
  [/\b(tce|trichloroethylene|trichloroethene)\b/, 'tce'],
  [/\b(vc|vinyl chloride)\b/, 'vinyl chloride'],
  [/\b(dce|dichloroethylene|dichloroethene)\b/, 'dce'],
  [/\b(tph|petroleum hydrocarbons?|petroleum)\b/, 'petroleum hydrocarbons'],
  [/\bbenzene\b/, 'benzene'],
  [/\b(mtbe|methyl tert butyl ether|methyl tertiary butyl ether)\b/, 'mtbe'],
  [/\b(chromium|cr vi|crvi)\b/, 'chromium'],
  [/\b(pcbs?|polychlorinated biphenyls?)\b/, 'pcbs'],
  [/\barsenic\b/, 'arsenic'],
  // Lead-based paint is a non-scope item, not lead in soil.
  [/\b(lead(?! based)|pb)\b/, 'lead'],
];

export function contaminantKeys(name: string): Set<string> {
  const text = normalize(name);
  const keys = new Set(CONTAMINANT_KEYS.filter(([pattern]) => pattern.test(text)).map(([, key]) => key));
  if (keys.size === 0) keys.add(text);
  return keys;
}

export function sameContaminant(a: string, b: string): boolean {
  const left = contaminantKeys(a);
  for (const key of contaminantKeys(b)) if (left.has(key)) return true;
  return false;
}

export function sameSiteName(a: string, b: string): boolean {
  const left = normalize(a);
  const right = normalize(b);
  return left === right || (left.length > 4 && right.includes(left)) || (right.length > 4 && left.includes(right));
}

export const sameAul = (a: string, b: string) => tokenOverlap(a, b) >= 0.5;

/** One quote overlaps another: either contains the other (whitespace and case aside), or they share most words. */
export function quotesOverlap(found: string, expected: string, minimumOverlap = 0.8): boolean {
  const left = collapse(found);
  const right = collapse(expected);
  if (left.length === 0 || right.length === 0) return false;
  return left.includes(right) || (left.length >= 15 && right.includes(left)) || tokenOverlap(found, expected) >= minimumOverlap;
}

export function scorePhase1Review(result: Phase1Result, truth: Phase1Truth): Phase1Score {
  const counted = result.findings.filter((finding) => finding.counts);
  const decisionEvidence = truth.evidence.filter((entry) => entry.kind === 'decision');
  const quoted = decisionEvidence.filter((entry) => counted.some((finding) => finding.page === entry.page && quotesOverlap(finding.quote, entry.quote)));
  const address = result.extractions.subject_address;
  return {
    decision: result.decision === truth.overallDecision,
    subjectAddress: address !== null && normalizeAddress(address) === normalizeAddress(truth.subject_address),
    siteNames: precisionRecall(result.extractions.site_names, truth.site_names, sameSiteName),
    contaminants: precisionRecall(result.extractions.contaminants_of_concern, truth.contaminants_of_concern, sameContaminant),
    auls: precisionRecall(result.extractions.auls, truth.auls, sameAul),
    evidenceRecall: decisionEvidence.length === 0 ? 1 : quoted.length / decisionEvidence.length,
    // Containment only: a distractor shares many words with the evidence it imitates.
    distractorsCounted: truth.distractors.filter((entry) =>
      counted.some((finding) => (finding.page === null || finding.page === entry.page) && quotesOverlap(finding.quote, entry.quote, Number.POSITIVE_INFINITY)),
    ).length,
  };
}

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** An ISO date in an expected answer also reads as "february 27 2020". */
function answerTokenGroups(expected: string): string[][] {
  const groups: string[][] = [];
  const rest = expected.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (iso, year: string, month: string, day: string) => {
    groups.push([iso, `${MONTH_NAMES[Number(month) - 1]} ${Number(day)} ${year}`]);
    return ' ';
  });
  for (const token of tokens(rest)) groups.push([token]);
  return groups;
}

function mostlyContained(expected: string, answerText: string): boolean {
  const groups = answerTokenGroups(expected);
  if (groups.length === 0) return true;
  const answerTokens = tokens(answerText);
  const answerNormal = ` ${normalize(answerText)} `;
  const found = groups.filter((forms) =>
    forms.some((form) => (form.includes(' ') || form.includes('-') ? answerNormal.includes(` ${normalize(form)} `) : answerTokens.has(form))),
  ).length;
  return found / groups.length >= 0.6;
}

export function scoreQa(result: Phase1Answer, qa: Phase1Truth['qa'][number]): QaScore {
  const onPage = result.quotes.filter((quote) => quote.page === qa.page);
  const cited = onPage.some((quote) => (qa.quote !== undefined && quotesOverlap(quote.quote, qa.quote)) || collapse(quote.quote).includes(collapse(qa.answer)));
  return { cited, answered: mostlyContained(qa.answer, result.answer) };
}
