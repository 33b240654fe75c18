import zlib from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { openPdfDocument } from '../pdf-document';

/** A PDF written by pdfkit; `draw` adds the content (pdfkit starts with one page). */
export async function makePdf(draw: (document: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Uint8Array> {
  const document = new PDFDocument({ size: 'LETTER', ...options });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => document.on('end', () => resolve()));
  draw(document);
  document.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

/** A real image file as @napi-rs/canvas encodes it. */
export async function makeImage(format: 'png' | 'jpeg'): Promise<Uint8Array> {
  const canvas = createCanvas(40, 20);
  const context = canvas.getContext('2d');
  context.fillStyle = '#336699';
  context.fillRect(0, 0, 40, 20);
  return new Uint8Array(format === 'png' ? await canvas.encode('png') : await canvas.encode('jpeg'));
}

/** A ZIP archive with uncompressed entries (enough for content sniffing). */
export function makeZip(files: Record<string, string>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

export const utf8 = (text: string) => new TextEncoder().encode(text);

/**
 * A PDF whose listed pages are page-sized images of text and nothing else, like a scan: each
 * is typeset by pdfkit, rendered by pdfjs (with its packaged fonts), and embedded as a PNG.
 * The other pages keep a text layer.
 */
export async function makeScannedPdf(pages: Array<{ scanned: boolean; lines: string[] }>, dpi = 150): Promise<Uint8Array> {
  const images = await Promise.all(
    pages.map(async ({ scanned, lines }) => {
      if (!scanned) return null;
      const source = await makePdf((document) => document.font('Helvetica').fontSize(14).text(lines.join('\n'), 72, 72));
      const pdf = await openPdfDocument(source);
      try {
        const page = await pdf.getPage(1);
        const viewport = page.getViewport({ scale: dpi / 72 });
        const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
        const context = canvas.getContext('2d');
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
        return canvas.encode('png');
      } finally {
        await pdf.destroy();
      }
    }),
  );
  return makePdf(
    (document) => {
      pages.forEach(({ lines }, index) => {
        if (index > 0) document.addPage({ size: 'LETTER' });
        const image = images[index];
        if (image) document.image(image, 0, 0, { width: 612, height: 792 });
        else document.font('Helvetica').fontSize(12).text(lines.join('\n'), 72, 72);
      });
    },
    { autoFirstPage: true },
  );
}
