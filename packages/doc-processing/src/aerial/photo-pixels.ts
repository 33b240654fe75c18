import { renderGreyscale } from '../render-page';
import type { GreyImage } from '../grey-image';
import type { PDFPageProxy } from '../pdf-document';
import type { ImagePlacement } from '../page-images';

/** pdfjs' decoded image kinds (its ImageKind). */
const GRAYSCALE_1BPP = 1;
const RGB_24BPP = 2;
const RGBA_32BPP = 3;

interface DecodedImage {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

/** Resolution a photo is rendered at when its own pixels cannot be read (an inline or rotated image). */
export const PHOTO_RENDER_DPI = 200;
/** Photos are never kept larger than this on their long side (the sampled windows stay far above the classifier's resolution). */
export const PHOTO_MAX_SIDE = 2000;

const objectOf = (page: PDFPageProxy, name: string) =>
  new Promise<DecodedImage | null>((resolve) => {
    try {
      page.objs.get(name, (image: unknown) => resolve((image as DecodedImage | null) ?? null));
    } catch {
      resolve(null);
    }
  });

/** The decoded image as 8-bit greyscale (BT.601 luma), rows as stored. */
function greyOf({ width, height, kind, data }: DecodedImage): GreyImage | null {
  if (!data || width < 1 || height < 1) return null;
  const pixels = new Uint8Array(width * height);
  if (kind === GRAYSCALE_1BPP) {
    const rowBytes = Math.ceil(width / 8);
    if (data.length < rowBytes * height) return null;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) pixels[y * width + x] = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
    }
    return { width, height, pixels };
  }
  const channels = kind === RGB_24BPP ? 3 : kind === RGBA_32BPP ? 4 : 0;
  if (channels === 0 || data.length < width * height * channels) return null;
  for (let pixel = 0, offset = 0; pixel < pixels.length; pixel += 1, offset += channels) {
    pixels[pixel] = (data[offset]! * 77 + data[offset + 1]! * 150 + data[offset + 2]! * 29) >> 8;
  }
  return { width, height, pixels };
}

/** The image mirrored as its placement shows it (an axis-aligned transform with a negative scale). */
function oriented(image: GreyImage, flipX: boolean, flipY: boolean): GreyImage {
  if (!flipX && !flipY) return image;
  const { width, height } = image;
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const sourceY = flipY ? height - 1 - y : y;
    for (let x = 0; x < width; x += 1) pixels[y * width + x] = image.pixels[sourceY * width + (flipX ? width - 1 - x : x)]!;
  }
  return { width, height, pixels };
}

/** Box-averaged copy whose long side is at most `maxSide` pixels (the image itself when it is small enough). */
export function shrinkToFit(image: GreyImage, maxSide: number): GreyImage {
  const factor = Math.max(image.width, image.height) / maxSide;
  if (factor <= 1) return image;
  const width = Math.max(1, Math.round(image.width / factor));
  const height = Math.max(1, Math.round(image.height / factor));
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.floor(y * factor);
    const y1 = Math.max(y0 + 1, Math.min(image.height, Math.floor((y + 1) * factor)));
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.floor(x * factor);
      const x1 = Math.max(x0 + 1, Math.min(image.width, Math.floor((x + 1) * factor)));
      let sum = 0;
      for (let yy = y0; yy < y1; yy += 1) for (let xx = x0; xx < x1; xx += 1) sum += image.pixels[yy * image.width + xx]!;
      pixels[y * width + x] = Math.round(sum / ((y1 - y0) * (x1 - x0)));
    }
  }
  return { width, height, pixels };
}

/** The part of a rendered page under `box` (points), at the render's scale. */
export function cropRendered(rendered: { image: GreyImage; scale: number }, box: ImagePlacement['bbox']): GreyImage {
  const { image, scale } = rendered;
  const x0 = Math.max(0, Math.round(box.x * scale));
  const y0 = Math.max(0, Math.round(box.y * scale));
  const width = Math.max(1, Math.min(image.width - x0, Math.round(box.width * scale)));
  const height = Math.max(1, Math.min(image.height - y0, Math.round(box.height * scale)));
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) pixels.set(image.pixels.subarray((y0 + y) * image.width + x0, (y0 + y) * image.width + x0 + width), y * width);
  return { width, height, pixels };
}

/**
 * A photograph's pixels as the page shows it (north up as printed): the image's own decoded
 * pixels when it is an XObject painted upright or mirrored, else the page rendered at
 * PHOTO_RENDER_DPI and cropped to the placement (an inline or rotated image).
 */
export async function photoPixels(page: PDFPageProxy, placement: ImagePlacement): Promise<GreyImage> {
  const [a, b, c, d] = placement.matrix;
  const axisAligned = Math.abs(b) < 1e-6 && Math.abs(c) < 1e-6;
  if (placement.name && axisAligned) {
    const decoded = await objectOf(page, placement.name);
    const grey = decoded ? greyOf(decoded) : null;
    if (grey) return shrinkToFit(oriented(grey, a < 0, d < 0), PHOTO_MAX_SIDE);
  }
  const rendered = await renderGreyscale(page, PHOTO_RENDER_DPI);
  return shrinkToFit(cropRendered(rendered, placement.bbox), PHOTO_MAX_SIDE);
}
