/** One table row's cells, split on unescaped pipes, with `\|` unescaped and spaces trimmed. */
function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

const isSeparator = (line: string) => /^\|(\s*:?-+:?\s*\|)+\s*$/.test(line.trim());

/** Every table row (header and separator left out) of `markdown`, or of the section under `heading` only. */
export function tableRows(markdown: string, heading?: string): string[][] {
  let lines = markdown.split('\n');
  if (heading !== undefined) {
    const start = lines.findIndex((line) => /^#+ /.test(line) && line.replace(/^#+ /, '').trim() === heading);
    if (start < 0) throw new Error(`No section "${heading}"`);
    const level = /^#+/.exec(lines[start] ?? '')?.[0].length ?? 1;
    const end = lines.findIndex((line, index) => index > start && new RegExp(`^#{1,${level}} `).test(line));
    lines = lines.slice(start + 1, end < 0 ? undefined : end);
  }
  const rows: string[][] = [];
  lines.forEach((line, index) => {
    if (!line.trim().startsWith('|') || isSeparator(line)) return;
    if (isSeparator(lines[index + 1] ?? '')) return;
    rows.push(cellsOf(line));
  });
  return rows;
}

/** The first `code span` of a cell, if any. */
export const firstCode = (cell: string | undefined): string | undefined => /`([^`]+)`/.exec(cell ?? '')?.[1];
