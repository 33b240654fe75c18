import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { IntakeError } from './errors';
import { extractPages } from './extract-pages';
import { inspectUpload } from './inspect-upload';
import { normalizeText, readCityDirectoryTruth, readFixture } from './testing/fixtures';
import { generateCityDirectory } from './testing/city-directory-layouts';
import { makeImage, makePdf, makeScannedPdf } from './testing/make-files';
import type { IntakePage, IntakeProgress } from './types';

const packageDir = path.resolve(import.meta.dirname, '..');

function expectInsidePage(page: IntakePage) {
  for (const line of page.lines) {
    expect(line.bbox.x).toBeGreaterThanOrEqual(0);
    expect(line.bbox.y).toBeGreaterThanOrEqual(0);
    expect(line.bbox.x + line.bbox.width).toBeLessThanOrEqual(page.width + 0.5);
    expect(line.bbox.y + line.bbox.height).toBeLessThanOrEqual(page.height + 0.5);
  }
}

describe('extractPages on a text PDF', () => {
  it('reads every page from the text layer, with the truth entries on their own pages', async () => {
    const progress: IntakeProgress[] = [];
    const result = await extractPages(await readFixture('city_directory_01_a.pdf'), { onProgress: (event) => progress.push(event) });
    const truth = await readCityDirectoryTruth('city_directory_01_a.pdf');

    expect(result.pageCount).toBe(6);
    expect(result.pages.map((page) => page.pageNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(result).toMatchObject({ textPages: 6, ocrPages: 0 });
    for (const page of result.pages) {
      expect(page).toMatchObject({ source: 'text', scanned: false, confidence: 1, width: 612, height: 792 });
      expect(page.text).toBe(page.lines.map((line) => line.text).join('\n'));
      expectInsidePage(page);
      const tops = page.lines.map((line) => line.bbox.y);
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
    }
    for (const entry of truth.entries) {
      const pageText = normalizeText(result.pages[entry.page - 1]!.text);
      expect(pageText, `${entry.business_name} on page ${entry.page}`).toContain(normalizeText(entry.business_name));
      if (entry.phone_raw) expect(pageText).toContain(entry.phone_raw);
    }
    // Page 4 starts the findings; the cover does not list occupants.
    expect(normalizeText(result.pages[0]!.text)).not.toContain('RAINBOW LAUNDROMAT');
    const yearRow = result.pages[3]!.lines.find((line) => line.text.startsWith('1955 RAINBOW LAUNDROMAT'));
    expect(yearRow?.spans.map((span) => span.text)).toEqual(['1955', 'RAINBOW LAUNDROMAT', 'R.L. Polk & Co. City Directory']);

    expect(progress.map((event) => event.done)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(progress.map((event) => event.pageNumber))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(progress.every((event) => event.total === 6 && event.source === 'text')).toBe(true);
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it('places text in points from the top-left corner', async () => {
    const bytes = await makePdf((document) => {
      document.font('Helvetica').fontSize(12).text('Subject property', 100, 200, { lineBreak: false });
      document.fontSize(9).text('Page footer', 300, 740, { lineBreak: false });
    });
    const [page] = (await extractPages(bytes)).pages;
    expect(page!.lines.map((line) => line.text)).toEqual(['Subject property', 'Page footer']);
    const [subject, footer] = page!.lines;
    // pdfkit puts the line's top at y and the baseline 0.718 em lower (Helvetica's ascender);
    // the box runs from the font's ascent to its descent around that baseline.
    const covers = (box: { y: number; height: number }, top: number, size: number) => {
      expect(box.y).toBeLessThanOrEqual(top + 0.5);
      expect(box.y).toBeGreaterThan(top - 0.3 * size);
      expect(box.y + box.height).toBeGreaterThan(top + 0.718 * size);
      expect(box.height).toBeLessThan(1.3 * size);
    };
    expect(subject!.bbox.x).toBeCloseTo(100, 1);
    expect(subject!.bbox.width).toBeCloseTo(87.85, 1);
    covers(subject!.bbox, 200, 12);
    expect(footer!.bbox.x).toBeCloseTo(300, 1);
    covers(footer!.bbox, 740, 9);
  });

  it('processes only the requested pages and still reports the page count', async () => {
    const result = await extractPages(await readFixture('city_directory_01_a.pdf'), { pages: [5, 2, 5] });
    expect(result.pageCount).toBe(6);
    expect(result.pages.map((page) => page.pageNumber)).toEqual([2, 5]);
  });
});

describe('extractPages on scanned pages', () => {
  it('reads the scanned city directory by OCR', { timeout: 180_000 }, async () => {
    const result = await extractPages(await readFixture('city_directory_02_a_scanned.pdf'), { pages: [4, 6], concurrency: 2 });
    const truth = await readCityDirectoryTruth('city_directory_02_a_scanned.pdf');

    expect(result).toMatchObject({ pageCount: 6, textPages: 0, ocrPages: 2 });
    for (const page of result.pages) {
      expect(page).toMatchObject({ source: 'ocr', scanned: true, width: 612, height: 792 });
      expect(page.confidence).toBeGreaterThan(0.8);
      expect(page.confidence).toBeLessThanOrEqual(1);
      expectInsidePage(page);
      const line = page.lines.find((candidate) => candidate.spans.length > 2)!;
      expect(line.confidence).toBeGreaterThan(0);
      expect(line.spans.every((span) => span.confidence !== undefined && span.confidence >= 0 && span.confidence <= 1)).toBe(true);

      const entries = truth.entries.filter((entry) => entry.page === page.pageNumber);
      const text = normalizeText(page.text);
      const names = entries.filter((entry) => text.includes(normalizeText(entry.business_name)));
      expect(names.length / entries.length, `page ${page.pageNumber}: ${names.length}/${entries.length} names`).toBeGreaterThanOrEqual(0.85);
      const years = [...new Set(entries.map((entry) => entry.year))];
      expect(years.filter((year) => text.includes(String(year))).length).toBe(years.length);
    }
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it('reads again the print Tesseract passed over: the narrow Year column of a scanned landscape table', { timeout: 120_000 }, async () => {
    // Only the page read is scanned (as it is in the full scan): rendering the others would change nothing read.
    const { pdf, truth } = await generateCityDirectory({ family: 'flat-table-landscape', seed: 1, scanned: true, scannedPages: [4] });
    const { pages } = await extractPages(pdf, { pages: [4], concurrency: 1 });
    const rows = [...truth.entries, ...truth.vacancies].filter((listing) => listing.page === 4);
    const leftYears = pages[0]!.lines.map((line) => line.spans[0]!).filter((span) => /^(19|20)\d\d$/.test(span.text) && span.bbox.x < 80);
    const sorted = (years: number[]) => [...years].sort((a, b) => a - b);
    expect(sorted(leftYears.map((span) => Number(span.text)))).toEqual(sorted(rows.map((row) => row.year)));
  });

  it("corrects OCR misreads from the document's own abbreviations legend, keeping the reading", { timeout: 120_000 }, async () => {
    const { pages } = await extractPages(await readFixture('city_directory_04_d_scanned.pdf'), { pages: [2, 6], concurrency: 2 });
    const corrected = pages.flatMap((page) => page.lines.flatMap((line) => line.spans.filter((span) => span.ocrText !== undefined)));
    expect(corrected).toContainEqual(expect.objectContaining({ text: 'Mtrs', ocrText: 'Murs' }));
    expect(pages[1]!.text).toContain('Victory Mtrs');
    expect(pages[1]!.text).not.toContain('Victory Murs');
  });

  it('reads a scan without its specks, and with deskew puts the words where they are printed', { timeout: 120_000 }, async () => {
    const bytes = await readFixture('city_directory_04_d_scanned.pdf');
    const [plain, levelled] = await Promise.all([
      extractPages(bytes, { pages: [6], concurrency: 1 }),
      extractPages(bytes, { pages: [6], concurrency: 1, deskew: true }),
    ]);
    const words = (result: typeof plain) => new Map(result.pages[0]!.lines.flatMap((line) => line.spans.map((span) => [span.text, span.bbox] as const)));
    const before = words(plain);
    const after = words(levelled);
    // The page is turned about 1.4 degrees: a word's box moves by up to 10 pt when turned level, so
    // agreeing within 2 pt on the page means the boxes were mapped back.
    for (const word of ['Crossroads', 'Haines', 'Sunnyside', 'JUNCTION']) {
      const a = before.get(word);
      const b = after.get(word);
      expect(a, `${word} read without deskew`).toMatchObject({ x: expect.any(Number), y: expect.any(Number) });
      expect(b, `${word} read with deskew`).toMatchObject({ x: expect.any(Number), y: expect.any(Number) });
      expect(Math.abs(a!.x - b!.x), word).toBeLessThan(2);
      expect(Math.abs(a!.y - b!.y), word).toBeLessThan(2);
    }
    // Specks on the page and the column rule are not read as words of their own.
    expect([...before.keys()].filter((text) => !/[A-Za-z0-9]/.test(text)).length).toBeLessThanOrEqual(3);
  });

  it('tells a scanned page from a text page in one document and OCRs only the scan', { timeout: 60_000 }, async () => {
    const bytes = await makeScannedPdf([
      { scanned: false, lines: ['Cover page with a real text layer', 'Prepared for the consultant'] },
      { scanned: true, lines: ['1956 ACME MACHINE WORKS 555-0142', '1967 GOLDEN RULE GROCERY'] },
    ]);
    const progress: IntakeProgress[] = [];
    const result = await extractPages(bytes, { concurrency: 1, onProgress: (event) => progress.push(event) });
    expect(result).toMatchObject({ textPages: 1, ocrPages: 1 });
    expect(result.pages.map((page) => [page.source, page.scanned])).toEqual([
      ['text', false],
      ['ocr', true],
    ]);
    expect(result.pages[1]!.lines.map((line) => line.text)).toEqual(['1956 ACME MACHINE WORKS 555-0142', '1967 GOLDEN RULE GROCERY']);
    // Typeset at (72, 72) in points: the OCR boxes come back in the same coordinates.
    expect(Math.abs(result.pages[1]!.lines[0]!.bbox.x - 72)).toBeLessThan(3);
    expect(Math.abs(result.pages[1]!.lines[0]!.bbox.y - 72)).toBeLessThan(4);
    expect(progress.map((event) => [event.pageNumber, event.source]).sort()).toEqual([
      [1, 'text'],
      [2, 'ocr'],
    ]);
  });

  it('leaves scanned pages unread when OCR is off', async () => {
    const result = await extractPages(await readFixture('city_directory_02_a_scanned.pdf'), { pages: [1, 2], ocr: false });
    expect(result).toMatchObject({ textPages: 2, ocrPages: 0 });
    expect(result.pages.map((page) => [page.source, page.scanned, page.lines.length])).toEqual([
      ['text', true, 0],
      ['text', true, 0],
    ]);
  });

  it('lets the process exit once done: no OCR worker is left running', { timeout: 90_000 }, async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'doc-processing-'));
    try {
      const file = path.join(dir, 'mixed.pdf');
      await fs.writeFile(file, await makeScannedPdf([{ scanned: true, lines: ['NO CURRENT LISTING'] }]));
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/testing/extract-in-child.ts', file], {
        cwd: packageDir,
        timeout: 60_000,
      });
      expect(JSON.parse(stdout)).toEqual({ textPages: 0, ocrPages: 1 });
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('extractPages on bad input', () => {
  it('runs the intake checks first', async () => {
    const error = await extractPages(await makeImage('png')).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(IntakeError);
    expect(error).toMatchObject({ code: 'NOT_A_PDF', message: 'This file is not a PDF (it looks like a PNG image). Please upload the report as a PDF.' });
    await expect(extractPages(new Uint8Array(0))).rejects.toMatchObject({ code: 'EMPTY_FILE' });
  });

  it('names the damaged page when one page of an openable PDF cannot be read', async () => {
    const brokenSecondPage = [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R 9 0 R] /Count 2 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
      '4 0 obj << /Length 44 >> stream\nBT /F1 12 Tf 72 700 Td (Hello page one) Tj ET\nendstream endobj',
      '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
      'trailer << /Root 1 0 R /Size 6 >>',
      '%%EOF',
    ].join('\n');
    const bytes = new TextEncoder().encode(brokenSecondPage);
    // Opening only reads the page count; the broken page shows when it is read.
    await expect(inspectUpload(bytes)).resolves.toMatchObject({ pageCount: 2 });
    await expect(extractPages(bytes, { pages: [1] })).resolves.toMatchObject({ pages: [{ text: 'Hello page one' }] });
    await expect(extractPages(bytes)).rejects.toMatchObject({
      code: 'CORRUPT_PDF',
      message: 'Page 2 of this PDF is damaged and cannot be read. Please download or export it again and upload the new copy.',
      details: { pageNumber: 2 },
    });
  });

  it('refuses pages outside the document and a concurrency below one', async () => {
    const bytes = await readFixture('city_directory_01_a.pdf');
    await expect(extractPages(bytes, { pages: [0, 7] })).rejects.toThrow(new RangeError('pages 0, 7 not in 1..6'));
    await expect(extractPages(bytes, { pages: [1.5] })).rejects.toThrow(RangeError);
    await expect(extractPages(bytes, { concurrency: 0 })).rejects.toThrow(new RangeError('concurrency must be a positive integer, got 0'));
  });
});
