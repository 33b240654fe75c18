import PDFDocument from 'pdfkit';
import type { Block, TocLine } from './document';
import type { RenderInput, RenderOutput } from './rendered';

// PDF via pdfkit. Every line is wrapped and placed here (no pdfkit wrapping, no automatic pages),
// so each page holds exactly the blocks the paginator gave it; a crowded page is set smaller.

const PAGE = { width: 612, height: 792 };
const LEFT = 72;
const WIDTH = PAGE.width - 2 * LEFT;
const TOP = 72;
const BOTTOM = PAGE.height - 66;
const FIXED_DATE = new Date('2024-01-01T00:00:00Z');

interface Op {
  text: string;
  x: number;
  y: number;
  font: string;
  size: number;
}

interface Fonts {
  regular: string;
  bold: string;
}

/** A page laid out at one scale: the text it draws, the rules under table headers, and its height. */
interface PageLayout {
  ops: Op[];
  rules: Array<{ y: number }>;
  lines: string[];
  bottom: number;
}

/** Widths at size 1 of the strings a report sets, per font. */
class WidthCache {
  private readonly cache = new Map<string, number>();

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  width(text: string, font: string): number {
    const key = `${font}\u0000${text}`;
    let width = this.cache.get(key);
    if (width === undefined) {
      width = this.doc.font(font).fontSize(1).widthOfString(text);
      this.cache.set(key, width);
    }
    return width;
  }
}

class PageComposer {
  readonly layout: PageLayout = { ops: [], rules: [], lines: [], bottom: TOP };
  private y = TOP;

  constructor(
    private readonly widths: WidthCache,
    private readonly fonts: Fonts,
    private readonly scale: number,
  ) {}

  private measure(text: string, font: string, size: number): number {
    return this.widths.width(text, font) * size;
  }

  /** Greedy wrap at spaces by word widths (measured once each); a hair short of the width, for kerning. */
  private wrap(text: string, width: number, font: string, size: number): string[] {
    const space = this.measure(' ', font, size);
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    for (const word of text.split(' ')) {
      const wordWidth = this.measure(word, font, size);
      if (line !== '' && lineWidth + space + wordWidth > width - 2) {
        lines.push(line);
        line = word;
        lineWidth = wordWidth;
      } else {
        lineWidth = line === '' ? wordWidth : lineWidth + space + wordWidth;
        line = line === '' ? word : `${line} ${word}`;
      }
    }
    lines.push(line);
    return lines;
  }

  private draw(text: string, x: number, font: string, size: number): void {
    this.layout.ops.push({ text, x, y: this.y, font, size });
  }

  private textBlock(text: string, options: { font: string; size: number; indent?: number; center?: boolean; prefix?: string }): void {
    const size = options.size * this.scale;
    const indent = options.indent ?? 0;
    const lines = this.wrap(text, WIDTH - indent, options.font, size);
    lines.forEach((line, index) => {
      const x = options.center ? LEFT + (WIDTH - this.measure(line, options.font, size)) / 2 : LEFT + indent;
      if (index === 0 && options.prefix) {
        this.draw(options.prefix, LEFT + 4, options.font, size);
        this.layout.lines.push(`${options.prefix} ${line}`);
      } else this.layout.lines.push(line);
      this.draw(line, x, options.font, size);
      this.y += size * 1.25;
    });
  }

  /** Label at the left, page number at the right margin, dots between. */
  private tocLine(line: TocLine): void {
    const { regular } = this.fonts;
    const size = 10 * this.scale;
    const number = String(line.page);
    const numberWidth = this.measure(number, regular, size);
    const free = WIDTH - this.measure(line.label, regular, size) - numberWidth - 2 * this.measure(' ', regular, size);
    const dots = '.'.repeat(Math.max(3, Math.floor(free / this.measure('.', regular, size))));
    this.draw(`${line.label} ${dots}`, LEFT, regular, size);
    this.draw(number, LEFT + WIDTH - numberWidth, regular, size);
    this.layout.lines.push(`${line.label} ${dots} ${number}`);
    this.y += size * 1.3;
  }

  private table(block: Extract<Block, { type: 'table' }>): void {
    const size = 8.5 * this.scale;
    const gap = 6;
    const total = block.widths.reduce((sum, weight) => sum + weight, 0);
    const widths = block.widths.map((weight) => ((WIDTH - gap * (block.widths.length - 1)) * weight) / total);
    const row = (cells: string[], font: string) => {
      const wrapped = cells.map((cell, index) => this.wrap(cell, widths[index]!, font, size));
      const height = Math.max(...wrapped.map((lines) => lines.length));
      for (let line = 0; line < height; line++) {
        let x = LEFT;
        const parts: string[] = [];
        wrapped.forEach((lines, index) => {
          const text = lines[line] ?? '';
          if (text !== '') this.draw(text, x, font, size);
          parts.push(text);
          x += widths[index]! + gap;
        });
        this.layout.lines.push(parts.join('  ').trimEnd());
        this.y += size * 1.25;
      }
      this.y += 2 * this.scale;
    };
    row(block.columns, this.fonts.bold);
    this.layout.rules.push({ y: this.y - 2 * this.scale });
    for (const cells of block.rows) row(cells, this.fonts.regular);
  }

  add(block: Block): void {
    const { regular, bold } = this.fonts;
    switch (block.type) {
      case 'heading':
        this.y += (block.level === 1 ? 8 : 3) * this.scale;
        this.textBlock(block.text, { font: bold, size: block.level === 1 ? 12 : 10.5 });
        this.y += 3 * this.scale;
        break;
      case 'paragraph':
        this.textBlock(block.text, {
          font: block.bold ? bold : regular,
          size: block.center ? 13 : 10,
          center: block.center,
          indent: block.bullet ? 16 : 0,
          prefix: block.bullet,
        });
        this.y += (block.center ? 14 : 6) * this.scale;
        break;
      case 'table':
        this.table(block);
        this.y += 6 * this.scale;
        break;
      case 'toc':
        this.textBlock(block.title, { font: bold, size: 12 });
        this.y += 6 * this.scale;
        for (const line of block.lines) this.tocLine(line);
        break;
      case 'pageBreak':
        break;
    }
    this.layout.bottom = this.y;
  }
}

function layoutPage(widths: WidthCache, fonts: Fonts, blocks: Block[]): PageLayout {
  for (let scale = 1; ; scale -= 0.05) {
    const composer = new PageComposer(widths, fonts, scale);
    for (const block of blocks) composer.add(block);
    if (composer.layout.bottom <= BOTTOM || scale <= 0.55) return composer.layout;
  }
}

export async function renderPdf({ pages, family, facts }: RenderInput): Promise<RenderOutput> {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, size: 'LETTER', info: { CreationDate: FIXED_DATE, Title: `Phase I ESA - ${facts.address}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const fonts: Fonts = family.font === 'Helvetica' ? { regular: 'Helvetica', bold: 'Helvetica-Bold' } : { regular: 'Times-Roman', bold: 'Times-Bold' };
  const total = pages.length;
  const widths = new WidthCache(doc);
  const pageTexts = pages.map((blocks, index) => {
    const layout = layoutPage(widths, fonts, blocks);
    doc.addPage({ size: 'LETTER', margin: 0 });
    const head = index === 0 ? null : family.runningHead(facts);
    const footer = family.footer(index + 1, total, facts);
    if (head) doc.font(fonts.regular).fontSize(8).text(head, LEFT, 40, { lineBreak: false });
    for (const op of layout.ops) doc.font(op.font).fontSize(op.size).text(op.text, op.x, op.y, { lineBreak: false });
    for (const rule of layout.rules)
      doc
        .moveTo(LEFT, rule.y)
        .lineTo(LEFT + WIDTH, rule.y)
        .lineWidth(0.5)
        .stroke();
    doc
      .font(fonts.regular)
      .fontSize(8)
      .text(footer, LEFT, PAGE.height - 48, { lineBreak: false });
    return [...(head ? [head] : []), ...layout.lines, footer].join('\n');
  });
  doc.end();
  await ended;
  return { bytes: new Uint8Array(Buffer.concat(chunks)), pageTexts };
}
