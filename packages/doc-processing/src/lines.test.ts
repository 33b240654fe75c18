import { describe, expect, it } from 'vitest';
import { groupIntoLines, unionBBox, type LinePiece } from './lines';

const piece = (text: string, x: number, baseline: number, width = text.length * 5, size = 10): LinePiece => ({
  text,
  bbox: { x, y: baseline - size * 0.8, width, height: size },
  baseline,
  size,
});

describe('groupIntoLines', () => {
  it('puts pieces sharing a baseline on one line, left to right, lines top to bottom', () => {
    const lines = groupIntoLines([
      piece('Polk City Directory', 400, 100),
      piece('1955', 50, 100.4),
      piece('WESTERN PAINT CO', 100, 112),
      piece('RAINBOW LAUNDROMAT', 100, 99.8),
    ]);
    expect(lines.map((line) => line.text)).toEqual(['1955 RAINBOW LAUNDROMAT Polk City Directory', 'WESTERN PAINT CO']);
    expect(lines[0]!.spans.map((span) => span.text)).toEqual(['1955', 'RAINBOW LAUNDROMAT', 'Polk City Directory']);
    expect(lines[0]!.bbox).toEqual({ x: 50, y: 91.8, width: 445, height: 10.6 });
  });

  it('keeps mixed font sizes on a shared baseline together but separates close rows of small text', () => {
    const heading = groupIntoLines([piece('3054 US HWY 101', 58, 136.3, 88, 10.5), piece('TARGET PROPERTY', 476, 136.3, 78, 8)]);
    expect(heading.map((line) => line.text)).toEqual(['3054 US HWY 101 TARGET PROPERTY']);
    const rows = groupIntoLines([piece('first', 50, 100, 25, 8), piece('second', 50, 109, 30, 8)]);
    expect(rows.map((line) => line.text)).toEqual(['first', 'second']);
  });

  it('joins touching runs without a space and spaced runs with one', () => {
    const [line] = groupIntoLines([
      { text: 'Polk', bbox: { x: 10, y: 0, width: 20, height: 10 }, baseline: 8, size: 10 },
      { text: "'s", bbox: { x: 30.5, y: 0, width: 6, height: 10 }, baseline: 8, size: 10 },
      { text: 'Directory ', bbox: { x: 40, y: 0, width: 40, height: 10 }, baseline: 8, size: 10 },
      { text: '1955', bbox: { x: 80, y: 0, width: 20, height: 10 }, baseline: 8, size: 10 },
    ]);
    expect(line!.text).toBe("Polk's Directory 1955");
  });

  it('always spaces OCR words, averages their confidence and drops blank pieces', () => {
    const words = [
      { ...piece('NO', 10, 50), confidence: 0.9 },
      { ...piece('RETURN', 20.5, 50), confidence: 0.7 },
      { ...piece('   ', 80, 50), confidence: 0.1 },
    ];
    const [line] = groupIntoLines(words, { spaceBetweenPieces: true });
    expect(line!.text).toBe('NO RETURN');
    expect(line!.confidence).toBe(0.8);
    expect(line!.spans).toHaveLength(2);
  });

  it('gives no lines for no text', () => {
    expect(groupIntoLines([])).toEqual([]);
    expect(groupIntoLines([piece(' ', 0, 10)])).toEqual([]);
  });
});

describe('unionBBox', () => {
  it('covers every box', () => {
    expect(
      unionBBox([
        { x: 10, y: 20, width: 5, height: 5 },
        { x: 2, y: 22, width: 30, height: 10 },
      ]),
    ).toEqual({ x: 2, y: 20, width: 30, height: 12 });
  });
});
