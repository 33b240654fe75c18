import { describe, expect, it } from 'vitest';
import { extractPages } from '../../index';
import { normalizeText } from '../fixtures';
import { generateRadiusReport, RADIUS_REPORT_FAMILIES, type RadiusReportTruth, type RadiusReportTruthRecord } from '../radius-report-layouts';

// The generator itself: the same seed draws the same document, the truth is consistent with
// itself (bands, search distances) and says what the pages print.

const SEEDS = [1, 2, 3];
const BAND_EDGES: Array<[string, number]> = [
  ['lt_1_8', 0.125],
  ['1_8_to_1_4', 0.25],
  ['1_4_to_1_2', 0.5],
  ['1_2_to_1', 1],
  ['gt_1', Number.POSITIVE_INFINITY],
];

/** Upper-case words without the punctuation around them. */
const words = (text: string) =>
  normalizeText(text)
    .split(' ')
    .map((word) => word.replace(/^[([]+|[,;:.)\]]+$/g, ''))
    .filter(Boolean);

const bandOf = (site: RadiusReportTruthRecord) => (site.is_target ? 'tp' : BAND_EDGES.find(([, edge]) => site.distance_mi! < edge)![0]);

function expectConsistent(truth: RadiusReportTruth): void {
  const searchMi = new Map(truth.database_summary.map((row) => [row.db, row.search_distance_mi]));
  for (const row of truth.database_summary) {
    const counts: Record<string, number> = { tp: 0, lt_1_8: 0, '1_8_to_1_4': 0, '1_4_to_1_2': 0, '1_2_to_1': 0, gt_1: 0 };
    for (const site of truth.sites) if (site.databases.includes(row.db)) counts[bandOf(site)]! += 1;
    expect(row.counts, row.db).toEqual(counts);
    expect(row.total).toBe(Object.values(counts).reduce((sum, count) => sum + count, 0));
  }
  const targets = truth.sites.filter((site) => site.is_target);
  expect(targets).toHaveLength(1);
  const subjectElevation = targets[0]!.elevation_ft;
  for (const site of truth.sites) {
    expect(site.beyond_search_distance, site.site_name).toBe(site.databases.every((db) => searchMi.get(db)! < site.distance_mi!));
    expect(site.databases.length).toBeGreaterThan(0);
    expect(Object.keys(site.statuses)).toEqual(site.databases);
    if (site.is_target) expect([site.distance_mi, site.direction]).toEqual([0, null]);
    else expect(site.direction).toMatch(/^(N|S|E|W|NE|NW|SE|SW|NNE|ENE|ESE|SSE|SSW|WSW|WNW|NNW)$/);
    if (site.elevation_ft !== null && subjectElevation !== null) {
      const difference = site.elevation_ft - subjectElevation;
      expect(site.relative_elevation, site.site_name).toBe(difference > 0 ? 'Higher' : difference < 0 ? 'Lower' : 'Equal');
    }
  }
  for (const orphan of truth.orphans)
    expect([orphan.map_id, orphan.distance_mi, orphan.direction, orphan.elevation_ft, orphan.is_orphan]).toEqual([null, null, null, null, true]);
}

describe.each(RADIUS_REPORT_FAMILIES)('the %s generator', (family) => {
  it.each(SEEDS)('seed %i: the same bytes and truth again, a consistent truth, every fact printed', async (seed) => {
    const first = await generateRadiusReport({ family, seed });
    const again = await generateRadiusReport({ family, seed });
    expect(Buffer.from(again.pdf).equals(Buffer.from(first.pdf))).toBe(true);
    expect(again.truth).toEqual(first.truth);
    const { truth } = first;
    expectConsistent(truth);
    const intake = await extractPages(first.pdf, { ocr: false });
    expect(intake.pageCount).toBe(truth.page_count);
    const pageWords = intake.pages.map((page) => new Set(words(page.text)));
    const text = ` ${intake.pages.map((page) => normalizeText(page.text)).join(' ')} `;
    for (const row of truth.database_summary) expect(text).toContain(normalizeText(row.db));
    for (const site of [...truth.sites, ...truth.orphans]) {
      const where = `${site.site_name} (detail page ${site.detail_page})`;
      for (const word of words(site.site_name)) expect(pageWords[site.detail_page - 1]!.has(word), where).toBe(true);
      for (const word of words(site.address)) expect(text, where).toContain(word);
      if (site.record_id) expect(text, where).toContain(site.record_id);
      if (site.distance_mi) {
        const feet = Math.round(site.distance_mi * 5280).toLocaleString('en-US');
        expect(text.includes(site.distance_mi.toFixed(3)) || text.includes(`${feet} FT`), `${where}: ${site.distance_mi} mi`).toBe(true);
      }
      for (const id of Object.values(site.facility_ids)) expect(text, where).toContain(id);
      for (const { links } of site.document_links) for (const link of links) expect(text, where).toContain(link.toUpperCase());
    }
  });

  it('draws another report for another seed', async () => {
    const [one, two] = await Promise.all([generateRadiusReport({ family, seed: 1 }), generateRadiusReport({ family, seed: 2 })]);
    expect(two.truth.sites).not.toEqual(one.truth.sites);
  });
});

describe('generator options', () => {
  it('makes a benchmark-sized report: sites and orphans as asked, hundreds of pages', async () => {
    const { truth } = await generateRadiusReport({ family: 'site-blocks', seed: 1, sites: 450, orphans: 12 });
    expect(truth.sites).toHaveLength(450);
    expect(truth.orphans).toHaveLength(12);
    expect(truth.page_count).toBeGreaterThan(250);
    expectConsistent(truth);
  });

  it('scans: image-only pages of the same size, the same truth with scanned: true', async () => {
    const options = { family: 'cards' as const, seed: 1, sites: 4, orphans: 1 };
    const [text, scanned] = await Promise.all([generateRadiusReport(options), generateRadiusReport({ ...options, scanned: true })]);
    expect(scanned.truth).toEqual({ ...text.truth, scanned: true });
    const [scannedPages, textPages] = await Promise.all([extractPages(scanned.pdf, { ocr: false }), extractPages(text.pdf, { ocr: false })]);
    expect(scannedPages.pages.every((page) => page.text === '')).toBe(true);
    expect(scannedPages.pages.map((page) => [page.width, page.height])).toEqual(textPages.pages.map((page) => [page.width, page.height]));
  }, 30_000);
});
