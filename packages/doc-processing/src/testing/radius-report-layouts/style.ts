import type { Random } from '../city-directory-layouts/random';
import type { MapIdStyle } from './model';
import { ACRONYMS } from './vocabulary';

// How one report prints what the model says: fonts, sizes, margins, heading words, name case.

export interface ReportStyle {
  font: string;
  bold: string;
  size: number;
  margin: number;
  nameCase: 'upper' | 'title';
  /** The heading of the unmapped records. */
  orphanHeading: string;
  /** The label of the vendor's record id. */
  idLabel: string;
  mapIds: MapIdStyle;
  /** Printed in a band beyond a database's search distance when no site is in it. */
  beyondMark: 'NR' | '-' | '0';
  title: string;
  header: 'vendor-order' | 'title-page' | 'order-only';
  footer: 'page-of' | 'page' | 'subject-page';
}

const FONTS = [
  { font: 'Helvetica', bold: 'Helvetica-Bold' },
  { font: 'Times-Roman', bold: 'Times-Bold' },
  { font: 'Courier', bold: 'Courier-Bold' },
];

export const ORPHAN_HEADINGS = ['Orphan Summary', 'Unmapped Sites', 'Unplottable Sites', 'Non-Geocoded Records', 'Sites Not Mapped'];

export function pickStyle(random: Random, mapIds: readonly MapIdStyle[], overrides: Partial<ReportStyle> = {}): ReportStyle {
  const fonts = random.pick(FONTS);
  const style: ReportStyle = {
    ...fonts,
    // Courier is wide: a size smaller keeps the tables inside the page.
    size: fonts.font === 'Courier' ? random.pick([7, 7.5]) : random.pick([7.5, 8, 8.5, 9]),
    margin: random.pick([36, 40, 44, 50]),
    nameCase: random.chance(0.7) ? 'upper' : 'title',
    orphanHeading: random.pick(ORPHAN_HEADINGS),
    idLabel: random.pick(['EDR ID', 'Record ID', 'Site ID', 'Rec.']),
    mapIds: random.pick(mapIds),
    beyondMark: random.pick(['NR', 'NR', '-', '0'] as const),
    title: random.pick([
      'The Radius Map Report',
      'ENVIRONMENTAL RECORDS SEARCH',
      'Regulatory Database Report',
      'Radius Search Report',
      'GeoCheck Records Review',
    ]),
    header: random.pick(['vendor-order', 'title-page', 'order-only'] as const),
    footer: random.pick(['page-of', 'page', 'subject-page'] as const),
  };
  return { ...style, ...overrides };
}

const titleWord = (word: string) =>
  ACRONYMS.has(word) ? word : word.toLowerCase().replace(/(^|[^a-z0-9'])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());

/** `text` (a name, an address, a city) as the report prints it. */
export const printed = (text: string, style: ReportStyle) => (style.nameCase === 'upper' ? text : text.split(' ').map(titleWord).join(' '));
