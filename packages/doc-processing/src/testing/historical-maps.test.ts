import { describe, expect, it } from 'vitest';
import { openPdfDocument } from '../pdf-document';
import { encodeTiff, makeFireInsuranceTiff, makeTopographicPdf, makeTopographicPng } from './historical-maps';

/** The image file directories of a little-endian TIFF: [width, height] of each page. */
function tiffPages(bytes: Uint8Array): Array<[number, number]> {
  const view = Buffer.from(bytes);
  const pages: Array<[number, number]> = [];
  for (let ifd = view.readUInt32LE(4); ifd !== 0; ) {
    const count = view.readUInt16LE(ifd);
    const tags = new Map<number, number>();
    for (let entry = 0; entry < count; entry += 1) {
      const at = ifd + 2 + entry * 12;
      tags.set(view.readUInt16LE(at), view.readUInt32LE(at + 8));
    }
    pages.push([tags.get(256)!, tags.get(257)!]);
    ifd = view.readUInt32LE(ifd + 2 + count * 12);
  }
  return pages;
}

describe('historical map files', () => {
  it('writes a topographic PDF with one scanned sheet per page', async () => {
    const pdf = await makeTopographicPdf({ year: 1953, pages: 2 });
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const document = await openPdfDocument(pdf);
    try {
      expect(document.numPages).toBe(2);
    } finally {
      await document.destroy();
    }
  });

  it('writes a multi-page baseline TIFF whose directories chain page to page', () => {
    const tiff = makeFireInsuranceTiff({ year: 1921, pages: 3, width: 300, height: 200 });
    expect(Buffer.from(tiff.subarray(0, 4)).toString('latin1')).toBe('II*\0');
    expect(tiffPages(tiff)).toEqual([
      [300, 200],
      [300, 200],
      [300, 200],
    ]);
    // Uncompressed RGB: the pixels are all there.
    expect(tiff.length).toBeGreaterThan(3 * 300 * 200 * 3);
  });

  it('stores the pixels it is given where the strip offset says', () => {
    const rgb = new Uint8Array([255, 0, 0, 0, 255, 0]);
    const tiff = Buffer.from(encodeTiff([{ rgb, width: 2, height: 1 }]));
    const ifd = tiff.readUInt32LE(4);
    const stripOffset = tiff.readUInt32LE(ifd + 2 + 5 * 12 + 8);
    expect([...tiff.subarray(stripOffset, stripOffset + 6)]).toEqual([255, 0, 0, 0, 255, 0]);
  });

  it('draws a PNG sheet', async () => {
    const png = await makeTopographicPng({ year: 1968, width: 400, height: 300 });
    expect([...png.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });
});
