import { afterAll, describe, expect, it } from 'vitest';
import { extractCityDirectory } from '../../city-directory/extract';
import { extractPages } from '../../extract-pages';
import { generateCityDirectory, LAYOUT_FAMILIES, scoreCityDirectory, type CityDirectoryScore, type GeneratedLayoutFamily } from '../city-directory-layouts';

// The reader on layouts nobody tuned it to: every generated family, a few text seeds and one
// short scanned sample (OCR costs 2-3 s a page), scored entry by entry against the truth.

const TEXT_SEEDS = [1, 2, 3];
const SCANNED_SEED = 1;
const TEXT_MINIMUM = 0.99;
const SCANNED_MINIMUM = 0.97;
/** Pages of the scanned sample that are OCR'd: the first pages with listings. */
const SCANNED_PAGES = 2;

const rows: string[] = [];

async function readGenerated(family: GeneratedLayoutFamily, seed: number, scanned: boolean): Promise<CityDirectoryScore> {
  const { pdf, truth } = await generateCityDirectory({ family, seed, scanned });
  const listingPages = [...new Set(truth.entries.map((entry) => entry.page))].sort((a, b) => a - b);
  const pages = scanned ? listingPages.slice(0, SCANNED_PAGES) : undefined;
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
    ].join('  '),
  );
  return scored;
}

function expectScore(scored: CityDirectoryScore, minimum: number): void {
  expect(scored.entries.f1, `missed ${scored.missed.slice(0, 5).join('; ')} / extra ${scored.extra.slice(0, 5).join('; ')}`).toBeGreaterThanOrEqual(minimum);
  expect(scored.vacancies.f1).toBeGreaterThanOrEqual(minimum);
}

afterAll(() => {
  console.log(['family'.padEnd(22), 'seed', 'kind ', 'found/expected', 'entry F1', 'vacancy F1'].join('  '));
  for (const row of rows.sort()) console.log(row);
});

describe.each(LAYOUT_FAMILIES)('generated %s abstracts', (family) => {
  it.each(TEXT_SEEDS)(`text seed %i: entry and vacancy F1 >= ${TEXT_MINIMUM}`, async (seed) => {
    expectScore(await readGenerated(family, seed, false), TEXT_MINIMUM);
  });

  it(`scanned seed ${SCANNED_SEED}, first ${SCANNED_PAGES} listing pages: entry and vacancy F1 >= ${SCANNED_MINIMUM}`, async () => {
    expectScore(await readGenerated(family, SCANNED_SEED, true), SCANNED_MINIMUM);
  }, 120_000);
});
