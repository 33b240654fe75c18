import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MapUnreadableError, openMapPages, PDF_PAGE_LONG_SIDE, pdfPageScale } from './render-map-pages';

describe('pdfPageScale', () => {
  it('gives the long side 3000 pixels, whatever the orientation', () => {
    expect(792 * pdfPageScale(612, 792)).toBeCloseTo(PDF_PAGE_LONG_SIDE);
    expect(1944 * pdfPageScale(1944, 1584)).toBeCloseTo(PDF_PAGE_LONG_SIDE);
    expect(10_000 * pdfPageScale(300, 10_000)).toBeCloseTo(PDF_PAGE_LONG_SIDE);
  });
});

describe('openMapPages', () => {
  it('stores a drawing as PNG and a photograph-like page as JPEG', async () => {
    const flat = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const noisy = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .png()
      .toBuffer();
    const render = async (bytes: Buffer) => (await openMapPages(bytes, 'png')).render(1);
    expect(await render(flat)).toMatchObject({ format: 'png', contentType: 'image/png', width: 600, height: 400 });
    expect(await render(noisy)).toMatchObject({ format: 'jpg', contentType: 'image/jpeg', width: 600, height: 400 });
  });

  it('names the file kind when it cannot be decoded', async () => {
    await expect(openMapPages(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2]), 'jpeg')).rejects.toThrow(MapUnreadableError);
    await expect(openMapPages(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2]), 'jpeg')).rejects.toThrow(/^The JPEG could not be decoded: /);
    await expect(openMapPages(new TextEncoder().encode('%PDF-1.4\n%%EOF'), 'pdf')).rejects.toThrow(/^The PDF could not be read: /);
  });
});
