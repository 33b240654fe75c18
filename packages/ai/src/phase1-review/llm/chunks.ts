import type { ReviewPage } from '../types';

// A document cut into parts that fit one request: whole pages where they fit, a page longer than
// the budget cut at its paragraphs. Every part of a page starts with its `[page N]` marker, so
// the model can cite the page of whatever it quotes.

export interface Chunk {
  /** 0-based, in reading order. */
  index: number;
  /** The pages (or parts of pages) it holds, ascending. */
  pages: number[];
  /** The pages' text, each part after its `[page N]` line. */
  text: string;
  /** Its estimated size (`estimateTokens`). */
  tokens: number;
}

/** Tokens as an English text spends them, roughly: four characters each. */
export const estimateTokens = (text: string): number => Math.ceil(text.length / 4);

const pageMarker = (page: number) => `[page ${page}]`;

interface PagePart {
  page: number;
  text: string;
}

/**
 * The pages in parts of at most `maxTokens` (estimated), in reading order, whole pages kept
 * together; a longer page is cut at paragraph breaks (then lines, then characters when a
 * paragraph alone is too long). Pages without text are left out.
 */
export function chunkPages(pages: readonly ReviewPage[], maxTokens: number): Chunk[] {
  const budget = Math.max(200, Math.floor(maxTokens));
  const parts = pages.filter((page) => page.text.trim() !== '').flatMap((page) => partsOfPage(page, budget));
  return packInOrder(parts, (part) => estimateTokens(renderPart(part)) + 1, budget).map((group, index) => {
    const text = group.map(renderPart).join('\n\n');
    return { index, pages: [...new Set(group.map((part) => part.page))], text, tokens: estimateTokens(text) };
  });
}

/** Items in consecutive groups whose sizes add up to at most `budget` (an item larger than it alone). */
function packInOrder<T>(items: readonly T[], sizeOf: (item: T) => number, budget: number): T[][] {
  const groups: { items: T[]; size: number }[] = [];
  for (const item of items) {
    const size = sizeOf(item);
    const last = groups.at(-1);
    if (last && last.size + size <= budget) {
      last.items.push(item);
      last.size += size;
    } else {
      groups.push({ items: [item], size });
    }
  }
  return groups.map((group) => group.items);
}

const renderPart = (part: PagePart) => `${pageMarker(part.page)}\n${part.text}`;

/** A page as one part when it fits, else as several, each within the budget with its marker. */
function partsOfPage(page: ReviewPage, budget: number): PagePart[] {
  const text = page.text.trim();
  const room = (budget - estimateTokens(pageMarker(page.page)) - 1) * 4;
  if (text.length <= room) return [{ page: page.page, text }];
  // A blank line joins the pieces of one part back: 2 characters each.
  return packInOrder(splitToFit(text, room), (piece) => piece.length + 2, room + 2).map((pieces) => ({ page: page.page, text: pieces.join('\n\n') }));
}

/** Paragraphs, each cut further (lines, then characters) when it alone exceeds `room` characters. */
function splitToFit(text: string, room: number): string[] {
  return text.split(/\n\s*\n/).flatMap((paragraph) => {
    if (paragraph.length <= room) return [paragraph];
    return paragraph.split('\n').flatMap((line) => (line.length <= room ? [line] : sliceEvery(line, room)));
  });
}

const sliceEvery = (text: string, size: number) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, index) => text.slice(index * size, (index + 1) * size));
