import { cityDirectoryResultSchema, type CityDirectoryProperty } from '@groundwork/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractPages } from '../extract-pages';
import { normalizeText, readFixture, sharedFixturesDir } from '../testing/fixtures';
import type { IntakeResult } from '../types';
import fs from 'node:fs/promises';
import path from 'node:path';
import { extractCityDirectory, type CityDirectoryExtraction } from './extract';

interface Truth {
  properties: Array<CityDirectoryProperty & { aliases: string[]; units: string[] }>;
  years: number[];
  sources: Record<string, string>;
  entries: Array<{ year: number; direction: string; business_name: string; phone: string | null; page: number }>;
  vacancies: Array<{ year: number; direction: string; marker: string; page: number }>;
}

/** Precision and recall of two multisets of keys. */
function score(got: string[], want: string[]): { precision: number; recall: number } {
  const remaining = new Map<string, number>();
  for (const key of want) remaining.set(key, (remaining.get(key) ?? 0) + 1);
  let hits = 0;
  for (const key of got) {
    const left = remaining.get(key) ?? 0;
    if (left > 0) {
      hits += 1;
      remaining.set(key, left - 1);
    }
  }
  return { precision: got.length === 0 ? 0 : hits / got.length, recall: want.length === 0 ? 1 : hits / want.length };
}

const entryKey = (entry: { year: number | null; direction: string | null; business_name: string; phone: string | null }) =>
  `${entry.year}|${entry.direction}|${normalizeText(entry.business_name)}|${entry.phone}`;
const vacancyKey = (vacancy: { year: number | null; direction: string | null; marker: string }) => `${vacancy.year}|${vacancy.direction}|${vacancy.marker}`;

const cases = [
  { file: 'city_directory_01_a.pdf', minimum: 0.98 },
  { file: 'city_directory_02_a_scanned.pdf', minimum: 0.95 },
];

describe.each(cases)('$file against its truth', ({ file, minimum }) => {
  let truth: Truth;
  let intake: IntakeResult;
  let result: CityDirectoryExtraction;

  beforeAll(async () => {
    truth = JSON.parse(await fs.readFile(path.join(sharedFixturesDir, file.replace(/\.pdf$/, '.truth.json')), 'utf8')) as Truth;
    intake = await extractPages(await readFixture(file));
    // Only direction and address: the report itself must establish historical names, units and ranges.
    result = extractCityDirectory(intake, { properties: truth.properties.map(({ address, direction }) => ({ address, direction })) });
  }, 240_000);

  it(`finds the listings with precision and recall >= ${minimum}`, () => {
    const { precision, recall } = score(result.parsedEntries.map(entryKey), truth.entries.map(entryKey));
    console.log(
      `${file}: entries precision ${precision.toFixed(3)} recall ${recall.toFixed(3)} (${result.parsedEntries.length} found, ${truth.entries.length} expected)`,
    );
    expect(precision).toBeGreaterThanOrEqual(minimum);
    expect(recall).toBeGreaterThanOrEqual(minimum);
  });

  it(`finds the vacancies with precision and recall >= ${minimum}, none of them as occupants`, () => {
    const { precision, recall } = score(result.vacancies.map(vacancyKey), truth.vacancies.map(vacancyKey));
    console.log(
      `${file}: vacancies precision ${precision.toFixed(3)} recall ${recall.toFixed(3)} (${result.vacancies.length} found, ${truth.vacancies.length} expected)`,
    );
    expect(precision).toBeGreaterThanOrEqual(minimum);
    expect(recall).toBeGreaterThanOrEqual(minimum);
    const markers = new Set(truth.vacancies.map((vacancy) => vacancy.marker));
    expect(result.parsedEntries.filter((entry) => markers.has(normalizeText(entry.business_name)))).toEqual([]);
  });

  it('lists the years newest first with their sources, and pages within the document', () => {
    expect(result.years).toEqual([...truth.years].sort((a, b) => b - a));
    expect(result.sources).toEqual(truth.sources);
    for (const entry of result.parsedEntries) {
      expect(entry.page).toBeGreaterThanOrEqual(1);
      expect(entry.page).toBeLessThanOrEqual(intake.pageCount);
      expect(entry.line).not.toBe('');
    }
    const pages = (entries: Array<{ page: number }>) => entries.map((entry) => entry.page).sort();
    expect(pages(result.parsedEntries)).toEqual(pages(truth.entries));
  });

  it('is a valid result with unique ids, OCR confidence only on scanned pages', () => {
    expect(() => cityDirectoryResultSchema.parse({ ...result, editedAt: null })).not.toThrow();
    expect(new Set(result.parsedEntries.map((entry) => entry.id)).size).toBe(result.parsedEntries.length);
    const scanned = intake.ocrPages > 0;
    for (const entry of result.parsedEntries) {
      if (scanned) expect(entry.confidence).toBeGreaterThan(0);
      else expect(entry.confidence).toBeNull();
    }
  });
});

describe('city_directory_01_a.pdf specifics', () => {
  let result: CityDirectoryExtraction;
  beforeAll(async () => {
    const intake = await extractPages(await readFixture('city_directory_01_a.pdf'));
    result = extractCityDirectory(intake, {
      properties: [
        { address: '3054 PACIFIC HWY', direction: 'subject' },
        { address: '3030-3036 PACIFIC HWY', direction: 'south' },
      ],
    });
  }, 60_000);

  it('learns the historical street name from the TARGET PROPERTY block and records it', () => {
    expect(result.aliases).toEqual([{ from: 'US HWY 101', to: 'PACIFIC HWY', origin: 'report' }]);
    const subject1955 = result.parsedEntries.filter((entry) => entry.year === 1955 && entry.is_subject).map((entry) => entry.business_name);
    expect(subject1955).toEqual(['RAINBOW LAUNDROMAT', 'WESTERN PAINT & VARNISH CO']);
  });

  it('keeps addresses that match no property as unassigned entries', () => {
    const grand = result.parsedEntries.filter((entry) => entry.address === '3055 GRAND AVE');
    expect(grand.length).toBeGreaterThan(0);
    expect(grand.every((entry) => entry.direction === null && !entry.is_subject)).toBe(true);
  });

  it('joins a wrapped name with its phone and tags what an EP looks for', () => {
    const insurance = result.parsedEntries.find((entry) => entry.year === 1966 && entry.business_name.startsWith('AMERICAN FEDERATED'));
    expect(insurance).toMatchObject({ business_name: 'AMERICAN FEDERATED INSURANCE UNDERWRITERS OF OREGON INC', phone: '5555840', phone_raw: '555-5840' });
    expect(insurance!.line.split('\n')).toHaveLength(2);
    const cleaners = result.parsedEntries.find((entry) => entry.business_name === 'IDEAL LAUNDRY & DRY CLEANERS');
    expect(cleaners!.tags).toEqual([
      { tag: 'dry cleaner', keyword: 'DRY CLEANERS' },
      { tag: 'laundry', keyword: 'LAUNDRY' },
    ]);
    const suite = result.vacancies.find((vacancy) => vacancy.address === '3054 PACIFIC HWY STE 100');
    expect(suite).toMatchObject({ year: 2004, direction: 'subject', is_subject: true, marker: 'NO RETURN', page: 6 });
  });
});
