import { createCanvas, type Canvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { openPdfDocument } from '../../pdf-document';
import type { PDFPageProxy } from '../../pdf-document';
import type { Random } from './random';

// A text PDF turned into what a scanner makes of its printout: each page an image only
// (150-200 DPI, slightly rotated, blurred, toned paper, specks), JPEG in an image-only PDF.

const TONES = ['#ffffff', '#f4f1e8', '#efece4', '#f2f2f2', '#f6efdc', '#e9e9e9'];

async function renderInk(page: PDFPageProxy, viewport: ReturnType<PDFPageProxy['getViewport']>): Promise<Canvas> {
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  // pdfjs types its canvas parameter as the DOM's; @napi-rs/canvas implements the same API.
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
  return canvas;
}

/** How one page is scanned: the paper, the turn, the softening and the specks. */
interface ScanLook {
  tone: string;
  degrees: number;
  offset: { x: number; y: number };
  blur: number;
  alpha: number;
  specks: Array<{ grey: number; alpha: number; x: number; y: number; radius: number }>;
  jpegQuality: number;
}

/** The look of a `width` x `height` scan, drawn from `random` (the same draws whether or not the page is then painted). */
function pickScanLook(random: Random, width: number, height: number): ScanLook {
  const tone = random.pick(TONES);
  const degrees = random.between(0.3, 1.5) * (random.chance(0.5) ? -1 : 1);
  const offset = { x: random.between(-8, 8), y: random.between(-8, 8) };
  const blur = random.between(0.35, 0.8);
  const alpha = random.between(0.82, 0.97);
  const specks = Array.from({ length: random.int(60, 260) }, () => ({
    grey: random.int(40, 150),
    alpha: random.between(0.4, 0.9),
    x: random.between(0, width),
    y: random.between(0, height),
    radius: random.between(0.4, 1.6),
  }));
  return { tone, degrees, offset, blur, alpha, specks, jpegQuality: random.int(70, 88) };
}

/** The ink of `ink` on toned paper, turned by a degree or so, softened and specked. */
function paintScan(ink: Canvas, look: ScanLook): Canvas {
  const { width, height } = ink;
  const paper = createCanvas(width, height);
  const context = paper.getContext('2d');
  context.fillStyle = look.tone;
  context.fillRect(0, 0, width, height);
  context.save();
  context.translate(width / 2 + look.offset.x, height / 2 + look.offset.y);
  context.rotate((look.degrees * Math.PI) / 180);
  context.filter = `blur(${look.blur.toFixed(2)}px)`;
  context.globalAlpha = look.alpha;
  context.drawImage(ink, -width / 2, -height / 2);
  context.restore();
  context.filter = 'none';
  for (const speck of look.specks) {
    context.fillStyle = `rgba(${speck.grey},${speck.grey},${speck.grey},${speck.alpha.toFixed(2)})`;
    context.beginPath();
    context.arc(speck.x, speck.y, speck.radius, 0, Math.PI * 2);
    context.fill();
  }
  return paper;
}

/**
 * `pdf` as a scanned PDF: same page sizes, one JPEG per page, no text layer. With `pages`, only
 * those are scanned and the others left blank, each scanned page as it is in the full scan (a
 * test that reads a few pages need not render the rest).
 */
export async function scanPdf(pdf: Uint8Array, random: Random, pages?: readonly number[]): Promise<Uint8Array> {
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
      const pixels = page.getViewport({ scale: dpi / 72 });
      const look = pickScanLook(random, Math.ceil(pixels.width), Math.ceil(pixels.height));
      output.addPage({ size: [width, height], margin: 0 });
      if (!pages || pages.includes(pageNumber)) {
        const jpeg = await paintScan(await renderInk(page, pixels), look).encode('jpeg', look.jpegQuality);
        output.image(jpeg, 0, 0, { width, height });
      }
      page.cleanup();
    }
  } finally {
    await source.destroy();
  }
  output.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
