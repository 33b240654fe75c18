// A report as the composer writes it: blocks of text whose marks say which quotes the truth records.

export type QaId =
  | 'user'
  | 'address'
  | 'acres'
  | 'earliestUse'
  | 'reconnaissance'
  | 'recs'
  | 'contaminants'
  | 'recommendation'
  | 'signer'
  | 'groundwater'
  | 'auls';

export interface QaMark {
  id: QaId;
  question: string;
  answer: string;
}

/** A quote the truth records: evidence of the decision, a distractor, or where a question is answered. */
export interface Mark {
  role: 'evidence' | 'distractor' | 'qa';
  quote: string;
  kind: string;
  qa?: QaMark;
}

/** A piece of a paragraph; its marks quote all of it. */
export interface Segment {
  text: string;
  marks: Mark[];
}

export type Block =
  | { type: 'heading'; level: 1 | 2; text: string; sectionKey?: string }
  | { type: 'paragraph'; text: string; marks: Mark[]; bullet?: string; center?: boolean; bold?: boolean }
  | { type: 'table'; columns: string[]; widths: number[]; rows: string[][] }
  /** The table of contents: its lines are filled in once the pages are known. */
  | { type: 'toc'; title: string; lines: TocLine[] }
  | { type: 'pageBreak' };

export interface TocLine {
  label: string;
  page: number;
  /** The line as plain text sets it (label, dot leader, page). */
  text: string;
  marks: Mark[];
}

export type Paragraph = Extract<Block, { type: 'paragraph' }>;

export const evidence = (text: string, kind = 'decision'): Segment => ({ text, marks: [{ role: 'evidence', quote: text, kind }] });
export const distractor = (text: string, kind: string): Segment => ({ text, marks: [{ role: 'distractor', quote: text, kind }] });
export const answer = (text: string, qa: QaMark): Segment => ({ text, marks: [{ role: 'qa', quote: text, kind: 'qa', qa }] });

/** The same text, also answering a question. */
export function alsoAnswers(segment: Segment, qa: QaMark): Segment {
  return { text: segment.text, marks: [...segment.marks, { role: 'qa', quote: segment.text, kind: 'qa', qa }] };
}

const NO_SPACE_BEFORE = /^[.,;:)]/;

/** Joins plain strings and marked segments into one paragraph. */
export function para(...parts: Array<string | Segment>): Paragraph {
  let text = '';
  const marks: Mark[] = [];
  for (const part of parts) {
    const segment = typeof part === 'string' ? { text: part, marks: [] } : part;
    if (segment.text === '') continue;
    if (text !== '' && !NO_SPACE_BEFORE.test(segment.text) && !text.endsWith('(')) text += ' ';
    text += segment.text;
    marks.push(...segment.marks);
  }
  return { type: 'paragraph', text, marks };
}

export function bullet(symbol: string, ...parts: Array<string | Segment>): Paragraph {
  return { ...para(...parts), bullet: symbol };
}

export const table = (columns: string[], rows: string[][], widths: number[] = columns.map(() => 1)): Block => ({ type: 'table', columns, widths, rows });
