import PDFDocument from 'pdfkit';

// A cursor over pdfkit pages: the families place every string themselves (no pdfkit wrapping
// or automatic pages), so each listing's page is known when it is drawn.

const NO_BREAK = '\u00a0';

/** `text` (a phone and what sets it off) kept on one line by `PageFlow.wrap`. */
export const keepTogether = (text: string) => text.replaceAll(' ', NO_BREAK);

const FIXED_DATE = new Date('2024-01-01T00:00:00Z');

export interface PageSetup {
  size: [number, number];
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface TextOptions {
  font: string;
  size: number;
  color?: string;
}

const COLUMN_GUTTER = 18;

export class PageFlow {
  readonly doc: PDFKit.PDFDocument;
  pageNumber = 0;
  y = 0;
  /** Columns per page (a family may set two), and the one being filled. */
  columns = 1;
  column = 0;
  /** Where the columns start on this page (below a title set across them). */
  columnTop = 0;
  /** Column and page breaks so far. */
  breaks = 0;
  /** Called after each new page or column (a continued heading, a repeated table header). */
  onNewPage: ((flow: PageFlow) => void) | null = null;

  constructor(readonly setup: PageSetup) {
    // A fixed date: the same seed gives the same bytes.
    this.doc = new PDFDocument({ autoFirstPage: false, bufferPages: true, size: setup.size, margin: 0, info: { CreationDate: FIXED_DATE } });
  }

  get width(): number {
    return this.setup.size[0];
  }

  get height(): number {
    return this.setup.size[1];
  }

  /** The current column's left and right edges. */
  get left(): number {
    return this.setup.left + this.column * (this.columnWidth + COLUMN_GUTTER);
  }

  get right(): number {
    return this.left + this.columnWidth;
  }

  get columnWidth(): number {
    return (this.setup.right - this.setup.left - (this.columns - 1) * COLUMN_GUTTER) / this.columns;
  }

  addPage(): void {
    this.doc.addPage({ size: this.setup.size, margin: 0 });
    this.pageNumber += 1;
    this.column = 0;
    this.y = this.columnTop = this.setup.top;
    this.breaks += 1;
    this.onNewPage?.(this);
  }

  /** Moves to the next column or page unless `height` more points fit in this one; true when it moved. */
  ensure(height: number): boolean {
    if (this.pageNumber > 0 && this.y + height <= this.setup.bottom) return false;
    if (this.pageNumber === 0 || this.column === this.columns - 1) {
      this.addPage();
      return true;
    }
    this.column += 1;
    this.y = this.columnTop;
    this.breaks += 1;
    this.onNewPage?.(this);
    return true;
  }

  text(text: string, x: number, y: number, options: TextOptions): void {
    this.doc
      .font(options.font)
      .fontSize(options.size)
      .fillColor(options.color ?? '#000000')
      .text(text, x, y, { lineBreak: false });
  }

  /** Right-aligned at `right`. */
  textRight(text: string, right: number, y: number, options: TextOptions): void {
    this.text(text, right - this.widthOf(text, options), y, options);
  }

  textCentered(text: string, y: number, options: TextOptions): void {
    this.text(text, (this.width - this.widthOf(text, options)) / 2, y, options);
  }

  widthOf(text: string, options: TextOptions): number {
    return this.doc.font(options.font).fontSize(options.size).widthOfString(text);
  }

  /** `text` broken at spaces into lines no wider than `width` (never inside a `keepTogether` run). */
  wrap(text: string, width: number, options: TextOptions): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.widthOf(candidate.replaceAll(NO_BREAK, ' '), options) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
    return lines.map((part) => part.replaceAll(NO_BREAK, ' ').trim()).filter(Boolean);
  }

  rule(x1: number, x2: number, y: number, width = 0.6, color = '#000000'): void {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke();
  }

  shade(x: number, y: number, width: number, height: number, color: string): void {
    this.doc.rect(x, y, width, height).fillColor(color).fill();
    this.doc.fillColor('#000000');
  }

  /** Draws on every page once all exist (running heads with `page N of M`). */
  eachPage(draw: (pageNumber: number, pageCount: number) => void): void {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      this.doc.switchToPage(index);
      draw(index + 1, range.count);
    }
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await ended;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
