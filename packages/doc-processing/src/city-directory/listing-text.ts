// The text of one listing: phone numbers, vacancy markers, OCR clean-up.

/** Printed markers that mean "no occupant", longest first so `VACANT BUILDING` wins over `VACANT`. */
export const VACANCY_MARKERS = [
  'ADDRESS NOT LISTED IN RESEARCH SOURCE',
  'ADDRESS NOT LISTED',
  'NO CURRENT LISTING',
  'VACANT BUILDING',
  'NOT LISTED',
  'NO LISTING',
  'UNOCCUPIED',
  'NO RETURN',
  'VACANT',
] as const;

/**
 * Dot leaders: four dots or more (`NAME....`), or two or more set apart by spaces (`MRS . . .`: a
 * short leader before a long phone); an abbreviation's dot follows its letters (`ST. LOUIS`).
 */
export const DOT_LEADER = /(?:\s*\.){4,}|(?:\s+\.){2,}(?=\s|$)/;
const DOT_LEADERS = new RegExp(`(?:${DOT_LEADER.source})\\s*`, 'g');

/** Whitespace collapsed to single spaces, dot leaders (`NAME . . . . 555-0142`) dropped, trimmed. */
export const normalizeSpace = (text: string) => text.replace(DOT_LEADERS, ' ').replace(/\s+/g, ' ').trim();

/** The vacancy marker a listing text is (case-insensitive, trailing punctuation ignored), or null. */
export function vacancyMarker(text: string): string | null {
  const upper = normalizeSpace(text.toUpperCase().replace(/[^A-Z0-9 ]/g, ' '));
  for (const marker of VACANCY_MARKERS) {
    if (upper === marker || (upper.startsWith(`${marker} `) && /^(\d+\s*)?$/.test(upper.slice(marker.length).trim()))) return marker;
  }
  return null;
}

// (503) 555-0142, 503-555-0142, 503.555.0142, 555-0142 after a name; `Tel. 614 557 3784` with a
// label (`Tel. 5551875` too); `614 557 3784` or `557 3784` (spaces only) at the end of the text.
const PHONE_LABEL = String.raw`(?:\b(?:tel|ph|phone|telephone)\b[.:]?\s*)`;
const PUNCTUATED = String.raw`(?:\(\s*\d{3}\s*\)\s*|\b\d{3}(?:[-.]\s?|\s))?\b\d{3}[-.,]\d{4}\b`;
const SPACED = String.raw`(?:\(\s*\d{3}\s*\)\s*|\b\d{3}\s)?\b\d{3}\s\d{4}\b`;
const UNSEPARATED = String.raw`\b(?:\d{10}|\d{7})\b`;
/** At the end of the text, digits whose separators OCR dropped (`5555084`, `916555 0805`). */
const RUN_TOGETHER = String.raw`\b(?:\d{10}|\d{7}|\d{6}\s\d{4}|\d{3}\s\d{7})\s*$`;
/** `916.557 1094`: an area code punctuated, the last separator read as a space. */
const AREA_PUNCTUATED = String.raw`\b\d{3}[-.]\d{3}[-.\s]\d{4}\b`;
const PHONE = new RegExp(
  `${PHONE_LABEL}?${AREA_PUNCTUATED}|${PHONE_LABEL}?${PUNCTUATED}|${PHONE_LABEL}${SPACED}|${PHONE_LABEL}${UNSEPARATED}|${SPACED}\\s*$|${RUN_TOGETHER}`,
  'gi',
);
const LABEL_START = new RegExp(`^${PHONE_LABEL}`, 'i');

export interface PhoneSplit {
  /** The text without the phone. */
  name: string;
  phone: string | null;
  phoneRaw: string | null;
}

/** Takes the (last) phone number out of a listing text; `phoneRaw` is as printed, without a `Tel.` label. */
export function splitPhone(text: string): PhoneSplit {
  const matches = [...text.matchAll(PHONE)];
  const last = matches.at(-1);
  if (!last) return { name: normalizeSpace(text), phone: null, phoneRaw: null };
  const raw = last[0].replace(LABEL_START, '').trim();
  const digits = raw.replace(/\D/g, '');
  // The separator printed before the phone (`SMITH JOHN, 555-0142`, `ACME CO - 555-0142`) or around it (`(555-0142)`) is no part of the name.
  const rest = `${text.slice(0, last.index)} ${text.slice(last.index + last[0].length)}`.replace(/\(\s*\)|\[\s*\]/g, ' ');
  // A stop printed after the phone (`Miller Mary R Tel. 556 6493.`) is none either; `INC.` keeps its own.
  const name = normalizeSpace(rest).replace(/(?:\s+[.,;:\-–]+|\s*[,;:\-–]+)$/, '');
  return { name, phone: digits.length === 7 || digits.length === 10 ? digits : null, phoneRaw: raw };
}

/** The phone a text ends with, as printed with its label (`Tel. 614 557 3784`), or null. */
export function trailingPhone(text: string): string | null {
  const last = [...text.matchAll(PHONE)].at(-1);
  return last && text.slice(last.index + last[0].length).trim() === '' ? last[0].trim() : null;
}

/** A text that is only a phone number (with or without a `Tel.` label). */
export function isPhoneText(text: string): boolean {
  const split = splitPhone(text);
  return split.phoneRaw !== null && split.name === '';
}

/** A token OCR made of noise: no letter or digit, or one stray lower-case letter. */
export function isSpeck(token: string): boolean {
  return !/[A-Za-z0-9&]/.test(token) || /^[a-z]$/.test(token);
}

const upperShare = (text: string) => {
  const letters = text.replace(/[^A-Za-z]/g, '');
  return letters.length === 0 ? 0 : letters.replace(/[^A-Z]/g, '').length / letters.length;
};

/** Fixes l/I/1 and O/0 confusions inside one upper-case OCR word. */
function fixOcrWord(word: string): string {
  const core = word.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '');
  if (!core || !/[lI1|O0]/.test(core)) return word;
  const letters = core.replace(/[^A-Za-z]/g, '').length;
  const digits = core.replace(/[^0-9]/g, '').length;
  let fixed = core;
  if (/^[A-Z]l$/.test(core))
    fixed = `${core[0]}1`; // Al -> A1 (A1 TRANSMISSION)
  else if (digits > letters) fixed = core.replace(/[lI|]/g, '1').replace(/O/g, '0');
  else if (/l/.test(core) && /^[A-Zl]+$/.test(core)) fixed = core.replace(/l/g, 'I'); // MlLLER -> MILLER
  return word.replace(core, fixed);
}

/**
 * Cleans an OCR'd listing: specks at either end, stray quotes and bars glued to words, and the
 * l/I/1 confusions of upper-case words (only when the line is upper case: title case is left alone).
 */
export function cleanOcrText(text: string): string {
  const tokens = normalizeSpace(text).split(' ').filter(Boolean);
  while (tokens.length > 0 && isSpeck(tokens[0]!)) tokens.shift();
  while (tokens.length > 0 && isSpeck(tokens.at(-1)!)) tokens.pop();
  // `3424.`: a speck read as a stop after a house number or a year.
  const stripped = tokens
    .filter((token) => /[A-Za-z0-9&]/.test(token))
    .map((token) =>
      token
        .replace(/^["'`|_:;,]+/, '')
        .replace(/["'`|_:;$]+$/, '')
        .replace(/^(\d+[A-Za-z]?)[.,]$/, '$1'),
    )
    // `OTTO-G`: the space before an initial read as a hyphen.
    .map((token) => token.replace(/^([A-Za-z]{2,})-([A-Z])$/, '$1 $2'));
  const joined = withOrdinalStreets(stripped.join(' '));
  if (upperShare(joined) < 0.8) return joined;
  return withOrdinalStreets(stripped.map(fixOcrWord).join(' '));
}

/** Letters OCR reads for digits. */
const DIGIT_OF: Record<string, string> = { S: '5', I: '1', l: '1', O: '0', o: '0', B: '8' };

/** `7045 STH ST` for `7045 5TH ST`: after a house number, an ordinal street with a letter read for a digit. */
function withOrdinalStreets(text: string): string {
  return text.replace(/\b(\d{1,6}[A-Z]?\s+)([SIlOoB0-9]{1,2})(ST|ND|RD|TH)\b/g, (whole, number: string, digits: string, suffix: string) => {
    if (/^\d+$/.test(digits)) return whole;
    const value = digits.replace(/[SIlOoB]/g, (letter) => DIGIT_OF[letter]!);
    const last = Number(value) % 10;
    const teen = Math.floor(Number(value) / 10) % 10 === 1;
    const ordinal = teen ? 'TH' : last === 1 ? 'ST' : last === 2 ? 'ND' : last === 3 ? 'RD' : 'TH';
    return /^0/.test(value) || ordinal !== suffix ? whole : `${number}${value}${suffix}`;
  });
}

/** A printed text as the reader compares it: OCR noise cleaned on scanned pages, whitespace collapsed. */
export function readableText(text: string, ocr: boolean): string {
  return ocr ? cleanOcrText(text) : normalizeSpace(text);
}
