import { createCanvas } from '@napi-rs/canvas';
import { makePdf } from './make-files';

/** A PDF of `pages` blank letter pages (5,000 take about a second to write, about 1 MB). */
export function makeBlankPagesPdf(pages: number): Promise<Uint8Array> {
  return makePdf((document) => {
    for (let page = 1; page < pages; page += 1) document.addPage();
  });
}

/**
 * A PDF whose every page is one 1x1 PNG stretched over the whole page, a `sizeInches` square
 * (the "tiny image drawn huge" attack: a few bytes per page, a scan to the classifier, and
 * gigapixels to render at OCR resolution).
 */
export async function makeStretchedImagePdf(pages: number, sizeInches = 200): Promise<Uint8Array> {
  const canvas = createCanvas(1, 1);
  const context = canvas.getContext('2d');
  context.fillStyle = '#808080';
  context.fillRect(0, 0, 1, 1);
  const pixel = await canvas.encode('png');
  const size = sizeInches * 72;
  return makePdf(
    (document) => {
      for (let page = 1; page <= pages; page += 1) {
        if (page > 1) document.addPage({ size: [size, size], margin: 0 });
        document.image(pixel, 0, 0, { width: size, height: size });
      }
    },
    { size: [size, size], margin: 0 },
  );
}
