import { describe, expect, it } from 'vitest';
import { extractPages } from '../extract-pages';
import { generateRadiusReport, scoreRadiusReport } from '../testing/radius-report-layouts';
import { extractRadiusReport, radiusReportCliShape } from './extract';

// A scanned radius report (page images only) goes through the same OCR intake and reader. Measured
// on the site-blocks layout, seed 1 (19 pages): sites 1.000 / 1.000, orphans 1.000 recall and 0.900
// precision, distances 1.000, databases 0.955; compass points suffer most from OCR (`E` read as `8`).
describe('a scanned radius report', () => {
  it('reads its sites, orphans and summary through OCR', async () => {
    const { pdf, truth } = await generateRadiusReport({ family: 'site-blocks', seed: 1, scanned: true });
    const intake = await extractPages(pdf);
    expect(intake.ocrPages).toBe(intake.pageCount);
    const extraction = extractRadiusReport(intake);
    const score = scoreRadiusReport(truth, radiusReportCliShape(extraction.result));
    expect(extraction.unrecognised).toBeNull();
    expect(score.sites.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.sites.recall).toBeGreaterThanOrEqual(0.95);
    expect(score.orphans.f1).toBeGreaterThanOrEqual(0.85);
    expect(score.fields.distance).toBeGreaterThanOrEqual(0.95);
    expect(score.fields.databases).toBeGreaterThanOrEqual(0.9);
    expect(score.fields.direction).toBeGreaterThanOrEqual(0.7);
    expect(score.fields.isTarget).toBe(1);
    expect(score.summary.recall).toBeGreaterThanOrEqual(0.95);
  }, 180_000);
});
