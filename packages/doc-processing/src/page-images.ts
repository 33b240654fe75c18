import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { IDENTITY, multiply, toMatrix, unitSquareArea, type Matrix } from './matrix';
import type { PDFPageProxy } from './pdf-document';

const IMAGE_PAINTS = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageXObjectRepeat, OPS.paintInlineImageXObjectGroup]);

/**
 * Share of the page (0..1) that images cover, from the operator list: each image is the unit
 * square under the current transform when it is painted. Overlaps are counted twice, so the
 * figure is capped at 1.
 */
export async function imageCoverage(page: PDFPageProxy): Promise<number> {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  const pageArea = Math.abs((x1 - x0) * (y1 - y0));
  if (!(pageArea > 0)) return 0;
  const { fnArray, argsArray } = await page.getOperatorList();
  const stack: Matrix[] = [];
  let ctm: Matrix = IDENTITY;
  let imageArea = 0;
  fnArray.forEach((fn, index) => {
    const args: unknown = argsArray[index];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(ctm, toMatrix(args) ?? IDENTITY);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      const formMatrix = Array.isArray(args) ? toMatrix(args[0]) : null;
      if (formMatrix) ctm = multiply(ctm, formMatrix);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (IMAGE_PAINTS.has(fn)) imageArea += unitSquareArea(ctm);
  });
  return Math.min(1, imageArea / pageArea);
}
