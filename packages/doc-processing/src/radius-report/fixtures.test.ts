import fs from 'node:fs/promises';
import path from 'node:path';
import { databaseStudyResultSchema } from '@groundwork/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractPages } from '../extract-pages';
import { readFixture, sharedFixturesDir } from '../testing/fixtures';
import { scoreRadiusReport, type RadiusReportTruth } from '../testing/radius-report-layouts';
import { extractRadiusReport, radiusReportCliShape, type RadiusReportExtraction } from './extract';

// The two vendor layouts of the shared fixtures (issue 16's "done when"): site-level precision and
// recall, distance, direction and database sets, orphans apart, duplicates merged, flags.
describe.each(['radius_report_01_a.pdf', 'radius_report_02_d.pdf'])('%s against its truth', (file) => {
  let truth: RadiusReportTruth;
  let extraction: RadiusReportExtraction;

  beforeAll(async () => {
    truth = JSON.parse(await fs.readFile(path.join(sharedFixturesDir, file.replace(/\.pdf$/, '.truth.json')), 'utf8')) as RadiusReportTruth;
    extraction = extractRadiusReport(await extractPages(await readFixture(file), { ocr: false }));
  });

  it('reads every site and orphan with its distance, direction, databases and flags', () => {
    const score = scoreRadiusReport(truth, radiusReportCliShape(extraction.result));
    expect(score.mismatches).toEqual([]);
    expect(score.sites.precision).toBeGreaterThanOrEqual(0.99);
    expect(score.sites.recall).toBeGreaterThanOrEqual(0.99);
    expect(score.orphans.precision).toBe(1);
    expect(score.orphans.recall).toBe(1);
    for (const value of Object.values(score.fields)) expect(value).toBeGreaterThanOrEqual(0.99);
    expect(score.summary.recall).toBe(1);
    expect(extraction.unrecognised).toBeNull();
    expect(extraction.warnings).toEqual([]);
  });

  it('prints each site once, whatever number of databases list it', () => {
    const sites = extraction.result.items.filter((item) => !item.is_orphan);
    const ids = sites.map((item) => item.record_id);
    expect(new Set(ids).size).toBe(ids.length);
    const multi = truth.sites.filter((site) => site.databases.length > 1);
    expect(multi.length).toBeGreaterThan(3);
    for (const site of multi) {
      const read = sites.find((item) => item.record_id === site.record_id)!;
      expect(new Set(read.databases)).toEqual(new Set(site.databases));
      expect(read.statuses).toMatchObject(site.statuses);
    }
  });

  it('gives each record a status per database, its links and a narrative of its facts with its page', () => {
    for (const site of [...truth.sites, ...truth.orphans]) {
      const read = extraction.result.items.find((item) => item.record_id === site.record_id)!;
      expect(read.statuses).toEqual(site.statuses);
      expect(read.document_links.map(({ db_name, links }) => ({ db: db_name, links }))).toEqual(site.document_links);
      expect(read.narrative).toContain(read.site_name);
      expect(read.narrative).toContain(`p. ${read.page}`);
    }
    const result = databaseStudyResultSchema.parse(extraction.result);
    expect(result.items.filter((item) => item.is_target).map((item) => item.site_name)).toEqual([truth.target_property_name]);
    expect(result.items[0]!.is_target).toBe(true);
  });
});
