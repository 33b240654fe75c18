import type { MapFileExtension } from '@groundwork/contracts';
import { isIntakeError, openPdfDocument, renderRgba, type PDFDocumentProxy } from '@groundwork/doc-processing';
import sharp, { type Sharp } from 'sharp';

/** A PDF page is rendered so that its long side has this many pixels (about 110 DPI for a 27-inch quadrangle). */
export const PDF_PAGE_LONG_SIDE = 3000;
/** No page image is larger than this on either side: the viewer zooms into it. */
export const PAGE_MAX_SIDE = 4000;
/** sharp refuses images with more pixels than this (a 100 MB scan decompressing to gigabytes). */
export const MAP_MAX_INPUT_PIXELS = 300_000_000;
/**
 * A PNG over this many bytes a pixel is a photograph or a scan: it is stored as a JPEG instead.
 * Measured at 2319x3000: drawn pages 0.01-0.2 B/px as PNG (60 KB-1.4 MB); scanned aerial photographs 0.24-0.40
 * B/px as PNG (1.7-2.8 MB, 150 ms) against 0.38-0.59 MB as JPEG q85 (70 ms).
 */
const PNG_PHOTO_BYTES_PER_PIXEL = 0.2;
const JPEG_QUALITY = 85;

/** A map file that cannot be rendered, for the consultant: retrying cannot help. */
export class MapUnreadableError extends Error {
  override name = 'MapUnreadableError';
}

export interface RenderedPage {
  page: number;
  width: number;
  height: number;
  format: 'png' | 'jpg';
  contentType: string;
  body: Buffer;
}

/** An opened map: its page count and each page as an image. */
export interface MapPages {
  pageCount: number;
  render(page: number): Promise<RenderedPage>;
  close(): Promise<void>;
}

const reason = (error: unknown) => {
  const message = isIntakeError(error) || error instanceof Error ? error.message : String(error);
  if (/exceeds pixel limit/.test(message)) return `it has more than ${MAP_MAX_INPUT_PIXELS / 1_000_000} million pixels`;
  // sharp ends some messages with an empty detail ("Input buffer has corrupt header: ").
  return message.replace(/[:\s]+$/, '');
};

const unreadable = (what: string, error: unknown) => new MapUnreadableError(`${what}: ${reason(error)}`);

/** PNG, unless it is a photograph (`preferJpeg`: the original was a JPEG) or a PNG would be large. */
async function encodePage(image: Sharp, page: number, preferJpeg: boolean): Promise<RenderedPage> {
  const jpeg = () => image.clone().jpeg({ quality: JPEG_QUALITY }).toBuffer({ resolveWithObject: true });
  if (preferJpeg) {
    const { data, info } = await jpeg();
    return { page, width: info.width, height: info.height, format: 'jpg', contentType: 'image/jpeg', body: data };
  }
  const png = await image.clone().png().toBuffer({ resolveWithObject: true });
  if (png.data.length <= png.info.width * png.info.height * PNG_PHOTO_BYTES_PER_PIXEL) {
    return { page, width: png.info.width, height: png.info.height, format: 'png', contentType: 'image/png', body: png.data };
  }
  const { data, info } = await jpeg();
  return { page, width: info.width, height: info.height, format: 'jpg', contentType: 'image/jpeg', body: data };
}

/** Pixels per point giving the page PDF_PAGE_LONG_SIDE pixels on its long side (so at most 9 million pixels). */
export const pdfPageScale = (widthPt: number, heightPt: number) => PDF_PAGE_LONG_SIDE / Math.max(widthPt, heightPt);

async function openPdfPages(bytes: Uint8Array): Promise<MapPages> {
  const what = 'The PDF could not be read';
  let document: PDFDocumentProxy;
  try {
    document = await openPdfDocument(bytes);
  } catch (error) {
    throw unreadable(what, error);
  }
  return {
    pageCount: document.numPages,
    async render(pageNumber) {
      let rendered: Awaited<ReturnType<typeof renderRgba>>;
      try {
        const page = await document.getPage(pageNumber);
        const { width, height } = page.getViewport({ scale: 1 });
        rendered = await renderRgba(page, pdfPageScale(width, height));
        page.cleanup();
      } catch (error) {
        throw unreadable(`${what} (page ${pageNumber})`, error);
      }
      const image = sharp(rendered.rgba, { raw: { width: rendered.width, height: rendered.height, channels: 4 } }).removeAlpha();
      return encodePage(image, pageNumber, false);
    },
    close: () => document.destroy(),
  };
}

const IMAGE_NAMES: Record<Exclude<MapFileExtension, 'pdf'>, string> = { png: 'PNG', jpg: 'JPEG', jpeg: 'JPEG', tif: 'TIFF', tiff: 'TIFF' };

/** A PNG, JPEG or (multi-page) TIFF: each page turned by its EXIF orientation and fitted within PAGE_MAX_SIDE. */
async function openImagePages(bytes: Uint8Array, extension: Exclude<MapFileExtension, 'pdf'>): Promise<MapPages> {
  const what = `The ${IMAGE_NAMES[extension]} could not be decoded`;
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const open = (page: number) => sharp(input, { page: page - 1, limitInputPixels: MAP_MAX_INPUT_PIXELS, failOn: 'error' });
  let pageCount: number;
  try {
    pageCount = (await open(1).metadata()).pages ?? 1;
  } catch (error) {
    throw unreadable(what, error);
  }
  return {
    pageCount,
    async render(pageNumber) {
      try {
        // Decoded once: the PNG and (if needed) JPEG encodings start from these pixels.
        const { data, info } = await open(pageNumber)
          .rotate()
          .resize({ width: PAGE_MAX_SIDE, height: PAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
          .raw()
          .toBuffer({ resolveWithObject: true });
        const image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
        return await encodePage(image, pageNumber, extension === 'jpg' || extension === 'jpeg');
      } catch (error) {
        throw unreadable(pageCount > 1 ? `${what} (page ${pageNumber})` : what, error);
      }
    },
    close: async () => {},
  };
}

/** Opens a map file for rendering; MapUnreadableError when it cannot be read. */
export const openMapPages = (bytes: Uint8Array, extension: MapFileExtension): Promise<MapPages> =>
  extension === 'pdf' ? openPdfPages(bytes) : openImagePages(bytes, extension);
