import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { apply, IDENTITY, multiply, toMatrix, unitSquareArea, type Matrix } from './matrix';
import type { PDFPageProxy } from './pdf-document';
import type { BBox } from './types';

/** An image painted on a page: its resource name, where it lands and the transform it is painted with. */
export interface ImagePlacement {
  /** pdfjs' object id of an image XObject (null for an inline image, whose pixels come from rendering). */
  name: string | null;
  /** Where the image lands, in points from the page's top-left corner as displayed. */
  bbox: BBox;
  /** The unit square's transform in the page's default user space (y up). */
  matrix: Matrix;
}

const XOBJECT_PAINTS = new Set<number>([OPS.paintImageXObject, OPS.paintImageXObjectRepeat]);
const INLINE_PAINTS = new Set<number>([OPS.paintInlineImageXObject, OPS.paintInlineImageXObjectGroup]);

/** The unit square under `matrix`, on the page as displayed (the viewport's transform applied). */
function displayedBox(page: PDFPageProxy, matrix: Matrix): BBox {
  const viewport = page.getViewport({ scale: 1 });
  const corners = [apply(matrix, 0, 0), apply(matrix, 1, 0), apply(matrix, 0, 1), apply(matrix, 1, 1)].map(([x, y]) =>
    viewport.convertToViewportPoint(x, y),
  ) as Array<[number, number]>;
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/**
 * Every image a page paints, with its placement, from the operator list: the current transform is
 * tracked through save/restore, `cm` and form XObjects, and each image is the unit square under it.
 */
export async function imagePlacements(page: PDFPageProxy): Promise<ImagePlacement[]> {
  const { fnArray, argsArray } = await page.getOperatorList();
  const stack: Matrix[] = [];
  let ctm: Matrix = IDENTITY;
  const placements: ImagePlacement[] = [];
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
    else if (XOBJECT_PAINTS.has(fn) || INLINE_PAINTS.has(fn)) {
      const name = XOBJECT_PAINTS.has(fn) && Array.isArray(args) && typeof args[0] === 'string' ? args[0] : null;
      placements.push({ name, bbox: displayedBox(page, ctm), matrix: ctm });
    }
  });
  return placements;
}

/**
 * Share of the page (0..1) that images cover: each image is the unit square under the current
 * transform when it is painted. Overlaps are counted twice, so the figure is capped at 1.
 */
export async function imageCoverage(page: PDFPageProxy): Promise<number> {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  const pageArea = Math.abs((x1 - x0) * (y1 - y0));
  if (!(pageArea > 0)) return 0;
  const imageArea = (await imagePlacements(page)).reduce((sum, placement) => sum + unitSquareArea(placement.matrix), 0);
  return Math.min(1, imageArea / pageArea);
}
