import type { ReviewDocument } from '../types';
import { type AstmSection, astmSectionOf, astmSectionsOf, type Heading, type NumberingStyle } from './headings';
import { type LayoutLine, layoutLines } from './layout';

/** A section of the report: the ASTM section it stands for (or its own title), and where it lies. */
export interface DetectedSection {
  /** The ASTM E1527-21 section name, else the printed title (`Vapor Encroachment Screening`). */
  title: string;
  astm: AstmSection | null;
  /** Every ASTM section its title names (`Conclusions and Recommendations`: both). */
  names: AstmSection[];
  printed: string;
  startPage: number;
  endPage: number;
  /** Index of its heading in the layout lines. */
  startLine: number;
  endLine: number;
}

/** Preference between styles naming as many sections: a report's sections are numbered more plainly than its subsections. */
const STYLE_ORDER: readonly NumberingStyle[] = [
  'word',
  'decimal',
  'roman',
  'decimal-paren',
  'caps',
  'title',
  'word-sub',
  'decimal-sub',
  'letter',
  'roman-paren',
  'letter-paren',
];

/**
 * The numbering style of the report's sections: the one whose headings name the most distinct
 * ASTM sections (subsections use other styles). Null when no style names at least two.
 */
export function sectionStyle(lines: readonly LayoutLine[]): NumberingStyle | null {
  const named = new Map<NumberingStyle, Set<AstmSection>>();
  for (const line of lines) {
    if (line.kind !== 'heading' || !line.heading) continue;
    const section = astmSectionOf(line.heading.title);
    if (!section) continue;
    const set = named.get(line.heading.style) ?? new Set();
    set.add(section);
    named.set(line.heading.style, set);
  }
  let best: NumberingStyle | null = null;
  let bestCount = 1;
  for (const style of STYLE_ORDER) {
    const count = named.get(style)?.size ?? 0;
    if (count > bestCount) {
      best = style;
      bestCount = count;
    }
  }
  return best;
}

/** In a lettered report `I.`, `V.` and `X.` are the letters after H, U and W, not roman numerals. */
const isOfStyle = (heading: Heading, style: NumberingStyle) =>
  heading.style === style || (style === 'letter' && heading.style === 'roman' && /^[IVX]\.\s/.test(heading.printed));

/** The report's sections in reading order, from its layout lines; a cover's headings before the first ASTM section are front matter. */
export function sectionsOfLines(lines: readonly LayoutLine[]): DetectedSection[] {
  const style = sectionStyle(lines);
  if (!style) return [];
  const numbered = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.kind === 'heading' && line.heading && isOfStyle(line.heading, style));
  // An ASTM section the report sets before its numbered ones (an unnumbered EXECUTIVE SUMMARY) is a section too.
  const firstNumbered = numbered[0]?.index ?? lines.length;
  const leading = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line, index }) => index < firstNumbered && line.kind === 'heading' && line.heading && astmSectionOf(line.heading.title) !== null);
  const starts = [...leading.slice(0, 1), ...numbered];
  const sections: DetectedSection[] = [];
  starts.forEach(({ line, index }, order) => {
    const heading = line.heading;
    if (!heading) return;
    const endLine = (starts[order + 1]?.index ?? lines.length) - 1;
    const last = lines[endLine] ?? line;
    const astm = astmSectionOf(heading.title);
    sections.push({
      title: astm ?? heading.title,
      astm,
      names: astmSectionsOf(heading.title),
      printed: heading.printed,
      startPage: line.page,
      endPage: last.page,
      startLine: index,
      endLine,
    });
  });
  const firstNamed = sections.findIndex((section) => section.astm !== null);
  return withoutContentsEntries(sections.slice(Math.max(firstNamed, 0)), lines);
}

/** A "section" with no body before the next heading, whose title comes again later, is a contents entry. */
function withoutContentsEntries(sections: DetectedSection[], lines: readonly LayoutLine[]): DetectedSection[] {
  const hasBody = (section: DetectedSection) =>
    lines.slice(section.startLine + 1, section.endLine + 1).some((line) => line.kind === 'body' || line.kind === 'table');
  const kept = sections.filter((section, index) => hasBody(section) || !sections.slice(index + 1).some((later) => later.title === section.title));
  return kept.map((section, index) => {
    const next = kept[index + 1];
    if (!next) return section;
    const endLine = next.startLine - 1;
    return { ...section, endLine, endPage: lines[endLine]?.page ?? section.endPage };
  });
}

/** The report's sections (`detectSections` of the engine interface). */
export function detectSections(document: Pick<ReviewDocument, 'pages'>): DetectedSection[] {
  return sectionsOfLines(layoutLines(document.pages));
}
