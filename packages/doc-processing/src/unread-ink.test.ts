import { describe, expect, it } from 'vitest';
import type { Block as TesseractBlock } from 'tesseract.js';
import type { GreyImage } from './grey-image';
import { cropImage, type PixelRect, shiftBlocks, unreadInkRegions } from './unread-ink';

const DPI = 200;

function paper(width: number, height: number): GreyImage {
  return { width, height, pixels: new Uint8Array(width * height).fill(250) };
}

function ink(image: GreyImage, { x0, y0, x1, y1 }: PixelRect): void {
  for (let y = y0; y < y1; y += 1) image.pixels.fill(20, y * image.width + x0, y * image.width + x1);
}

/** A printed word's ink: letter strokes 3 px wide, 4 px apart, 24 px tall. */
function printWord(image: GreyImage, x: number, y: number, letters: number): PixelRect {
  for (let letter = 0; letter < letters; letter += 1) ink(image, { x0: x + 7 * letter, y0: y, x1: x + 7 * letter + 3, y1: y + 24 });
  return { x0: x, y0: y, x1: x + 7 * letters, y1: y + 24 };
}

describe('unreadInkRegions', () => {
  it('finds a column of print no recognised word covers, and passes over rules and read words', () => {
    const image = paper(1200, 900);
    const read: PixelRect[] = [];
    for (let row = 0; row < 10; row += 1) {
      printWord(image, 100, 100 + 60 * row, 4);
      read.push(printWord(image, 300, 100 + 60 * row, 12));
    }
    ink(image, { x0: 80, y0: 80, x1: 1100, y1: 83 });
    const regions = unreadInkRegions(image, DPI, read);
    expect(regions).toHaveLength(1);
    const [column] = regions;
    expect(column!.x0).toBeLessThanOrEqual(100);
    expect(column!.x1).toBeGreaterThanOrEqual(128);
    expect(column!.x1).toBeLessThan(300);
    expect(column!.y0).toBeLessThanOrEqual(100);
    expect(column!.y1).toBeGreaterThanOrEqual(664);
  });

  it('finds nothing on a page whose every word was read', () => {
    const image = paper(800, 400);
    const read = [printWord(image, 100, 100, 6), printWord(image, 300, 100, 8)];
    expect(unreadInkRegions(image, DPI, read)).toEqual([]);
  });
});

describe('cropImage and shiftBlocks', () => {
  it('cuts a piece out of an image and puts the words read from it back where the piece lies', () => {
    const image = paper(10, 10);
    ink(image, { x0: 4, y0: 5, x1: 6, y1: 6 });
    expect(Array.from(cropImage(image, { x0: 3, y0: 5, x1: 7, y1: 6 }).pixels)).toEqual([250, 20, 20, 250]);

    const word = (text: string, confidence: number) => ({ text, confidence, bbox: { x0: 1, y0: 2, x1: 5, y1: 8 } });
    const line = {
      words: [word('1974', 96), word('=', 10)],
      bbox: { x0: 1, y0: 2, x1: 5, y1: 8 },
      baseline: { x0: 1, y0: 8, x1: 5, y1: 8, has_baseline: true },
    };
    const blocks = [{ bbox: line.bbox, paragraphs: [{ bbox: line.bbox, lines: [line] }] }] as unknown as TesseractBlock[];
    const [shifted] = shiftBlocks(blocks, 100, 200, (candidate) => candidate.confidence > 50);
    const [shiftedLine] = shifted!.paragraphs[0]!.lines;
    expect(shiftedLine!.words.map((candidate) => [candidate.text, candidate.bbox])).toEqual([['1974', { x0: 101, y0: 202, x1: 105, y1: 208 }]]);
    expect(shiftedLine!.baseline).toMatchObject({ x0: 101, y0: 208, x1: 105, y1: 208 });
  });
});
