import type { IntakePage, PageLine, PageSpan } from './types';

/** An OCR word read at least this confidently is taken as read right. */
const CONFIDENT = 0.9;
/** A word the document holds this many confident times may stand in for a near miss. */
const MIN_CONFIDENT_COUNT = 2;
/** An abbreviations legend names at least this many abbreviations on its page. */
const MIN_LEGEND_ENTRIES = 3;
/** Separators between an abbreviation and its expansion (`Mtrs - Motors`, `Mtrs = Motors`, `Mtrs: Motors`). */
const LEGEND_SEPARATOR = /^[-–—=:]$/;

/** Characters Tesseract mistakes for one another in print, either way round. */
const CONFUSABLE_PAIRS = ['0O', '0o', '1l', '1I', 'lI', '5%', '5S', '8B', 'J)', 'ec', 'rn', 'OQ', '0Q'] as const;
const CONFUSABLE = new Set(CONFUSABLE_PAIRS.flatMap(([a, b]) => [`${a}${b}`, `${b}${a}`]));

/** What the document itself says its words are. */
export interface DocumentLexicon {
  /** Confident readings of each word (text pages' words count as confident). */
  confidentCounts: ReadonlyMap<string, number>;
  /** Readings of each word at any confidence. */
  readCounts: ReadonlyMap<string, number>;
  /** Abbreviations from the document's legend (`Mtrs - Motors`), with their expansions. */
  legend: ReadonlyMap<string, string>;
  /** Upper-case words read surely before an initial, after a surname (`NGUYEN AISHA V`): given names. */
  givenNames: ReadonlySet<string>;
  /** The words that may stand in for a misreading, by each of their one-character wildcards (`M?rs`), so a look-up costs no scan of the lexicon. */
  legendByPattern: ReadonlyMap<string, string[]>;
  confidentByPattern: ReadonlyMap<string, string[]>;
  readByPattern: ReadonlyMap<string, string[]>;
}

/** A word with each of its characters in turn made a wildcard. */
const patterns = (word: string) => Array.from(word, (_, index) => `${word.slice(0, index)}\u0000${word.slice(index + 1)}`);

function byPattern(words: Iterable<string>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const word of words) {
    for (const pattern of patterns(word)) {
      const fits = index.get(pattern);
      if (fits) fits.push(word);
      else index.set(pattern, [word]);
    }
  }
  return index;
}

const frequent = (counts: ReadonlyMap<string, number>) => [...counts].filter(([, count]) => count >= MIN_CONFIDENT_COUNT).map(([word]) => word);

/** The words of `index` one substitution away from `reading`. */
const oneSubstitutionAway = (reading: string, index: ReadonlyMap<string, string[]>) =>
  [...new Set(patterns(reading).flatMap((pattern) => index.get(pattern) ?? []))].filter((word) => word !== reading);

const isWord = (text: string) => /^[A-Za-z0-9]+$/.test(text);

/** Whether the letters of `short` appear in order in `long` (case ignored): `Mtrs` in `Motors`. */
function isSubsequence(short: string, long: string): boolean {
  const a = short.toLowerCase();
  const b = long.toLowerCase();
  let at = 0;
  for (const char of b) if (char === a[at]) at += 1;
  return at === a.length;
}

/** Trailing `;` or `,` of a legend item, and `:` after an abbreviation, are not part of the word. */
const bare = (text: string) => text.replace(/[;,.:]+$/, '');

/** `Mtrs` for `Motors`: shorter, the same first letter, its letters in order in the word. */
function isAbbreviationOf(abbreviation: string, expansion: string): boolean {
  return (
    /^[A-Z][A-Za-z]{1,6}$/.test(abbreviation) &&
    /^[A-Z][a-z]{2,}$/.test(expansion) &&
    abbreviation.length < expansion.length &&
    abbreviation[0] === expansion[0] &&
    isSubsequence(abbreviation, expansion)
  );
}

/**
 * A legend abbreviation OCR misread (`Mir` for `Mtr - Motor`): the one spelling a character away
 * that abbreviates the expansion and that the document's text holds.
 */
function repairedAbbreviation(reading: string, expansion: string, readCounts: ReadonlyMap<string, number>): string | null {
  if (!/^[A-Z][A-Za-z]{1,6}$/.test(reading) || !/^[A-Z][a-z]{2,}$/.test(expansion) || reading[0] !== expansion[0]) return null;
  const spellings = new Set<string>();
  for (let index = 1; index < reading.length; index += 1) {
    for (const letter of new Set(expansion.slice(1))) {
      const spelling = `${reading.slice(0, index)}${letter}${reading.slice(index + 1)}`;
      if (spelling !== reading && readCounts.has(spelling) && isAbbreviationOf(spelling, expansion)) spellings.add(spelling);
    }
  }
  return spellings.size === 1 ? [...spellings][0]! : null;
}

/** The legend pairs of one line: an abbreviation, a separator (optional), its expansion. */
function legendPairs(line: PageLine, readCounts: ReadonlyMap<string, number>): Array<[string, string]> {
  const words = line.spans.map((span) => span.text);
  const pairs: Array<[string, string]> = [];
  for (let index = 0; index + 1 < words.length; index += 1) {
    const reading = bare(words[index]!);
    const next = LEGEND_SEPARATOR.test(words[index + 1]!) ? index + 2 : index + 1;
    const expansion = words[next] === undefined ? '' : bare(words[next]!);
    const abbreviation = isAbbreviationOf(reading, expansion) ? reading : repairedAbbreviation(reading, expansion, readCounts);
    if (abbreviation !== null) {
      pairs.push([abbreviation, expansion]);
      index = next;
    }
  }
  return pairs;
}

/** How often each word is read in the document, by readings at least `minConfidence` sure (text pages' words are sure). */
function countWords(pages: readonly IntakePage[], minConfidence: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const line of page.lines) {
      for (const span of line.spans) {
        if (page.source === 'ocr' && (span.confidence ?? 0) < minConfidence) continue;
        for (const word of span.text.split(/\s+/).map(bare)) if (isWord(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
      }
    }
  }
  return counts;
}

/** The confident words of the document and its abbreviations legend (only pages naming several abbreviations hold one). */
export function buildDocumentLexicon(pages: readonly IntakePage[]): DocumentLexicon {
  const readCounts = countWords(pages, 0);
  const legend = new Map<string, string>();
  for (const page of pages) {
    const pairs = page.lines.flatMap((line) => legendPairs(line, readCounts));
    if (pairs.length >= MIN_LEGEND_ENTRIES) for (const [abbreviation, expansion] of pairs) legend.set(abbreviation, expansion);
  }
  const confidentCounts = countWords(pages, CONFIDENT);
  return {
    confidentCounts,
    readCounts,
    legend,
    givenNames: readGivenNames(pages),
    legendByPattern: byPattern(legend.keys()),
    confidentByPattern: byPattern(frequent(confidentCounts)),
    readByPattern: byPattern(frequent(readCounts)),
  };
}

/** Quote marks at either end of a word: a directory prints none, but a scan's marks read as them. */
const QUOTES = /^[‘’“”"'`]+|[‘’“”"'`]+$/g;

const isKnown = (word: string, lexicon: DocumentLexicon) => lexicon.legend.has(word) || (lexicon.confidentCounts.get(word) ?? 0) >= MIN_CONFIDENT_COUNT;

/** The one position where two equally long words differ, or -1 (none, or more than one). */
function singleSubstitution(a: string, b: string): number {
  if (a.length !== b.length) return -1;
  let position = -1;
  for (let index = 0; index < a.length; index += 1) {
    if (a[index] === b[index]) continue;
    if (position !== -1) return -1;
    position = index;
  }
  return position;
}

/**
 * The word a doubtful OCR reading stands for, if the document says so: a legend abbreviation one
 * character away, else a confidently read word one confusable character away (`55%` for `555`).
 * Null when the reading is itself a legend word or read confidently elsewhere, or when two words fit.
 */
export function lexiconCorrection(reading: string, lexicon: DocumentLexicon): string | null {
  if (isKnown(reading, lexicon)) return null;
  // A stray quote mark read onto a known word (`‘WATER`): the word.
  const unquoted = reading.replace(QUOTES, '');
  if (unquoted !== reading) return isKnown(unquoted, lexicon) ? unquoted : null;
  const legendFits = oneSubstitutionAway(reading, lexicon.legendByPattern);
  if (legendFits.length > 0) return legendFits.length === 1 ? legendFits[0]! : null;
  // A reading that is no word at all (`55%`, a `)` standing alone) cannot be right: any word the document reads twice will do.
  const candidates = oneSubstitutionAway(reading, isWord(reading) ? lexicon.confidentByPattern : lexicon.readByPattern);
  const confusableFits = candidates.filter((word) => {
    const position = singleSubstitution(reading, word);
    return CONFUSABLE.has(`${reading[position]}${word[position]}`);
  });
  if (confusableFits.length > 0) return confusableFits.length === 1 ? confusableFits[0]! : null;
  return /^[A-Z]{3,}$/.test(reading) ? (oneLetterDropped(reading, lexicon) ?? runTogether(reading, lexicon)) : null;
}

/** `OTO` for `OTTO`, `CORER` for `CORNER`: the one word the document reads surely that has one more letter. */
function oneLetterDropped(reading: string, lexicon: DocumentLexicon): string | null {
  const fits = new Set<string>();
  for (let at = 0; at <= reading.length; at += 1) {
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      const word = `${reading.slice(0, at)}${letter}${reading.slice(at)}`;
      if ((lexicon.confidentCounts.get(word) ?? 0) >= MIN_CONFIDENT_COUNT) fits.add(word);
    }
  }
  return fits.size === 1 ? [...fits][0]! : null;
}

/** Words this long or longer may be two or three the OCR ran together. */
const MIN_RUN_TOGETHER = 7;

/**
 * `GARCIATHOST` for `GARCIA THOS T`: words the document reads surely, read without the spaces
 * between them (an initial may close them), in the fewest such words.
 */
function runTogether(reading: string, lexicon: DocumentLexicon): string | null {
  if (reading.length < MIN_RUN_TOGETHER) return null;
  const known = (word: string) => word.length >= 2 && (lexicon.confidentCounts.get(word) ?? 0) >= MIN_CONFIDENT_COUNT;
  const splits = (rest: string, depth: number): string[][] => {
    if (rest === '') return [[]];
    if (depth === 3) return [];
    const found: string[][] = [];
    for (let end = 1; end <= rest.length; end += 1) {
      const word = rest.slice(0, end);
      const initial = end === 1 && end === rest.length && depth > 0;
      if (!known(word) && !initial) continue;
      for (const tail of splits(rest.slice(end), depth + 1)) found.push([word, ...tail]);
    }
    return found;
  };
  const found = splits(reading, 0).filter((words) => words.length >= 2);
  const fewest = Math.min(...found.map((words) => words.length));
  const best = found.filter((words) => words.length === fewest);
  return best.length === 1 ? best[0]!.join(' ') : null;
}

/**
 * A given name and the initial after it read as one word (`LEE AISHAM` for `LEE AISHA M`): an
 * upper-case word ending a name (see endsName) that the document never reads as a given name,
 * the name without its last letter being one (read surely before an initial elsewhere). OCR is
 * often sure of such a reading.
 */
export function splitRunOnInitial(reading: string, lexicon: DocumentLexicon): string | null {
  if (!/^[A-Z]{2,}[A-Z]$/.test(reading) || lexicon.givenNames.has(reading)) return null;
  const name = reading.slice(0, -1);
  return lexicon.givenNames.has(name) ? `${name} ${reading.at(-1)}` : null;
}

/** The given names of the document: an upper-case word after another word and before an initial, in one run of close words. */
function readGivenNames(pages: readonly IntakePage[]): Set<string> {
  const names = new Set<string>();
  for (const page of pages) {
    for (const line of page.lines) {
      const sure = (span: PageSpan) => page.source !== 'ocr' || (span.confidence ?? 0) >= CONFIDENT;
      const words = line.spans.flatMap((span) =>
        span.text
          .trim()
          .split(/\s+/)
          .map((text) => ({ text, span })),
      );
      words.forEach((word, index) => {
        const [before, after] = [words[index - 1], words[index + 1]];
        if (!before || !after || !/^[A-Z]{2,}$/.test(word.text) || !/^[A-Z]\.?$/.test(after.text) || !/^[A-Z]{2,}$/.test(before.text)) return;
        if (sure(word.span) && sure(after.span)) names.add(word.text);
      });
    }
  }
  return names;
}

function correctSpan(span: PageSpan, lexicon: DocumentLexicon, endingName: boolean): PageSpan {
  const [, word = span.text, trailing = ''] = /^(.*?)([;,.:]*)$/.exec(span.text) ?? [];
  const split = endingName && trailing === '' ? splitRunOnInitial(word, lexicon) : null;
  if (split !== null) return { ...span, text: split, ocrText: span.text };
  if ((span.confidence ?? 1) >= CONFIDENT) return span;
  const corrected = lexiconCorrection(word, lexicon);
  return corrected === null ? span : { ...span, text: `${corrected}${trailing}`, ocrText: span.text };
}

/** The word ends a run of words (a name) that it does not start: a word before it, none close after it. */
function endsName(spans: readonly PageSpan[], index: number): boolean {
  const close = (left: PageSpan, right: PageSpan) => right.bbox.x - (left.bbox.x + left.bbox.width) <= Math.max(8, 1.4 * left.bbox.height);
  const previous = spans[index - 1];
  const next = spans[index + 1];
  return previous !== undefined && close(previous, spans[index]!) && (next === undefined || !close(spans[index]!, next));
}

function correctLine(line: PageLine, lexicon: DocumentLexicon): PageLine {
  const spans = line.spans.map((span, index) => correctSpan(span, lexicon, endsName(line.spans, index)));
  if (spans.every((span, index) => span === line.spans[index])) return line;
  return { ...line, spans, text: spans.map((span) => span.text).join(' ') };
}

/**
 * The document's own words correct its OCR: once every page is read, a doubtful OCR word one
 * character away from an abbreviation of the document's legend, or from a word read confidently
 * several times in it, takes that word's spelling; the reading stays on the span (`ocrText`).
 * Text-layer pages, and documents without OCR pages, are returned as they are.
 */
export function correctWithDocumentLexicon(pages: readonly IntakePage[]): IntakePage[] {
  if (!pages.some((page) => page.source === 'ocr')) return [...pages];
  const lexicon = buildDocumentLexicon(pages);
  return pages.map((page) => {
    if (page.source !== 'ocr') return page;
    const lines = page.lines.map((line) => correctLine(line, lexicon));
    if (lines.every((line, index) => line === page.lines[index])) return page;
    return { ...page, lines, text: lines.map((line) => line.text).join('\n') };
  });
}
