import { createCanvas, type Canvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { openPdfDocument } from '../../pdf-document';
import type { PDFPageProxy } from '../../pdf-document';
import type { Random } from './random';

// A text PDF turned into what a scanner makes of its printout: each page an image only
// (150-200 DPI, slightly rotated, blurred, toned paper, specks), JPEG in an image-only PDF.

const TONES = ['#ffffff', '#f4f1e8', '#efece4', '#f2f2f2', '#f6efdc', '#e9e9e9'];

async function renderInk(page: PDFPageProxy, dpi: number): Promise<Canvas> {
  const viewport = page.getViewport({ scale: dpi / 72 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  // pdfjs types its canvas parameter as the DOM's; @napi-rs/canvas implements the same API.
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
  return canvas;
}

/** The ink of `ink` on toned paper, turned by a degree or so, softened and specked. */
function scanLook(ink: Canvas, random: Random): Canvas {
  const { width, height } = ink;
  const paper = createCanvas(width, height);
  const context = paper.getContext('2d');
  context.fillStyle = random.pick(TONES);
  context.fillRect(0, 0, width, height);
  const degrees = random.between(0.3, 1.5) * (random.chance(0.5) ? -1 : 1);
  context.save();
  context.translate(width / 2 + random.between(-8, 8), height / 2 + random.between(-8, 8));
  context.rotate((degrees * Math.PI) / 180);
  context.filter = `blur(${random.between(0.35, 0.8).toFixed(2)}px)`;
  context.globalAlpha = random.between(0.82, 0.97);
  context.drawImage(ink, -width / 2, -height / 2);
  context.restore();
  context.filter = 'none';
  const specks = random.int(60, 260);
  for (let index = 0; index < specks; index += 1) {
    const grey = random.int(40, 150);
    context.fillStyle = `rgba(${grey},${grey},${grey},${random.between(0.4, 0.9).toFixed(2)})`;
    context.beginPath();
    context.arc(random.between(0, width), random.between(0, height), random.between(0.4, 1.6), 0, Math.PI * 2);
    context.fill();
  }
  return paper;
}

/** `pdf` as a scanned PDF: same page sizes, one JPEG per page, no text layer. */
export async function scanPdf(pdf: Uint8Array, random: Random): Promise<Uint8Array> {
  const source = await openPdfDocument(pdf);
  const output = new PDFDocument({ autoFirstPage: false, margin: 0, info: { CreationDate: new Date('2024-01-01T00:00:00Z') } });
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => output.on('end', () => resolve()));
  try {
    const dpi = random.pick([150, 175, 200]);
    for (let pageNumber = 1; pageNumber <= source.numPages; pageNumber += 1) {
      const page = await source.getPage(pageNumber);
      const { width, height } = page.getViewport({ scale: 1 });
      const scan = scanLook(await renderInk(page, dpi), random);
      const jpeg = await scan.encode('jpeg', random.int(70, 88));
      output.addPage({ size: [width, height], margin: 0 });
      output.image(jpeg, 0, 0, { width, height });
      page.cleanup();
    }
  } finally {
    await source.destroy();
  }
  output.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
