import { describe, expect, it } from 'vitest';
import { AERIAL_YEARS, DATABASE_HITS, DEMO_FIGURES, DEMO_STEPS, REPORT_SECTIONS } from './demo-steps';

describe('demo content', () => {
  it('keeps the sample data consistent with the canned figures', () => {
    expect(AERIAL_YEARS).toHaveLength(DEMO_FIGURES.aerialPhotos);
    expect(AERIAL_YEARS[0]).toBe(DEMO_FIGURES.aerialFirstYear);
    expect(AERIAL_YEARS.at(-1)).toBe(DEMO_FIGURES.aerialLastYear);
    expect(DATABASE_HITS).toHaveLength(DEMO_FIGURES.databases);
    expect(DATABASE_HITS.reduce((sum, hit) => sum + hit.records, 0)).toBe(DEMO_FIGURES.databaseRecords);
    expect(REPORT_SECTIONS).toHaveLength(DEMO_FIGURES.reportSections);
  });

  it('reveals each step in increasing thresholds within 0-100', () => {
    for (const step of DEMO_STEPS) {
      const thresholds = step.reveals.map((piece) => piece.at);
      expect([...thresholds].sort((a, b) => a - b)).toEqual(thresholds);
      expect(thresholds.every((at) => at > 0 && at <= 100)).toBe(true);
    }
  });
});
