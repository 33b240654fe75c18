import { describe, expect, it } from 'vitest';
import type { IntakePage, PageLine } from '../../types';
import { runningHeads } from './running-heads';

// Pages of one table: a running head and the first row in the top band, more rows below it.

const line = (text: string, y: number): PageLine => {
  const spans = text.split('  ').map((piece, index) => ({ text: piece, bbox: { x: 50 + index * 100, y, width: piece.length * 5, height: 8 } }));
  return { text: spans.map((span) => span.text).join(' '), bbox: { x: 50, y, width: 400, height: 8 }, spans };
};

const page = (pageNumber: number, top: string): IntakePage => {
  const lines = [
    line('Landmark Records Group  Inquiry 4789943', 20),
    line(top, 60),
    line('1985  3424 COMMERCE DR  HALL GEORGE', 300),
    line('1985  3434 COMMERCE DR  SMITH JOHN', 320),
  ];
  return { pageNumber, source: 'text', scanned: false, confidence: 1, width: 612, height: 792, lines, text: lines.map(({ text }) => text).join('\n') };
};

describe('runningHeads', () => {
  const pages = [1, 2, 3, 4].map((n) => page(n, n === 4 ? '1986' : `1985  3424 COMMERCE DR  OWNER ${'ABCD'[n - 1]}`));
  const isHead = runningHeads(pages);

  it('drops the head that recurs in the margins', () => {
    expect(isHead(pages[0]!, pages[0]!.lines[0]!)).toBe(true);
  });

  it('keeps a table row whose address recurs as often in the pages bodies', () => {
    expect(pages.slice(0, 3).map((p) => isHead(p, p.lines[1]!))).toEqual([false, false, false]);
  });

  it('keeps a bare year heading a block at the top of a page', () => {
    expect(isHead(pages[3]!, pages[3]!.lines[1]!)).toBe(false);
  });
});

describe('runningHeads: headings and OCR', () => {
  const withLines = (pageNumber: number, lines: PageLine[], source: 'text' | 'ocr' = 'text'): IntakePage => ({
    pageNumber,
    source,
    scanned: source === 'ocr',
    confidence: 1,
    width: 612,
    height: 792,
    lines,
    text: lines.map(({ text }) => text).join('\n'),
  });

  it('keeps the address heading each page starts with: other house numbers, other blocks', () => {
    const pages = ['2724 MILL RD', '2727 MILL RD', '2734 MILL RD'].map((heading, index) =>
      withLines(index + 1, [line(heading, 60), line('1947  WALKER JAMES', 300), line('Site: 2724 COMMERCE DR', 780)]),
    );
    const isHead = runningHeads(pages);
    expect(pages.map((p) => isHead(p, p.lines[0]!))).toEqual([false, false, false]);
    expect(pages.map((p) => isHead(p, p.lines[2]!))).toEqual([true, true, true]);
  });

  it('drops a page number OCR misread in the margin, and keeps a listing there', () => {
    const pages = [
      ['PAGE 30F ABSTRACT', 'PAGE RICHARD  555-0142'],
      ['Page DOF 4', 'PAGE MARY'],
    ].map(([foot, listing], index) => withLines(index + 1, [line('1947  WALKER JAMES', 300), line(foot!, 770), line(listing!, 740)], 'ocr'));
    const isHead = runningHeads(pages);
    expect(pages.map((p) => isHead(p, p.lines[1]!))).toEqual([true, true]);
    expect(pages.map((p) => isHead(p, p.lines[2]!))).toEqual([false, false]);
  });

  it('keeps the column header a table repeats at the top of each page', () => {
    const header = (y: number) => line('Year  Address  Occupant  Phone', y);
    const pages = [1, 2, 3].map((pageNumber) => withLines(pageNumber, [header(40), line(`1947  2724 MILL RD  WALKER JAMES ${pageNumber}`, 300)]));
    const isHead = runningHeads(pages);
    expect(pages.map((p) => isHead(p, p.lines[0]!))).toEqual([false, false, false]);
  });
});
