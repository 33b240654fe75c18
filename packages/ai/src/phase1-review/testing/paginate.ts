import type { Block } from './document';
import { BODY_LINES, blockLines, columnWidths, tableRowLines } from './layout-text';

// Pages as lists of blocks: paragraphs never split (a quote stays on one page), headings keep
// with what follows, tables split between rows and repeat their header.

type Table = Extract<Block, { type: 'table' }>;

const height = (block: Block) => blockLines(block).length;

/** The lines that must share a page with the heading before `blocks[index]`: headings chain to what follows them. */
function leadHeight(blocks: readonly Block[], index: number): number {
  const block = blocks[index];
  if (!block || block.type === 'pageBreak') return 0;
  if (block.type === 'table') return height({ ...block, rows: block.rows.slice(0, 1) });
  if (block.type === 'heading') return height(block) + leadHeight(blocks, index + 1);
  return height(block);
}

class PageBuilder {
  readonly pages: Block[][] = [[]];
  used = 0;

  get current(): Block[] {
    return this.pages[this.pages.length - 1]!;
  }

  newPage(): void {
    if (this.current.length === 0) return;
    this.pages.push([]);
    this.used = 0;
  }

  place(block: Block, lines: number): void {
    this.current.push(block);
    this.used += lines;
  }

  fits(lines: number): boolean {
    return this.used + lines <= BODY_LINES;
  }
}

function placeTable(builder: PageBuilder, table: Table): void {
  const widths = columnWidths(table.widths);
  const rowHeights = table.rows.map((row) => tableRowLines(row, widths).length);
  const frame = height({ ...table, rows: [] });
  let start = 0;
  while (start < table.rows.length) {
    let end = start;
    let lines = frame;
    while (end < table.rows.length && builder.fits(lines + rowHeights[end]!)) lines += rowHeights[end++]!;
    if (end === start) {
      if (builder.current.length > 0) {
        builder.newPage();
        continue;
      }
      lines += rowHeights[end++]!;
    }
    builder.place({ ...table, rows: table.rows.slice(start, end) }, lines);
    start = end;
    if (start < table.rows.length) builder.newPage();
  }
}

export function paginate(blocks: readonly Block[]): Block[][] {
  const builder = new PageBuilder();
  blocks.forEach((block, index) => {
    if (block.type === 'pageBreak') builder.newPage();
    else if (block.type === 'table') placeTable(builder, block);
    else {
      const lines = height(block);
      const needed = block.type === 'heading' ? lines + leadHeight(blocks, index + 1) : lines;
      if (!builder.fits(needed)) builder.newPage();
      builder.place(block, lines);
    }
  });
  return builder.pages.filter((page) => page.length > 0);
}
