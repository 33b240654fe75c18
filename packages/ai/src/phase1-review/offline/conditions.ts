import type { Finding, FindingKind } from '@groundwork/contracts';
import { type AstmSection, parseHeading } from './headings';
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
  ['HREC', /\bHRECs?\b|\bhistoric(?:al)?\s+(?:recognized\s+environmental\s+conditions?|RECs?)\b/i],
  ['REC', /\bRECs?\b|\brecognized\s+environmental\s+conditions?\b/i],
  ['DE_MINIMIS', /\bde\s+minim[iu]s\b/i],
  ['DATA_GAP', /\bdata\s+gaps?\b|\bdata\s+failures?\b/i],
  [
    'AUL',
    /\bactivity\s+and\s+use\s+limitations?\b|\bAULs?\b|\binstitutional\s+controls?\b|\bengineering\s+controls?\b|\bdeed\s+(?:restrictions?|notices?)\b|\b(?:environmental|restrictive)\s+covenants?\b|\bland\s+use\s+(?:restrictions?|covenants?|controls?)\b/i,
  ],
];

/** Words that make a clause not a finding: a definition, the purpose of the work, a hypothesis. */
const NOT_A_FINDING =
  /\bknown\s+or\s+suspect(?:ed)?\b|\b(?:is|are)\s+defined\b|\bdefin(?:es|ition|itions)\b|\bthe\s+term\b|\brefers?\s+to\b|\bmeans\s+(?:the|a)\b|\bpurpose\b|\bintended\s+to\b|\b(?:purpose|performed|conducted|designed)\b[^.]*\bto\s+identify\b|\bclassifications\s+follow\b|\bfor\s+the\s+purposes?\s+of\b|\b(?:may|might|could)\s+(?:be\s+considered|constitute|represent|be)\s+(?:an?\s+)?(?:potential\s+)?(?:C|H)?(?:RECs?\b|recognized\b)|\bif\s+(?:it|they|this|that|the\s+\w+)\s+were\b/i;

/** A conclusion that is not reached yet. */
const UNDETERMINED =
  /\bpending\b|\bcannot\s+(?:yet\s+)?be\s+(?:determined|made|reached|completed|rendered)\b|\bunable\s+to\s+(?:determine|conclude|complete)\b|\bnot\s+yet\s+(?:been\s+)?(?:determined|available|received|completed)\b|\bto\s+be\s+determined\b|\buntil\b.*\b(?:results?|data|analys[ie]s)\b|\bnot\s+included\s+in\s+this\b|\bpartial\s+report\b|\bincomplete\b/i;
/** What an undetermined statement is about: the report's conclusions or the conditions themselves. */
const CONCLUSION_WORDS = /\b(?:conclusions?|findings|opinions?|RECs?|recognized\s+environmental\s+conditions?)\b/i;

const INSIGNIFICANT =
  /\b(?:not|no)\s+(?:considered\s+|deemed\s+|believed\s+to\s+be\s+)?significant\b|\binsignificant\b|\bdo(?:es)?\s+not\s+(?:affect|impact|alter|limit)\b|\bdid\s+not\s+(?:affect|impact|alter|limit)\b|\bnot\s+expected\s+to\s+(?:affect|alter|impact|change)\b|\bminor\b/i;
const SIGNIFICANT =
  /\bsignificant\b|\bmaterial(?:ly)?\b|\blimits?\s+the\s+(?:ability|EP)|\b(?:limit|affect|impair|restrict|hinder|constrain|reduce)(?:s|ed|ing)?\s+(?:[\w']+\s+){0,2}ability\b|\bprecludes?\b|\bprevent(?:s|ed)?\s+the\b/i;

/** The clause is about another property than the subject. */
const ELSEWHERE =
  /\b(?:adjoining|adjacent|abutting|neighbou?ring|off-?site|nearby|surrounding|up-?gradient|down-?gradient|cross-?gradient)\b|\b(?:north|south|east|west)(?:east|west)?(?:ern)?\s+of\s+the\s+subject\b|\bacross\s+[^,.;]{1,40}?\bfrom\s+the\s+subject\b|\b\d+(?:\.\d+)?\s*(?:miles?|mi\.?)\b|\b\d{2,}\s*feet\s+(?:north|south|east|west)/i;
const FOR_ELSEWHERE = /\b(?:for|at|on|to|of|with)\s+(?:the|that|this)\s+(?:adjoining|adjacent|abutting|neighbou?ring|off-?site|nearby)\b/i;
const FOR_SUBJECT = /\b(?:in\s+connection\s+with|at|on|beneath|for|to|of|with)\s+the\s+(?:subject\s+(?:property|site)|site|property)\b/i;
const DISTANT = /\b\d+(?:\.\d+)?\s*(?:miles?|mi\.?)\b|\boff-?site\b/i;

/** Sections whose statements decide the report (the others describe what was looked at). */
export const DECIDING_SECTIONS: ReadonlySet<AstmSection> = new Set(['Executive Summary', 'Findings', 'Opinions', 'Conclusions', 'Data Gaps']);

/** A clause and whether it is the `except` part of its sentence (positive even when the rest is negated). */
interface Clause {
  text: string;
  exception: boolean;
}

/** What opens the exception of a statement: `except for the following`, `other than ...`, `With the exception of X, ...`. */
const EXCEPTION = /^(?:except|other\s+than|with\s+the\s+exception\s+of|apart\s+from|aside\s+from)\b/i;
/** An exception set before its statement: `With the exception of the former dry cleaner, no RECs ...`. */
const FRONTED_EXCEPTION = /^((?:except\s+for|other\s+than|with\s+the\s+exception\s+of|apart\s+from|aside\s+from)\b[^,;]*),\s+/i;

/** Splits a sentence where its statements change: `;`, `, except`, `other than`, ` but `, `, however`, ` whereas `, `, while`. */
export function clausesOf(sentence: string): Clause[] {
  const fronted = FRONTED_EXCEPTION.exec(sentence);
  const rest = fronted ? sentence.slice(fronted[0].length) : sentence;
  const parts = rest.split(/;\s+|,?\s+(?=except\b|other\s+than\b)|,?\s+but\s+|,\s*however,?\s+|\s+whereas\s+|,\s*while\s+|\s+\|\s+(?=\S)/i);
  return [...(fronted?.[1] ? [fronted[1]] : []), ...parts]
    .filter((part) => part.trim().length > 0)
    .map((text) => ({ text: text.trim(), exception: EXCEPTION.test(text.trim()) }));
}

/** "... represents a REC for the subject property": a condition of the subject even when it comes from next door (migration). */
const REC_FOR_SUBJECT =
  /\b(?:(?:C|H)?RECs?|recognized\s+environmental\s+conditions?)\b[^.;]{0,40}?\b(?:in\s+connection\s+with|for|to|at|on)\s+the\s+(?:subject\s+(?:property|site)|[Ss]ite\b|[Pp]roperty\b)/;

/** A release from next door that has reached the subject (`the plume ... extends beneath the subject property`) is the subject's. */
const MIGRATED_TO_SUBJECT =
  /\b(?:extends?|extending|migrat(?:ed|es|ing)|underl(?:ies|ying)|encroach(?:es|ing)?|present)\s+(?:(?:on|in)to\s+|beneath\s+|under\s+|below\s+|onto\s+|on\s+)the\s+subject\s+(?:property|site)\b/i;

function locationOf(clause: string, previous?: string): Finding['location'] {
  return statedLocation(clause) ?? referredLocation(clause, previous) ?? 'subject';
}

/** Whose property a clause names, or null when it names none. */
function statedLocation(clause: string): Finding['location'] | null {
  // Stated for the subject ("... migrated beneath the building and is a REC for the Site"), a condition from next door is the subject's.
  if (REC_FOR_SUBJECT.test(clause) && !new RegExp(NEGATION_CUES.source, 'i').test(clause)) return 'subject';
  if (MIGRATED_TO_SUBJECT.test(clause) && !new RegExp(NEGATION_CUES.source, 'i').test(clause)) return 'subject';
  if (FOR_ELSEWHERE.test(clause)) return DISTANT.test(clause) ? 'offsite' : 'adjoining';
  if (/\bin\s+connection\s+with\s+the\s+subject\b/i.test(clause)) return 'subject';
  if (ELSEWHERE.test(clause)) return DISTANT.test(clause) ? 'offsite' : 'adjoining';
  if (FOR_SUBJECT.test(clause)) return 'subject';
  return null;
}

/** A clause opening with `This`, `It`, `That listing`: it speaks of what the sentence before it spoke of. */
const ANAPHOR = /^(?:this|that|these|those|it|such)\b/i;
/** `It is our opinion that ...`, `This assessment ...`: an opening that refers to nothing before it. */
const NOT_ANAPHORIC =
  /^it\s+(?:is|was)\s+(?:our|the|my)\b|^it\s+(?:is|was)\s+\w+\s+that\b|^(?:this|that)\s+(?:assessment|report|ESA|Phase|evaluation|review)\b/i;

/** The property an anaphoric clause refers to: the other property its paragraph's previous sentence is about (never when that sentence also names the subject). */
function referredLocation(clause: string, previous: string | undefined): Finding['location'] | null {
  if (!previous || !ANAPHOR.test(clause) || NOT_ANAPHORIC.test(clause) || /\bsubject\b/i.test(previous)) return null;
  const location = statedLocation(previous);
  return location === 'subject' ? null : location;
}

/** A finding of one clause, before the sentence's context (section) weighs in. */
interface ClauseReading {
  kind: FindingKind;
  negated: boolean;
  location: Finding['location'];
  undetermined: boolean;
  significant: boolean;
  /** Read from the sentence's place rather than its words: its subsection's class, or the class its statement excepts. */
  inferred?: keyof typeof INFERRED;
}

/** Why a finding read from its place counts (the report's neighbouring sentences may overrule it, see `withoutOverruledInferences`). */
export const INFERRED = {
  label: 'an entry of a subsection titled by its class',
  exception: 'the exception to a statement denying its class',
  listItem: 'an item of a list its introduction classes',
} as const;

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
/** What joins the terms of one list: `RECs, CRECs or HRECs`, `a REC or an HREC`, `RECs and/or any CRECs`, `HRECs or significant data gaps`. */
const LIST_GLUE = /^[\s,/()]*(?:(?:or|and|nor|and\/or)\b[\s,/()]*)?(?:(?:an?|any|the)\s+)?(?:(?:significant|other|material|potential)\s+)?$/i;
const WORDS_IN_REACH = 8;
/** A negated verb of judgement denies its whole object, however long (`does not consider the staining ... to be a REC`). */
const JUDGING_VERB = /^\s*(?:\w+ly\s+)?(?:consider|believe|identif|find|found|reveal|represent|constitut|regard|deem|view|appear|indicate|meet|warrant)/i;
/** A new predicate starts: the negation before it is done (`closed with no restrictions and is an HREC`). */
const NEW_PREDICATE =
  /\b(?:and|or)\s+(?:\w+\s+){0,3}(?:is|are|was|were|represents?|constitutes?|remains?|consider(?:s|ed)?|regard(?:s|ed)?|deem(?:s|ed)?|classif(?:y|ies|ied)|conclude[sd]?)\b|\b(?:which|that)\s+(?:\w+\s+)?(?:is|are|was|were|represents?|constitutes?|remains?)\b/i;
/** `No evidence of X, Y or a release that would be a REC`: the negation spans the whole noun phrase. */
const DENIED_EVIDENCE = /^\s*(?:evidence|indications?|signs?)\s+of\b/i;
const VERB = /\b(?:is|are|was|were|be|been|has|have|had|observed|identified|found|noted|reported|considered|located)\b/i;
/** Commas of a list (`staining, stressed vegetation or other indications`) do not end a negation's reach; a comma after a verb does. */
const onlyListCommas = (between: string) => {
  const segments = between.split(',');
  const last = segments.at(-1) ?? '';
  return segments.length > 1 && !/[;:]/.test(between) && segments.slice(0, -1).every((segment) => !VERB.test(segment)) && /\b(?:or|and)\b/i.test(last);
};
/** `The absence of X is a data gap`: what is absent is the subject, not the term after its verb. */
const ABSENCE_CUE = /^(?:absence|lack)\s+of$/i;
const PREDICATE_VERB = /\b(?:is|are|was|were|represents?|constitutes?|remains?|limits?|creates?|results?)\b/i;
/** A clause opening with `None of` or `Neither` denies what it goes on to say. */
const CLAUSE_DENIED = /^\s*(?:none\s+of|neither)\b/i;

/** Marks the hits a negation word denies: the next term within reach, else (a predicate) the term before it; lists share their first term's polarity. */
function applyNegations(text: string, hits: TermHit[]): void {
  const masked = text.replace(NOT_NEGATIONS, (phrase) => 'x'.repeat(phrase.length));
  if (CLAUSE_DENIED.test(masked)) for (const hit of hits) hit.negated = true;
  for (const cue of masked.matchAll(NEGATION_CUES)) {
    const at = cue.index ?? 0;
    const next = hits.find((hit) => hit.start >= at + cue[0].length);
    const between = next ? masked.slice(at, next.start) : '';
    const words = between.split(/\s+/).filter(Boolean).length;
    const after = masked.slice(at + cue[0].length);
    const spansPhrase = /^no$/i.test(cue[0].trim()) && DENIED_EVIDENCE.test(after);
    const near = words <= WORDS_IN_REACH || JUDGING_VERB.test(after) || spansPhrase;
    const punctuated = /[,;:]/.test(between) && !(spansPhrase && onlyListCommas(between));
    const bounded = punctuated || NEW_PREDICATE.test(between) || (ABSENCE_CUE.test(cue[0].trim()) && PREDICATE_VERB.test(between));
    const inReach = next !== undefined && near && !bounded;
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
const IN_PLACE =
  /\b(?:in\s+place|recorded|imposed|maintained|restricts?|restricting|prohibits?|prohibiting|limiting|requires|require|remains?|identified|implemented|established|present|subject\s+to)\b/i;

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

export const REASONS = {
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
  if (reading.inferred) return { ...base, counts: true, reason: INFERRED[reading.inferred] };
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

/**
 * The class a subsection's heading names when it names nothing else (`5.1 Recognized Environmental
 * Conditions`, `Controlled RECs:`): its items (`Former Quality Cleaners ...`, `None identified.`) are
 * read as that class's entries.
 */
function classOfSubsection(sentence: Sentence): string | null {
  if (!sentence.subsection) return null;
  const title = parseHeading(sentence.subsection)?.title ?? sentence.subsection;
  return isLabelCell(title) && !GLOSSARY.test(title) ? title : null;
}

/** The findings one sentence states. Headings state none. */
export function findingsOfSentence(sentence: Sentence, deciding = isDeciding(sentence)): Finding[] {
  if (statesNoFinding(sentence)) return [];
  // Only a paragraph that names no class of its own is an entry of its subsection's class.
  const label = sentence.kind === 'body' && termHits(sentence.paragraph ?? sentence.text).length === 0 ? classOfSubsection(sentence) : null;
  const readings =
    sentence.kind === 'table'
      ? readTableRow(sentence.text, sentence.header)
      : label
        ? readSentence(`${label}: ${sentence.text}`, sentence.previous).map((reading) => ({ ...reading, inferred: 'label' as const }))
        : readSentence(sentence.text, sentence.previous);
  const findings = [...mergeReadings(readings).map((reading) => findingOf(reading, sentence, deciding)), ...pendingFinding(sentence, deciding)];
  return findings.filter(
    (finding, index) =>
      findings.findIndex((other) => other.kind === finding.kind && other.location === finding.location && other.counts === finding.counts) === index,
  );
}

/** An exception that is not a condition: `except as noted`, `other than the limitations described in Section 2` (not `other than the former plating operation described in Section 7.1`). */
const PROCEDURAL_EXCEPTION =
  /^\s*as\b|^\s*(?:for\s+)?(?:the\s+|any\s+|those\s+)?(?:[\w-]+\s+){0,2}(?:limitations?|deviations?|exceptions?|scope|sections?|appendix|report)\b/i;

/**
 * ASTM E1527-21's definitions, written out instead of named: a REC "addressed to the satisfaction of
 * the regulatory authority" with substances "allowed to remain in place subject to" controls is a
 * CREC; a past release "addressed to unrestricted (residential) use" without controls is an HREC.
 */
const CONTROLLED_BY_DEFINITION =
  /\baddressed\s+to\s+the\s+satisfaction\s+of\b[^.]*\bsubject\s+to\b[^.]*\bcontrols?\b|\ballowed\s+to\s+remain\s+in\s+place\b[^.]*\bsubject\s+to\b/i;
const HISTORICAL_BY_DEFINITION = /\b(?:addressed|remediated|cleaned\s+up)\s+to\s+(?:meet\s+)?unrestricted\s+(?:residential\s+)?use\b/i;

function classByDefinition(kind: FindingKind, clause: string): FindingKind {
  if (kind !== 'REC') return kind;
  if (CONTROLLED_BY_DEFINITION.test(clause)) return 'CREC';
  return HISTORICAL_BY_DEFINITION.test(clause) ? 'HREC' : kind;
}

function readSentence(text: string, previous?: string): ClauseReading[] {
  const clauses = clausesOf(text);
  const readings = clauses.flatMap((clause, order) => {
    if (NOT_A_FINDING.test(clause.text)) return [];
    const before = order > 0 ? clauses[order - 1]?.text : previous;
    const read = readClause(clause, text, locationOf(clause.text, before)).map((reading) =>
      reading.negated ? reading : { ...reading, kind: classByDefinition(reading.kind, clause.text) },
    );
    return ENDS_DENIED.test(clause.text) ? read.map((reading) => ({ ...reading, negated: !clause.exception })) : read;
  });
  return [...readings, ...exceptedConditions(clauses, readings)];
}

/**
 * `no RECs ... except for the following: the former gasoline USTs`: an exception that names no class
 * of its own is one of the classes the statement denies, at the subject.
 */
function exceptedConditions(clauses: readonly Clause[], readings: readonly ClauseReading[]): ClauseReading[] {
  const bare = clauses.find(
    (clause) => clause.exception && termHits(clause.text).every((hit) => hit.kind === 'AUL') && !PROCEDURAL_EXCEPTION.test(clause.text.replace(EXCEPTION, '')),
  );
  if (!bare) return [];
  return readings
    .filter((reading) => reading.negated && reading.location === 'subject' && (reading.kind === 'REC' || reading.kind === 'CREC' || reading.kind === 'HREC'))
    .map((reading) => ({ ...reading, kind: classByDefinition(reading.kind, bare.text), negated: false, inferred: 'exception' as const }));
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
/** A ticked box's answer (`[X] Yes [ ] No` -> `Yes`); a cell of boxes none ticked answers nothing. */
const TICKED = /(?:\[\s*[xX\u2713\u2714]\s*\]|\(\s*[xX\u2713\u2714]\s*\)|[\u2612\u2611\u25a0])\s*(yes|no|n\/a)\b/i;
const BOX = /\[\s*\]|\(\s*\)|[\u2610\u25a1]/;
const answerOf = (cell: string) => TICKED.exec(cell)?.[1] ?? (BOX.test(cell) ? '' : cell);

/** A mark in a checklist's column (`X`, a tick). */
const MARK = /^(?:x|\u2713|\u2714|\u2612|\u2611|\u25a0|\u25cf|yes)$/i;

/** The title of the Yes or No column a row marks (`Condition | Yes | No` over `RECs |  | X` -> `No`), else null. */
function markedColumn(text: string, header: string | undefined): string | null {
  if (!header) return null;
  const titles = header.split('|').map((cell) => cell.trim());
  if (!titles.some((title) => /^yes$/i.test(title)) || !titles.some((title) => /^no$/i.test(title))) return null;
  const cells = text.split('|').map((cell) => cell.trim());
  const marked = titles.filter((title, index) => /^(?:yes|no)$/i.test(title) && MARK.test(cells[index] ?? ''));
  return marked.length === 1 ? (marked[0] ?? null) : null;
}

function readTableRow(text: string, header?: string): ClauseReading[] {
  const location = locationOf(text);
  const cells = text.split(/\s+\|\s+|\s*\.{4,}\s*/).map((cell) => cell.trim());
  const [label, printed] = cells;
  const answer = markedColumn(text, header) ?? (printed === undefined ? undefined : answerOf(printed));
  if (label !== undefined && answer !== undefined && isLabelCell(label)) {
    const denied = ANSWER_NO.test(answer);
    if (!denied && !ANSWER_YES.test(answer)) return [];
    return readClause({ text: label, exception: false }, text, location).map((reading) => ({ ...reading, negated: denied }));
  }
  return cells.flatMap((cell) => (NOT_A_FINDING.test(cell) ? [] : readClause({ text: cell, exception: false }, cell, location)));
}

/** A line ending in a bare answer (`Historical RECs (HRECs) No`, `RECs identified: 0`): the answer denies the line's terms. */
const ENDS_DENIED = /(?:\b(?:no|none(?:\s+identified)?|not\s+identified)|:\s*(?:0|zero))\.?$/i;

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

const isInferred = (finding: Finding) => finding.reason === INFERRED.label || finding.reason === INFERRED.exception;
/** Sentences after an exception that may name the excepted conditions themselves (`except for the following:` and its list). */
const EXCEPTION_LIST = 3;

/**
 * Findings read from a sentence's place give way to the report's own words: a subsection titled by
 * a class that also states its classes in words (`No RECs were identified.`) has no unnamed
 * entries; an exception whose list names its class (`except for the following: the HREC ...`) is
 * that class, not the one the statement denies.
 */
export function withoutOverruledInferences(sentences: readonly Sentence[], findings: readonly Finding[][]): Finding[][] {
  const stated = (index: number) => (findings[index] ?? []).filter((finding) => !isInferred(finding));
  return findings.map((own, index) => {
    const sentence = sentences[index];
    if (!sentence) return own;
    return own.filter((finding) => {
      if (finding.reason === INFERRED.label) {
        return !sentences.some(
          (other, at) =>
            at !== index && other.section === sentence.section && other.subsection === sentence.subsection && stated(at).some((f) => f.kind !== 'AUL'),
        );
      }
      if (finding.reason === INFERRED.exception) {
        const following = sentences.slice(index + 1, index + 1 + EXCEPTION_LIST).map((other, offset) => ({ other, at: index + 1 + offset }));
        return !following.some(
          ({ other, at }) =>
            other.section === sentence.section &&
            stated(at).some((f) => f.kind !== finding.kind && ['REC', 'CREC', 'HREC', 'DE_MINIMIS'].includes(f.kind) && !f.reason.startsWith('negated')),
        );
      }
      return true;
    });
  });
}
