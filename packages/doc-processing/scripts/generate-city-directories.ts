// Writes generated city directory abstracts (PDF + truth.json per family and seed) for eyeballing:
//   pnpm exec tsx scripts/generate-city-directories.ts <outDir> [--seeds 1,2] [--families a,b] [--scanned] [--png]
import fs from 'node:fs/promises';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { openPdfDocument } from '../src/pdf-document';
import { generateCityDirectory, LAYOUT_FAMILIES, type GeneratedLayoutFamily } from '../src/testing/city-directory-layouts';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
}

async function writePng(pdf: Uint8Array, pageNumber: number, file: string): Promise<void> {
  const document = await openPdfDocument(pdf);
  try {
    const page = await document.getPage(Math.min(pageNumber, document.numPages));
    const viewport = page.getViewport({ scale: 1.5 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
    await fs.writeFile(file, await canvas.encode('png'));
  } finally {
    await document.destroy();
  }
}

async function main(): Promise<void> {
  const outDir = process.argv[2];
  if (!outDir || outDir.startsWith('--')) throw new Error('usage: generate-city-directories.ts <outDir> [--seeds 1,2] [--families a,b] [--scanned] [--png]');
  const seeds = (option('--seeds') ?? '1,2').split(',').map(Number);
  const families = (option('--families')?.split(',') ?? LAYOUT_FAMILIES) as GeneratedLayoutFamily[];
  const scanned = process.argv.includes('--scanned');
  await fs.mkdir(outDir, { recursive: true });
  for (const family of families) {
    for (const seed of seeds) {
      const { pdf, truth } = await generateCityDirectory({ family, seed, scanned });
      const base = path.join(outDir, `${family}-${seed}${scanned ? '-scanned' : ''}`);
      await fs.writeFile(`${base}.pdf`, pdf);
      await fs.writeFile(`${base}.truth.json`, `${JSON.stringify(truth, null, 2)}\n`);
      const firstListingPage = Math.min(...truth.entries.map((entry) => entry.page));
      if (process.argv.includes('--png')) await writePng(pdf, firstListingPage, `${base}.png`);
      console.log(`${base}.pdf: ${truth.page_count} pages, ${truth.entries.length} entries, ${truth.vacancies.length} vacancies`);
    }
  }
}

await main();
