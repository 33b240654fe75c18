/** Table text for the clipboard (tab-separated) and for files (CSV, RFC 4180). Pure functions. */

export type CellValue = string | number | boolean | null | undefined;

/** Excel reads a CSV as UTF-8 only when it starts with this byte order mark. */
export const UTF8_BOM = '\uFEFF';

const asText = (value: CellValue): string => (value === null || value === undefined ? '' : String(value));

/**
 * Text a spreadsheet would run as a formula ('=', '@', a leading tab or return, or '+'/'-' not
 * followed by a plain number or phone number) gets a leading apostrophe, so a crafted PDF cannot
 * plant a formula in the consultant's workbook.
 */
export function neutralizeFormula(text: string): string {
  if (/^[=@\t\r]/.test(text)) return `'${text}`;
  if (/^[+-]/.test(text) && !/^[+-][\d\s().-]*$/.test(text)) return `'${text}`;
  return text;
}

/** One CSV field: quoted when it holds a comma, quote, CR or LF, with its quotes doubled. */
export function csvField(value: CellValue): string {
  const text = neutralizeFormula(asText(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: header then rows, CRLF line ends, prefixed with the UTF-8 BOM unless `bom` is false. */
export function toCsv(header: readonly string[], rows: readonly (readonly CellValue[])[], options: { bom?: boolean } = {}): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvField).join(','));
  return `${options.bom === false ? '' : UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/** One tab-separated cell: tabs and line breaks become spaces (a paste has no quoting). */
export const tsvField = (value: CellValue): string => neutralizeFormula(asText(value).replace(/\r\n|[\t\r\n]/g, ' '));

/** Tab-separated text, one line per row, as spreadsheets paste it. */
export function toTsv(header: readonly string[], rows: readonly (readonly CellValue[])[]): string {
  return [header, ...rows].map((cells) => cells.map(tsvField).join('\t')).join('\n');
}
