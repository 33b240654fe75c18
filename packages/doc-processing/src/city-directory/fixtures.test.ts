import { cityDirectoryResultSchema, type CityDirectoryProperty } from '@groundwork/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractPages } from '../extract-pages';
import { entryKey, score, vacancyKey } from '../testing/city-directory-layouts';
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

const cases = [
  { file: 'city_directory_01_a.pdf', minimum: 0.98 },
  { file: 'city_directory_02_a_scanned.pdf', minimum: 0.95 },
  // Criss-cross: a section per street, the year and the directory's key at the side, two columns a page.
  { file: 'city_directory_03_d.pdf', minimum: 0.99 },
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

  it('lists the years newest first with their sources, and pages within the document; no directory page goes unread', () => {
    expect(result.unreadPages).toEqual([]);
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

describe('city_directory_03_d.pdf specifics (criss-cross)', () => {
  let result: CityDirectoryExtraction;
  beforeAll(async () => {
    const intake = await extractPages(await readFixture('city_directory_03_d.pdf'));
    result = extractCityDirectory(intake, {
      properties: [
        { address: '1244 CESAR CHAVEZ BLVD', direction: 'subject' },
        { address: '1254 CESAR CHAVEZ BLVD', direction: 'north' },
      ],
    });
  }, 60_000);

  it("learns the historical street from the sections' cross-references", () => {
    expect(result.aliases).toEqual([{ from: '39TH AVE', to: 'CESAR CHAVEZ BLVD', origin: 'report' }]);
    expect(result.layouts).toEqual(['row-grid']);
    expect(result.unreadPages).toEqual([]);
  });

  it('prints the address as house number, street heading and unit; the name upper case, the phone without its label', () => {
    const unit = result.parsedEntries.find((entry) => entry.year === 1994 && entry.business_name === 'SUMMIT ENGRG GROUP');
    expect(unit).toMatchObject({ address: '1244 CESAR CHAVEZ BLVD UNIT A', direction: 'subject', phone: '6145579219', phone_raw: '614 557 9219' });
    const wrapped = result.parsedEntries.find((entry) => entry.year === 1949 && entry.business_name.startsWith('GREATER'));
    expect(wrapped).toMatchObject({ address: '1216 39TH AVE', business_name: 'GREATER METROPOLITAN CHAMBER OF COMMERCE VISITOR INFORMATION OFFICE' });
    expect(result.sources['1949']).toBe('Pacific Telephone Directory');
  });
});
