import { describe, expect, it } from 'vitest';
import { openPdfDocument } from './pdf-document';
import { renderPng, renderRgba } from './render-page';
import { makeTopographicPdf } from './testing/historical-maps';

describe('renderPng', () => {
  it('renders a page as a PNG of the same size as its RGBA rendering', async () => {
    const document = await openPdfDocument(await makeTopographicPdf({ year: 1953, pages: 1 }));
    const page = await document.getPage(1);
    const png = Buffer.from(await renderPng(page, 0.5));
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    const { width, height, rgba } = await renderRgba(page, 0.5);
    // The PNG header's IHDR holds the width and height (bytes 16-23).
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
    // Not a blank page: the quadrangle's contours are drawn.
    expect(rgba.some((value, index) => index % 4 !== 3 && value < 200)).toBe(true);
    await document.destroy();
  });
});
