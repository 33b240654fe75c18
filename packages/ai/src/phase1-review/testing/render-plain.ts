import { Document, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';

// A plain-text report set as a PDF (line for line) or a Word file (paragraph for paragraph), page
// for page: what a firm's own export of the same report would give the intake.

const LINE_HEIGHT = 11;
const FONT_SIZE = 8.5;
const MARGIN = 36;
const WIDTH = 612 - 2 * MARGIN;
/** Courier's advance per character, at size 1. */
const COURIER_ADVANCE = 0.6;

/** A PDF whose page n shows the lines of `pages[n - 1]` in Courier, one text line per line. */
export async function plainTextPdf(pages: readonly string[]): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, autoFirstPage: false, info: { CreationDate: new Date('2024-01-01T00:00:00Z') } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.font('Courier');
  for (const page of pages) {
    doc.addPage();
    page.split('\n').forEach((line, index) => {
      // A line wider than the page (a table row) is set smaller, as a word processor would fit it.
      const size = Math.min(FONT_SIZE, WIDTH / (COURIER_ADVANCE * Math.max(line.length, 1)));
      if (line.trim().length > 0) doc.fontSize(size).text(line, MARGIN, MARGIN + index * LINE_HEIGHT, { lineBreak: false });
    });
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/** Lines at least this long were wrapped by the writer: the next line goes on with the same paragraph. */
const WRAPPED_LINE = 60;
const OWN_LINE = /^\s*(?:[-\u2022*]\s|\S.*(?:\s\|\s|\.{4,}))/;
/** A running head or footer set in spaced columns is not prose. */
const COLUMNS = /\S\s{3,}\S/;

/** The page's paragraphs as a word processor holds them: wrapped lines joined, a bullet, a table row or a short line on its own. */
function paragraphsOf(page: string): string[] {
  const paragraphs: string[] = [];
  let previous = '';
  for (const line of page.split('\n')) {
    const continues =
      previous.trim().length >= WRAPPED_LINE && line.trim().length > 0 && !OWN_LINE.test(line) && !OWN_LINE.test(previous) && !COLUMNS.test(previous.trim());
    if (continues) paragraphs[paragraphs.length - 1] = `${paragraphs.at(-1)} ${line.trim()}`;
    else if (line.trim().length > 0) paragraphs.push(line.trim());
    previous = line;
  }
  return paragraphs;
}

/** A Word file with the pages' paragraphs, each page after the first starting with a page break. */
export async function plainTextDocx(pages: readonly string[]): Promise<Uint8Array> {
  const children = pages.flatMap((page, pageIndex) =>
    paragraphsOf(page).map(
      (text, index) => new Paragraph({ children: [new TextRun({ text, font: 'Courier New', size: 17 })], pageBreakBefore: pageIndex > 0 && index === 0 }),
    ),
  );
  const document = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(document));
}
