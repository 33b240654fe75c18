import { describe, expect, it } from 'vitest';
import { IntakeError } from '../errors';
import { readFixture } from '../testing/fixtures';
import { makeBlankPagesPdf, makeStretchedImagePdf } from '../testing/hostile-pdfs';
import { makeScannedPdf } from '../testing/make-files';
import { stepUrl } from '../testing/study-steps';
import { runExtraction } from './run-extraction';

const step = (name: string, input: unknown) => ({ module: stepUrl, export: name, input });

async function failure(run: Promise<unknown>): Promise<IntakeError> {
  const error = await run.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(IntakeError);
  return error as IntakeError;
}

describe('runExtraction (a child process with limits)', () => {
  it('reads a PDF and runs the study step on its intake, reporting progress and memory', async () => {
    const progress: number[] = [];
    const run = await runExtraction(
      { pdf: await readFixture('city_directory_01_a.pdf'), intake: { concurrency: 1 }, study: step('countLines', { label: 'cd' }) },
      { onProgress: ({ done }) => progress.push(done) },
    );
    expect(run.intake).toMatchObject({ pageCount: 6, textPages: 6 });
    const lines = run.intake.pages.reduce((sum, page) => sum + page.lines.length, 0);
    expect(run.study).toEqual({ label: 'cd', lines });
    expect(progress).toEqual([1, 2, 3, 4, 5, 6]);
    expect(run.peakRssMb).toBeGreaterThan(30);
  });

  it('runs a study step on an intake read before', async () => {
    const intake = {
      pageCount: 1,
      textPages: 1,
      ocrPages: 0,
      durationMs: 1,
      pages: [{ pageNumber: 1, source: 'text' as const, scanned: false, confidence: 1, width: 1, height: 1, lines: [], text: '' }],
    };
    const run = await runExtraction({ intakeResult: intake, study: step('countLines', { label: 'again' }) });
    expect(run).toMatchObject({ intake, study: { label: 'again', lines: 0 } });
  });

  it('brings the intake errors back as they were thrown: 5,000 blank pages fail at once on the page cap', async () => {
    const started = performance.now();
    const error = await failure(runExtraction({ pdf: await makeBlankPagesPdf(5000) }));
    expect(error).toMatchObject({ code: 'TOO_MANY_PAGES', details: { pageCount: 5000, maxPages: 1000 } });
    expect(error.message).toMatch(/^This PDF has 5,000 pages; the limit is 1,000\./);
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(await failure(runExtraction({ pdf: await makeStretchedImagePdf(500) }))).toMatchObject({ code: 'PAGE_TOO_LARGE' });
    await expect(runExtraction({ pdf: await readFixture('city_directory_01_a.pdf'), intake: { pages: [9] } })).rejects.toBeInstanceOf(RangeError);
  });

  it('kills a page that overruns its time limit, then runs the next extraction as usual', async () => {
    const scanned = await makeScannedPdf([{ scanned: true, lines: ['1956 PACIFIC HYDRAULIC REPAIR'] }]);
    const started = performance.now();
    const error = await failure(runExtraction({ pdf: scanned, intake: { concurrency: 1 } }, { limits: { pageTimeoutMs: 300 } }));
    expect(error).toMatchObject({ code: 'PAGE_TIMEOUT', details: { pageNumber: 1, limitMs: 300 } });
    expect(error.message).toBe('Reading page 1 took longer than 0.3 s; the limit is 0.3 s.');
    expect(performance.now() - started).toBeLessThan(10_000);

    const next = await runExtraction({ pdf: await readFixture('city_directory_01_a.pdf'), intake: { concurrency: 1 } }, { limits: { pageTimeoutMs: 10_000 } });
    expect(next.intake.textPages).toBe(6);
  });

  it("kills a study step that overruns the whole run's time limit", async () => {
    const started = performance.now();
    const error = await failure(
      runExtraction({ pdf: await readFixture('city_directory_01_a.pdf'), study: step('spin', { ms: 60_000 }) }, { limits: { extractionTimeoutMs: 4000 } }),
    );
    expect(error).toMatchObject({ code: 'EXTRACTION_TIMEOUT', message: 'Reading this document took longer than 4 s; the limit is 4 s.' });
    expect(performance.now() - started).toBeLessThan(8000);
  });

  it('kills an extraction that takes more memory than its limit', async () => {
    const error = await failure(
      runExtraction({ pdf: await readFixture('city_directory_01_a.pdf'), study: step('hoard', { mb: 4096 }) }, { limits: { memoryMb: 512 } }),
    );
    expect(error).toMatchObject({ code: 'MEMORY_LIMIT', message: 'This document needed more than 512 MB of memory; the limit is 512 MB.' });
    expect(error.details.peakRssMb).toBeGreaterThan(512);
  });

  it('stops when the caller aborts', async () => {
    const stop = new AbortController();
    const running = runExtraction({ pdf: await readFixture('city_directory_01_a.pdf'), study: step('spin', { ms: 60_000 }) }, { signal: stop.signal });
    setTimeout(() => stop.abort(new Error('lease lost')), 500);
    await expect(running).rejects.toThrow('lease lost');
  });
});
