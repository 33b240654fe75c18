import type { Block } from './document';

// Plain-text layout: the text format's pages, and the line budget every format paginates by.

export const TEXT_WIDTH = 92;
/** Body lines per page (the running head and footer come on top). */
export const BODY_LINES = 50;

/** Greedy word wrap at spaces only, so collapsing whitespace gives the text back. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  lines.push(line);
  return lines;
}

/** Characters per column: the weights share the width left after the ` | ` separators. */
export function columnWidths(weights: readonly number[], width = TEXT_WIDTH): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const free = width - 3 * (weights.length - 1);
  return weights.map((weight) => Math.max(3, Math.floor((free * weight) / total)));
}

export function tableRowLines(cells: readonly string[], widths: readonly number[]): string[] {
  const wrapped = cells.map((cell, index) => wrap(cell, widths[index]!));
  const height = Math.max(...wrapped.map((lines) => lines.length));
  return Array.from({ length: height }, (_, line) =>
    wrapped
      .map((lines, index) => (lines[line] ?? '').padEnd(widths[index]!))
      .join(' | ')
      .trimEnd(),
  );
}

function centre(text: string): string {
  return `${' '.repeat(Math.max(0, Math.floor((TEXT_WIDTH - text.length) / 2)))}${text}`;
}

/** The lines a block takes in the text format (and in the line budget of every format). */
export function blockLines(block: Block): string[] {
  switch (block.type) {
    case 'heading':
      return block.level === 1 ? ['', block.text, ''] : [block.text];
    case 'paragraph':
      if (block.center) return [...wrap(block.text, TEXT_WIDTH).map(centre), ''];
      if (block.bullet) {
        const [first, ...rest] = wrap(block.text, TEXT_WIDTH - 4);
        return [`  ${block.bullet} ${first}`, ...rest.map((line) => `    ${line}`), ''];
      }
      return [...wrap(block.text, TEXT_WIDTH), ''];
    case 'table': {
      const widths = columnWidths(block.widths);
      const header = tableRowLines(block.columns, widths);
      return [...header, '-'.repeat(TEXT_WIDTH), ...block.rows.flatMap((row) => tableRowLines(row, widths)), ''];
    }
    case 'toc':
      return [block.title, '', ...block.lines.map((line) => line.text)];
    case 'pageBreak':
      return [];
  }
}

/** A contents line: the label, a dot leader and the page number. */
export function tocLineText(label: string, page: number): string {
  const number = String(page);
  const dots = Math.max(3, TEXT_WIDTH - 4 - label.length - number.length - 2);
  return `${label} ${'.'.repeat(dots)} ${number}`;
}
