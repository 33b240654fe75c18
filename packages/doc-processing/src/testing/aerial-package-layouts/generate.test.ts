import { describe, expect, it } from 'vitest';
import { extractPages } from '../../extract-pages';
import { extractAerialPackage } from '../../aerial/extract';
import { AERIAL_LAYOUTS, makeAerialPackage } from './generate';

const PROPERTIES = [
  { address: '10 MAIN ST', direction: 'subject' as const },
  { address: '20 MAIN ST', direction: 'north' as const },
  { address: '1 MAIN ST', direction: 'south' as const },
  { address: '11 OAK AVE', direction: 'east' as const },
  { address: '9 MAIN ST', direction: 'west' as const },
];

describe.each(AERIAL_LAYOUTS)('an aerial package laid out as %s', (layout) => {
  it('reads every year on its page and the scale, and labels >= 0.85 of the cells right', async () => {
    const generated = await makeAerialPackage(layout, { seed: AERIAL_LAYOUTS.indexOf(layout) + 7 });
    const intake = await extractPages(generated.pdf, { concurrency: 1 });
    const { result, unrecognised, warnings } = await extractAerialPackage(intake, { properties: PROPERTIES, latestYear: 2026 }, { pdf: generated.pdf });
    expect(unrecognised).toBeNull();
    expect(warnings).toEqual([]);
    expect(result.photos.map(({ year, page }) => ({ year, page }))).toEqual(generated.years.map(({ year, page }) => ({ year, page })));
    expect(result.scale?.feet_per_inch).toBe(generated.feetPerInch);
    let right = 0;
    for (const row of result.predictions) if (row.label === generated.years.find((year) => year.year === row.year)!.landUse[row.direction]) right += 1;
    const accuracy = right / result.predictions.length;
    console.log(`${layout}: ${right}/${result.predictions.length} cells right (${accuracy.toFixed(3)})`);
    expect(accuracy).toBeGreaterThanOrEqual(0.85);
  }, 90_000);
});

describe('a scanned aerial package (page images only: photographs found in the pixels, labels read by OCR)', () => {
  const readScanned = async (layout: (typeof AERIAL_LAYOUTS)[number], seed: number) => {
    const generated = await makeAerialPackage(layout, { seed, count: 4, scanned: true });
    const intake = await extractPages(generated.pdf, { concurrency: 1 });
    expect(intake.ocrPages).toBeGreaterThan(0);
    const extraction = await extractAerialPackage(intake, { properties: PROPERTIES, latestYear: 2026 }, { pdf: generated.pdf });
    expect(extraction.unrecognised).toBeNull();
    const { result } = extraction;
    let right = 0;
    for (const row of result.predictions) if (row.label === generated.years.find((year) => year.year === row.year)!.landUse[row.direction]) right += 1;
    console.log(`scanned ${layout} (seed ${seed}): ${result.photos.length}/${generated.years.length} years, ${right}/${result.predictions.length} cells right`);
    return { generated, extraction, accuracy: right / result.predictions.length };
  };

  it('a side panel beside each print: every year on its page and >= 0.85 of the cells right', async () => {
    const { generated, extraction, accuracy } = await readScanned('landscape-side-panel', 31);
    expect(extraction.result.photos.map(({ year, page }) => ({ year, page }))).toEqual(generated.years.map(({ year, page }) => ({ year, page })));
    expect(accuracy).toBeGreaterThanOrEqual(0.85);
  }, 180_000);

  it('the year stamped on the print only: never a wrong year (a print whose stamp is not read surely is left out with a warning)', async () => {
    const { generated, extraction } = await readScanned('year-on-print', 31);
    const truthPages = new Map(generated.years.map(({ year, page }) => [page, year]));
    for (const photo of extraction.result.photos) expect(photo.year).toBe(truthPages.get(photo.page));
    expect(extraction.result.photos.length).toBeGreaterThanOrEqual(2);
    expect(extraction.warnings).toHaveLength(generated.years.length - extraction.result.photos.length);
  }, 180_000);
});
