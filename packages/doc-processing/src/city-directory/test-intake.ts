import type { IntakePage, IntakeResult, PageLine } from '../types';

// Small intakes built by hand for the city directory's tests: each row is a list of [text, x]
// cells at one baseline, 14 points below the one before.

export type TestRow = Array<[string, number]>;

const CHAR_WIDTH = 5;
const HEIGHT = 8;

export function testPage(pageNumber: number, rows: TestRow[], { ocr = false } = {}): IntakePage {
  const lines: PageLine[] = rows.map((cells, index) => {
    const y = 80.4 + index * 14;
    const spans = cells.map(([text, x]) => ({ text, bbox: { x, y, width: text.length * CHAR_WIDTH, height: HEIGHT } }));
    const left = Math.min(...spans.map((span) => span.bbox.x));
    const right = Math.max(...spans.map((span) => span.bbox.x + span.bbox.width));
    return {
      text: spans.map((span) => span.text).join(' '),
      bbox: { x: left, y, width: right - left, height: HEIGHT },
      spans,
      ...(ocr ? { confidence: 0.8 } : {}),
    };
  });
  return {
    pageNumber,
    source: ocr ? 'ocr' : 'text',
    scanned: ocr,
    confidence: ocr ? 0.8 : 1,
    width: 612,
    height: 792,
    lines,
    text: lines.map((line) => line.text).join('\n'),
  };
}

export function testIntake(...pages: IntakePage[]): IntakeResult {
  return {
    pageCount: pages.length,
    pages,
    textPages: pages.filter((page) => page.source === 'text').length,
    ocrPages: pages.filter((page) => page.source === 'ocr').length,
    durationMs: 1,
  };
}
