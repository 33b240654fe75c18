import { afterAll, describe, expect, it } from 'vitest';
import { extractCityDirectory } from '../../city-directory/extract';
import { extractPages } from '../../extract-pages';
import { generateCityDirectory, LAYOUT_FAMILIES, scoreCityDirectory, type CityDirectoryScore, type GeneratedLayoutFamily } from '../city-directory-layouts';

// The reader on layouts nobody tuned it to: every generated family, a few text seeds and one
// short scanned sample (OCR costs 2-3 s a page), scored entry by entry against the truth.

const TEXT_SEEDS = [1, 2, 3];
/** A wider sweep of text seeds, held to a per-family mean (some seeds are still below the target). */
const SWEEP_SEEDS = Array.from({ length: 17 }, (_, index) => index + 4);
const SCANNED_SEED = 1;
/** Issue 15's targets: entry-level F1 on text and on scanned abstracts. */
const TEXT_TARGET = 0.99;
const SCANNED_TARGET = 0.97;
/**
 * What each family holds today where the reader is not at the target yet (the printed table shows
 * the gap): a change that reads a family worse fails. Raise them as the reader improves; the
 * scanned floors leave room for OCR's small run-to-run differences.
 */
const FLOORS: Record<GeneratedLayoutFamily, { text: number; sweepMean: number; scanned: number }> = {
  'address-blocks': { text: TEXT_TARGET, sweepMean: TEXT_TARGET, scanned: SCANNED_TARGET },
  'year-blocks': { text: TEXT_TARGET, sweepMean: TEXT_TARGET, scanned: SCANNED_TARGET },
  'flat-table': { text: TEXT_TARGET, sweepMean: TEXT_TARGET, scanned: SCANNED_TARGET },
  'flat-table-landscape': { text: TEXT_TARGET, sweepMean: TEXT_TARGET, scanned: SCANNED_TARGET },
  'inline-rows': { text: TEXT_TARGET, sweepMean: 0.98, scanned: SCANNED_TARGET },
  'listing-paragraphs': { text: TEXT_TARGET, sweepMean: TEXT_TARGET, scanned: SCANNED_TARGET },
  'criss-cross': { text: TEXT_TARGET, sweepMean: 0.975, scanned: SCANNED_TARGET },
  'occupant-years': { text: TEXT_TARGET, sweepMean: TEXT_TARGET, scanned: SCANNED_TARGET },
};
/** Pages of the scanned sample that are OCR'd: the first pages with listings. */
const SCANNED_PAGES = 2;

const rows: string[] = [];

/** The first SCANNED_PAGES pages with listings of the abstract (its text and scanned variants share the truth). */
async function scannedSamplePages(family: GeneratedLayoutFamily, seed: number): Promise<number[]> {
  const { truth } = await generateCityDirectory({ family, seed });
  return [...new Set(truth.entries.map((entry) => entry.page))].sort((a, b) => a - b).slice(0, SCANNED_PAGES);
}

async function readGenerated(family: GeneratedLayoutFamily, seed: number, scanned: boolean): Promise<CityDirectoryScore> {
  // Only the sample's pages are scanned: they are the same as in the full scan, and rendering the others would cost as much again.
  const pages = scanned ? await scannedSamplePages(family, seed) : undefined;
  const { pdf, truth } = await generateCityDirectory({ family, seed, scanned, scannedPages: pages });
  const intake = await extractPages(pdf, pages ? { pages } : {});
  const result = extractCityDirectory(intake, { properties: truth.properties.map(({ address, direction }) => ({ address, direction })) });
  const kept = <T extends { page: number }>(items: readonly T[]) => (pages ? items.filter((item) => pages.includes(item.page)) : items);
  const scored = scoreCityDirectory(result, { entries: kept(truth.entries), vacancies: kept(truth.vacancies) });
  const { entries, vacancies } = scored;
  rows.push(
    [
      family.padEnd(22),
      String(seed).padStart(4),
      (scanned ? 'scan' : 'text').padEnd(5),
      `${entries.found}/${entries.expected}`.padStart(8),
      entries.f1.toFixed(3),
      vacancies.f1.toFixed(3),
      Math.min(entries.f1, vacancies.f1) >= (scanned ? SCANNED_TARGET : TEXT_TARGET) ? 'at target' : 'below target',
    ].join('  '),
  );
  return scored;
}

function expectScore(scored: CityDirectoryScore, minimum: number): void {
  expect(scored.entries.f1, `missed ${scored.missed.slice(0, 5).join('; ')} / extra ${scored.extra.slice(0, 5).join('; ')}`).toBeGreaterThanOrEqual(minimum);
  expect(scored.vacancies.f1).toBeGreaterThanOrEqual(minimum);
}

afterAll(() => {
  console.log(
    ['family'.padEnd(22), 'seed', 'kind ', 'found/expected', 'entry F1', 'vacancy F1', `target (text ${TEXT_TARGET}, scanned ${SCANNED_TARGET})`].join('  '),
  );
  for (const row of rows.sort()) console.log(row);
});

describe.each(LAYOUT_FAMILIES)('generated %s abstracts', (family) => {
  const floor = FLOORS[family];
  it.each(TEXT_SEEDS)(`text seed %i: entry and vacancy F1 >= ${floor.text} (target ${TEXT_TARGET})`, async (seed) => {
    expectScore(await readGenerated(family, seed, false), floor.text);
  });

  it(`text seeds ${SWEEP_SEEDS[0]}-${SWEEP_SEEDS.at(-1)}: mean entry F1 >= ${floor.sweepMean} (target ${TEXT_TARGET} each)`, async () => {
    const scores: number[] = [];
    for (const seed of SWEEP_SEEDS) scores.push((await readGenerated(family, seed, false)).entries.f1);
    const mean = scores.reduce((sum, f1) => sum + f1, 0) / scores.length;
    expect(mean, `F1 per seed ${scores.map((f1) => f1.toFixed(3)).join(', ')}`).toBeGreaterThanOrEqual(floor.sweepMean);
  }, 60_000);

  it(`scanned seed ${SCANNED_SEED}, first ${SCANNED_PAGES} listing pages: entry and vacancy F1 >= ${floor.scanned} (target ${SCANNED_TARGET})`, async () => {
    expectScore(await readGenerated(family, SCANNED_SEED, true), floor.scanned);
  }, 120_000);
});
