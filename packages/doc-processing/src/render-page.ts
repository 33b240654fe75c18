import { createCanvas } from '@napi-rs/canvas';
import { DEFAULT_MAX_RENDER_PIXELS, MIN_OCR_DPI, pageTooLargeError } from './limits';
import type { GreyImage } from './grey-image';
import type { PDFPageProxy } from './pdf-document';

/** Tesseract's sweet spot is 200-300 DPI; 200 read the scanned fixtures as well as 300, faster. */
export const DEFAULT_OCR_DPI = 200;

export interface GreyscalePage {
  image: GreyImage;
  /** Pixels per point: divide pixel coordinates by it to get points. */
  scale: number;
  dpi: number;
}

/**
 * Renders a page to 8-bit greyscale at `dpi`, on a white background. A page whose bitmap would
 * exceed `maxPixels` is rendered at a lower resolution, down to MIN_OCR_DPI; a page too large
 * even for that (a tiny image stretched over a huge MediaBox) is refused with PAGE_TOO_LARGE.
 */
export async function renderGreyscale(page: PDFPageProxy, dpi = DEFAULT_OCR_DPI, maxPixels = DEFAULT_MAX_RENDER_PIXELS): Promise<GreyscalePage> {
  const unscaled = page.getViewport({ scale: 1 });
  const wanted = dpi / 72;
  const scale = Math.min(wanted, Math.sqrt(maxPixels / (unscaled.width * unscaled.height)));
  if (scale < Math.min(wanted, MIN_OCR_DPI / 72)) throw pageTooLargeError(page.pageNumber, unscaled.width, unscaled.height, maxPixels);
  const { width, height, rgba } = await renderRgba(page, scale);
  const pixels = new Uint8Array(width * height);
  for (let pixel = 0, offset = 0; pixel < rgba.length; pixel += 4, offset += 1) {
    // ITU-R BT.601 luma in integer arithmetic.
    pixels[offset] = (rgba[pixel]! * 77 + rgba[pixel + 1]! * 150 + rgba[pixel + 2]! * 29) >> 8;
  }
  return { image: { width, height, pixels }, scale, dpi: Math.round(scale * 72) };
}

/** A page rendered in colour: RGBA pixels, opaque (painted on white). */
export interface RgbaPage {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

/** The page drawn in colour at `scale` pixels per point on a white background. */
async function renderCanvas(page: PDFPageProxy, scale: number) {
  const viewport = page.getViewport({ scale });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  // pdfjs types its canvas parameter as the DOM's; @napi-rs/canvas implements the same API.
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
  return { canvas, context, width, height };
}

/**
 * Renders a page in colour at `scale` pixels per point on a white background. The caller bounds
 * the bitmap (scale times the page's size in points).
 */
export async function renderRgba(page: PDFPageProxy, scale: number): Promise<RgbaPage> {
  const { context, width, height } = await renderCanvas(page, scale);
  return { width, height, rgba: context.getImageData(0, 0, width, height).data };
}

/** The page as a PNG at `scale` pixels per point (a generated report's pages, to look at). */
export async function renderPng(page: PDFPageProxy, scale: number): Promise<Uint8Array> {
  const { canvas } = await renderCanvas(page, scale);
  return new Uint8Array(canvas.toBuffer('image/png'));
}
