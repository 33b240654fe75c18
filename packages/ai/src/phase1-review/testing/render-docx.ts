import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopPosition,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import type { Block } from './document';
import type { RenderInput, RenderOutput } from './rendered';

// Word via the docx package: the first paragraph of every page after the first carries
// "page break before", so the pages are the paginator's (as in the fixtures' .docx).

type Element = Paragraph | Table;

/** Families whose headings use Word's heading styles; the others set them as bold runs. */
const STYLED_HEADINGS = new Set(['decimal', 'chapter', 'astm']);

interface Style {
  styledHeadings: boolean;
}

function run(text: string, options: { bold?: boolean; size?: number } = {}): TextRun {
  return new TextRun({ text, bold: options.bold, size: options.size });
}

function heading(block: Extract<Block, { type: 'heading' }>, style: Style, breakBefore: boolean): Paragraph {
  if (style.styledHeadings) {
    return new Paragraph({
      text: block.text,
      heading: block.level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
      pageBreakBefore: breakBefore,
      keepNext: true,
    });
  }
  return new Paragraph({
    children: [run(block.text, { bold: true, size: block.level === 1 ? 24 : 21 })],
    spacing: { before: block.level === 1 ? 160 : 80, after: 60 },
    pageBreakBefore: breakBefore,
    keepNext: true,
  });
}

function table(block: Extract<Block, { type: 'table' }>): Table {
  const row = (cells: string[], bold: boolean) =>
    new TableRow({ children: cells.map((cell) => new TableCell({ children: [new Paragraph({ children: [run(cell, { bold, size: 17 })] })] })) });
  return new Table({ rows: [row(block.columns, true), ...block.rows.map((cells) => row(cells, false))], width: { size: 100, type: WidthType.PERCENTAGE } });
}

/** The Word elements of one block, and the text lines it shows. */
function blockElements(block: Block, style: Style, breakBefore: boolean): { elements: Element[]; lines: string[] } {
  switch (block.type) {
    case 'heading':
      return { elements: [heading(block, style, breakBefore)], lines: [block.text] };
    case 'paragraph': {
      const text = block.bullet ? `${block.bullet} ${block.text}` : block.text;
      const paragraph = new Paragraph({
        children: [run(text, { bold: block.bold, size: block.center ? 26 : 20 })],
        alignment: block.center ? AlignmentType.CENTER : undefined,
        indent: block.bullet ? { left: 360 } : undefined,
        spacing: { after: block.center ? 240 : 120 },
        pageBreakBefore: breakBefore,
      });
      return { elements: [paragraph], lines: [text] };
    }
    case 'table': {
      const spacer = breakBefore ? [new Paragraph({ children: [], pageBreakBefore: true })] : [];
      return { elements: [...spacer, table(block), new Paragraph({ children: [] })], lines: [block.columns, ...block.rows].map((cells) => cells.join(' | ')) };
    }
    case 'toc': {
      const title = new Paragraph({ children: [run(block.title, { bold: true, size: 24 })], pageBreakBefore: breakBefore, spacing: { after: 160 } });
      // Word's own contents style: a right tab stop with a dot leader.
      const entries = block.lines.map(
        (line) =>
          new Paragraph({
            children: [run(`${line.label}\t${line.page}`, { size: 20 })],
            tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX, leader: 'dot' }],
          }),
      );
      return { elements: [title, ...entries], lines: [block.title, ...block.lines.map((line) => `${line.label}\t${line.page}`)] };
    }
    case 'pageBreak':
      return { elements: [], lines: [] };
  }
}

export async function renderDocx({ pages, family, facts }: RenderInput): Promise<RenderOutput> {
  const style: Style = { styledHeadings: STYLED_HEADINGS.has(family.name) };
  const children: Element[] = [];
  const pageTexts = pages.map((blocks, index) => {
    const lines: string[] = [];
    blocks.forEach((block, position) => {
      const rendered = blockElements(block, style, index > 0 && position === 0);
      children.push(...rendered.elements);
      lines.push(...rendered.lines);
    });
    return lines.join('\n');
  });
  const document = new Document({
    creator: facts.consultant.name,
    title: `Phase I ESA - ${facts.address}`,
    styles: { default: { document: { run: { font: family.font === 'Helvetica' ? 'Arial' : 'Times New Roman', size: 20 } } } },
    sections: [
      {
        properties: { page: { margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 } } },
        headers: { default: new Header({ children: [new Paragraph({ children: [run(family.runningHead(facts), { size: 16 })] })] }) },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                children: [
                  new TextRun({
                    size: 16,
                    children: [`${facts.consultant.short} | ${facts.projectNumber} | Page `, PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
                  }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return { bytes: new Uint8Array(await Packer.toBuffer(document)), pageTexts };
}
