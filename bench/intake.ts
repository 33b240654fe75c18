import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '@groundwork/platform-tools';
import { extractPages, inspectUpload, type IntakeResult } from '@groundwork/doc-processing';
import { PDFDocument } from 'pdf-lib';

export const fixturesDir = path.resolve(repoRoot, '../shared/fixtures');
/** Generated documents are kept here between runs (they depend only on the fixtures). */
const workDir = path.join(os.tmpdir(), 'groundwork-bench-intake');

export interface IntakeRun {
  label: string;
  pages: number;
  concurrency: number;
  seconds: number;
  pagesPerSecond: number;
  /** CPU time of this process and its threads (OCR workers included) per page. */
  cpuSecondsPerPage: number;
  textPages: number;
  ocrPages: number;
  /** Mean confidence of the OCR pages (0..1), null without OCR. */
  ocrConfidence: number | null;
}

export interface IntakeBenchResult {
  cores: number;
  textDocument: { pages: number; bytes: number; inspectMs: number };
  scannedDocument: { pages: number; bytes: number };
  runs: IntakeRun[];
}

/** A document made of fixture pages repeated in order until it has `pages` pages. */
export async function repeatFixturePages(fixture: string, pages: number): Promise<Uint8Array> {
  const file = path.join(workDir, `${path.basename(fixture, '.pdf')}-x${pages}.pdf`);
  const cached = await fs.readFile(file).catch(() => null);
  if (cached) return new Uint8Array(cached);
  const source = await PDFDocument.load(await fs.readFile(path.join(fixturesDir, fixture)));
  const target = await PDFDocument.create();
  const indices = Array.from({ length: pages }, (_, index) => index % source.getPageCount());
  for (const page of await target.copyPages(source, indices)) target.addPage(page);
  const bytes = await target.save();
  await fs.mkdir(workDir, { recursive: true });
  await fs.writeFile(file, bytes);
  return bytes;
}

async function run(label: string, bytes: Uint8Array, concurrency: number): Promise<IntakeRun> {
  const cpuBefore = process.cpuUsage();
  const result: IntakeResult = await extractPages(bytes, { concurrency });
  const cpu = process.cpuUsage(cpuBefore);
  const ocrPages = result.pages.filter((page) => page.source === 'ocr');
  const seconds = result.durationMs / 1000;
  return {
    label,
    pages: result.pages.length,
    concurrency,
    seconds: Math.round(seconds * 100) / 100,
    pagesPerSecond: Math.round((result.pages.length / seconds) * 100) / 100,
    cpuSecondsPerPage: Math.round(((cpu.user + cpu.system) / 1e6 / result.pages.length) * 1000) / 1000,
    textPages: result.textPages,
    ocrPages: result.ocrPages,
    ocrConfidence: ocrPages.length === 0 ? null : Math.round((ocrPages.reduce((sum, page) => sum + page.confidence, 0) / ocrPages.length) * 1000) / 1000,
  };
}

/**
 * Intake speed: a text PDF of `textPages` pages (the text city directory's pages repeated) and
 * `scannedPages` scanned pages (the scanned city directory's page images repeated), each read
 * with concurrency = cores; scanned pages also with one OCR worker for comparison.
 */
export async function benchIntake({ textPages = 300, scannedPages = 10 } = {}): Promise<IntakeBenchResult> {
  const cores = os.availableParallelism();
  const textBytes = await repeatFixturePages('city_directory_01_a.pdf', textPages);
  const scannedBytes = await repeatFixturePages('city_directory_02_a_scanned.pdf', scannedPages);

  // Warm-up: loading pdfjs and its fake worker, and the first pages' fonts, are not intake speed.
  await extractPages(textBytes, { pages: [1, 2, 3, 4, 5, 6], concurrency: cores });
  const inspectStart = performance.now();
  await inspectUpload(textBytes);
  const inspectMs = Math.round(performance.now() - inspectStart);

  const runs = [
    await run(`text PDF, ${textPages} pages`, textBytes, cores),
    await run(`scanned, ${scannedPages} pages, 1 OCR worker`, scannedBytes, 1),
    await run(`scanned, ${scannedPages} pages, ${cores} OCR workers`, scannedBytes, cores),
  ];
  return {
    cores,
    textDocument: { pages: textPages, bytes: textBytes.length, inspectMs },
    scannedDocument: { pages: scannedPages, bytes: scannedBytes.length },
    runs,
  };
}
