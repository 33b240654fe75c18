import { readFile } from 'node:fs/promises';
import { isQuoteOnPage } from '@groundwork/ai';
import { answerSchema, regulatoryAnalysisSessionSchema, saveToDatabaseResultSchema } from '@groundwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, fixtureBytes, startReview, type TestReview } from './review-fixture';

let review: TestReview;
let owner: string;
let viewer: string;
let rival: string;
beforeAll(async () => {
  review = await startReview();
  ({ owner, viewer, rival } = await review.accounts());
});
afterAll(() => review.close());

const truth = async (name: string) => JSON.parse(await readFile(new URL(`${name}.truth.json`, FIXTURES), 'utf8'));
const base = (sessionId: string) => `/api/regulatory-analysis/session/${sessionId}`;
const session = async (sessionId: string, token = owner) => regulatoryAnalysisSessionSchema.parse((await review.call('GET', base(sessionId), { token })).json);
const save = (sessionId: string, { token = owner, version }: { token?: string; version?: string } = {}) =>
  review.call('POST', `${base(sessionId)}/save-to-database`, { token, headers: version ? { 'if-match': `"${version}"` } : {} });

const RECORD_SUMMARY = 'TRIANGLE TRUCK TERMINAL, 410 INDUSTRIAL WAY. LUST. Facility ID: RZ-057217. Status: open when the report was printed.';

/** A project whose regulatory database results hold three records, the second the Triangle Truck Terminal. */
function projectWithRecords() {
  const projectId = review.projects.addProject('org-acme', []);
  const stored = review.studies.addResults(projectId, 'org-acme', ['First record.', RECORD_SUMMARY, 'Third record.']);
  return { projectId, ...stored };
}

/** An analysed session of record 1 with the NFA letter and the open-status notice of the fixtures. */
async function analysedSession() {
  const { projectId, version } = projectWithRecords();
  const { sessionId } = await review.openRecordSession(owner, { projectId, recordItemIndex: 1, existingSummary: RECORD_SUMMARY });
  const uploaded = await review.upload(
    owner,
    sessionId,
    [
      { name: 'nfa.pdf', bytes: await fixtureBytes('supporting_doc_01_a_nfa_letter.pdf') },
      { name: 'status.txt', bytes: await fixtureBytes('supporting_doc_02_a_open_status.txt') },
    ],
    'regulatory',
  );
  expect(uploaded.status, uploaded.text).toBe(201);
  expect(await review.runDueJobs()).toBe(2);
  return { projectId, sessionId, version };
}

describe('regulatory analysis sessions', () => {
  it('opens one session per record, resumes it for the same narrative, and starts afresh for another', async () => {
    const { projectId } = projectWithRecords();
    const first = await review.openRecordSession(owner, { projectId, recordItemIndex: 1, existingSummary: RECORD_SUMMARY });
    expect(first.resumed).toBe(false);
    expect(await review.openRecordSession(owner, { projectId, recordItemIndex: 1, existingSummary: RECORD_SUMMARY })).toEqual({ ...first, resumed: true });
    const other = await review.openRecordSession(owner, { projectId, recordItemIndex: 2, existingSummary: 'Third record.' });
    expect(other.sessionId).not.toBe(first.sessionId);
    const fresh = await review.openRecordSession(owner, { projectId, recordItemIndex: 1, existingSummary: RECORD_SUMMARY, fresh: true });
    expect(fresh.sessionId).not.toBe(first.sessionId);

    const view = await session(first.sessionId);
    expect(view).toMatchObject({
      projectId,
      recordItemIndex: 1,
      existingSummary: RECORD_SUMMARY,
      fileCount: 0,
      overallDecision: null,
      updatedSummary: null,
      saved: null,
    });
    // Another organization's caller learns nothing, not even that it exists.
    expect(await review.call('GET', base(first.sessionId), { token: rival })).toMatchObject({ status: 404, json: { code: 'SESSION_NOT_FOUND' } });
    // A phase 1 session id is not a record session.
    const phase1 = await review.openSession(owner);
    expect(await review.call('GET', base(phase1.sessionId), { token: owner })).toMatchObject({ status: 404, json: { code: 'SESSION_NOT_FOUND' } });
  });

  it('refuses a bad record index and a project of another organization', async () => {
    const { projectId } = projectWithRecords();
    const negative = await review.call('POST', '/api/regulatory-analysis/session', { token: owner, body: { projectId, recordItemIndex: -1 } });
    expect(negative).toMatchObject({ status: 400, json: { code: 'VALIDATION_FAILED' } });
    const extra = await review.call('POST', '/api/regulatory-analysis/session', { token: owner, body: { projectId, recordItemIndex: 0, admin: true } });
    expect(extra.status).toBe(400);
    const theirs = await review.call('POST', '/api/regulatory-analysis/session', { token: rival, body: { projectId, recordItemIndex: 0 } });
    expect(theirs).toMatchObject({ status: 404, json: { code: 'PROJECT_NOT_FOUND' } });
    const anonymous = await review.call('POST', '/api/regulatory-analysis/session', { body: { projectId, recordItemIndex: 0 } });
    expect(anonymous).toMatchObject({ status: 401, json: { message: 'Not authenticated' } });
  });
});

describe('regulatory analysis of agency documents', () => {
  it("reads each letter for the record's closure, with evidence on its page, and keeps the record's facts in the updated summary", async () => {
    const { sessionId } = await analysedSession();
    const view = await session(sessionId);
    expect(view.analyzing).toBe(false);
    expect(view.fileCount).toBe(2);
    const nfaTruth = await truth('supporting_doc_01_a_nfa_letter');
    const statusTruth = await truth('supporting_doc_02_a_open_status');
    const [nfa, status] = view.results;
    expect(nfa).toMatchObject({
      file: { name: 'nfa.pdf' },
      db_closure_verdict: nfaTruth.db_closure_verdict,
      extracted: { case_ids: nfaTruth.case_ids, key_dates: { closure_date: nfaTruth.closure_date } },
    });
    expect(new Set(nfa!.extracted.agency_names)).toEqual(new Set(nfaTruth.agency_names));
    // The status notice (NOT_CONFIRMED on its own) is of another case than the record's: inconclusive for this record.
    expect(statusTruth.db_closure_verdict).toBe('NOT_CONFIRMED');
    expect(status).toMatchObject({ file: { name: 'status.txt' }, db_closure_verdict: 'INCONCLUSIVE' });
    // Every evidence quote stands on the page it names, in the text the service stored.
    for (const result of view.results) {
      expect(result.evidence.length).toBeGreaterThan(0);
      for (const { page, quote } of result.evidence) {
        const stored = await review.ctx.pages.findOne({ _id: `${result.documentId}:${page}` });
        expect(isQuoteOnPage({ pages: [{ page: page!, text: stored!.text }] }, quote, page!), `${result.file.name} p. ${page}: ${quote}`).toBe(true);
      }
    }
    expect(status!.warnings.join(' ')).toMatch(/GD-469244/);
    expect(view.overallDecision).toBe('CONFIRMED_CLOSED');
    expect(view.updatedSummary!.startsWith(RECORD_SUMMARY)).toBe(true);
    expect(view.updatedSummary).toContain('nfa.pdf');
    expect(view.updatedSummary).toContain(nfa!.evidence[0]!.quote);

    const page = await review.call('GET', `${base(sessionId)}/documents/${nfa!.documentId}/pages/1`, { token: owner });
    expect(page).toMatchObject({ status: 200, json: { name: 'nfa.pdf', page: 1 } });
    const file = await review.app.request(`${base(sessionId)}/documents/${nfa!.documentId}/file`, { headers: { authorization: `Bearer ${owner}` } });
    expect(file.headers.get('content-type')).toBe('application/pdf');
  }, 120_000);

  it('answers questions from the letters with quotes, and from nothing before any is analysed', async () => {
    const { projectId } = projectWithRecords();
    const { sessionId } = await review.openRecordSession(owner, { projectId, recordItemIndex: 0 });
    const early = await review.call('POST', `${base(sessionId)}/ask`, { token: owner, body: { question: 'Is the case closed?' } });
    expect(early.json).toEqual({ answer: "Upload the record's documents first: there is nothing to answer from yet.", quotes: [], confidence: 0 });
    await review.upload(owner, sessionId, [{ name: 'nfa.pdf', bytes: await fixtureBytes('supporting_doc_01_a_nfa_letter.pdf') }], 'regulatory');
    await review.runDueJobs();
    const answered = await review.call('POST', `${base(sessionId)}/ask`, { token: owner, body: { question: 'When was the case closed?' } });
    expect(answered.status).toBe(200);
    expect(answerSchema.parse(answered.json).quotes.length).toBeGreaterThan(0);
    expect((await session(sessionId)).history.map(({ role }) => role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    const blank = await review.call('POST', `${base(sessionId)}/ask`, { token: owner, body: { question: '   ' } });
    expect(blank.status).toBe(400);
  }, 60_000);

  it('fails a corrupt letter with its reason and refuses a wrong file type', async () => {
    const { projectId } = projectWithRecords();
    const { sessionId } = await review.openRecordSession(owner, { projectId, recordItemIndex: 0 });
    const refused = await review.upload(
      owner,
      sessionId,
      [{ name: 'photo.png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0]) }],
      'regulatory',
    );
    expect(refused.status).toBe(415);
    const uploaded = await review.upload(owner, sessionId, [{ name: 'broken.pdf', bytes: '%PDF-1.7\nnot really a PDF\n' }], 'regulatory');
    expect(uploaded.status).toBe(201);
    await review.runDueJobs();
    const view = await session(sessionId);
    expect(view.documents[0]).toMatchObject({ status: 'failed', error: expect.stringMatching(/damaged/) });
    expect(view.updatedSummary).toBeNull();
  }, 60_000);
});

describe('saving an analysis into the record', () => {
  it("replaces the record's narrative over the version the page loaded, keeps the previous one, and remembers the save", async () => {
    const { projectId, sessionId, version } = await analysedSession();
    const expected = (await session(sessionId)).updatedSummary!;
    const saved = await save(sessionId, { version });
    expect(saved.status, saved.text).toBe(200);
    expect(saveToDatabaseResultSchema.parse(saved.json)).toMatchObject({ updatedSummary: expected, itemIndex: 1, previousNarrative: RECORD_SUMMARY });
    expect(review.studies.narrativeOf(projectId, 1)).toBe(expected);
    expect(review.studies.narrativeOf(projectId, 0)).toBe('First record.');
    expect(review.studies.kept.at(-1)).toMatchObject({ projectId, itemIndex: 1, previous: RECORD_SUMMARY, source: { kind: 'regulatory-analysis', sessionId } });
    expect(saved.json.version).toBe(review.studies.versionOf(projectId));
    expect((await session(sessionId)).saved).toMatchObject({ summary: expected, by: 'olivia@acme.example', version: saved.json.version });

    // A second save over the version this page loaded (now stale) loses nothing: 409 with the reason.
    const stale = await save(sessionId, { version });
    expect(stale).toMatchObject({ status: 409, json: { code: 'NARRATIVE_VERSION_CONFLICT', message: expect.stringMatching(/changed by another save/) } });
    expect(review.studies.narrativeOf(projectId, 1)).toBe(expected);
    // Coming back from the database tab with the saved narrative resumes this analysis.
    expect((await review.openRecordSession(owner, { projectId, recordItemIndex: 1, existingSummary: expected })).sessionId).toBe(sessionId);
  }, 120_000);

  it('saves nothing before a document is analysed, for a viewer, or when the studies service is down', async () => {
    const { projectId } = projectWithRecords();
    const { sessionId: empty } = await review.openRecordSession(owner, { projectId, recordItemIndex: 1, existingSummary: RECORD_SUMMARY, fresh: true });
    expect(await save(empty)).toMatchObject({ status: 409, json: { code: 'NOTHING_TO_SAVE' } });

    const { projectId: analysed, sessionId } = await analysedSession();
    expect((await save(sessionId, { token: viewer })).status).toBe(403);
    review.studies.setBroken(true);
    try {
      const down = await save(sessionId);
      expect(down).toMatchObject({ status: 503, json: { message: expect.stringMatching(/studies service is unavailable/) } });
    } finally {
      review.studies.setBroken(false);
    }
    expect(review.studies.narrativeOf(analysed, 1)).toBe(RECORD_SUMMARY);
    expect((await session(sessionId)).saved).toBeNull();
  }, 120_000);

  it("says so when the record is not in the project's results", async () => {
    const { projectId } = projectWithRecords();
    const { sessionId } = await review.openRecordSession(owner, { projectId, recordItemIndex: 7 });
    await review.upload(owner, sessionId, [{ name: 'nfa.pdf', bytes: await fixtureBytes('supporting_doc_01_a_nfa_letter.pdf') }], 'regulatory');
    await review.runDueJobs();
    expect(await save(sessionId)).toMatchObject({ status: 404, json: { code: 'RECORD_NOT_FOUND' } });
  }, 60_000);
});
