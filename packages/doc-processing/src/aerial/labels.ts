/**
 * What a photograph's label says, read from its text in whatever form a vendor prints it: a bare
 * year (`1952`), `Year: 1957`, `Flight Date 1957`, a full date (`August 16, 2022`, `08/16/2022`,
 * `2022-08-16`, `16 Aug 2022`), or a caption line with year, scale and source
 * (`Aerial photograph, 1942, 1:6,000, USGS`); the scale as `1" = 500'`, `1 inch = 500 feet` or a
 * ratio (`1:24,000`); the source after `Source:` or as a caption's remaining field.
 */

export type LabelForm = 'date' | 'keyword' | 'caption' | 'plain';

export interface YearReading {
  year: number;
  /** ISO date when a full date is printed. */
  date: string | null;
  form: LabelForm;
  /** The printed text the year was read from. */
  text: string;
}

export interface ScaleReading {
  text: string;
  feet_per_inch: number;
}

export const MIN_PHOTO_YEAR = 1900;
/** A caption naming a year among other fields is a short line; a sentence with a year in it is not a label. */
const MAX_CAPTION_WORDS = 14;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const YEAR = String.raw`(1[89]\d\d|20\d\d)`;

const pad = (value: number) => String(value).padStart(2, '0');
const isoDate = (year: number, month: number, day: number) => (month >= 1 && month <= 12 && day >= 1 && day <= 31 ? `${year}-${pad(month)}-${pad(day)}` : null);
const monthNumber = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** Street words after a number make it a house number, not a year (`1952 MAIN ST`). */
const STREET_AFTER =
  /^\s*(?:[NSEW]\.?\s+)?[A-Za-z0-9.'-]+(?:\s+[A-Za-z0-9.'-]+){0,3}\s+(?:st|street|ave|avenue|rd|road|blvd|boulevard|dr|drive|ln|lane|way|hwy|highway|pkwy|parkway|ct|court|pl|place|cir|circle|ter|terrace|trl|trail|pike|sq)\b/i;
/** Numbers that belong to identifiers, money, areas or other measures. */
const NOT_A_YEAR_AROUND = /(?:#|no\.?|number|order|inquiry|job|frame|roll|id|ref|page|p\.)\s*[:#]?\s*$/i;

const acceptYear = (year: number, latest: number) => year >= MIN_PHOTO_YEAR && year <= latest;

/** Full dates on a line: month names, numeric US dates, ISO dates. */
function dateReadings(text: string, latest: number): YearReading[] {
  const found: YearReading[] = [];
  const add = (year: number, date: string | null, match: string) => {
    if (acceptYear(year, latest)) found.push({ year, date, form: 'date', text: match });
  };
  for (const m of text.matchAll(new RegExp(String.raw`\b${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+${YEAR}\b`, 'gi'))) {
    add(Number(m[3]), isoDate(Number(m[3]), monthNumber(m[1]!), Number(m[2])), m[0]);
  }
  for (const m of text.matchAll(new RegExp(String.raw`\b(\d{1,2})\s+${MONTH},?\s+${YEAR}\b`, 'gi'))) {
    add(Number(m[3]), isoDate(Number(m[3]), monthNumber(m[2]!), Number(m[1])), m[0]);
  }
  for (const m of text.matchAll(new RegExp(String.raw`\b${MONTH},?\s+${YEAR}\b`, 'gi'))) {
    if (!found.some((reading) => reading.text.includes(m[0]))) add(Number(m[2]), null, m[0]);
  }
  for (const m of text.matchAll(new RegExp(String.raw`\b(\d{1,2})[/.-](\d{1,2})[/.-]${YEAR}\b`, 'g'))) {
    add(Number(m[3]), isoDate(Number(m[3]), Number(m[1]), Number(m[2])), m[0]);
  }
  for (const m of text.matchAll(new RegExp(String.raw`\b${YEAR}-(\d{2})-(\d{2})\b`, 'g'))) {
    add(Number(m[1]), isoDate(Number(m[1]), Number(m[2]), Number(m[3])), m[0]);
  }
  return found;
}

const KEYWORD = new RegExp(
  String.raw`\b(?:photo(?:graph)?\s+)?(?:year|date|flight\s+date|flown|flight|acquired|acquisition\s+date|image\s+date|date\s+flown)\s*[:.\-–]?\s*${YEAR}\b`,
  'i',
);

/** The text with its scales taken out (`1:6,000` holds no year, nor does `1" = 2000'`). */
const withoutScales = (text: string) => text.replace(SCALE_RATIO, ' ').replace(SCALE_FEET, ' ');

/** Bare four-digit years on a line that are not house numbers, identifiers or parts of longer numbers. */
function bareYears(text: string, latest: number): Array<{ year: number; index: number }> {
  const cleaned = withoutScales(text);
  const years: Array<{ year: number; index: number }> = [];
  for (const m of cleaned.matchAll(new RegExp(String.raw`(?<![\d.,/:-])${YEAR}(?!\d)(?![.,/:-]\d)`, 'g'))) {
    const year = Number(m[1]);
    const index = m.index ?? 0;
    if (!acceptYear(year, latest)) continue;
    if (STREET_AFTER.test(cleaned.slice(index + 4))) continue;
    if (NOT_A_YEAR_AROUND.test(cleaned.slice(0, index))) continue;
    years.push({ year, index });
  }
  return years;
}

/**
 * The year a label line states, and how: a full date first, then a keyword form, then a caption
 * (a line of comma- or bullet-separated fields with one year field), then a line that is the year
 * alone (or starts with it, as a heading does) or a short line holding one year among its fields. Null when the line states no photo year.
 */
export function readYear(line: string, latest = new Date().getUTCFullYear()): YearReading | null {
  const text = line.replace(/\s+/g, ' ').trim();
  const dated = dateReadings(text, latest);
  if (dated.length > 0) return dated[0]!;
  const keyword = KEYWORD.exec(text);
  if (keyword && acceptYear(Number(keyword[1]), latest)) return { year: Number(keyword[1]), date: null, form: 'keyword', text: keyword[0] };
  const years = bareYears(text, latest);
  if (years.length === 0) return null;
  // One year on a short line: a heading that is the year, or a caption's year field.
  if (years.length !== 1 || withoutScales(text).split(' ').length > MAX_CAPTION_WORDS) return null;
  const [only] = years as [{ year: number; index: number }];
  return only.index === 0 ? { year: only.year, date: null, form: 'plain', text: String(only.year) } : { year: only.year, date: null, form: 'caption', text };
}

const SCALE_RATIO = /\b1\s*:\s*(\d{1,3}(?:[,\s]\d{3})+|\d{3,7})\b/;
const SCALE_FEET = /\b1\s*(?:"|”|''|in(?:ch(?:es)?)?\.?)\s*=\s*(\d{1,3}(?:,\d{3})+|\d{2,6})\s*(?:'|’|ft\.?|feet|foot)/i;
const SCALE_MILES = /\b1\s*(?:"|”|''|in(?:ch(?:es)?)?\.?)\s*=\s*(\d+(?:\.\d+)?)\s*(?:mi\.?|miles?)\b/i;

/** The scale a line prints, in feet per printed inch; null when it prints none (or an implausible one). */
export function readScale(line: string): ScaleReading | null {
  const text = line.replace(/\s+/g, ' ');
  const feet = SCALE_FEET.exec(text);
  if (feet) {
    const value = Number(feet[1]!.replace(/,/g, ''));
    if (value >= 20 && value <= 50_000) return { text: feet[0].trim(), feet_per_inch: value };
  }
  const miles = SCALE_MILES.exec(text);
  if (miles) {
    const value = Number(miles[1]) * 5280;
    if (value >= 20 && value <= 50_000) return { text: miles[0].trim(), feet_per_inch: value };
  }
  const ratio = SCALE_RATIO.exec(text);
  if (ratio) {
    const denominator = Number(ratio[1]!.replace(/[,\s]/g, ''));
    if (denominator >= 240 && denominator <= 600_000) return { text: ratio[0].replace(/\s+/g, ''), feet_per_inch: denominator / 12 };
  }
  return null;
}

const SOURCE = /\b(?:source|agency|provider|photo(?:graph)?\s+source|flown\s+by|credit)\s*[:.-]\s*([A-Za-z][\w/&.,' -]{1,80})/i;
const CAPTION_NOISE = /\b(?:aerial|photo(?:graph)?|scale|frame|roll|page|inquiry|order|year|date)\b/i;

/** The source a line names after `Source:` (or a like keyword). */
export function readKeyedSource(line: string): string | null {
  const keyed = SOURCE.exec(line.replace(/\s+/g, ' ').trim());
  return keyed
    ? keyed[1]!
        .split(/\s{2,}|\s+(?:inquiry|order|frame|page)\b/i)[0]!
        .trim()
        .replace(/[.,]$/, '') || null
    : null;
}

/** A caption's source: its last field that is not the year, date, scale, frame or the caption's own words. */
export function readCaptionSource(line: string): string | null {
  const fields = line
    .replace(/\s+/g, ' ')
    .trim()
    .split(/\s*[,;|•·]\s*/)
    .map((field) => field.split(/\s+(?:frame|roll|page|inquiry|order)\b/i)[0]!.trim());
  if (fields.length < 3) return null;
  const rest = fields.filter(
    (field) =>
      field.length > 1 &&
      !/\d{4}/.test(field) &&
      !readScale(field) &&
      !CAPTION_NOISE.test(field) &&
      !new RegExp(`^${MONTH}`, 'i').test(field) &&
      /[A-Za-z]/.test(field),
  );
  return rest.length > 0 ? rest[rest.length - 1]! : null;
}

/** The photo's source a line names: after `Source:`, else as a caption's field. */
export const readSource = (line: string): string | null => readKeyedSource(line) ?? readCaptionSource(line);
