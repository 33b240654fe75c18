import { describe, expect, it } from 'vitest';
import { IntakeError } from './errors';
import { extractPages } from './extract-pages';
import { inspectUpload } from './inspect-upload';
import { formatDuration } from './limits';
import { readFixture } from './testing/fixtures';
import { makeBlankPagesPdf, makeStretchedImagePdf } from './testing/hostile-pdfs';

describe('the page cap', () => {
  it('refuses a PDF of 5,000 blank pages right after opening it, naming the count and the limit', async () => {
    const bytes = await makeBlankPagesPdf(5000);
    const started = performance.now();
    const error = await extractPages(bytes, { concurrency: 1 }).catch((err: unknown) => err);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(error).toBeInstanceOf(IntakeError);
    expect(error).toMatchObject({ code: 'TOO_MANY_PAGES', details: { pageCount: 5000, maxPages: 1000 } });
    expect((error as Error).message).toMatch(/^This PDF has 5,000 pages; the limit is 1,000\./);
    await expect(inspectUpload(bytes)).rejects.toMatchObject({ code: 'TOO_MANY_PAGES' });
  });

  it('is configurable, and a document at the cap is read', async () => {
    const bytes = await readFixture('city_directory_01_a.pdf');
    await expect(inspectUpload(bytes, { maxPages: 5 })).rejects.toThrow('This PDF has 6 pages; the limit is 5.');
    await expect(extractPages(bytes, { maxPages: 6 })).resolves.toMatchObject({ pageCount: 6 });
  });
});

describe('pages too large to render', () => {
  it('refuses a page stretching one tiny image over 200 x 200 inches at once, without rendering it', async () => {
    const started = performance.now();
    const error = await extractPages(await makeStretchedImagePdf(50), { concurrency: 1 }).catch((err: unknown) => err);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(error).toMatchObject({ code: 'PAGE_TOO_LARGE', details: { pageNumber: 1, maxPixels: 20_000_000 } });
    expect((error as Error).message).toBe(
      'Page 1 of this PDF is a scan of 200 x 200 inches, too large to read: even at 70 DPI it would be 196 megapixels; the limit is 20 megapixels.',
    );
  });

  it('reads a large page at a lower resolution within the pixel cap', async () => {
    // 40 x 40 inches: 64 MP at 200 DPI, so about 111 DPI for 20 MP.
    const result = await extractPages(await makeStretchedImagePdf(1, 40), { concurrency: 1, maxRenderPixels: 20_000_000 });
    expect(result).toMatchObject({ ocrPages: 1, pages: [{ scanned: true, lines: [] }] });
  });
});

describe('formatDuration', () => {
  it('writes seconds under a minute and minutes above', () => {
    expect([250, 1000, 60_000 - 1, 60_000, 150_000, 900_000].map(formatDuration)).toEqual(['0.3 s', '1 s', '60 s', '1 min', '2 min 30 s', '15 min']);
  });
});
