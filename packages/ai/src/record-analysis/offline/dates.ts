/** Dates as agencies print them (`February 3, 2019`, `3 Feb 2019`, `02/03/2019`, `2019-02-03`), as ISO `yyyy-mm-dd`. */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\\.?';

/** Every printed date form, each with how to read its parts. */
const FORMS: readonly { pattern: RegExp; read: (match: RegExpExecArray) => [number, number, number] }[] = [
  { pattern: new RegExp(`\\b${MONTH}\\s+(\\d{1,2}),?\\s+(\\d{4})\\b`, 'gi'), read: (m) => [Number(m[3]), monthOf(m[1] ?? ''), Number(m[2])] },
  { pattern: new RegExp(`\\b(\\d{1,2})\\s+${MONTH},?\\s+(\\d{4})\\b`, 'gi'), read: (m) => [Number(m[3]), monthOf(m[2] ?? ''), Number(m[1])] },
  { pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/g, read: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
  { pattern: /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g, read: (m) => [Number(m[3]), Number(m[1]), Number(m[2])] },
];

function monthOf(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const valid = ([year, month, day]: [number, number, number]) => year >= 1900 && year <= 2100 && month >= 1 && month <= 12 && day >= 1 && day <= 31;

export interface FoundDate {
  iso: string;
  /** Where it is printed in the text. */
  index: number;
  printed: string;
}

/** The dates printed in `text`, in order. */
export function datesIn(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  for (const { pattern, read } of FORMS) {
    for (const match of text.matchAll(pattern)) {
      const parts = read(match as RegExpExecArray);
      if (valid(parts)) found.push({ iso: iso(...parts), index: match.index ?? 0, printed: match[0] });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}
