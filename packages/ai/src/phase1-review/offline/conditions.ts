import type { Finding, FindingKind } from '@groundwork/contracts';
import type { AstmSection } from './headings';
import type { Sentence } from './sentences';

/**
 * What a sentence says about the conditions ASTM E1527-21 names: a REC, a CREC, an HREC, a de
 * minimis condition, a data gap, an AUL, or that there is none. Each clause is read on its own
 * ("no evidence of RECs ..., except for the HREC ..."), for negation, for whose property it is
 * about (the subject, an adjoining or a more distant one), and for whether it is a finding at all
 * (a definition, the report's purpose, a hypothesis is not).
 */

/** Terms of each condition, most specific first (a CREC is not also a REC mention). */
const TERMS: readonly [Exclude<FindingKind, 'NO_REC' | 'OFFSITE'>, RegExp][] = [
  ['CREC', /\bCRECs?\b|\bcontrolled\s+(?:recognized\s+environmental\s+conditions?|RECs?)\b/i],
  ['HREC', /\bHRECs?\b|\bhistorical\s+(?:recognized\s+environmental\s+conditions?|RECs?)\b/i],
  ['REC', /\bRECs?\b|\brecognized\s+environmental\s+conditions?\b/i],
  ['DE_MINIMIS', /\bde\s+minimis\b/i],
  ['DATA_GAP', /\bdata\s+gaps?\b|\bdata\s+failures?\b/i],
  [
    'AUL',
    /\bactivity\s+and\s+use\s+limitations?\b|\bAULs?\b|\binstitutional\s+controls?\b|\bengineering\s+controls?\b|\bdeed\s+restrictions?\b|\benvironmental\s+covenants?\b|\bland\s+use\s+(?:restrictions?|covenants?|controls?)\b/i,
  ],
];

/** Words that make a clause not a finding: a definition, the purpose of the work, a hypothesis. */
const NOT_A_FINDING =
  /\bknown\s+or\s+suspect(?:ed)?\b|\b(?:is|are)\s+defined\b|\bdefin(?:es|ition|itions)\b|\bthe\s+term\b|\brefers?\s+to\b|\bmeans\s+(?:the|a)\b|\bpurpose\b|\bintended\s+to\b|\b(?:purpose|performed|conducted|designed)\b[^.]*\bto\s+identify\b|\bclassifications\s+follow\b|\bfor\s+the\s+purposes?\s+of\b|\b(?:may|might|could)\s+(?:be\s+considered|constitute|represent|be)\s+(?:an?\s+)?(?:potential\s+)?(?:C|H)?(?:RECs?\b|recognized\b)/i;

/** A conclusion that is not reached yet. */
const UNDETERMINED =
  /\bpending\b|\bcannot\s+(?:yet\s+)?be\s+(?:determined|made|reached|completed|rendered)\b|\bunable\s+to\s+(?:determine|conclude|complete)\b|\bnot\s+yet\s+(?:been\s+)?(?:determined|available|received|completed)\b|\bto\s+be\s+determined\b|\buntil\b.*\b(?:results?|data|analys[ie]s)\b|\bnot\s+included\s+in\s+this\b|\bpartial\s+report\b|\bincomplete\b/i;
/** What an undetermined statement is about: the report's conclusions or the conditions themselves. */
const CONCLUSION_WORDS = /\b(?:conclusions?|findings|opinions?|RECs?|recognized\s+environmental\s+conditions?)\b/i;

const INSIGNIFICANT =
  /\b(?:not|no)\s+(?:considered\s+|deemed\s+|believed\s+to\s+be\s+)?significant\b|\binsignificant\b|\bdo(?:es)?\s+not\s+(?:affect|impact|alter|limit)\b|\bdid\s+not\s+(?:affect|impact|alter|limit)\b|\bnot\s+expected\s+to\s+(?:affect|alter|impact|change)\b|\bminor\b/i;
const SIGNIFICANT =
  /\bsignificant\b|\bmaterial(?:ly)?\b|\blimits?\s+the\s+(?:ability|EP)|\baffects?\s+the\s+ability\b|\bprecludes?\b|\bprevent(?:s|ed)?\s+the\b/i;

/** The clause is about another property than the subject. */
const ELSEWHERE =
  /\b(?:adjoining|adjacent|neighbou?ring|off-?site|nearby|surrounding|up-?gradient|down-?gradient|cross-?gradient)\b|\b\d+(?:\.\d+)?\s*(?:miles?|mi\.?)\b|\b\d{2,}\s*feet\s+(?:north|south|east|west)/i;
const FOR_ELSEWHERE = /\b(?:for|at|on|to|of|with)\s+(?:the|that|this)\s+(?:adjoining|adjacent|neighbou?ring|off-?site|nearby)\b/i;
const FOR_SUBJECT = /\b(?:in\s+connection\s+with|at|on|beneath|for|to|of|with)\s+the\s+(?:subject\s+(?:property|site)|site|property)\b/i;
const DISTANT = /\b\d+(?:\.\d+)?\s*(?:miles?|mi\.?)\b|\boff-?site\b/i;

/** Sections whose statements decide the report (the others describe what was looked at). */
export const DECIDING_SECTIONS: ReadonlySet<AstmSection> = new Set(['Executive Summary', 'Findings', 'Opinions', 'Conclusions', 'Data Gaps']);

/** A clause and whether it is the `except` part of its sentence (positive even when the rest is negated). */
interface Clause {
  text: string;
  exception: boolean;
}

/** Splits a sentence where its statements change: `;`, `, except`, ` but `, `, however`, ` whereas `. */
export function clausesOf(sentence: string): Clause[] {
  const parts = sentence.split(/;\s+|,?\s+(?=except\b)|,?\s+but\s+|,\s*however,?\s+|\s+whereas\s+|\s+\|\s+(?=\S)/i);
  return parts.filter((part) => part.trim().length > 0).map((text) => ({ text: text.trim(), exception: /^except\b/i.test(text.trim()) }));
}

/** "... represents a REC for the subject property": a condition of the subject even when it comes from next door (migration). */
const REC_FOR_SUBJECT =
  /\b(?:(?:C|H)?RECs?|recognized\s+environmental\s+conditions?)\b[^.;]{0,40}?\b(?:in\s+connection\s+with|for|to|at|on)\s+the\s+(?:subject\s+(?:property|site)|[Ss]ite\b|[Pp]roperty\b)/;

function locationOf(clause: string): Finding['location'] {
  // Stated for the subject ("... migrated beneath the building and is a REC for the Site"), a condition from next door is the subject's.
  if (REC_FOR_SUBJECT.test(clause) && !new RegExp(NEGATION_CUES.source, 'i').test(clause)) return 'subject';
  if (FOR_ELSEWHERE.test(clause)) return DISTANT.test(clause) ? 'offsite' : 'adjoining';
  if (/\bin\s+connection\s+with\s+the\s+subject\b/i.test(clause)) return 'subject';
  if (ELSEWHERE.test(clause)) return DISTANT.test(clause) ? 'offsite' : 'adjoining';
  if (FOR_SUBJECT.test(clause)) return 'subject';
  return 'subject';
}

/** A finding of one clause, before the sentence's context (section) weighs in. */
interface ClauseReading {
  kind: FindingKind;
  negated: boolean;
  location: Finding['location'];
  undetermined: boolean;
  significant: boolean;
}

interface TermHit {
  kind: Exclude<FindingKind, 'NO_REC' | 'OFFSITE'>;
  start: number;
  end: number;
  negated: boolean;
}

/** Every condition term of a clause, in order; a more specific term hides a REC term inside it. */
function termHits(text: string): TermHit[] {
  const hits: TermHit[] = [];
  for (const [kind, term] of TERMS) {
    for (const match of text.matchAll(new RegExp(term.source, 'gi'))) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (hits.some((hit) => start < hit.end && end > hit.start)) continue;
      hits.push({ kind, start, end, negated: false });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

/** Negation words; `predicate` ones ("is not", "were not identified", "none") may follow the term they deny. */
const NEGATION_CUES =
  /\b(?:no|not|none|never|neither|nor|without|absence\s+of|lack\s+of|free\s+of|revealed\s+no|identified\s+no|rather\s+than|instead\s+of)\b|\b(?:did|does|do|was|were|is|are|has|have|had)\s*n[o']t\b/gi;
const PREDICATE_CUE = /^(?:not|none|(?:did|does|do|was|were|is|are|has|have|had)\s*n[o']t)$/i;
/** Phrases with a negation word that deny nothing ("No Further Action" is a closure). */
const NOT_NEGATIONS = /\bno\s+further\s+(?:action|investigation|assessment)\b|\bnot\s+only\b|\bno\s+longer\b(?=\s+(?:in\s+)?(?:operat|active|use))/gi;
const LIST_GLUE = /^[\s,/()]*(?:or|and|nor|and\/or)?[\s,/()]*$/i;
const WORDS_IN_REACH = 8;

/** Marks the hits a negation word denies: the next term within reach, else (a predicate) the term before it; lists share their first term's polarity. */
function applyNegations(text: string, hits: TermHit[]): void {
  const masked = text.replace(NOT_NEGATIONS, (phrase) => 'x'.repeat(phrase.length));
  for (const cue of masked.matchAll(NEGATION_CUES)) {
    const at = cue.index ?? 0;
    const next = hits.find((hit) => hit.start >= at + cue[0].length);
    const between = next ? masked.slice(at, next.start) : '';
    const inReach = next !== undefined && between.split(/\s+/).length <= WORDS_IN_REACH && !/[,;:]/.test(between);
    if (next && inReach) next.negated = true;
    else if (PREDICATE_CUE.test(cue[0].trim())) {
      const before = hits.filter((hit) => hit.end <= at).at(-1);
      if (before) before.negated = true;
    }
  }
  for (let i = 1; i < hits.length; i++) {
    const previous = hits[i - 1];
    const hit = hits[i];
    if (previous && hit && LIST_GLUE.test(text.slice(previous.end, hit.start))) hit.negated = hit.negated || previous.negated;
  }
}

/** A closure already granted ("No Further Action letter issued") is not a pending conclusion. */
const CLOSURE_GRANTED =
  /\b(?:no\s+further\s+action|NFA|closure)\b[^.]*\b(?:received|issued|granted)\b|\b(?:received|issued|granted)\b[^.]*\b(?:no\s+further\s+action|NFA|closure)\b/i;

/** Words saying an AUL is in place (rather than asked about or absent). */
const IN_PLACE = /\b(?:in\s+place|recorded|imposed|maintained|restricts?|prohibits?|requires|require|remains?|identified|implemented|established|present)\b/i;

/** A clause that puts something in a class: `is an HREC`, `represents a REC`, `considered a CREC`. */
const CLASSIFYING = /\b(?:is|are|was|were|represents?|constitutes?|considered|classified|identified|revealed)\b/i;

/** Mentions of a class that assert nothing about the property: the ability or the aim "to identify RECs". */
const NON_ASSERTING =
  /\bto\s+(?:identify|evaluate|assess|determine)\s+(?:any\s+|potential\s+|the\s+|whether\s+)?(?:RECs?|recognized\s+environmental\s+conditions?)\b|\b(?:whether|if\s+any)\b.*$/gi;

function readClause(clause: Clause, sentence: string, location: Finding['location']): ClauseReading[] {
  const hits = termHits(clause.text.replace(NON_ASSERTING, (phrase) => ' '.repeat(phrase.length)));
  // A list of the classes with nothing said of them (`RECs, CRECs, HRECs and de minimis conditions`) defines, it does not find.
  if (new Set(hits.map((hit) => hit.kind)).size >= 3 && !/\b(?:no|none)\b/i.test(clause.text) && !CLASSIFYING.test(clause.text)) return [];
  applyNegations(clause.text, hits);
  const deniedKinds = new Set(hits.filter((hit) => hit.negated).map((hit) => hit.kind));
  for (const hit of hits) hit.negated = deniedKinds.has(hit.kind);
  const undetermined = UNDETERMINED.test(sentence) && !CLOSURE_GRANTED.test(clause.text);
  return hits
    .filter((hit) => hit.kind !== 'AUL' || hit.negated || IN_PLACE.test(clause.text))
    .map((hit) => ({
      kind: hit.kind,
      negated: hit.negated && !clause.exception,
      location,
      undetermined,
      significant: hit.kind === 'DATA_GAP' && SIGNIFICANT.test(sentence) && !INSIGNIFICANT.test(sentence),
    }));
}

const REASONS = {
  definition: 'a definition or the scope of the work, not a finding',
  elsewhere: (location: Finding['location']) =>
    location === 'adjoining' ? 'about an adjoining property, not the subject' : 'about an off-site property, not the subject',
  negated: 'negated',
  undetermined: 'the conclusion is stated as not reached yet',
  deMinimis: 'a de minimis condition is not a REC',
  insignificantGap: 'a data gap the report does not consider significant',
  significantGap: 'a significant data gap',
  outside: 'stated outside the findings, opinions and conclusions',
} as const;

/** Turns one reading into a finding: whether it counts towards the subject's decision, and why. */
function findingOf(reading: ClauseReading, sentence: Sentence, deciding: boolean): Finding {
  const base = { kind: reading.kind, quote: sentence.text, page: sentence.page, location: reading.location };
  const setAside = (reason: string, kind: FindingKind = reading.kind): Finding => ({ ...base, kind, counts: false, reason });
  if (reading.location !== 'subject' && reading.kind !== 'DATA_GAP') {
    return setAside(reading.negated ? `${REASONS.negated}; ${REASONS.elsewhere(reading.location)}` : REASONS.elsewhere(reading.location), reading.kind);
  }
  if (reading.undetermined && reading.kind !== 'DATA_GAP' && reading.kind !== 'AUL') return setAside(REASONS.undetermined);
  if (reading.kind === 'DE_MINIMIS') return setAside(REASONS.deMinimis);
  if (reading.kind === 'DATA_GAP') {
    if (reading.negated) return setAside(REASONS.negated);
    return reading.significant ? { ...base, location: 'subject', counts: true, reason: REASONS.significantGap } : setAside(REASONS.insignificantGap);
  }
  if (reading.negated) {
    if (ELSEWHERE.test(sentence.text)) return setAside(`${REASONS.negated}; ${REASONS.elsewhere(DISTANT.test(sentence.text) ? 'offsite' : 'adjoining')}`);
    if (reading.kind === 'REC' && deciding) return { ...base, kind: 'NO_REC', counts: true, reason: 'the report states there are no RECs' };
    return setAside(REASONS.negated);
  }
  if (!deciding && reading.kind !== 'AUL') return setAside(REASONS.outside);
  return { ...base, counts: true, reason: reading.kind === 'AUL' ? 'a control in place at the subject property' : 'stated for the subject property' };
}

/** Whether a sentence's section decides the report (or the report has no recognisable sections). */
export const isDeciding = (sentence: Sentence) =>
  sentence.astm !== null ? DECIDING_SECTIONS.has(sentence.astm) : sentence.section === null && !sentence.frontMatter;

/** Sections and subsections that define terms rather than report findings. */
const GLOSSARY = /\bdefinitions?\b|\bglossary\b|\bterminology\b|\bacronyms?\b|\babbreviations?\b/i;
/** A glossary entry: the term, its abbreviation, then a colon or dash (`Recognized environmental condition (REC): ...`). */
const DEFINITION_HEAD =
  /^\s*(?:the\s+term\s+)?["\u201c]?(?:(?:historical|controlled)\s+)?(?:recognized\s+environmental\s+conditions?|C?H?RECs?|de\s+minimis\s+conditions?|activity\s+and\s+use\s+limitations?|AULs?|data\s+gaps?|data\s+failures?)["\u201d]?\s*(?:\([A-Za-z]+\))?\s*[:\u2013\u2014-]\s+/i;
/** A glossary entry defines in lower case or numbered parts; a labelled finding (`HRECs: The 1992 release ...`, `RECs: None`) does not. */
const isDefinitionEntry = (text: string) => {
  const head = DEFINITION_HEAD.exec(text);
  if (!head) return false;
  const rest = text.slice(head[0].length);
  return /^(?:\(?\d\)|[a-z])/.test(rest) && !/^(?:none|no|not|n\/a)\b/i.test(rest);
};

/** A sentence that states no finding: a heading, a question, a glossary entry, anything in a definitions section. */
const statesNoFinding = (sentence: Sentence) =>
  sentence.kind === 'heading' ||
  /\?\s*$/.test(sentence.text) ||
  isDefinitionEntry(sentence.text) ||
  GLOSSARY.test(sentence.section ?? '') ||
  GLOSSARY.test(sentence.subsection ?? '');

/** The findings one sentence states. Headings state none. */
export function findingsOfSentence(sentence: Sentence, deciding = isDeciding(sentence)): Finding[] {
  if (statesNoFinding(sentence)) return [];
  const readings = sentence.kind === 'table' ? readTableRow(sentence.text) : readSentence(sentence.text);
  const findings = [...mergeReadings(readings).map((reading) => findingOf(reading, sentence, deciding)), ...pendingFinding(sentence, deciding)];
  return findings.filter(
    (finding, index) =>
      findings.findIndex((other) => other.kind === finding.kind && other.location === finding.location && other.counts === finding.counts) === index,
  );
}

function readSentence(text: string): ClauseReading[] {
  return clausesOf(text).flatMap((clause) => {
    if (NOT_A_FINDING.test(clause.text)) return [];
    const readings = readClause(clause, text, locationOf(clause.text));
    return ENDS_DENIED.test(clause.text) ? readings.map((reading) => ({ ...reading, negated: !clause.exception })) : readings;
  });
}

/** A cell answering a checklist row: `No`, `None identified`, `Yes`, `1`. */
const ANSWER_NO = /^(?:no|none(?:\s+(?:identified|noted|observed))?|not\s+(?:identified|observed|applicable)|n\/a|0)\.?$/i;
const ANSWER_YES = /^(?:yes|identified|present|[1-9]\d*)\b/i;
const ANY_TERM = new RegExp(TERMS.map(([, term]) => term.source).join('|'), 'gi');
/** A cell that only names a class (`Recognized Environmental Conditions (RECs)`), as a checklist's first column does. */
const isLabelCell = (cell: string) =>
  termHits(cell).length > 0 &&
  cell
    .replace(ANY_TERM, '')
    .replace(/[()\s:-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean).length <= 2;

/**
 * A table row: each cell naming a condition is read on its own, the row as a whole says whose
 * property it is; a checklist row (`RECs | No`, `CRECs | Yes | 1995 closure with a deed restriction`)
 * (its first cell names the class) takes its polarity from its second, the answer.
 */
function readTableRow(text: string): ClauseReading[] {
  const location = locationOf(text);
  const cells = text.split(/\s+\|\s+/).map((cell) => cell.trim());
  const [label, answer] = cells;
  if (label !== undefined && answer !== undefined && isLabelCell(label)) {
    const denied = ANSWER_NO.test(answer);
    if (!denied && !ANSWER_YES.test(answer)) return [];
    return readClause({ text: label, exception: false }, text, location).map((reading) => ({ ...reading, negated: denied }));
  }
  return cells.flatMap((cell) => (NOT_A_FINDING.test(cell) ? [] : readClause({ text: cell, exception: false }, cell, location)));
}

/** A line ending in a bare answer (`Historical RECs (HRECs) No`): the answer denies the line's terms. */
const ENDS_DENIED = /\b(?:no|none(?:\s+identified)?|not\s+identified)\.?$/i;

/** A conclusion not reached yet ("pending the laboratory results", "not included in this partial report"), stated where the report decides. */
function pendingFinding(sentence: Sentence, deciding: boolean): Finding[] {
  if (!deciding || !UNDETERMINED.test(sentence.text) || !CONCLUSION_WORDS.test(sentence.text) || CLOSURE_GRANTED.test(sentence.text)) return [];
  return [
    {
      kind: 'PENDING',
      location: 'subject',
      counts: true,
      quote: sentence.text,
      page: sentence.page,
      reason: 'the report states its conclusion is not reached',
    },
  ];
}

/** One reading per kind, location and polarity: a sentence naming a REC twice is one finding. */
function mergeReadings(readings: ClauseReading[]): ClauseReading[] {
  const seen = new Set<string>();
  return readings.filter((reading) => {
    const key = `${reading.kind}|${reading.location}|${reading.negated}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
