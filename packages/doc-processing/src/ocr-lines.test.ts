import type { Line as TesseractLine, Page as TesseractPage } from 'tesseract.js';
import { describe, expect, it } from 'vitest';
import { unrotatePoint } from './deskew';
import { ocrLines, splitTrailingInitial } from './ocr-lines';

type Box = { x0: number; y0: number; x1: number; y1: number };

/** A Tesseract line of words on a straight baseline from (x0, y0) with the given slope. */
function tesseractLine(words: Array<[string, number, number, number]>, baseline: { x0: number; y0: number; slope: number }): TesseractLine {
  const baselineAt = (x: number) => baseline.y0 + baseline.slope * (x - baseline.x0);
  const built = words.map(([text, x0, x1, confidence]) => {
    const bottom = baselineAt((x0 + x1) / 2);
    const bbox: Box = { x0, y0: Math.round(bottom - 20), x1, y1: Math.round(bottom) };
    return { text, confidence, bbox, symbols: [], choices: [], font_name: '' };
  });
  const x1 = Math.max(...words.map(([, , right]) => right));
  return {
    words: built,
    text: words.map(([text]) => text).join(' '),
    confidence: 90,
    baseline: { x0: baseline.x0, y0: baseline.y0, x1, y1: baselineAt(x1) },
    rowAttributes: { rowHeight: 22, ascenders: 4, descenders: 5 },
    bbox: { x0: baseline.x0, y0: baseline.y0 - 20, x1, y1: baselineAt(x1) },
  } as TesseractLine;
}

function page(blocks: TesseractLine[][]): Pick<TesseractPage, 'blocks'> {
  return {
    blocks: blocks.map((lines) => ({ paragraphs: [{ lines }] })) as unknown as TesseractPage['blocks'],
  };
}

describe('ocrLines', () => {
  it('rejoins one printed row that Tesseract split into blocks, on a skewed scan', () => {
    // About one degree of rotation: the row's right end sits 24 px lower than its left end.
    const slope = 0.0175;
    const left = tesseractLine(
      [
        ['1956', 100, 160, 96],
        ['PACIFIC', 180, 300, 94],
        ['HYDRAULIC', 320, 480, 92],
      ],
      { x0: 100, y0: 500, slope },
    );
    const right = tesseractLine(
      [
        ["Polk's", 1200, 1290, 90],
        ['Directory', 1300, 1450, 88],
      ],
      { x0: 1200, y0: 500 + slope * 1100, slope },
    );
    const next = tesseractLine(
      [
        ['FARMERS', 180, 320, 80],
        ['COOPERATIVE', 340, 540, 70],
      ],
      { x0: 180, y0: 545 + slope * 80, slope },
    );
    const result = ocrLines(page([[left, next], [right]]), { scale: 200 / 72 });
    expect(result.lines.map((line) => line.text)).toEqual(["1956 PACIFIC HYDRAULIC Polk's Directory", 'FARMERS COOPERATIVE']);
    expect(result.lines[0]!.spans[0]).toEqual({ text: '1956', bbox: { x: 36, y: 173.16, width: 21.6, height: 7.2 }, confidence: 0.96 });
    expect(result.lines[1]!.confidence).toBe(0.75);
    expect(result.confidence).toBe(0.871);
  });

  it('maps the words of a straightened page back onto the page, and keeps each level row one line', () => {
    // The scan was turned back by 2 degrees: on the level image one row runs straight across.
    const row = tesseractLine(
      [
        ['4012', 100, 160, 95],
        ['Tel.', 1400, 1460, 85],
      ],
      { x0: 100, y0: 1000, slope: 0 },
    );
    const geometry = { scale: 2, skewDegrees: 2, width: 1700, height: 2200 };
    const result = ocrLines(page([[row]]), geometry);
    expect(result.lines).toHaveLength(1);
    const [left, right] = result.lines[0]!.spans;
    // On the page the row runs down to the right, as printed: its right end about 45 px (22 pt) lower.
    const centre = unrotatePoint(130, 990, 2, 1700, 2200);
    expect(left!.bbox).toEqual({ x: Number(((centre.x - 30) / 2).toFixed(2)), y: Number(((centre.y - 10) / 2).toFixed(2)), width: 30, height: 10 });
    expect(right!.bbox.y - left!.bbox.y).toBeCloseTo((1300 * Math.tan((2 * Math.PI) / 180)) / 2, 0);
    expect(result.lines[0]!.confidence).toBe(0.9);
  });

  it('reads nothing from a blank page', () => {
    expect(ocrLines({ blocks: null }, { scale: 2 })).toEqual({ lines: [], confidence: 0 });
  });
});

describe('splitTrailingInitial', () => {
  /** A word with its letters' boxes, each `[letter, x0, x1]`. */
  const word = (letters: Array<[string, number, number]>) => {
    const symbols = letters.map(([text, x0, x1]) => ({ text, bbox: { x0, y0: 0, x1, y1: 20 } }));
    return {
      text: letters.map(([text]) => text).join(''),
      confidence: 90,
      bbox: { x0: letters[0]![1], y0: 0, x1: letters.at(-1)![2], y1: 20 },
      symbols,
    } as unknown as Parameters<typeof splitTrailingInitial>[0];
  };

  it('splits a last letter set a space apart from the rest (AISHA M read as AISHAM)', () => {
    const aisham = word([
      ['A', 1280, 1298],
      ['I', 1299, 1321],
      ['S', 1315, 1330],
      ['H', 1322, 1340],
      ['A', 1341, 1359],
      ['M', 1367, 1389],
    ]);
    expect(splitTrailingInitial(aisham).map((part) => [part.text, part.bbox.x0, part.bbox.x1])).toEqual([
      ['AISHA', 1280, 1359],
      ['M', 1367, 1389],
    ]);
  });

  it('keeps a word whose letters are evenly set, and a title-case word', () => {
    const harbor = word([
      ['H', 822, 838],
      ['A', 840, 858],
      ['R', 860, 875],
      ['B', 878, 893],
      ['O', 894, 913],
      ['R', 914, 929],
    ]);
    expect(splitTrailingInitial(harbor)).toHaveLength(1);
    const title = word([
      ['A', 0, 18],
      ['i', 19, 25],
      ['s', 26, 38],
      ['h', 39, 52],
      ['a', 53, 66],
      ['M', 80, 98],
    ]);
    expect(splitTrailingInitial(title)).toHaveLength(1);
  });
});
