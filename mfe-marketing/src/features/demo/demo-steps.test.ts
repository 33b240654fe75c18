import { describe, expect, it } from 'vitest';
import { AERIAL_YEARS, DATABASE_HITS, DEMO_FIGURES, DEMO_PLAYBACK, DEMO_STEPS, NEAREST_RECORDS, REPORT_SECTIONS } from './demo-steps';

describe('demo content', () => {
  it('holds the spec’s canned figures and playback (spec 02 sections 2 and 9)', () => {
    expect(DEMO_FIGURES).toEqual({
      directoryEntries: 250,
      directoryYears: 5,
      aerialPhotos: 8,
      aerialFirstYear: 1950,
      aerialLastYear: 2020,
      databaseRecords: 60,
      databases: 6,
      searchRadiusMiles: 0.5,
      reportSections: 12,
      reportPages: 45,
      reportWriter: 'GPT-4',
    });
    expect(DEMO_PLAYBACK).toEqual({ tickMs: 100, progressPerTick: 2, dwellTicks: 15 });
  });

  it('fills the labels’ placeholders from the figures', () => {
    const labels = DEMO_STEPS.flatMap((step) => step.reveals.map((reveal) => reveal.label));
    expect(labels).toContain('250 entries across 5 years');
    expect(labels).toContain('8 aerial photos analysed, 1950-2020');
    expect(labels).toContain('Search radius of 0.5 mi around the subject property');
    expect(labels).toContain('60 records found across 6 databases');
    expect(labels).toContain('GPT-4, a large language model, drafts the summary');
    expect(labels).toContain('45-page report ready to export');
    expect(labels.filter((label) => /[{}]/.test(label))).toEqual([]);
  });

  it('keeps the sample data consistent with the canned figures', () => {
    expect(AERIAL_YEARS).toHaveLength(DEMO_FIGURES.aerialPhotos);
    expect(AERIAL_YEARS[0]).toBe(DEMO_FIGURES.aerialFirstYear);
    expect(AERIAL_YEARS.at(-1)).toBe(DEMO_FIGURES.aerialLastYear);
    expect(DATABASE_HITS).toHaveLength(DEMO_FIGURES.databases);
    expect(DATABASE_HITS.reduce((sum, hit) => sum + hit.records, 0)).toBe(DEMO_FIGURES.databaseRecords);
    expect(REPORT_SECTIONS).toHaveLength(DEMO_FIGURES.reportSections);
  });

  it('sorts the nearest records by distance from the site, as the database step says', () => {
    expect(DEMO_STEPS.find((step) => step.id === 'database')?.reveals.at(-1)?.label).toBe('Records sorted by distance from the site');
    const miles = NEAREST_RECORDS.map((record) => record.miles);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  });

  it('reveals each step in increasing thresholds within 0-100', () => {
    for (const step of DEMO_STEPS) {
      const thresholds = step.reveals.map((piece) => piece.at);
      expect([...thresholds].sort((a, b) => a - b)).toEqual(thresholds);
      expect(thresholds.every((at) => at > 0 && at <= 100)).toBe(true);
    }
  });
});
