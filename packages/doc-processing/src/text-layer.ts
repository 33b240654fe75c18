import type { TextItem, TextStyle } from 'pdfjs-dist/types/src/display/api';
import { groupIntoLines, round2, type LinePiece } from './lines';
import { apply, multiply, toMatrix, type Matrix } from './matrix';
import type { PDFPageProxy } from './pdf-document';
import type { PageLine } from './types';

export interface TextLayer {
  width: number;
  height: number;
  lines: PageLine[];
  /** Characters other than whitespace in the text layer (the scanned-page test). */
  nonSpaceChars: number;
}

/** Box of one text run in page space (points, top-left origin), from the font's ascent and descent. */
function textRunPiece(item: TextItem, style: TextStyle | undefined, viewportTransform: Matrix): LinePiece | null {
  const transform = toMatrix(item.transform);
  if (!transform) return null;
  const device = multiply(viewportTransform, transform);
  const size = Math.hypot(device[2], device[3]) || item.height;
  if (!(size > 0)) return null;
  const runLength = item.width / (Math.hypot(transform[0], transform[1]) || 1);
  const ascent = style?.ascent || 1;
  const descent = style?.descent && style.descent < 0 ? style.descent : 0;
  // item.transform maps text space, where 1 is the font size, to page space; item.width is in page space.
  // In text space the run spans x 0..runLength and y descent..ascent.
  const textSpaceCorners: Array<[number, number]> = [
    [0, descent],
    [runLength, descent],
    [0, ascent],
    [runLength, ascent],
  ];
  const corners = textSpaceCorners.map(([x, y]) => apply(device, x, y));
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const [, baseline] = apply(device, 0, 0);
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  return {
    text: item.str,
    bbox: { x: round2(x0), y: round2(y0), width: round2(Math.max(...xs) - x0), height: round2(Math.max(...ys) - y0) },
    baseline,
    size,
  };
}

/** The page's text layer as lines with positions, in the page as displayed (scale 1). */
export async function readTextLayer(page: PDFPageProxy): Promise<TextLayer> {
  const viewport = page.getViewport({ scale: 1 });
  const viewportTransform = toMatrix(viewport.transform) ?? [1, 0, 0, -1, 0, viewport.height];
  const content = await page.getTextContent();
  const pieces: LinePiece[] = [];
  let nonSpaceChars = 0;
  for (const item of content.items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    nonSpaceChars += item.str.replace(/\s/g, '').length;
    const piece = textRunPiece(item, content.styles[item.fontName], viewportTransform);
    if (piece) pieces.push(piece);
  }
  return { width: round2(viewport.width), height: round2(viewport.height), lines: groupIntoLines(pieces), nonSpaceChars };
}
