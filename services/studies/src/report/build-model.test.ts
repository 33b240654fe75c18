import { describe, expect, it } from 'vitest';
import { draftReport } from './build-model';
import { reportDocx } from './docx';
import { docxParagraphs } from './docx-text';
import { testFacts } from './test-facts';

describe('draftReport', () => {
  it('makes the report of the project: viability from the earliest entered date, study tables, findings, appendices', () => {
    const facts = testFacts();
    facts.context.project = { ...facts.context.project, viabilityDates: { siteVisit: '2026-10-20', databaseSearch: '2026-09-30', interviews: null } };
    const { model, analysis } = draftReport(facts, '2026-11-26');
    expect(model.viability).toMatchObject({ startsFrom: { component: 'databaseSearch', date: '2026-09-30' }, viableUntil: '2027-03-29', status: 'viable' });
    expect(model.project).toEqual({
      siteAddress: facts.context.project.siteAddress,
      clientName: 'Lakeshore Acquisitions Group',
      projectNumber: 'ESA-2026-0007',
    });
    expect(model.findings).toBe(analysis.findings);
    expect(model.cityDirectory[0]).toEqual({ year: 1965, direction: 'subject', address: '2240 FRONT ST', occupants: ['FRONT STREET CLEANERS (dry cleaner)'] });
    expect(model.aerial.years).toEqual([1952, 1958, 1970, 2021]);
    expect(model.aerial.rows.find((row) => row.direction === 'north')?.uses).toEqual({
      1952: 'agricultural',
      1958: 'commercial',
      1970: 'commercial',
      2021: 'commercial',
    });
    expect(model.databaseRecords.map((record) => record.site)).toEqual(['FRONT STREET CLEANERS', 'ACE SERVICE STATION', 'FAR AWAY FUELS', 'UNMAPPED DRUMS']);
    expect(model.maps).toEqual([{ kind: 'fire-map', year: 1921, source: 'Sanborn', filename: 'sanborn-1921.tif' }]);
    expect(model.appendices).toEqual(expect.arrayContaining(['City directory report: city_directory.pdf', 'Fire insurance map: sanborn-1921.tif (1921)']));
    // Every first developed use (1952 north, 1958 subject...) is after 1940, so the research starts at 1940.
    expect(model.coverage.rows.map((row) => row.startYear)).toEqual([1940, 1940, 1940]);
  });

  it('an unknown viability when no date is entered', () => {
    expect(draftReport(testFacts(), '2026-11-26').model.viability.status).toBe('unknown');
  });

  it('writes the drafted report as Word, with the finding and its source', async () => {
    const paragraphs = docxParagraphs(await reportDocx(draftReport(testFacts(), '2026-11-26').model));
    expect(paragraphs).toContain('Source: City directory: city_directory.pdf (1965 directory), page 7 ("2240 FRONT ST FRONT STREET CLEANERS")');
    expect(paragraphs.some((text) => text.startsWith('REC: FRONT STREET CLEANERS (dry cleaner) was listed at 2240 FRONT ST'))).toBe(true);
  });
});
