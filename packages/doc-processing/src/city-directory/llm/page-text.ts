import type { IntakePage } from '../../types';
import { normalizeSpace } from '../listing-text';

/** Upper case, whitespace collapsed: how a returned listing is compared with the printed page. */
export const normalizeForMatch = (text: string) => normalizeSpace(text.toUpperCase());

const tokensOf = (text: string) =>
  normalizeForMatch(text)
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);

/** Where a text was found: the printed words, and the lines (one, or two when it wraps). */
export interface Found {
  printed: string;
  lines: number[];
}

/** A page's printed text, to check that what a reader returned is really on the page and find where. */
export class PageText {
  private readonly lineTexts: string[];
  private readonly lineDigits: string[];
  private readonly tokens: Set<string>;

  constructor(readonly page: IntakePage) {
    this.lineTexts = page.lines.map((line) => normalizeSpace(line.text));
    this.lineDigits = this.lineTexts.map((text) => text.replace(/\D/g, ''));
    this.tokens = new Set(this.lineTexts.flatMap(tokensOf));
  }

  get lineCount(): number {
    return this.lineTexts.length;
  }

  lineText(index: number): string {
    return this.lineTexts[index] ?? '';
  }

  /**
   * `text` as printed (case-insensitive, whitespace collapsed) on one line, or across a line and
   * the next; the reader's line `hint` is tried first.
   */
  find(text: string, hint: number): Found | null {
    const needle = normalizeForMatch(text);
    if (!needle) return null;
    const order = this.lineTexts.map((_, index) => index);
    if (hint >= 0 && hint < order.length) order.unshift(order.splice(hint, 1)[0]!);
    for (const span of [1, 2]) {
      for (const start of order) {
        const lines = span === 1 ? [start] : [start, start + 1];
        if (lines.at(-1)! >= this.lineTexts.length) continue;
        const printed = printedMatch(lines.map((index) => this.lineTexts[index]!).join(' '), needle);
        if (printed !== null) return { printed, lines };
      }
    }
    return null;
  }

  /** Whether the digits (a phone number's) are printed on one line, whatever the separators. */
  hasDigits(digits: string): boolean {
    return digits.length > 0 && this.lineDigits.some((line) => line.includes(digits));
  }

  /** Whether every word and number of `text` is printed somewhere on the page. */
  hasAllTokens(text: string): boolean {
    const tokens = tokensOf(text);
    return tokens.length > 0 && tokens.every((token) => this.tokens.has(token));
  }
}

/** The printed slice of `haystack` that reads `needle` (upper case) as whole words, or null. */
function printedMatch(haystack: string, needle: string): string | null {
  const upper = haystack.toUpperCase();
  for (let at = upper.indexOf(needle); at >= 0; at = upper.indexOf(needle, at + 1)) {
    if (!wholeWords(upper, at, needle)) continue;
    // Upper-casing keeps the length of Latin text; where it does not (ß), the needle stands for itself.
    return upper.length === haystack.length ? haystack.slice(at, at + needle.length) : needle;
  }
  return null;
}

const WORD = /[A-Z0-9]/;

/** `ACME` in `ACME CO`, not in `PACME`: no letter or digit glued to either end of the match. */
function wholeWords(text: string, at: number, needle: string): boolean {
  const before = text[at - 1] ?? ' ';
  const after = text[at + needle.length] ?? ' ';
  return !(WORD.test(needle[0]!) && WORD.test(before)) && !(WORD.test(needle.at(-1)!) && WORD.test(after));
}
