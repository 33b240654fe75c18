import type { Random } from './random';
import { ACRONYMS, WORD_ABBREVIATIONS, GIVEN_NAMES } from './vocabulary';
import type { Occupant, VacancyMarker } from './model';

// How one report prints what the model says: fonts, name case, phone and marker forms.

export type FontFamily = 'Helvetica' | 'Times' | 'Courier';

export interface PrintStyle {
  font: string;
  bold: string;
  italic: string;
  size: number;
  nameCase: 'upper' | 'title';
  abbreviate: boolean;
  /** 10-digit phones as `(503) 555-0142`, `503.555.0142`, `503-555-0142` or `503 555 0142`. */
  phone10: '(aaa) nnn-nnnn' | 'aaa.nnn.nnnn' | 'aaa-nnn-nnnn' | 'aaa nnn nnnn';
  phone7: 'nnn-nnnn' | 'nnn nnnn' | 'nnn.nnnn';
  markerCase: 'upper' | 'title' | 'sentence' | 'parenthesised';
}

const FONTS: Record<FontFamily, { regular: string; bold: string; italic: string }> = {
  Helvetica: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
  Times: { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' },
  Courier: { regular: 'Courier', bold: 'Courier-Bold', italic: 'Courier-Oblique' },
};

export function pickStyle(random: Random, overrides: Partial<PrintStyle> = {}): PrintStyle {
  const fonts = FONTS[random.pick<FontFamily>(['Helvetica', 'Times', 'Courier'])];
  const style: PrintStyle = {
    font: fonts.regular,
    bold: fonts.bold,
    italic: fonts.italic,
    size: random.pick([8.5, 9, 9.5, 10]),
    nameCase: random.chance(0.7) ? 'upper' : 'title',
    abbreviate: random.chance(0.3),
    // Spaced numbers (`614 557 3784`) only where a column or a `Tel.` label sets them off: families opt in.
    phone10: random.pick(['(aaa) nnn-nnnn', 'aaa.nnn.nnnn', 'aaa-nnn-nnnn'] as const),
    phone7: random.pick(['nnn-nnnn', 'nnn.nnnn'] as const),
    markerCase: random.pick(['upper', 'upper', 'title', 'sentence', 'parenthesised'] as const),
  };
  return { ...style, ...overrides };
}

const GIVEN_ABBREVIATIONS = new Map(GIVEN_NAMES.filter(([, short]) => short !== null).map(([name, short]) => [name, short!]));

/** The name's words as printed, upper-case: abbreviated when the report abbreviates. */
export function truthName(occupant: Occupant, style: PrintStyle): string {
  if (!style.abbreviate) return occupant.name;
  const words = occupant.name.split(' ');
  if (occupant.kind === 'resident') return words.map((word, index) => (index === 1 ? (GIVEN_ABBREVIATIONS.get(word) ?? word) : word)).join(' ');
  return words.map((word) => WORD_ABBREVIATIONS[word] ?? word).join(' ');
}

export const titleCase = (text: string) =>
  text
    .split(' ')
    .map((word) => (ACRONYMS.has(word) ? word : word.charAt(0) + word.slice(1).toLowerCase()))
    .join(' ');

export const printedName = (occupant: Occupant, style: PrintStyle) => {
  const name = truthName(occupant, style);
  return style.nameCase === 'title' ? titleCase(name) : name;
};

export function printedPhone(digits: string | null, style: PrintStyle): string | null {
  if (digits === null) return null;
  const format = digits.length === 10 ? style.phone10 : style.phone7;
  let index = 0;
  return format.replace(/[an]/g, () => digits[index++]!);
}

export function printedMarker(marker: VacancyMarker, style: PrintStyle): string {
  switch (style.markerCase) {
    case 'upper':
      return marker;
    case 'title':
      return titleCase(marker);
    case 'sentence':
      return marker.charAt(0) + marker.slice(1).toLowerCase();
    case 'parenthesised':
      return `(${marker.toLowerCase()})`;
  }
}
