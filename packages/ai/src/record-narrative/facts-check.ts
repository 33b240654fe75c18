import { recordFactsText, type DatabaseRecord } from './record-facts';

// The facts-subset check: an LLM paragraph may rephrase a record's facts, never add one. Every
// number, every token holding a digit (ids, dates), every ALL-CAPS word and every run of two or
// more Capitalised words it writes must be found in the record's facts.

/**
 * Words of the trade a paragraph may use that are not facts of a record (removed before the
 * check). Kept short on purpose: an expanded acronym or an agency's name is a fact to check.
 */
const TRADE_TERMS = [
  'ASTM E1527-21',
  'ASTM E2600',
  'Phase II Environmental Site Assessment',
  'Phase II ESA',
  'Phase II',
  'ASTM',
  'Phase I Environmental Site Assessment',
  'Phase I ESA',
  'Phase I',
  'Environmental Site Assessment',
  'ESA',
  'Controlled Recognized Environmental Conditions',
  'Controlled Recognized Environmental Condition',
  'Historical Recognized Environmental Conditions',
  'Historical Recognized Environmental Condition',
  'Recognized Environmental Conditions',
  'Recognized Environmental Condition',
  'CRECs',
  'CREC',
  'HRECs',
  'HREC',
  'RECs',
  'REC',
  'Subject Property',
  'Target Property',
  'IDs',
  'ID',
];
const TRADE_TERMS_PATTERN = new RegExp(`(?<![\\w-])(?:${TRADE_TERMS.map((term) => term.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|')})(?![\\w-])`, 'gi');

/** Words that start a run of Capitalised words without naming anything ("The Victory Motors site"). */
const LEADING_WORDS = new Set(
  'a an the this that these those its it their at in on of for from to by with per and or but as according based under since although while when where which no not both each either neither'.split(
    ' ',
  ),
);

/** A word, an id or a number, its inner connectors (`.`, `,`, `/`, `-`, `:`) kept: `0.024`, `1,250`, `03/09/2013`, `E1527-21`. */
const TOKEN = /[A-Za-z0-9]+(?:[.,/:-][A-Za-z0-9]+)*/g;
const PLAIN_NUMBER = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;
/** `7-9` (pages), `2013-03-09`: each number is checked on its own. */
const NUMBER_RANGE = /^\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)+$/;
const NUMBER_IN_FACTS = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+/g;
const ALL_CAPS = /(?<![\w-])[A-Z][A-Z&'’-]*[A-Z](?![\w-])/g;
// No `.` inside a word and no `and` between words: a run stops at a sentence's end ("KENT AVE. The
// site") and "LUST and UST" is two names, not one. Words with digits are ids, checked on their own.
const CAPITALISED_WORD = `(?:(?<![A-Za-z0-9'’&-])[A-Z][A-Za-z'’&-]*(?![A-Za-z0-9-]))`;
const CAPITALISED_RUN = new RegExp(`${CAPITALISED_WORD}(?:\\s+(?:(?:of|de)\\s+)?${CAPITALISED_WORD})+`, 'g');

/** `0.50` -> `0.5`, `1,250` -> `1250`, `007` -> `7`, `200.0` -> `200`. */
export function normalizeNumber(value: string): string {
  const [whole = '', fraction = ''] = value.replace(/,/g, '').split('.');
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${integer}.${decimals}` : integer;
}

/** Lower case, words and digit runs only (leading zeros dropped), single spaces: `TN-0416 / Open` -> `tn 416 open`. */
function normalizePhrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b0+(?=\d)/g, '')
    .trim();
}

/** What the facts allow: their numbers and their text as phrases. */
interface AllowedFacts {
  numbers: Set<string>;
  phrases: string;
}

function allowedFacts(factsText: string): AllowedFacts {
  return {
    numbers: new Set([...factsText.matchAll(NUMBER_IN_FACTS)].map(([match]) => normalizeNumber(match.startsWith('.') ? `0${match}` : match))),
    phrases: ` ${normalizePhrase(factsText)} `,
  };
}

const statedIn = (facts: AllowedFacts, phrase: string) => {
  const normalized = normalizePhrase(phrase);
  return normalized === '' || facts.phrases.includes(` ${normalized} `);
};

/** A token with a digit, less a unit or word joined to it (`0.024-mile` -> `0.024`). */
const withoutWordParts = (token: string) =>
  token
    .split('-')
    .filter((part) => !/^[a-z]+$/.test(part))
    .join('-');

function addedNumbersAndIds(text: string, facts: AllowedFacts): string[] {
  const added: string[] = [];
  for (const [match] of text.matchAll(TOKEN)) {
    if (!/\d/.test(match)) continue;
    const token = withoutWordParts(match);
    const numbers = PLAIN_NUMBER.test(token) ? [token] : NUMBER_RANGE.test(token) ? token.split('-') : null;
    const known = numbers ? numbers.every((number) => facts.numbers.has(normalizeNumber(number))) : statedIn(facts, token);
    if (!known) added.push(match);
  }
  return added;
}

function addedNames(text: string, facts: AllowedFacts): string[] {
  const capitals = [...text.matchAll(ALL_CAPS)].map(([match]) => match);
  const runs = [...text.matchAll(CAPITALISED_RUN)].map(([match]) => dropLeadingWords(match)).filter((run) => run.split(/\s+/).length >= 2);
  return [...capitals, ...runs].filter((name) => !statedIn(facts, name));
}

function dropLeadingWords(run: string): string {
  const words = run.split(/\s+/);
  while (words.length > 0 && LEADING_WORDS.has(words[0]!.toLowerCase())) words.shift();
  return words.join(' ');
}

/**
 * The facts `text` states that neither `factsText` nor the record's own fields hold: numbers
 * (compared as numbers: `0.50` is `0.5`, `1,250` is `1250`), tokens with digits (ids, dates),
 * ALL-CAPS words and runs of Capitalised words (compared without case or punctuation). Empty
 * when the paragraph adds nothing.
 */
export function factsAddedBy(text: string, record: DatabaseRecord, factsText: string): string[] {
  return factsAddedTo(text, `${factsText}\n${recordFactsText(record)}`);
}

/**
 * The facts `text` states that `factsText` does not hold (numbers, tokens with digits, ALL-CAPS
 * words, runs of Capitalised words; see factsAddedBy). Empty when the text adds nothing.
 */
export function factsAddedTo(text: string, factsText: string): string[] {
  const facts = allowedFacts(factsText);
  const checked = text.replace(TRADE_TERMS_PATTERN, ' ');
  return [...new Set([...addedNumbersAndIds(checked, facts), ...addedNames(checked, facts)])];
}

/** Whether an LLM paragraph only restates the record's facts (see factsAddedBy). */
export function narrativeAddsNoFacts(text: string, record: DatabaseRecord, factsText: string): boolean {
  return factsAddedBy(text, record, factsText).length === 0;
}
