/**
 * Headings of a Phase I report, whatever their numbering: `Section 4: Records Review`, `4.0 RECORDS
 * REVIEW`, `IV. Records Review`, `(ii) Off-Site Sources`, `A. Purpose`, `Chapter 5 - ...`,
 * `§ 8.0 Findings`, or an unnumbered ALL CAPS / Title Case line. A heading is recognised by its
 * shape (short, no sentence punctuation, capitalised words), never by one author's wording; the
 * ASTM section it stands for is read from the words of its title.
 */

/** How a heading is numbered; a report uses one style for its sections and others below them. */
export type NumberingStyle =
  | 'word' // Section 4:, Chapter 5, Part II, Section A:, SECTION ONE –, Article 3, § 8.0
  | 'word-sub' // § 8.1, Section 4.2, Part 3(a)
  | 'decimal' // 4, 4., 4.0, 4.0.
  | 'decimal-sub' // 4.1, 4.1.2
  | 'decimal-paren' // 4)
  | 'roman' // IV., IV –
  | 'roman-paren' // (iv), iv)
  | 'letter' // A.
  | 'letter-sub' // A.1, H.2
  | 'letter-paren' // (a), a)
  | 'caps' // RECORDS REVIEW
  | 'title'; // Records Review (unnumbered)

export interface Heading {
  style: NumberingStyle;
  /** The title without its number: `Records Review`. */
  title: string;
  /** The line as printed. */
  printed: string;
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'vs', 'de', 'per', 'into']);
const MAX_HEADING_CHARS = 90;
const MAX_HEADING_WORDS = 12;

/** Section numbers spelled out (`SECTION ONE – SUMMARY`). */
const NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty';

const NUMBERINGS: readonly { style: NumberingStyle; pattern: RegExp }[] = [
  {
    style: 'word-sub',
    pattern: /^(?:section|chapter|part|article|§)\s*(?:[0-9]+(?:\.0)*\.[1-9][0-9]*(?:\.[0-9]+)*|[0-9]+\s*\([a-z0-9]+\))\.?\s*[:.\-–—]?\s+/i,
  },
  {
    style: 'word',
    pattern: new RegExp(`^(?:section|chapter|part|article|§)\\s*(?:[0-9]+(?:\\.0)?|[IVXLC]+|[A-Z]|${NUMBER_WORDS})\\b\\.?\\s*[:.\\-–—]?\\s+`, 'i'),
  },
  { style: 'decimal-sub', pattern: /^[0-9]{1,2}\.[1-9][0-9]?(?:\.[0-9]+)*\.?\s+/ },
  { style: 'decimal-sub', pattern: /^[0-9]{1,2}\s*\([a-z0-9]{1,3}\)\s+/ },
  { style: 'decimal-paren', pattern: /^[0-9]{1,2}\)\s+/ },
  { style: 'decimal', pattern: /^[0-9]{1,2}(?:\.0)?\.?\s+/ },
  // A lone C, D, L or M is a lettered subsection (`C. Limitations`), not section 100.
  { style: 'roman', pattern: /^(?:[IVX]|[IVXLC]{2,6})(?:\.|\s+[–—-])\s+/ },
  { style: 'roman-paren', pattern: /^\(?(?:[ivxlc]{1,6}|[IVXLC]{2,6})\)\s+/ },
  { style: 'letter-sub', pattern: /^[A-Z]\.\d+(?:\.\d+)*\.?\s+/ },
  // I, V and X are roman numerals; every other capital is a letter.
  { style: 'letter', pattern: /^[A-HJ-UWYZ]\.\s+/ },
  { style: 'letter-paren', pattern: /^\(?[a-hA-Z]\)\s+/ },
];

/** Whether most significant words start with a capital (Title Case or ALL CAPS). */
function isCapitalised(words: readonly string[]): boolean {
  const significant = words.filter((word) => /[A-Za-z]/.test(word) && !SMALL_WORDS.has(word.toLowerCase()));
  if (significant.length === 0) return false;
  const capitalised = significant.filter((word) => /^[^A-Za-z]*[A-Z]/.test(word)).length;
  return capitalised / significant.length >= 0.75;
}

const isAllCaps = (text: string) => /[A-Z]{2}/.test(text) && text === text.toUpperCase();

/** A title's shape: words, capitalised, no sentence punctuation, not a table row, a list of pages or a label. */
function isTitleShaped(title: string): boolean {
  if (title.length < 3 || title.length > MAX_HEADING_CHARS) return false;
  if (/[.;,]$/.test(title) || /\|/.test(title) || /\.{3,}/.test(title)) return false;
  if (/\b(?:page|pg\.?)\s+\d+\s+of\s+\d+/i.test(title)) return false;
  if (/:\s+\S/.test(title)) return false; // `Label: value` is a field, not a heading
  if (/\s\d{1,3}$/.test(title)) return false; // a contents entry whose leader dots were lost
  const words = title.split(/\s+/);
  if (words.length > MAX_HEADING_WORDS) return false;
  if (!/^[A-Z"'(]/.test(title)) return false;
  return isCapitalised(words);
}

/** A signature block's line (`Maria Delgado, Senior Environmental Professional`, `Reviewed by ...`) is text, not a heading. */
const SIGNATURE_LINE = /^(?:[A-Z][a-z]+(?:\s+[A-Z]\.)?\s+[A-Z][a-z]+(?:-[A-Z][a-z]+)?,\s|(?:Reviewed|Prepared|Approved|Signed)\s+by\b)/;

/** The heading a line is, or null. `alone`: the line stands by itself (blank lines or a block break around it). */
export function parseHeading(line: string): Heading | null {
  // Markdown and plain-text exports mark headings with `#` or `**`; the words are what count.
  const printed = line
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^#{1,6}\s+|^\*\*(.+)\*\*$/g, '$1')
    .trim();
  if (printed.length === 0 || printed.length > MAX_HEADING_CHARS + 20) return null;
  for (const { style, pattern } of NUMBERINGS) {
    const match = pattern.exec(printed);
    if (!match) continue;
    const title = printed
      .slice(match[0].length)
      .replace(/^[\s:.\-–—]+/, '')
      .replace(/[:\s]+$/, '');
    if (isTitleShaped(title) && !/^\d/.test(title) && !/\d{3,}/.test(title)) return { style, title, printed };
    return null;
  }
  const title = printed.replace(/:$/, '');
  if (!isTitleShaped(title) || /\d{3,}/.test(title) || SIGNATURE_LINE.test(title)) return null;
  if (isAllCaps(title)) return { style: 'caps', title, printed };
  return { style: 'title', title, printed };
}

/** The ASTM E1527-21 sections a report is expected to have, in their usual order. */
export const ASTM_SECTIONS = [
  'Executive Summary',
  'Introduction',
  'Site Description',
  'User Provided Information',
  'Records Review',
  'Site Reconnaissance',
  'Interviews',
  'Findings',
  'Opinions',
  'Conclusions',
  'Data Gaps',
  'Recommendations',
  'Deviations and Additional Services',
  'Non-Scope Considerations',
  'References',
  'Signatures of Environmental Professionals',
  'Appendices',
] as const;
export type AstmSection = (typeof ASTM_SECTIONS)[number];

/** Words of a section title and the ASTM section they name, most specific first. */
const SECTION_WORDS: readonly [RegExp, AstmSection][] = [
  [
    /executive summary|summary of (?:findings|conclusions|results)|^summary\b|\bsummary$|report summary|project summary|^(?:executive\s+|project\s+|report\s+)?overview$/i,
    'Executive Summary',
  ],
  [/data gaps?|data failures?/i, 'Data Gaps'],
  [
    /non[- ]?scope|non-?ASTM|business environmental risk|out[- ]of[- ]scope|outside (?:the )?(?:ASTM )?scope|additional (?:issues|considerations)/i,
    'Non-Scope Considerations',
  ],
  [/deviations?|exceptions|deletions|additional services/i, 'Deviations and Additional Services'],
  [/user[- ]provided|user'?s? (?:responsibilit|information|questionnaire)|information (?:provided by|from) the user/i, 'User Provided Information'],
  [/reconnaissance|site (?:inspection|visit|observations?|walk-?over|walk-?through)|on-?site observations/i, 'Site Reconnaissance'],
  [/interviews?/i, 'Interviews'],
  [
    /records? review|regulatory (?:records|database|review)|environmental records|historical (?:use|sources|review|research|records)|database (?:review|search)|\bhistory\b|\bagency (?:records|files?)|\bfile review/i,
    'Records Review',
  ],
  [
    /site description|property description|physical setting|(?:site|property|environmental) setting|site (?:and|&) vicinity|site location|property (?:information|location)|site characteristics/i,
    'Site Description',
  ],
  [/findings?|evaluation|^discussion\b|discussion of (?:findings|results)/i, 'Findings'],
  [/opinions?/i, 'Opinions'],
  [/conclusions?/i, 'Conclusions'],
  [/recommendations?/i, 'Recommendations'],
  [/introduction|purpose|scope of (?:services|work)/i, 'Introduction'],
  [/references?|sources consulted|bibliography/i, 'References'],
  [/signatures?|environmental professional|qualifications|declaration|certification/i, 'Signatures of Environmental Professionals'],
  [/appendi(?:x|ces)|attachments?|exhibits?/i, 'Appendices'],
];

/** The ASTM section a heading's title names, or null (a subsection, a report's own topic). */
export function astmSectionOf(title: string): AstmSection | null {
  for (const [words, section] of SECTION_WORDS) if (words.test(title)) return section;
  return null;
}

/** Every ASTM section a combined title names (`Findings and Opinions`, `Conclusions and Recommendations`). */
export function astmSectionsOf(title: string): AstmSection[] {
  return SECTION_WORDS.filter(([words]) => words.test(title)).map(([, section]) => section);
}
