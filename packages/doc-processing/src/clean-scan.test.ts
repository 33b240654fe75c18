import { describe, expect, it } from 'vitest';
import { removeSpecks } from './clean-scan';
import type { GreyImage } from './grey-image';

const PAPER = 240;

function page(width: number, height: number): GreyImage {
  return { width, height, pixels: new Uint8Array(width * height).fill(PAPER) };
}

function ink(image: GreyImage, x: number, y: number, width: number, height: number): void {
  for (let row = y; row < y + height; row += 1) image.pixels.fill(30, row * image.width + x, row * image.width + x + width);
}

const at = (image: GreyImage, x: number, y: number) => image.pixels[y * image.width + x]!;

describe('removeSpecks', () => {
  it('erases lone dots and dot leaders, keeps letters and the period beside them', () => {
    const scan = page(400, 120);
    ink(scan, 20, 20, 14, 22); // a letter
    ink(scan, 37, 38, 3, 3); // its period, 3 px after it
    for (let x = 60; x < 300; x += 10) ink(scan, x, 38, 3, 3); // a dot leader
    ink(scan, 350, 90, 2, 2); // a speck
    const cleaned = removeSpecks(scan, 200);
    expect(at(cleaned, 25, 30)).toBe(30);
    expect(at(cleaned, 38, 39)).toBe(30);
    expect(at(cleaned, 61, 39)).toBeGreaterThanOrEqual(PAPER);
    expect(at(cleaned, 291, 39)).toBeGreaterThanOrEqual(PAPER);
    expect(at(cleaned, 350, 90)).toBeGreaterThanOrEqual(PAPER);
  });

  it('keeps a colon, whose dots stand close together', () => {
    const scan = page(200, 80);
    ink(scan, 50, 20, 3, 3);
    ink(scan, 50, 27, 3, 3);
    const cleaned = removeSpecks(scan, 200);
    expect(at(cleaned, 51, 21)).toBe(30);
    expect(at(cleaned, 51, 28)).toBe(30);
  });

  it('returns a clean page as it is', () => {
    const scan = page(100, 100);
    ink(scan, 10, 10, 30, 20);
    expect(removeSpecks(scan, 200)).toBe(scan);
  });
});
