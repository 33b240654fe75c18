import { factsAddedTo } from '@groundwork/ai';
import { viabilityOf } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { offlineAnalysis, projectFactsText } from './analysis';
import { projectCoverage } from './build-model';
import { reportFindings } from './findings';
import { directoryResult, testFacts } from './test-facts';

const TODAY = '2026-11-26';

function analyse(facts = testFacts(), viability = viabilityOf({ databaseSearch: '2026-10-01' }, TODAY)) {
  const coverage = projectCoverage(facts, 2026);
  const findings = reportFindings(facts, coverage);
  return { facts, coverage, findings, viability, analysis: offlineAnalysis(facts, findings, coverage, viability) };
}

/** Every text of the analysis a reader sees. */
const textsOf = ({ analysis }: ReturnType<typeof analyse>) => [
  analysis.summary,
  analysis.riskAssessment.description,
  ...analysis.keyFindings,
  ...analysis.recommendations.flatMap((item) => [item.title, item.description]),
];

describe('offlineAnalysis', () => {
  it('states no name, address, year or number that the project facts do not hold', () => {
    for (const viability of [viabilityOf({ siteVisit: '2026-06-10' }, TODAY), viabilityOf({}, TODAY)]) {
      const run = analyse(testFacts(), viability);
      const facts = projectFactsText(run.facts, run.findings, run.coverage, viability);
      for (const text of textsOf(run)) expect(factsAddedTo(text, facts), text).toEqual([]);
      // The findings themselves come from the studies' facts alone.
      const studiesOnly = projectFactsText(run.facts, [], run.coverage, viability);
      for (const finding of run.findings) expect(factsAddedTo(finding.text, studiesOnly), finding.text).toEqual([]);
    }
  });

  it('the check catches an invented fact in the same texts', () => {
    const run = analyse();
    const facts = projectFactsText(run.facts, run.findings, run.coverage, run.viability);
    expect(factsAddedTo(`${run.analysis.summary} MAIN STREET PLATING operated there in 1961.`, facts)).toEqual(expect.arrayContaining(['1961']));
  });

  it('rates a REC on the subject high and recommends a Phase II first', () => {
    const { analysis } = analyse();
    expect(analysis.riskAssessment.level).toBe('high');
    expect(analysis.recommendations[0]).toMatchObject({ id: 'phase-2', priority: 'high', title: 'Phase II Environmental Site Assessment' });
    expect(analysis.recommendations.map((item) => item.id)).toContain('vapor');
    expect(analysis.keyFindings[0]).toMatch(/^REC: FRONT STREET CLEANERS \(dry cleaner\)/);
    expect(analysis.summary).toMatch(/^This assessment of 2240 Front St, Bridgeport Junction, NJ 07102 reviewed city directories of 1965, 1975/);
  });

  it('rates a clean site low and recommends nothing further', () => {
    const clean = testFacts({
      cityDirectory: {
        runId: 'cd',
        filename: 'cd.pdf',
        result: directoryResult(
          [1945, 1950, 1955, 1960, 1965, 1970, 1975, 1980, 1985, 1990, 1995, 2000, 2005, 2010, 2015, 2020, 2025].map((year) => ({
            year,
            direction: 'subject' as const,
            name: 'BLUE DOOR CAFE',
          })),
          [1940, 1945, 1950, 1955, 1960, 1965, 1970, 1975, 1980, 1985, 1990, 1995, 2000, 2005, 2010, 2015, 2020, 2025],
        ),
      },
      database: { runId: 'db', filename: 'db.pdf', items: [] },
    });
    const { analysis } = analyse(clean);
    expect(analysis.riskAssessment.level).toBe('low');
    expect(analysis.dataGaps).toEqual([]);
    expect(analysis.recommendations).toEqual([expect.objectContaining({ id: 'none', priority: 'low' })]);
    expect(analysis.keyFindings).toEqual(['The records reviewed show no listing, land use or regulatory record indicating a REC on the subject property.']);
  });

  it('recommends updating the components when fewer than 30 days of viability remain', () => {
    const { analysis } = analyse(testFacts(), viabilityOf({ interviews: '2026-06-10' }, TODAY));
    expect(analysis.recommendations).toContainEqual(
      expect.objectContaining({ id: 'viability', priority: 'high', description: expect.stringContaining('viable until 2026-12-07 (11 days)') }),
    );
  });

  it('says in the summary which study could not be read', () => {
    const { analysis } = analyse(testFacts({ unavailable: ['The aerial photograph results could not be read.'] }));
    expect(analysis.summary).toContain('The aerial photograph results could not be read.');
  });
});
