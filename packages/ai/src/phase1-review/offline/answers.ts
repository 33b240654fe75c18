import { type Finding, PHASE1_DECISION_BADGES, type Phase1Answer, type Quote } from '@groundwork/contracts';
import { NOT_FOUND_ANSWER } from '../types';
import type { Analysis } from './analyze';
import { printsAddress } from './extractions';
import { type Passage, type PassageIndex, termOf } from './retrieval';
import type { AstmSection } from './headings';
import { bySectionWeight } from './sentences';

/**
 * Extractive answers: the sentences of the reports that answer a question, found by BM25 and
 * re-ranked by what the question asks for (a name, a date, a size, the decision, the
 * contaminants...). The answer is a span of a cited sentence or the sentence itself, never
 * composed from outside the documents; with nothing relevant, "not found in the documents".
 */

/** Query words too common in a Phase I to show that a sentence is about the question. */
const GENERIC_TERMS = new Set(['subject', 'property', 'site', 'report', 'assessment', 'phase', 'environmental', 'identify', 'esa', 'document', 'i']);

type AnswerType = 'decision' | 'contaminants' | 'auls' | 'address' | 'date' | 'size' | 'person' | 'party' | 'recommendation' | 'text';

const TYPES: readonly [AnswerType, RegExp][] = [
  [
    'decision',
    /^(?!.*\b(?:adjoining|adjacent|off-?site|nearby|listed|database|neighbo)).*(?:\b(?:RECs?|CRECs?|HRECs?|recognized environmental conditions?)\b.*\b(?:identif|found|any|present|conclu)|\b(?:identif|find|found|any|present|conclu)\w*\b.*\b(?:RECs?|CRECs?|HRECs?|recognized environmental conditions?)\b|\bconclusions?\b|\bconclude\b|\boutcome\b|\bdecision\b)/i,
  ],
  ['contaminants', /\bcontaminants?\b|\bCOCs?\b|\bchemicals?\s+of\s+concern\b/i],
  ['auls', /\bAULs?\b|\bactivity\s+and\s+use\s+limitations?\b|\binstitutional\s+controls?\b|\bengineering\s+controls?\b/i],
  ['recommendation', /\brecommend/i],
  ['address', /\baddress\b|\bwhere\s+is\b|\blocated\b/i],
  ['person', /\bwho\b.*\b(?:sign|environmental professional|EP|conduct|perform|visit|reconnaissance|interview)/i],
  ['party', /\bwho\b|\bwhich\s+(?:company|firm|consultant|client|user)\b|\bfor\s+whom\b|\bprepared\s+for\b|\bclient\b/i],
  ['date', /\bwhen\b|\bwhat\s+date\b|\bdate\b|\bwhat\s+year\b/i],
  ['size', /\bhow\s+(?:large|big|many\s+acres)\b|\bsize\b|\bacres?\b|\bacreage\b|\bsquare\s+feet\b/i],
];

const typeOf = (question: string): AnswerType => TYPES.find(([, pattern]) => pattern.test(question))?.[0] ?? 'text';

const DATE =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},\s+\d{4}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b/;
const SIZE = /\b\d[\d,.]*\s*(?:acres?|square\s+feet|sq\.?\s*ft\.?|sf)\b/i;
/** A person's name before a title (`Joseph Halvorsen, Senior Project Manager`) or an act (`... conducted`), not a firm's. */
const PERSON =
  /\b(?!(?:Consulting|Environmental|Engineering|Partners|Group|Services|Associates|Verde|Inc|LLC)\b)[A-Z][a-z]+(?:\s+[A-Z]\.)?\s+(?!(?:Consulting|Environmental|Engineering|Partners|Group|Services|Associates|Inc|LLC)\b)[A-Z][a-z]+(?:-[A-Z][a-z]+)?(?=,\s*(?:Senior|Principal|Project|Staff|Environmental|Professional|President|Vice|Manager|Geologist|Engineer|Scientist|P\.?G\.?|P\.?E\.?|CHMM|REPA)\b|\s+of\s+[A-Z]|\s+conducted|\s+performed)/;

/** Question words that ask rather than name what is asked about. */
const ASKING_WORDS = new Set([
  'describe',
  'mention',
  'list',
  'tell',
  'explain',
  'give',
  'name',
  'specific',
  'approximate',
  'exact',
  'main',
  'kind',
  'type',
  'many',
  'much',
  'large',
  'big',
]);

/** The specific terms of a question: its words less stop words, generic Phase I words and asking words. */
const questionTerms = (question: string) =>
  new Set(
    question
      .split(/[^\w#-]+/)
      .map(termOf)
      .filter((term): term is string => term !== null && term.length > 1 && !GENERIC_TERMS.has(term) && !ASKING_WORDS.has(term)),
  );

/** How much of a passage speaks to the question: the share of the question's specific terms its text (or section title) holds. */
function coverage(question: string, text: string, section: string | null = null): number {
  const terms = questionTerms(question);
  if (terms.size === 0) return 0;
  const words = new Set(text.split(/[^\w#-]+/).map(termOf));
  const titleWords = new Set((section ?? '').split(/[^\w#-]+/).map(termOf));
  // A term only in the section's title counts half: the title says what the section is about, not this sentence.
  const held = [...terms].reduce((sum, term) => sum + (words.has(term) ? 1 : titleWords.has(term) ? 0.5 : 0), 0);
  return held / terms.size;
}

/** A passage's fitness for the question's type, on top of BM25. */
function typeBonus(type: AnswerType, text: string): number {
  switch (type) {
    case 'date':
      return DATE.test(text) ? 1 : 0;
    case 'size':
      return SIZE.test(text) ? 1 : 0;
    case 'person':
      return PERSON.test(text) ? 1 : 0;
    case 'party':
      // The user-reliance statement ASTM asks for names the party the report is for.
      return /\b(?:prepared\s+for|(?:exclusive|sole)\s+use|reliance\s+of|use\s+and\s+reliance)\b/i.test(text) ? 1 : /\b(?:for|by)\s+[A-Z]/.test(text) ? 0.5 : 0;
    case 'recommendation':
      return /\brecommend/i.test(text) ? 1 : 0;
    default:
      return 0;
  }
}

const quoteOf = (passage: Pick<Passage, 'text' | 'page' | 'name' | 'documentId'>): Quote => ({
  quote: passage.text,
  page: passage.page,
  file: passage.name,
  documentId: passage.documentId,
});

/** The best passages for a question: BM25 candidates re-ranked by coverage and type. */
function rankedPassages(index: PassageIndex, question: string, type: AnswerType): (Passage & { fit: number })[] {
  const candidates = index.search(question, 30);
  const top = candidates[0]?.score ?? 0;
  if (top === 0) return [];
  return candidates
    .map((passage) => ({
      ...passage,
      fit: passage.score / top + 1.5 * coverage(question, passage.text, passage.heading ?? passage.section) + typeBonus(type, passage.text),
    }))
    .filter((passage) => coverage(question, passage.text, passage.heading ?? passage.section) >= 0.34 || typeBonus(type, passage.text) > 0)
    .sort((a, b) => b.fit - a.fit);
}

/** The span of a passage that answers a typed question (a date, a size, a name), else null. */
function spanOf(type: AnswerType, text: string): string | null {
  const pattern = type === 'date' ? DATE : type === 'size' ? SIZE : type === 'person' ? PERSON : null;
  return pattern?.exec(text)?.[0] ?? null;
}

/** The sentence that states a value best: one holding every value and the first cue of its kind, in the sections that decide first. */
const SOURCE_CUES = {
  contaminants: [/\bcontaminants?\s+of\s+(?:potential\s+)?concern\b/i],
  address: [/\bsubject\s+property\s+is\s+located\b/i, /\blocated\s+at\b/i, /\b(?:property\s+|site\s+)?address\s*:/i],
} as const;

const norm = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');
const printsValue = (text: string, value: string) => norm(text).includes(norm(value));

/** The sentences that state values best: the cued one (else the weightiest), and the first in the report's body when it is on another page. */
function sourceSentences(analysis: Analysis, values: readonly string[], cues: readonly RegExp[], prints: (text: string, value: string) => boolean) {
  if (values.length === 0) return [];
  const inOrder = analysis.read.sentences.filter((sentence) => values.every((value) => prints(sentence.text, value)));
  const holding = bySectionWeight(inOrder);
  const best = cues.map((cue) => holding.find((sentence) => cue.test(sentence.text))).find(Boolean) ?? holding[0];
  const first = inOrder.find((sentence) => !sentence.frontMatter);
  if (!best) return [];
  return first && first.page !== best.page ? [best, first] : [best];
}

/** The sentence after the best one, on its page, when it also speaks to the question (an answer often takes two sentences). */
function neighbourSupport(index: PassageIndex, question: string, best: Passage): Passage[] {
  const next = index.sentencesOf(best.documentId)[best.index + 1];
  if (!next || next.page !== best.page || next.kind === 'heading' || coverage(question, next.text) < 0.34) return [];
  return [{ documentId: next.documentId, name: next.name, page: next.page, section: next.section, text: next.text, score: 0, index: next.index }];
}

/** The question names something no document mentions (`zoning`) and the best passage covers too little of it. */
function asksAboutAbsentTerm(question: string, index: PassageIndex, best: Passage): boolean {
  const absent = [...questionTerms(question)].some((term) => !index.hasTerm(term));
  return absent && coverage(question, best.text, best.heading ?? best.section) < 0.75;
}

const prefix = (analyses: readonly Analysis[], name: string) => (analyses.length > 1 ? `${name}: ` : '');

/** The AULs in place (the statements that record them, or the CREC that names the controls), else what the report says of their absence. */
function aulAnswer(analysis: Analysis): { answer: string; findings: Finding[] } {
  const aulFindings = analysis.findings.filter((finding) => finding.kind === 'AUL');
  const { auls } = analysis.extractions;
  const naming = (finding: Finding) => auls.some((aul) => finding.quote.toLowerCase().includes(aul.toLowerCase()));
  const inPlace = analysis.findings.filter(
    (finding) => finding.counts && finding.location === 'subject' && (finding.kind === 'AUL' || (finding.kind === 'CREC' && naming(finding))),
  );
  if (auls.length > 0 && inPlace.length > 0) {
    const statements = [...inPlace.filter((finding) => finding.kind === 'AUL'), ...inPlace.filter((finding) => finding.kind === 'CREC')];
    return { answer: `Yes: ${auls.join('; ')}`, findings: statements.slice(0, 2) };
  }
  const denied = aulFindings.filter((finding) => !finding.counts && finding.reason.startsWith('negated'));
  return { answer: denied.length > 0 ? 'No AULs were identified.' : NOT_FOUND_ANSWER, findings: denied.slice(0, 2) };
}

/** The first evidence and the next on another page (a summary and its conclusions), else the first two. */
function onTwoPages(evidence: readonly Finding[]): Finding[] {
  const [first, ...rest] = evidence;
  if (!first) return [];
  const elsewhere = rest.find((finding) => finding.page !== first.page) ?? rest[0];
  return elsewhere ? [first, elsewhere] : [first];
}

/** Answers from each report's analysis: its decision, contaminants of concern, AULs or subject address. */
function answerFromAnalysis(type: AnswerType, analyses: readonly Analysis[]): Phase1Answer | null {
  const parts: string[] = [];
  const quotes: Quote[] = [];
  for (const analysis of analyses) {
    const { document, decision, extractions } = analysis;
    const head = prefix(analyses, document.name);
    if (type === 'decision') {
      const evidence = decision.evidence[0];
      if (!evidence) continue;
      const label = PHASE1_DECISION_BADGES[decision.decision].label;
      parts.push(`${head}${label}. ${evidence.quote}`);
      quotes.push(
        ...onTwoPages(decision.evidence).map((finding) =>
          quoteOf({ text: finding.quote, page: finding.page ?? 1, name: document.name, documentId: document.documentId }),
        ),
      );
    } else if (type === 'auls') {
      const aul = aulAnswer(analysis);
      parts.push(`${head}${aul.answer}`);
      quotes.push(
        ...aul.findings.map((finding) => quoteOf({ text: finding.quote, page: finding.page ?? 1, name: document.name, documentId: document.documentId })),
      );
    } else if (type === 'contaminants' || type === 'address') {
      const values = type === 'contaminants' ? extractions.contaminants_of_concern : [extractions.subject_address ?? ''];
      const found = values.filter(Boolean);
      const sources = sourceSentences(analysis, found, SOURCE_CUES[type], type === 'address' ? printsAddress : printsValue);
      if (found.length === 0 || sources.length === 0) continue;
      parts.push(`${head}${found.join(', ')}`);
      quotes.push(...sources.map(quoteOf));
    }
  }
  if (parts.length === 0) return null;
  return { answer: parts.join('\n'), quotes, confidence: 0.85 };
}

/** A sentence that recommends (inside a merged `Conclusions and Recommendations`). */
const RECOMMENDING = /\brecommend|\bshould\s+be\b|\bwarranted\b|\bno\s+further\s+(?:investigation|assessment|action)\b/i;

/** The ASTM section that holds what a question asks for: the recommendations, the EP's signature. */
function sectionAsked(type: AnswerType, question: string): AstmSection | null {
  if (type === 'recommendation') return 'Recommendations';
  if (type === 'person' && /\bsign|\benvironmental professional\b|\bEP\b/i.test(question)) return 'Signatures of Environmental Professionals';
  return null;
}

/** The opening sentences of that section in each report (for a signature, the line naming the EP). */
function answerFromSection(type: AnswerType, question: string, analyses: readonly Analysis[]): Phase1Answer | null {
  const section = sectionAsked(type, question);
  if (!section) return null;
  const parts: string[] = [];
  const quotes: Quote[] = [];
  for (const analysis of analyses) {
    const sentences = analysis.read.sentences.filter((sentence) => (sentence.astm === section || sentence.names.includes(section)) && sentence.kind === 'body');
    const merged = sentences.some((sentence) => sentence.astm !== section);
    const named =
      type === 'person'
        ? sentences.filter((sentence) => PERSON.test(sentence.text))
        : merged
          ? sentences.filter((sentence) => RECOMMENDING.test(sentence.text))
          : sentences;
    const chosen = named.slice(0, 2);
    if (chosen.length === 0) continue;
    const span = type === 'person' ? spanOf('person', chosen[0]?.text ?? '') : null;
    parts.push(`${prefix(analyses, analysis.document.name)}${span ?? chosen.map((sentence) => sentence.text).join(' ')}`);
    quotes.push(...chosen.map(quoteOf));
  }
  return parts.length > 0 ? { answer: parts.join('\n'), quotes, confidence: 0.8 } : null;
}

/** Answers `question` from the documents' analyses and passages; "not found" when nothing speaks to it. */
export function answerQuestion(question: string, analyses: readonly Analysis[], index: PassageIndex): Phase1Answer {
  const type = typeOf(question);
  const fromAnalysis = answerFromAnalysis(type, analyses) ?? answerFromSection(type, question, analyses);
  if (fromAnalysis) return fromAnalysis;
  const ranked = rankedPassages(index, question, type);
  const best = ranked[0];
  if (!best || asksAboutAbsentTerm(question, index, best)) return { answer: NOT_FOUND_ANSWER, quotes: [], confidence: 0 };
  const support = [...neighbourSupport(index, question, best), ...ranked.filter((passage) => passage !== best && passage.fit >= best.fit * 0.6)]
    .filter((passage, position, all) => all.findIndex((other) => other.page === passage.page && other.text === passage.text) === position)
    .slice(0, 2);
  const span = spanOf(type, best.text);
  const answer = span ? `${span}. ${best.text}` : best.text;
  const confidence = Math.round(Math.min(0.9, 0.3 + 0.4 * coverage(question, best.text) + (span ? 0.2 : 0)) * 100) / 100;
  return { answer: `${prefix(analyses, best.name)}${answer}`, quotes: [best, ...support].map(quoteOf), confidence };
}
