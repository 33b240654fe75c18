import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RadiusReportCliRecord, RadiusReportCliShape } from '../../radius-report';
import { sharedFixturesDir } from '../fixtures';
import { generateRadiusReport, scoreRadiusReport, type RadiusReportTruth, type RadiusReportTruthRecord } from '../radius-report-layouts';

// The scorer: a perfect reading scores 1 everywhere, and each kind of error costs what it should.

const cliRecord = (record: RadiusReportTruthRecord): RadiusReportCliRecord => ({
  ...record,
  databases: [...record.databases],
  within_search_distance: !record.beyond_search_distance,
  page: record.detail_page,
  narrative: '',
});

/** The truth as the extractor's CLI would print a perfect reading of it. */
const asExtraction = (truth: Pick<RadiusReportTruth, 'database_summary' | 'sites' | 'orphans'>): RadiusReportCliShape => ({
  database_summary: truth.database_summary.map((row) => ({ ...row, counts: { ...row.counts } })),
  sites: truth.sites.map(cliRecord),
  orphans: truth.orphans.map(cliRecord),
});

const PERFECT = { precision: 1, recall: 1, f1: 1 };
const ALL_FIELDS = { distance: 1, direction: 1, databases: 1, beyondSearchDistance: 1, isTarget: 1, detailPage: 1 };

async function truthOf(seed = 1): Promise<RadiusReportTruth> {
  return (await generateRadiusReport({ family: 'site-blocks', seed })).truth;
}

describe('scoreRadiusReport', () => {
  it('gives 1 everywhere and no mismatches for the truth read perfectly, for every family', async () => {
    for (const family of ['site-blocks', 'ranked-list', 'landscape-matrix'] as const) {
      const { truth } = await generateRadiusReport({ family, seed: 2 });
      const score = scoreRadiusReport(truth, asExtraction(truth));
      expect(score.sites).toMatchObject(PERFECT);
      expect(score.orphans).toMatchObject(PERFECT);
      expect(score.fields).toEqual(ALL_FIELDS);
      expect(score.summary).toMatchObject({ ...PERFECT, searchDistance: 1, counts: 1 });
      expect(score.mismatches).toEqual([]);
    }
  });

  it('gives 1 for the shared fixtures read perfectly (the same truth shape)', async () => {
    for (const name of ['radius_report_01_a.truth.json', 'radius_report_02_d.truth.json']) {
      const truth = JSON.parse(await fs.readFile(path.join(sharedFixturesDir, name), 'utf8')) as RadiusReportTruth;
      const score = scoreRadiusReport(truth, asExtraction(truth));
      expect([score.sites.f1, score.orphans.f1, score.summary.f1, score.summary.counts, score.mismatches.length]).toEqual([1, 1, 1, 1, 0]);
    }
  });

  it('loses recall for a missed site and precision for a bogus one', async () => {
    const truth = await truthOf();
    const missing = asExtraction(truth);
    const [dropped] = missing.sites.splice(3, 1);
    const missed = scoreRadiusReport(truth, missing);
    expect(missed.sites.recall).toBeCloseTo((truth.sites.length - 1) / truth.sites.length);
    expect(missed.sites.precision).toBe(1);
    expect(missed.mismatches).toEqual([expect.stringContaining(`site missed: ${dropped!.map_id} ${dropped!.site_name}`)]);

    const bogus = asExtraction(truth);
    bogus.sites.push({ ...bogus.sites[1]!, record_id: '1999999999', site_name: 'NOT A REAL SITE', address: '1 NOWHERE LN' });
    const extra = scoreRadiusReport(truth, bogus);
    expect(extra.sites.recall).toBe(1);
    expect(extra.sites.precision).toBeCloseTo(truth.sites.length / (truth.sites.length + 1));
    expect(extra.mismatches).toEqual([expect.stringContaining('site extra:')]);
  });

  it('counts a changed direction, distance, database set or detail page against that field only', async () => {
    const truth = await truthOf();
    const extraction = asExtraction(truth);
    const [, second, third, fourth] = extraction.sites;
    second!.direction = second!.direction === 'N' ? 'S' : 'N';
    third!.distance_mi = third!.distance_mi! + 0.02;
    fourth!.databases = [...fourth!.databases, 'NPL-X'];
    extraction.sites[5]!.detail_page = 99;
    const score = scoreRadiusReport(truth, extraction);
    const share = (truth.sites.length - 1) / truth.sites.length;
    expect(score.sites).toMatchObject(PERFECT);
    expect(score.fields.direction).toBeCloseTo(share);
    expect(score.fields.distance).toBeCloseTo(share);
    expect(score.fields.databases).toBeCloseTo(share);
    expect(score.fields.detailPage).toBeCloseTo(share);
    expect([score.fields.beyondSearchDistance, score.fields.isTarget]).toEqual([1, 1]);
    expect(score.mismatches).toHaveLength(4);
    const fields = score.mismatches.map((line) => line.split(': ')[1]!.split(' ')[0]);
    expect(fields.sort()).toEqual(['databases', 'detail_page', 'direction', 'distance_mi']);
  });

  it('tolerates what is not an error: 0.01 mi, database case and hyphens, name case and punctuation without ids', async () => {
    const truth = await truthOf();
    const extraction = asExtraction(truth);
    for (const site of extraction.sites) {
      if (site.distance_mi) site.distance_mi += 0.008;
      site.databases = site.databases.map((db) => db.toLowerCase().replace('-', ' '));
    }
    const noIds = (record: RadiusReportCliRecord) => ({
      ...record,
      record_id: null,
      site_name: ` ${record.site_name.toLowerCase().replaceAll(' ', '  ')}.`,
      address: record.address.toLowerCase(),
    });
    extraction.orphans = extraction.orphans.map(noIds);
    const score = scoreRadiusReport(truth, extraction);
    expect(score.fields).toEqual(ALL_FIELDS);
    expect(score.orphans).toMatchObject(PERFECT);
  });

  it('does not pair records whose record ids differ, even with the same name', async () => {
    const truth = await truthOf();
    const extraction = asExtraction(truth);
    extraction.sites[2]!.record_id = '1000000000';
    const score = scoreRadiusReport(truth, extraction);
    expect(score.sites.recall).toBeLessThan(1);
    expect(score.sites.precision).toBeLessThan(1);
  });

  it('scores orphans apart from sites, and the summary by database name', async () => {
    const truth = await truthOf(3);
    const extraction = asExtraction(truth);
    extraction.orphans.pop();
    extraction.database_summary.shift();
    extraction.database_summary[0]!.counts.lt_1_8 = (extraction.database_summary[0]!.counts.lt_1_8 ?? 0) + 1;
    extraction.database_summary[1]!.search_distance_mi = 2;
    extraction.database_summary[2]!.db = extraction.database_summary[2]!.db.toLowerCase();
    const score = scoreRadiusReport(truth, extraction);
    expect(score.sites).toMatchObject(PERFECT);
    expect(score.orphans.recall).toBeCloseTo((truth.orphans.length - 1) / truth.orphans.length);
    const rows = truth.database_summary.length;
    expect(score.summary).toMatchObject({ precision: 1, recall: (rows - 1) / rows });
    expect(score.summary.counts).toBeCloseTo((rows - 2) / (rows - 1));
    expect(score.summary.searchDistance).toBeCloseTo((rows - 2) / (rows - 1));
  });
});
