import type { ReportFlow, TextOptions } from './flow';

// A table drawn row by row: wrapped cells, the header again at the top of each new page.

export interface Column {
  header: string;
  /** Share of the width between the margins. */
  share: number;
  align?: 'left' | 'right';
}

export interface TableOptions {
  body: TextOptions;
  head: TextOptions;
  leading: number;
  /** Rules under the header and between rows. */
  rules: boolean;
  /** Extra space after each row. */
  gap?: number;
}

/** A cell: one string wrapped to the column, or several lines each wrapped. */
export type Cell = string | string[];

export class Table {
  private readonly xs: number[];
  private readonly widths: number[];

  constructor(
    private readonly flow: ReportFlow,
    private readonly columns: Column[],
    private readonly options: TableOptions,
  ) {
    const total = columns.reduce((sum, column) => sum + column.share, 0);
    const span = flow.right - flow.left;
    this.widths = columns.map((column) => (column.share / total) * span);
    this.xs = this.widths.map((_, index) => flow.left + this.widths.slice(0, index).reduce((sum, width) => sum + width, 0));
  }

  /** Draws the header now and on each page the table goes on to. */
  start(): void {
    this.header();
    this.flow.onNewPage = () => this.header();
  }

  end(): void {
    this.flow.onNewPage = null;
    this.flow.y += this.options.leading / 2;
  }

  private header(): void {
    const cells = this.columns.map((column, index) => this.flow.wrap(column.header, this.widths[index]! - 4, this.options.head));
    const height = Math.max(...cells.map((lines) => lines.length)) * this.options.leading;
    this.put(cells, this.options.head);
    this.flow.y += height + 2;
    if (this.options.rules) this.flow.rule(this.flow.left, this.flow.right, this.flow.y - 2);
    this.flow.y += 2;
  }

  /** One row, kept on one page; the page it is on. */
  row(cells: Cell[]): number {
    const lines = cells.map((cell, index) =>
      (Array.isArray(cell) ? cell : [cell]).flatMap((text) => this.flow.wrap(text, this.widths[index]! - 4, this.options.body)),
    );
    const height = Math.max(1, ...lines.map((cell) => cell.length)) * this.options.leading;
    this.flow.ensure(height + (this.options.gap ?? 0));
    this.put(lines, this.options.body);
    this.flow.y += height + (this.options.gap ?? 0);
    if (this.options.rules) this.flow.rule(this.flow.left, this.flow.right, this.flow.y - 1, 0.3);
    return this.flow.pageNumber;
  }

  private put(cells: string[][], options: TextOptions): void {
    cells.forEach((lines, index) => {
      const column = this.columns[index]!;
      lines.forEach((text, line) => {
        const y = this.flow.y + line * this.options.leading;
        if (column.align === 'right') this.flow.textRight(text, this.xs[index]! + this.widths[index]! - 4, y, options);
        else this.flow.text(text, this.xs[index]!, y, options);
      });
    });
  }
}
