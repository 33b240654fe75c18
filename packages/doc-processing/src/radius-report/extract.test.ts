import { beforeAll, describe, expect, it } from 'vitest';
import { extractPages } from '../extract-pages';
import { readFixture } from '../testing/fixtures';
import type { IntakeResult } from '../types';
import { extractRadiusReport } from './extract';

describe('a radius report read in part, or not a radius report', () => {
  let pdf: Uint8Array;
  beforeAll(async () => {
    pdf = await readFixture('radius_report_01_a.pdf');
  });
  const pagesOf = async (pages: number[]): Promise<IntakeResult> => extractPages(pdf, { ocr: false, pages });

  it('fails with its reason when nothing of a radius report is in the file', async () => {
    const intake = await extractPages(await readFixture('city_directory_01_a.pdf'), { ocr: false });
    const extraction = extractRadiusReport(intake);
    expect(extraction.unrecognised?.code).toBe('NO_RECORDS');
    expect(extraction.unrecognised?.message).toMatch(/No regulatory database records were recognised/);
    expect(extraction.result.items).toEqual([]);
  });

  it('fails when the summary lists sites but no record could be read (never an empty success)', async () => {
    const extraction = extractRadiusReport(await pagesOf([1, 2, 3, 4]));
    expect(extraction.result.database_summary.length).toBe(20);
    expect(extraction.unrecognised?.code).toBe('RECORDS_UNREAD');
    expect(extraction.unrecognised?.message).toMatch(/summary lists \d+ sites, but no site record could be read/);
  });

  it('warns, per database, where the report counts more sites than were read', async () => {
    const extraction = extractRadiusReport(await pagesOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    expect(extraction.unrecognised).toBeNull();
    expect(extraction.warnings).toContain("The report's summary counts 6 LUST sites; 4 were read. Check the LUST records in the report.");
    expect(extraction.warnings.some((warning) => warning.startsWith("The report's summary counts 11 FINDS sites"))).toBe(true);
  });

  it('narrates each record from its own facts: every number in a narrative is one of the record’s', async () => {
    const { result } = extractRadiusReport(await extractPages(pdf, { ocr: false }));
    for (const item of result.items) {
      const { narrative, ...facts } = item;
      const known = JSON.stringify([facts, result.database_summary.map((row) => row.search_distance_mi)]);
      for (const number of narrative.match(/\d[\d,./-]*\d|\d/g) ?? [])
        expect({ id: item.id, number, found: known.includes(number) }).toEqual({ id: item.id, number, found: true });
    }
  });
});
