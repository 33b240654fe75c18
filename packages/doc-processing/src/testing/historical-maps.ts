import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { makePdf } from './make-files';

/**
 * Historical maps as consultants receive them, for tests and the end-to-end run: a topographic
 * quadrangle (contours, a road grid, a title block with its year) and a fire insurance map sheet
 * (blocks of footprints coloured by construction, street names, a sheet number). Drawn with
 * @napi-rs/canvas; the PDF embeds the drawing per page (as a scanned map does), the TIFF is
 * uncompressed RGB with one image per page (as map vendors deliver sheets).
 */

export interface MapDrawing {
  year: number;
  /** 1-based page (sheet) number, printed on the map. */
  page: number;
  width: number;
  height: number;
}

function titleBlock(context: SKRSContext2D, lines: string[], width: number, height: number) {
  context.fillStyle = '#ffffff';
  context.fillRect(width - 400, height - 26 - lines.length * 22, 380, lines.length * 22 + 12);
  context.strokeStyle = '#222222';
  context.strokeRect(width - 400, height - 26 - lines.length * 22, 380, lines.length * 22 + 12);
  context.fillStyle = '#111111';
  context.font = 'bold 16px sans-serif';
  lines.forEach((line, index) => {
    context.fillText(line, width - 390, height - 20 - (lines.length - 1 - index) * 22);
  });
}

/** RGB pixels of a topographic quadrangle sheet. */
export function drawTopographicMap({ year, page, width, height }: MapDrawing): Uint8Array {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#f4f0e1';
  context.fillRect(0, 0, width, height);
  // Contour lines around two hills, every fifth one heavier (index contours).
  context.strokeStyle = '#a0622d';
  for (const [cx, cy] of [
    [width * 0.35, height * 0.4],
    [width * 0.72, height * 0.65],
  ] as const) {
    for (let ring = 1; ring <= 14; ring += 1) {
      context.lineWidth = ring % 5 === 0 ? 2.5 : 1;
      context.beginPath();
      context.ellipse(cx, cy, ring * width * 0.018, ring * height * 0.013, 0.4 * page, 0, Math.PI * 2);
      context.stroke();
    }
  }
  // A creek and a road grid.
  context.strokeStyle = '#2f6fb0';
  context.lineWidth = 3;
  context.beginPath();
  context.moveTo(0, height * 0.8);
  context.bezierCurveTo(width * 0.3, height * 0.6, width * 0.5, height * 0.95, width, height * 0.7);
  context.stroke();
  context.strokeStyle = '#c62828';
  context.lineWidth = 4;
  for (let x = width * 0.1; x < width; x += width * 0.25) {
    context.beginPath();
    context.moveTo(x, 0);
    context.lineTo(x, height);
    context.stroke();
  }
  titleBlock(context, ['U.S. GEOLOGICAL SURVEY', `SACRAMENTO EAST QUADRANGLE ${year}`, `7.5-MINUTE SERIES · SHEET ${page}`], width, height);
  return rgbOf(context, width, height);
}

/** RGB pixels of a fire insurance map sheet. */
export function drawFireInsuranceMap({ year, page, width, height }: MapDrawing): Uint8Array {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fbf6e6';
  context.fillRect(0, 0, width, height);
  const colours = ['#f2b8a2', '#f6e58d', '#9ecae1'];
  const block = Math.round(width / 3);
  for (let bx = 0; bx < 3; bx += 1) {
    for (let by = 0; by < 2; by += 1) {
      const x0 = bx * block + 30;
      const y0 = by * (height / 2) + 40;
      context.strokeStyle = '#333333';
      context.strokeRect(x0, y0, block - 60, height / 2 - 80);
      for (let lot = 0; lot < 4; lot += 1) {
        context.fillStyle = colours[(lot + bx + by + page) % colours.length]!;
        context.fillRect(x0 + 10 + lot * ((block - 80) / 4), y0 + 12, (block - 100) / 4, height / 4 - 60);
      }
    }
  }
  context.fillStyle = '#222222';
  context.font = 'bold 18px serif';
  context.fillText('J  STREET', width * 0.42, height / 2 + 8);
  titleBlock(context, ['SANBORN MAP COMPANY', `SACRAMENTO, CAL. ${year}`, `SHEET ${page}`], width, height);
  return rgbOf(context, width, height);
}

function rgbOf(context: SKRSContext2D, width: number, height: number): Uint8Array {
  const rgba = context.getImageData(0, 0, width, height).data;
  const rgb = new Uint8Array(width * height * 3);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    rgb[pixel * 3] = rgba[pixel * 4]!;
    rgb[pixel * 3 + 1] = rgba[pixel * 4 + 1]!;
    rgb[pixel * 3 + 2] = rgba[pixel * 4 + 2]!;
  }
  return rgb;
}

async function pngOf(rgb: Uint8Array, width: number, height: number): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const image = context.createImageData(width, height);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    image.data[pixel * 4] = rgb[pixel * 3]!;
    image.data[pixel * 4 + 1] = rgb[pixel * 3 + 1]!;
    image.data[pixel * 4 + 2] = rgb[pixel * 3 + 2]!;
    image.data[pixel * 4 + 3] = 255;
  }
  context.putImageData(image, 0, 0);
  return canvas.encode('png');
}

/** A topographic map as a PDF of `pages` scanned sheets (11 x 8.5 in, landscape). */
export async function makeTopographicPdf({ year, pages = 2 }: { year: number; pages?: number }): Promise<Uint8Array> {
  const width = 1100;
  const height = 850;
  const sheets = await Promise.all(
    Array.from({ length: pages }, (_, index) => pngOf(drawTopographicMap({ year, page: index + 1, width, height }), width, height)),
  );
  return makePdf(
    (document) => {
      sheets.forEach((sheet, index) => {
        if (index > 0) document.addPage({ size: 'LETTER', layout: 'landscape', margin: 0 });
        document.image(sheet, 0, 0, { width: 792, height: 612 });
      });
    },
    { size: 'LETTER', layout: 'landscape', margin: 0 },
  );
}

/**
 * An uncompressed, baseline RGB TIFF (little-endian) with one image file directory per page:
 * what a scanner or map vendor writes for a multi-sheet map.
 */
export function encodeTiff(pages: Array<{ rgb: Uint8Array; width: number; height: number }>): Uint8Array {
  const entryCount = 10;
  const ifdSize = 2 + entryCount * 12 + 4;
  const bitsSize = 6;
  let offset = 8;
  const layout = pages.map((page) => {
    const ifd = offset;
    const bits = ifd + ifdSize;
    const pixels = bits + bitsSize;
    offset = pixels + page.rgb.length + (page.rgb.length % 2);
    return { ...page, ifd, bits, pixels };
  });
  const out = Buffer.alloc(offset);
  out.write('II', 0, 'latin1');
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(layout[0]?.ifd ?? 0, 4);
  layout.forEach((page, index) => {
    let at = page.ifd;
    out.writeUInt16LE(entryCount, at);
    at += 2;
    const entry = (tag: number, type: number, count: number, value: number) => {
      out.writeUInt16LE(tag, at);
      out.writeUInt16LE(type, at + 2);
      out.writeUInt32LE(count, at + 4);
      if (type === 3 && count === 1) out.writeUInt16LE(value, at + 8);
      else out.writeUInt32LE(value, at + 8);
      at += 12;
    };
    entry(256, 4, 1, page.width); // ImageWidth
    entry(257, 4, 1, page.height); // ImageLength
    entry(258, 3, 3, page.bits); // BitsPerSample 8,8,8
    entry(259, 3, 1, 1); // Compression: none
    entry(262, 3, 1, 2); // Photometric: RGB
    entry(273, 4, 1, page.pixels); // StripOffsets
    entry(277, 3, 1, 3); // SamplesPerPixel
    entry(278, 4, 1, page.height); // RowsPerStrip
    entry(279, 4, 1, page.rgb.length); // StripByteCounts
    entry(284, 3, 1, 1); // PlanarConfiguration: chunky
    out.writeUInt32LE(layout[index + 1]?.ifd ?? 0, at);
    for (let sample = 0; sample < 3; sample += 1) out.writeUInt16LE(8, page.bits + sample * 2);
    out.set(page.rgb, page.pixels);
  });
  return new Uint8Array(out);
}

/** A fire insurance map as a multi-page TIFF, one sheet per page. */
export function makeFireInsuranceTiff({
  year,
  pages = 2,
  width = 900,
  height = 700,
}: {
  year: number;
  pages?: number;
  width?: number;
  height?: number;
}): Uint8Array {
  return encodeTiff(Array.from({ length: pages }, (_, index) => ({ rgb: drawFireInsuranceMap({ year, page: index + 1, width, height }), width, height })));
}

/** A topographic map sheet as a PNG. */
export function makeTopographicPng({ year, width = 1100, height = 850 }: { year: number; width?: number; height?: number }): Promise<Buffer> {
  return pngOf(drawTopographicMap({ year, page: 1, width, height }), width, height);
}
