import { describe, expect, it } from 'vitest';
import { chunkPages, estimateTokens } from './chunks';

const page = (number: number, text: string) => ({ page: number, text });
const markers = (text: string) => [...text.matchAll(/^\[page (\d+)\]$/gm)].map((match) => Number(match[1]));

describe('chunkPages', () => {
  it('keeps whole pages together within the budget, each after its [page N] marker', () => {
    const pages = Array.from({ length: 10 }, (_, index) => page(index + 1, `Text of page ${index + 1}. ${'word '.repeat(300)}`));
    const chunks = chunkPages(pages, 1_000);
    expect(chunks.map((chunk) => chunk.pages)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
      [9, 10],
    ]);
    for (const chunk of chunks) {
      expect(markers(chunk.text)).toEqual(chunk.pages);
      expect(chunk.tokens).toBeLessThanOrEqual(1_000);
      expect(chunk.tokens).toBe(estimateTokens(chunk.text));
    }
    expect(chunks[0]!.text).toBe(`[page 1]\n${pages[0]!.text.trim()}\n\n[page 2]\n${pages[1]!.text.trim()}`);
  });

  it('cuts a page longer than the budget at its paragraphs, each part marked with the page', () => {
    const paragraphs = Array.from({ length: 6 }, (_, index) => `Paragraph ${index + 1}. ${'text '.repeat(150)}`.trim());
    const chunks = chunkPages([page(1, 'A short page.'), page(2, paragraphs.join('\n\n')), page(3, 'Another short page.')], 500);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.every((chunk) => chunk.tokens <= 500)).toBe(true);
    expect(chunks.flatMap((chunk) => markers(chunk.text))).toEqual([1, 2, 2, 2, 3]);
    const pageTwo = chunks
      .flatMap((chunk) => chunk.text.split(/\n\n(?=\[page \d+\]\n)/))
      .filter((part) => part.startsWith('[page 2]'))
      .map((part) => part.replace('[page 2]\n', ''));
    expect(pageTwo.join('\n\n')).toBe(paragraphs.join('\n\n'));
    expect(pageTwo.every((part) => paragraphs.some((paragraph) => part.startsWith(paragraph)))).toBe(true);
  });

  it('cuts a paragraph longer than the budget at its lines, then its characters', () => {
    const lines = Array.from({ length: 40 }, (_, index) => `Line ${index + 1} ${'x'.repeat(90)}`);
    const chunks = chunkPages([page(7, lines.join('\n')), page(8, 'y'.repeat(5_000))], 300);
    expect(chunks.every((chunk) => chunk.tokens <= 300)).toBe(true);
    expect(new Set(chunks.flatMap((chunk) => chunk.pages))).toEqual(new Set([7, 8]));
    const text = (number: number) =>
      chunks
        .flatMap((chunk) => chunk.text.split(/\n\n(?=\[page \d+\]\n)/))
        .filter((part) => part.startsWith(`[page ${number}]`))
        .map((part) => part.replace(`[page ${number}]\n`, ''));
    expect(text(7).join('\n\n').replace(/\s+/g, ' ')).toBe(lines.join(' '));
    expect(text(8).join('')).toBe('y'.repeat(5_000));
  });

  it('leaves out pages without text', () => {
    expect(chunkPages([page(1, '  \n '), page(2, 'Some text.')], 1_000)).toEqual([{ index: 0, pages: [2], text: '[page 2]\nSome text.', tokens: 5 }]);
    expect(chunkPages([], 1_000)).toEqual([]);
  });
});
