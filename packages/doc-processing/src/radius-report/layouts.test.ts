import { describe, expect, it } from 'vitest';
import { extractPages } from '../extract-pages';
import { generateRadiusReport, RADIUS_REPORT_FAMILIES, scoreRadiusReport } from '../testing/radius-report-layouts';
import { extractRadiusReport, radiusReportCliShape } from './extract';

// Vendor layouts the reader was not written against (the generator's six families, text PDFs,
// three seeds each): the same floors as the fixtures.
const cases = RADIUS_REPORT_FAMILIES.flatMap((family) => [1, 2, 3].map((seed) => ({ family, seed })));

describe.each(cases)('$family, seed $seed', ({ family, seed }) => {
  it('reads its sites, orphans and summary', async () => {
    const { pdf, truth } = await generateRadiusReport({ family, seed });
    const extraction = extractRadiusReport(await extractPages(pdf, { ocr: false }));
    const score = scoreRadiusReport(truth, radiusReportCliShape(extraction.result));
    expect(extraction.unrecognised).toBeNull();
    expect({ family, seed, sites: score.sites.f1, mismatches: score.mismatches.slice(0, 10) }).toEqual({ family, seed, sites: score.sites.f1, mismatches: [] });
    expect(score.sites.precision).toBeGreaterThanOrEqual(0.99);
    expect(score.sites.recall).toBeGreaterThanOrEqual(0.99);
    expect(score.orphans.f1).toBeGreaterThanOrEqual(0.99);
    for (const value of Object.values(score.fields)) expect(value).toBeGreaterThanOrEqual(0.99);
    expect(score.summary.recall).toBeGreaterThanOrEqual(0.99);
  }, 60_000);
});
