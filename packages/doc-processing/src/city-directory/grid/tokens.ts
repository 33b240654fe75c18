import { normalizeStreet } from '../address';
import { isPhoneText, normalizeSpace } from '../listing-text';
import { parseYear } from '../years';

// What a cell of a listing page is, by its words alone: a year, a house number, a street heading,
// a unit heading, a phone, a cross-reference. Where it sits decides the rest (read-grid.ts).

const STREET_SUFFIXES = new Set([
  'AVE',
  'ST',
  'RD',
  'DR',
  'BLVD',
  'HWY',
  'LN',
  'CT',
  'PL',
  'PKWY',
  'CIR',
  'TER',
  'TRL',
  'WAY',
  'FWY',
  'EXPY',
  'PIKE',
  'TPKE',
  'SQ',
  'PLZ',
  'RTE',
  'ALY',
  'CTR',
]);

/** The words before a route's number. */
const ROUTES = new Set(['HWY', 'RTE', 'FWY', 'EXPY', 'PIKE', 'TPKE', 'ROUTE', 'FM', 'SR', 'CR']);

const edges = (text: string) => text.replace(/^[^A-Za-z0-9#(]+|[^A-Za-z0-9)]+$/g, '');

/** `1987`, `1987:` or `(1987)`: a directory year. */
export function yearOf(text: string): number | null {
  return parseYear(edges(withoutContinued(text.replace(YEAR_LABEL, ''))).replace(/^\(|\)$/g, ''));
}

/** `1987  Polk's City Directory`: a year heading with its directory. */
export function yearWithSource(text: string): { year: number; source: string | null } | null {
  const clean = withoutContinued(normalizeSpace(text).replace(YEAR_LABEL, ''));
  const match = /^\(?((?:18|19|20)\d\d)\)?(?:\s*[-–:|,]?\s+\(?([A-Za-z][^()]*)\)?)?$/.exec(clean);
  const year = match ? parseYear(match[1]!) : null;
  return year === null ? null : { year, source: match![2]?.trim() || null };
}

const YEAR_LABEL = /^(?:directory\s+)?(?:year|yr)\s*[:.]?\s*/i;

const HOUSE_NUMBER = /^(\d{1,6}[A-Za-z]?(?:\s*-\s*\d{1,6}[A-Za-z]?)?|\d{1,6}\s*1\/2)(?=\s|$)/;

/** The house number a text starts with and the rest: `1216 Greater Metropolitan` -> 1216, `Greater Metropolitan`. */
export function leadingNumber(text: string): { number: string; rest: string } | null {
  const clean = normalizeSpace(text);
  const match = HOUSE_NUMBER.exec(clean);
  if (!match) return null;
  return { number: match[1]!.replace(/\s+/g, ''), rest: clean.slice(match[0].length).replace(/^[\s\-–:,.]+/, '') };
}

const CONTINUED = /\s*[-–(]*\s*(?:continued|cont'?d|contd|cont\.)\s*\)?\s*$/i;
const SEE_ALSO = /^see\s+(?:also\s+)?(.+?)(?:\s*\(.*\))?$/i;

/** `(continued)`, `- continued`, `contd`: the marker a page break adds. */
export const isContinuedMarker = (text: string) => CONTINUED.test(text) && text.replace(CONTINUED, '').trim() === '';
export const withoutContinued = (text: string) => normalizeSpace(text.replace(CONTINUED, ''));

const PROSE_WORDS = 10;
const LOWER_CASE_WORDS = 2;

/**
 * A sentence (a note, a disclaimer): many words, some in lower case. A long name (`GREATER
 * METROPOLITAN CHAMBER OF COMMERCE VISITOR INFORMATION OFFICE (973) 555-8821`, or the same in
 * Title Case) is capitalised word by word.
 */
export function isProse(text: string): boolean {
  const words = withoutContinued(text).split(' ');
  return words.length >= PROSE_WORDS && words.filter((word) => /^[a-z]/.test(word)).length >= LOWER_CASE_WORDS;
}

/** `See also CESAR CHAVEZ BLVD`: the street a cross-reference names. */
export function seeAlso(text: string): string | null {
  const match = SEE_ALSO.exec(normalizeSpace(text));
  return match ? match[1]!.trim().toUpperCase() : null;
}

/** Whether the words name a street (`39TH AVE`, `CESAR CHAVEZ BLVD`, `Pacific Highway`): a suffix ends them, or a known street. */
export function isStreetName(text: string, knownStreets: ReadonlySet<string>): boolean {
  const clean = withoutContinued(text);
  if (!clean || leadingNumber(clean) || clean.split(' ').length > 6 || /[,;:]/.test(clean)) return false;
  if (!/^[A-Za-z0-9 .'&-]+$/.test(clean)) return false;
  const street = normalizeStreet(clean);
  const tokens = street.split(' ');
  const last = tokens.at(-1) ?? '';
  // `US HWY 101`, `STATE RTE 9`: a numbered route (a phone or a year after `CARE CENTER` is none).
  const route = tokens.length >= 2 && /^\d{1,4}[A-Z]?$/.test(last) && ROUTES.has(tokens.at(-2)!);
  return STREET_SUFFIXES.has(last) || route || knownStreets.has(street);
}

/** `3054 Pacific Hwy`, `3054 N Pacific Highway Ste 200`: a whole street address. */
export function isStreetAddress(text: string, knownStreets: ReadonlySet<string>): boolean {
  const lead = leadingNumber(text);
  if (!lead?.rest) return false;
  const street = lead.rest.replace(/\s+(?:ste|suite|unit|apt|apartment|rm|room|bldg|#)\b.*$/i, '');
  return isStreetName(street, knownStreets);
}

const UNIT = /^(?:unit|ste|suite|apt|apartment|rm|room|bldg|building|fl|floor|space|spc|#)\s*[-#]?\s*[A-Za-z0-9]{1,5}$/i;

/** `Unit A`, `Ste 200`, `# 3`: a unit heading under a building's number. */
export const isUnitHeading = (text: string) => UNIT.test(normalizeSpace(text));

/** A cell that is only a phone number, or a `Tel.` label with whatever OCR made of the number. */
export const isPhoneCell = (text: string) => isPhoneText(text) || /^(?:tel|ph|phone|telephone)\b[.:]?\s*[\d(]/i.test(normalizeSpace(text));

const LEADING_LABEL =
  /^(?:(?:target|subject)(?:\s+(?:property|site))?|adjoining(?:\s*\/?\s*nearby)?(?:\s+property)?|nearby|adjacent(?:\s+property)?|(?:north|south|east|west)(?:ern)?\s+(?:adjoining|adjacent)(?:\s+property)?|(?:property\s+)?address)\s*[:\-–]?\s*/i;
const TRAILING_LABEL =
  /\s+[-–(]?\s*(?:(?:target|subject)(?:\s+(?:property|site))?|adjoining(?:\s*\/?\s*nearby)?(?:\s+property)?|nearby|adjacent(?:\s+property)?|(?:north|south|east|west)(?:ern)?\s+(?:adjoining|adjacent)(?:\s+property)?)\)?\s*$/i;

/** The text without a block label before or after it (`Subject Property: 3054 ...`, `3054 ...  ADJOINING`) or a `(continued)`. */
export const withoutBlockLabel = (text: string) => withoutContinued(text.replace(LEADING_LABEL, '')).replace(TRAILING_LABEL, '').trim();
