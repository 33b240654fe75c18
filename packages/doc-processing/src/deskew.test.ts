import { describe, expect, it } from 'vitest';
import { estimateSkew, rotateImage, straighten, unrotatePoint } from './deskew';
import type { GreyImage } from './grey-image';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A deterministic pseudo-random sequence (mulberry32), so the synthetic pages are the same every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Word-sized dark boxes on rows, in two columns of uneven lines, as a directory page lays them out. */
function layout(seed: number, width: number, height: number): Rect[] {
  const next = random(seed);
  const words: Rect[] = [];
  for (let top = 80; top < height - 100; top += 26) {
    for (const [start, end] of [
      [60, width / 2 - 30],
      [width / 2 + 30, width - 60],
    ] as const) {
      let x = start + next() * 40;
      const lineEnd = end - next() * (end - start) * 0.5;
      while (x < lineEnd) {
        const wordWidth = 20 + next() * 70;
        words.push({ x, y: top, width: Math.min(wordWidth, lineEnd - x), height: 12 });
        x += wordWidth + 9;
      }
    }
  }
  return words;
}

/** The layout printed at `degrees` (positive: lines running down to the right), with light noise. */
function scan(words: Rect[], width: number, height: number, degrees: number, extra: (x: number, y: number) => boolean = () => false): GreyImage {
  const pixels = new Uint8Array(width * height);
  const next = random(7);
  const inWord = (x: number, y: number) => words.some((word) => x >= word.x && x < word.x + word.width && y >= word.y && y < word.y + word.height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // The printed point whose ink lands here: this pixel turned back by the page's rotation.
      const radians = (-degrees * Math.PI) / 180;
      const dx = x + 0.5 - width / 2;
      const dy = y + 0.5 - height / 2;
      const sourceX = width / 2 + dx * Math.cos(radians) - dy * Math.sin(radians);
      const sourceY = height / 2 + dx * Math.sin(radians) + dy * Math.cos(radians);
      const ink = inWord(sourceX, sourceY) || extra(x, y);
      pixels[y * width + x] = ink ? 40 + next() * 30 : 225 + next() * 30;
    }
  }
  return { width, height, pixels };
}

describe('estimateSkew', () => {
  const width = 700;
  const height = 900;
  const words = layout(3, width, height);

  it.each([-2.6, -1.3, -0.4, 0, 0.7, 1.9, 2.8])('finds a rotation of %s degrees within 0.2', (degrees) => {
    expect(Math.abs(estimateSkew(scan(words, width, height, degrees)) - degrees)).toBeLessThanOrEqual(0.2);
  });

  it('is not pulled to 0 by a scanner shadow along the bottom edge', () => {
    const shadowed = scan(words, width, height, -1.4, (_x, y) => y >= height - 14);
    expect(Math.abs(estimateSkew(shadowed) + 1.4)).toBeLessThanOrEqual(0.2);
  });

  it('reads 0 on a blank page', () => {
    expect(estimateSkew({ width: 300, height: 400, pixels: new Uint8Array(300 * 400).fill(240) })).toBe(0);
  });
});

describe('straighten', () => {
  const width = 700;
  const height = 900;
  const words = layout(11, width, height);

  it('turns a skewed page level, and unrotatePoint finds a word of the level image on the original', () => {
    const skewed = scan(words, width, height, 1.6);
    const { image, skewDegrees } = straighten(skewed);
    expect(Math.abs(skewDegrees - 1.6)).toBeLessThanOrEqual(0.2);
    expect(Math.abs(estimateSkew(image))).toBeLessThanOrEqual(0.2);
    // The first word, level again, sits where it was printed; turned back it lands on the scan's ink there.
    const word = words[0]!;
    const centre = { x: word.x + word.width / 2, y: word.y + word.height / 2 };
    expect(image.pixels[Math.round(centre.y) * width + Math.round(centre.x)]).toBeLessThan(128);
    const onScan = unrotatePoint(centre.x, centre.y, skewDegrees, width, height);
    expect(skewed.pixels[Math.round(onScan.y) * width + Math.round(onScan.x)]).toBeLessThan(128);
  });

  it('leaves a level page as it is', () => {
    const level = scan(words, width, height, 0);
    expect(straighten(level)).toEqual({ image: level, skewDegrees: 0 });
  });
});

describe('rotateImage', () => {
  it('fills the corners the turn uncovers with the background', () => {
    const black = { width: 200, height: 100, pixels: new Uint8Array(200 * 100) };
    const turned = rotateImage(black, 3);
    expect(turned.pixels[0]).toBe(255);
    expect(turned.pixels[50 * 200 + 100]).toBe(0);
  });
});
