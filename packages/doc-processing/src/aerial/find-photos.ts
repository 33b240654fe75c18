import type { PDFPageProxy } from '../pdf-document';
import { imagePlacements, type ImagePlacement } from './placements';

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
  for (const placement of await imagePlacements(page)) {
    const { width, height } = placement.bbox;
    if (width < MIN_PHOTO_SIDE || height < MIN_PHOTO_SIDE) continue;
    if (width / height > MAX_ASPECT || height / width > MAX_ASPECT) continue;
    if ((width * height) / pageArea > SCANNED_PAGE_SHARE) continue;
    if (!found.some((other) => sameBox(other, placement))) found.push(placement);
  }
  return found.sort((a, b) => a.bbox.y - b.bbox.y || a.bbox.x - b.bbox.x);
}
