import { describe, expect, it } from 'vitest';
import { testPage } from '../test-intake';
import { readingOrder } from './columns';
import { runningHeads } from './running-heads';

describe('readingOrder', () => {
  it('reads a page set in two columns left column first, a long name running into the gutter kept on its side', () => {
    const rows: Array<Array<[string, number]>> = [
      [
        ['1949', 49],
        ['1216', 102],
        ['Royal Cafe', 125],
        ['1987', 316],
        ['1254', 369],
        ['Golden Dragon Restr', 392],
      ],
      [
        ['PacTel', 49],
        ['Young Thos P', 125],
        ['contd', 316],
        ['Mikes Tire & Brake', 392],
      ],
      [
        ['1244', 102],
        ['International Brotherhood Of Electrical', 125],
      ],
      [
        ['1954', 49],
        ['1216', 102],
        ['Allen Richd V', 125],
        ['1994', 316],
        ['1244', 369],
        ['Owl Drug Store', 392],
      ],
      [
        ['Haines', 49],
        ['Thomas Frank', 125],
        ['Polk', 316],
        ['Wilson Hazel J', 392],
      ],
      [
        ['1247', 102],
        ['Kowalski Jean', 125],
        ['1247', 369],
        ['Vacant', 392],
      ],
    ];
    const ordered = readingOrder(testPage(1, rows).lines, false).map((line) => line.text);
    expect(ordered.slice(0, 6)).toEqual([
      '1949 1216 Royal Cafe',
      'PacTel Young Thos P',
      '1244 International Brotherhood Of Electrical',
      '1954 1216 Allen Richd V',
      'Haines Thomas Frank',
      '1247 Kowalski Jean',
    ]);
    expect(ordered[6]).toBe('1987 1254 Golden Dragon Restr');
  });

  it('leaves a table of one column set alone', () => {
    const rows: Array<Array<[string, number]>> = Array.from({ length: 8 }, (_, index) => [
      [String(1950 + index), 50],
      [`3054 PACIFIC HWY`, 120],
      [`SMITH JOHN ${index}`, 270],
      ['555-0142', 470],
    ]);
    const lines = testPage(1, rows).lines;
    expect(readingOrder(lines, false)).toEqual(lines);
  });
});

describe('runningHeads', () => {
  it('drops a header whose title recurs though its guide words and page number change', () => {
    const page = (pageNumber: number, guide: string) => {
      const built = testPage(pageNumber, [[['1987', 49]]]);
      const head = { text: guide, bbox: { x: 48, y: 30, width: 100, height: 8 }, spans: [{ text: guide, bbox: { x: 48, y: 30, width: 100, height: 8 } }] };
      const title = 'CRISS-CROSS DIRECTORY ABSTRACT';
      const titleSpan = { text: title, bbox: { x: 241, y: 30, width: 150, height: 8 } };
      return { ...built, lines: [{ ...head, text: `${guide} ${title}`, spans: [...head.spans, titleSpan] }, ...built.lines] };
    };
    const pages = [page(1, '39TH AVE 1216'), page(2, 'CESAR CHAVEZ BLVD 1254'), page(3, 'COMMERCE DR 1251')];
    const isHead = runningHeads(pages);
    expect(pages.map((candidate) => isHead(candidate, candidate.lines[0]!))).toEqual([true, true, true]);
    expect(isHead(pages[0]!, pages[0]!.lines[1]!)).toBe(false);
  });
});
