import { describe, expect, it } from 'vitest';
import { extractPages } from '../../extract-pages';
import { openPdfDocument } from '../../pdf-document';
import { renderGreyscale } from '../../render-page';
import { normalizeText } from '../fixtures';
import { generateCityDirectory, LAYOUT_FAMILIES } from '../city-directory-layouts';

// The generator itself: the same seed draws the same document, and the truth says what the
// pages say (every name and marker on its page), in the shape of the shared fixtures' truth.

/** Upper-case words without the list punctuation around them (`(POLK`, `PATRICIA,`, `1943:`). */
const words = (text: string) =>
  normalizeText(text)
    .split(' ')
    .map((word) => word.replace(/^\(+|[,;:)]+$/g, ''));

describe.each(LAYOUT_FAMILIES)('the %s generator', (family) => {
  it('draws the same PDF and truth for the same seed, another for another seed', async () => {
    const first = await generateCityDirectory({ family, seed: 7 });
    const again = await generateCityDirectory({ family, seed: 7 });
    const other = await generateCityDirectory({ family, seed: 8 });
    expect(Buffer.from(again.pdf).equals(Buffer.from(first.pdf))).toBe(true);
    expect(again.truth).toEqual(first.truth);
    expect(other.truth.entries).not.toEqual(first.truth.entries);
  });

  it.each([1, 2, 3])('seed %i: every truth name and marker is printed on its truth page', async (seed) => {
    const { pdf, truth } = await generateCityDirectory({ family, seed });
    const intake = await extractPages(pdf);
    expect(intake.pageCount).toBe(truth.page_count);
    const pageWords = intake.pages.map((page) => new Set(words(page.text)));
    const pageText = intake.pages.map((page) => ` ${normalizeText(page.text)} `);
    for (const entry of truth.entries) {
      const where = `${entry.year} ${entry.business_name} on page ${entry.page}`;
      // A wrapped name's lines may sit between other columns' text: each of its words is on the page.
      for (const word of words(entry.business_name)) expect(pageWords[entry.page - 1]!.has(word), where).toBe(true);
      if (entry.phone_raw) expect(pageText[entry.page - 1], where).toContain(entry.phone_raw);
      // Every family prints a listing's year on the page it is on (again after a page break).
      expect(pageWords[entry.page - 1]!.has(String(entry.year)), where).toBe(true);
    }
    for (const vacancy of truth.vacancies) {
      expect(pageText[vacancy.page - 1], `${vacancy.year} ${vacancy.marker} on page ${vacancy.page}`).toContain(words(vacancy.marker)[0]);
    }
  });

  it('writes a truth file like the shared fixtures: properties with aliases and units, sources per year, directions', async () => {
    const { truth } = await generateCityDirectory({ family, seed: 1 });
    expect(truth).toMatchObject({ family: 'city_directory', layout: family, scanned: false, format: 'pdf' });
    expect(truth.properties.map((property) => property.direction).sort()).toEqual(['east', 'north', 'south', 'subject', 'west']);
    expect(Object.keys(truth.sources)).toEqual(truth.years.map(String));
    for (const entry of truth.entries) {
      expect(entry.phone === null || /^(\d{7}|\d{10})$/.test(entry.phone)).toBe(true);
      expect(entry.phone_raw === null ? null : entry.phone_raw.replace(/\D/g, '')).toBe(entry.phone);
      expect(entry.business_name).toBe(normalizeText(entry.business_name));
    }
  });
});

/** Page `pageNumber` of `pdf` rendered in grey at a low resolution. */
async function pagePixels(pdf: Uint8Array, pageNumber: number): Promise<Buffer> {
  const document = await openPdfDocument(pdf);
  try {
    const { image } = await renderGreyscale(await document.getPage(pageNumber), 36);
    return Buffer.from(image.pixels);
  } finally {
    await document.destroy();
  }
}

describe('a scanned generated abstract', () => {
  it('has image-only pages of the same size and the same truth but scanned: true', async () => {
    const text = await generateCityDirectory({ family: 'address-blocks', seed: 1 });
    const scanned = await generateCityDirectory({ family: 'address-blocks', seed: 1, scanned: true });
    expect(scanned.truth).toEqual({ ...text.truth, scanned: true });
    const intake = await extractPages(scanned.pdf, { ocr: false });
    expect(intake.pages.every((page) => page.scanned && page.text === '')).toBe(true);
    const textPages = await extractPages(text.pdf);
    expect(intake.pages.map((page) => [page.width, page.height])).toEqual(textPages.pages.map((page) => [page.width, page.height]));
  }, 60_000);

  it('scans only the scannedPages when asked, each as in the full scan, the others blank', async () => {
    const options = { family: 'criss-cross', seed: 2, scanned: true } as const;
    const [full, sample] = await Promise.all([generateCityDirectory(options), generateCityDirectory({ ...options, scannedPages: [3] })]);
    expect(sample.truth).toEqual(full.truth);
    const intake = await extractPages(sample.pdf, { ocr: false });
    expect(intake.pages.map((page) => page.scanned)).toEqual(intake.pages.map((page) => page.pageNumber === 3));
    const [fullPage, samplePage] = await Promise.all([pagePixels(full.pdf, 3), pagePixels(sample.pdf, 3)]);
    expect(samplePage.equals(fullPage)).toBe(true);
  }, 60_000);
});
