import { phase1SessionSchema, projectReviewFactsSchema, regulatoryAnalysisSessionSchema } from '@groundwork/contracts';
import { TEST_INTERNAL_TOKEN } from '@groundwork/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureBytes, startReview, type TestReview } from './review-fixture';

let review: TestReview;
let owner: string;
let rival: string;
beforeAll(async () => {
  review = await startReview();
  ({ owner, rival } = await review.accounts());
});
afterAll(() => review.close());

const RECORD_SUMMARY = 'TRIANGLE TRUCK TERMINAL, 410 INDUSTRIAL WAY. LUST. Facility ID: RZ-057217. Status: open when the report was printed.';
const REPORT_NAME = 'Sunset Blvd Phase I (2023).txt';

const findingsPath = (projectId: string, organizationId: string) =>
  `/internal/review/projects/${projectId}/findings?organizationId=${encodeURIComponent(organizationId)}`;
const findings = async (projectId: string, organizationId = 'org-acme') => {
  const res = await review.call('GET', findingsPath(projectId, organizationId), { token: TEST_INTERNAL_TOKEN });
  expect(res.status, res.text).toBe(200);
  return projectReviewFactsSchema.parse(res.json);
};
const phase1Session = async (sessionId: string) =>
  phase1SessionSchema.parse((await review.call('GET', `/api/phase1-review/session/${sessionId}`, { token: owner })).json);
const recordSession = async (sessionId: string) =>
  regulatoryAnalysisSessionSchema.parse((await review.call('GET', `/api/regulatory-analysis/session/${sessionId}`, { token: owner })).json);

/**
 * An Acme project with a reviewed report and a corrupt one, an analysed and saved NFA letter of
 * its record 1, an empty analysis of record 0, and a report still waiting for a worker.
 */
async function reviewedProject() {
  const { projectId, sessionId } = await review.openSession(owner);
  await review.upload(owner, sessionId, [
    { name: REPORT_NAME, bytes: await fixtureBytes('phase1_esa_03_a_hrecs_present.txt') },
    { name: 'broken.pdf', bytes: '%PDF-1.7\nnot really a PDF\n' },
  ]);
  review.studies.addResults(projectId, 'org-acme', ['First record.', RECORD_SUMMARY]);
  const record = await review.openRecordSession(owner, { projectId, recordItemIndex: 1, existingSummary: RECORD_SUMMARY });
  await review.upload(owner, record.sessionId, [{ name: 'NFA letter.pdf', bytes: await fixtureBytes('supporting_doc_01_a_nfa_letter.pdf') }], 'regulatory');
  await review.openRecordSession(owner, { projectId, recordItemIndex: 0 });
  await review.runDueJobs();
  const saved = await review.call('POST', `/api/regulatory-analysis/session/${record.sessionId}/save-to-database`, { token: owner });
  expect(saved.status, saved.text).toBe(200);
  await review.upload(owner, sessionId, [{ name: 'waiting.txt', bytes: await fixtureBytes('phase1_esa_06_d_hrecs_present.txt') }]);
  return { projectId, sessionId, recordSessionId: record.sessionId };
}

describe('GET /internal/review/projects/{projectId}/findings', () => {
  it("gives the report generator the project's done reviews and record analyses, as the assistants show them", async () => {
    const { projectId, sessionId, recordSessionId } = await reviewedProject();
    const facts = await findings(projectId);

    const [report] = (await phase1Session(sessionId)).results;
    expect(facts.phase1Reviews).toHaveLength(1);
    const [review1] = facts.phase1Reviews;
    expect(review1).toEqual({
      sessionId,
      documentId: report!.documentId,
      fileName: REPORT_NAME,
      decision: 'HRECs_PRESENT',
      summary: report!.summary,
      sections: report!.sections,
      extractions: report!.extractions,
      findings: report!.findings,
      reviewedAt: expect.any(String),
    });
    expect(review1!.sections.length).toBeGreaterThan(0);
    const pages = [...review1!.sections.flatMap((section) => section.quotes), ...review1!.findings].map((quote) => quote.page);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.every((page) => page !== null && page >= 1)).toBe(true);

    const record = await recordSession(recordSessionId);
    expect(facts.recordAnalyses).toEqual([
      {
        sessionId: recordSessionId,
        recordItemIndex: 1,
        updatedSummary: record.updatedSummary,
        savedToDatabaseAt: record.saved!.at,
        documents: record.results.map((result) => ({
          documentId: result.documentId,
          fileName: 'NFA letter.pdf',
          verdict: result.db_closure_verdict,
          confidence: result.confidence,
          summary: result.summary,
          evidence: result.evidence,
          extracted: {
            case_ids: result.extracted.case_ids,
            agency_names: result.extracted.agency_names,
            key_dates: { closure_date: result.extracted.key_dates.closure_date },
          },
        })),
      },
    ]);
    expect(facts.recordAnalyses[0]!.documents[0]!.evidence.every(({ page }) => page !== null && page >= 1)).toBe(true);
  }, 120_000);

  it("never answers with another organization's sessions", async () => {
    const { projectId, sessionId } = await reviewedProject();
    // A session of the same project id stored for another organization, with a done review.
    const done = await review.ctx.documents.findOne({ sessionId, status: 'done' });
    await review.ctx.sessions.insertOne({
      _id: 'rival-session',
      projectId,
      organizationId: 'org-rival',
      existingSummary: '',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await review.ctx.documents.insertOne({ ...done!, _id: 'rival-document', sessionId: 'rival-session', organizationId: 'org-rival', name: 'rival.txt' });

    expect((await findings(projectId)).phase1Reviews.map(({ fileName }) => fileName)).toEqual([REPORT_NAME]);
    const theirs = await findings(projectId, 'org-rival');
    expect(theirs.phase1Reviews.map(({ sessionId: id, fileName }) => [id, fileName])).toEqual([['rival-session', 'rival.txt']]);
    expect(theirs.recordAnalyses).toEqual([]);

    const rivalProject = await review.openSession(rival, 'org-rival');
    expect(await findings(rivalProject.projectId)).toEqual({ phase1Reviews: [], recordAnalyses: [] });
    expect(await findings('0123456789abcdef01234567')).toEqual({ phase1Reviews: [], recordAnalyses: [] });
  }, 120_000);

  it('answers only the internal token, and refuses a bad project id or a missing organization', async () => {
    const path = findingsPath('0123456789abcdef01234567', 'org-acme');
    expect(await review.call('GET', path)).toMatchObject({ status: 401, json: { code: 'UNAUTHORIZED' } });
    expect(await review.call('GET', path, { token: owner })).toMatchObject({ status: 401, json: { code: 'UNAUTHORIZED' } });
    expect(await review.call('GET', findingsPath('not-a-project', 'org-acme'), { token: TEST_INTERNAL_TOKEN })).toMatchObject({
      status: 400,
      json: { code: 'VALIDATION_FAILED' },
    });
    const noOrganization = await review.call('GET', '/internal/review/projects/0123456789abcdef01234567/findings', { token: TEST_INTERNAL_TOKEN });
    expect(noOrganization).toMatchObject({ status: 400, json: { code: 'VALIDATION_FAILED' } });
  });
});
