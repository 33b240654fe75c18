import type { PDFPageProxy } from '../pdf-document';
import { renderGreyscale } from '../render-page';
import { IDENTITY } from '../matrix';
import type { BBox } from '../types';
import { imagePlacements, type ImagePlacement } from '../page-images';

/** A photograph is printed at least this large (points: an inch and a half) on each side. */
const MIN_PHOTO_SIDE = 108;
/** An image over this share of the page is a scanned page, not a photograph placed on one. */
const SCANNED_PAGE_SHARE = 0.85;
/** Photographs are printed roughly square to a 2:1 frame at most. */
const MAX_ASPECT = 2.5;

const sameBox = (a: ImagePlacement, b: ImagePlacement) =>
  Math.abs(a.bbox.x - b.bbox.x) < 2 && Math.abs(a.bbox.y - b.bbox.y) < 2 && Math.abs(a.bbox.width - b.bbox.width) < 2;

/**
 * The images of a page that are photographs: printed at least MIN_PHOTO_SIDE on each side, of a
 * photograph's proportions, not a whole scanned page; the same placement painted twice counts once.
 * Top to bottom, then left to right.
 */
export async function photoCandidates(page: PDFPageProxy): Promise<ImagePlacement[]> {
  const viewport = page.getViewport({ scale: 1 });
  const pageArea = viewport.width * viewport.height;
  const found: ImagePlacement[] = [];
  let scannedPage = false;
  for (const placement of await imagePlacements(page)) {
    const { width, height } = placement.bbox;
    if ((width * height) / pageArea > SCANNED_PAGE_SHARE) {
      scannedPage = true;
      continue;
    }
    if (!isPhotoSized(placement.bbox)) continue;
    if (!found.some((other) => sameBox(other, placement))) found.push(placement);
  }
  if (found.length === 0 && scannedPage) found.push(...(await scannedPhotoRegions(page)).map((bbox) => ({ name: null, bbox, matrix: IDENTITY })));
  return found.sort((a, b) => a.bbox.y - b.bbox.y || a.bbox.x - b.bbox.x);
}

const isPhotoSized = ({ width, height }: BBox) =>
  width >= MIN_PHOTO_SIDE && height >= MIN_PHOTO_SIDE && width / height <= MAX_ASPECT && height / width <= MAX_ASPECT;

/** A scanned page is looked at this coarsely for its photographs, in blocks of BLOCK pixels. */
const SEGMENT_DPI = 50;
const BLOCK = 4;
/** Paper is lighter than this; a photograph's block is mostly darker (text is sparse ink on paper). */
const PAPER_GREY = 205;
const PHOTO_BLOCK_SHARE = 0.5;
/** A photograph's region fills most of its bounding box (a roof as light as paper leaves a hole, no more). */
const MIN_FILL = 0.6;

/**
 * The photographs on a scanned page (one image of the whole page, photographs and labels in its
 * pixels): regions of blocks mostly darker than paper, photograph-sized and filling their box, in
 * points. Text, even bold headings, is too sparse or too thin to be one.
 */
export async function scannedPhotoRegions(page: PDFPageProxy): Promise<BBox[]> {
  const { image, scale } = await renderGreyscale(page, SEGMENT_DPI);
  const columns = Math.floor(image.width / BLOCK);
  const rows = Math.floor(image.height / BLOCK);
  const dark = new Uint8Array(columns * rows);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      let count = 0;
      for (let y = 0; y < BLOCK; y += 1) {
        for (let x = 0; x < BLOCK; x += 1) if (image.pixels[(row * BLOCK + y) * image.width + column * BLOCK + x]! < PAPER_GREY) count += 1;
      }
      dark[row * columns + column] = count >= BLOCK * BLOCK * PHOTO_BLOCK_SHARE ? 1 : 0;
    }
  }
  const regions: BBox[] = [];
  const seen = new Uint8Array(dark.length);
  for (let start = 0; start < dark.length; start += 1) {
    if (!dark[start] || seen[start]) continue;
    const box = floodBox(dark, seen, columns, rows, start);
    const area = (box.right - box.left + 1) * (box.bottom - box.top + 1);
    if (box.count / area < MIN_FILL) continue;
    const toPoints = BLOCK / scale;
    const bbox = { x: box.left * toPoints, y: box.top * toPoints, width: (box.right - box.left + 1) * toPoints, height: (box.bottom - box.top + 1) * toPoints };
    if (isPhotoSized(bbox)) regions.push(bbox);
  }
  return regions;
}

/** The bounding box and size of the 4-connected region of `mask` from `start`, marked in `seen`. */
function floodBox(mask: Uint8Array, seen: Uint8Array, columns: number, rows: number, start: number) {
  const box = { left: columns, top: rows, right: 0, bottom: 0, count: 0 };
  const stack = [start];
  seen[start] = 1;
  while (stack.length > 0) {
    const at = stack.pop()!;
    const column = at % columns;
    const row = (at - column) / columns;
    box.left = Math.min(box.left, column);
    box.right = Math.max(box.right, column);
    box.top = Math.min(box.top, row);
    box.bottom = Math.max(box.bottom, row);
    box.count += 1;
    for (const next of [column > 0 ? at - 1 : -1, column < columns - 1 ? at + 1 : -1, row > 0 ? at - columns : -1, row < rows - 1 ? at + columns : -1]) {
      if (next >= 0 && mask[next] && !seen[next]) {
        seen[next] = 1;
        stack.push(next);
      }
    }
  }
  return box;
}
