import PDFDocument from 'pdfkit';

// A cursor over pdfkit pages, portrait or landscape page by page: every string is placed by
// the caller (no pdfkit wrapping or automatic pages), so each record's page is known as it is drawn.

const FIXED_DATE = new Date('2024-01-01T00:00:00Z');
const PORTRAIT: [number, number] = [612, 792];

export interface TextOptions {
  font: string;
  size: number;
}

export class ReportFlow {
  readonly doc: PDFKit.PDFDocument;
  pageNumber = 0;
  y = 0;
  private readonly sizes: Array<[number, number]> = [];
  /** Called after each new page (a repeated table header). */
  onNewPage: (() => void) | null = null;

  constructor(
    readonly margin: number,
    readonly top = 64,
    readonly bottomMargin = 56,
  ) {
    // A fixed date: the same seed gives the same bytes.
    this.doc = new PDFDocument({ autoFirstPage: false, bufferPages: true, margin: 0, info: { CreationDate: FIXED_DATE } });
  }

  get width(): number {
    return this.sizes[this.pageNumber - 1]?.[0] ?? PORTRAIT[0];
  }

  get height(): number {
    return this.sizes[this.pageNumber - 1]?.[1] ?? PORTRAIT[1];
  }

  get left(): number {
    return this.margin;
  }

  get right(): number {
    return this.width - this.margin;
  }

  get bottom(): number {
    return this.height - this.bottomMargin;
  }

  addPage(landscape = false): void {
    const size: [number, number] = landscape ? [PORTRAIT[1], PORTRAIT[0]] : PORTRAIT;
    this.doc.addPage({ size, margin: 0 });
    this.sizes.push(size);
    this.pageNumber += 1;
    this.y = this.top;
    this.onNewPage?.();
  }

  /** A new page unless `height` more points fit on this one; true when it moved. */
  ensure(height: number): boolean {
    if (this.pageNumber > 0 && this.y + height <= this.bottom) return false;
    this.addPage();
    return true;
  }

  text(text: string, x: number, y: number, options: TextOptions): void {
    this.doc.font(options.font).fontSize(options.size).fillColor('#000000').text(text, x, y, { lineBreak: false });
  }

  textRight(text: string, right: number, y: number, options: TextOptions): void {
    this.text(text, right - this.widthOf(text, options), y, options);
  }

  widthOf(text: string, options: TextOptions): number {
    return this.doc.font(options.font).fontSize(options.size).widthOfString(text);
  }

  /** `text` broken at spaces into lines no wider than `width` (a longer word stays whole). */
  wrap(text: string, width: number, options: TextOptions): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.widthOf(candidate, options) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Wrapped lines of `text` from the cursor down, breaking pages between lines. */
  paragraph(text: string, x: number, width: number, options: TextOptions, leading: number, indent = 0): void {
    this.wrap(text, width, options).forEach((line, index) => {
      this.ensure(leading);
      this.text(line, index === 0 ? x : x + indent, this.y, options);
      this.y += leading;
    });
  }

  rule(x1: number, x2: number, y: number, width = 0.6): void {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor('#000000').stroke();
  }

  box(x: number, y: number, width: number, height: number, fill?: string): void {
    if (fill) {
      this.doc.rect(x, y, width, height).fillColor(fill).fill();
      this.doc.fillColor('#000000');
    } else {
      this.doc.rect(x, y, width, height).lineWidth(0.6).strokeColor('#000000').stroke();
    }
  }

  /** Draws on every page once all exist (`Page N of M`), with that page's size. */
  eachPage(draw: (pageNumber: number, pageCount: number, size: [number, number]) => void): void {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      this.doc.switchToPage(index);
      draw(index + 1, range.count, this.sizes[index]!);
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
