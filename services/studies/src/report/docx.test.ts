import { describe, expect, it } from 'vitest';
import { reportDocx } from './docx';
import { docxParagraphs as paragraphsOf } from './docx-text';
import { REPORT_SECTIONS } from './model';
import { sampleReportModel } from './test-model';

describe('the Word report', () => {
  it('has the 17 ASTM sections in order, the tables, and the finding with its source', async () => {
    const docx = await reportDocx(sampleReportModel());
    expect(docx.subarray(0, 2).toString('latin1')).toBe('PK');
    const paragraphs = paragraphsOf(docx);
    const headings = paragraphs.filter((text) => /^\d+\.0 [A-Z]/.test(text));
    expect(headings).toEqual(REPORT_SECTIONS.map((section, index) => `${index + 1}.0 ${section.toUpperCase()}`));
    expect(paragraphs).toContain('REC: Front Street Cleaners occupied the subject property from 1958 to 1989.');
    expect(paragraphs).toContain('Source: City directory: city_directory_01_a.pdf, page 7 ("2240 FRONT ST FRONT STREET CLEANERS")');
    expect(paragraphs).toContain(
      'This report is viable until 2027-03-19, 180 days from the earliest component of the assessment (regulatory database search, 2026-09-20).',
    );
    // Tables: the aerial land use per year, the maps, the coverage matrix's periods.
    expect(paragraphs).toEqual(expect.arrayContaining(['1952', '1965', 'undeveloped', 'commercial', 'topo-1953.pdf', '1940-1949', '1950-1959']));
    expect(paragraphs).toContain('Appendix B - Regulatory database report');
  });

  it('lists a decade without coverage under Data Gaps, and says what is missing instead of leaving a section empty', async () => {
    const paragraphs = paragraphsOf(await reportDocx(sampleReportModel({ findings: [], databaseRecords: [], soils: null })));
    const gaps = paragraphs.slice(paragraphs.indexOf('11.0 DATA GAPS') + 1, paragraphs.indexOf('12.0 RECOMMENDATIONS'));
    expect(gaps[0]).toMatch(/^1940-1951 \(likely\): No aerial photograph/);
    expect(gaps.some((text) => text.startsWith('1977-2026 (likely)'))).toBe(true);
    expect(paragraphs).toContain('No findings have been recorded from the project’s studies.');
    expect(paragraphs).toContain('No regulatory database report has been processed.');
    expect(paragraphs).toContain('Soils have not been fetched for the subject property.');
  });
});
