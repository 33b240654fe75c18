import { readFile } from 'node:fs/promises';
import { answerSchema, documentPageSchema, parseAssistantText, phase1SessionSchema } from '@groundwork/contracts';
import { headObject } from '@groundwork/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_KINDS } from '../src/use-cases/session-kinds';
import { FIXTURES, fixtureBytes, startReview, type TestReview } from './review-fixture';

const NOTHING_TO_ANSWER_FROM = { answer: SESSION_KINDS.phase1.nothingToAnswer, quotes: [], confidence: 0 };

let review: TestReview;
let owner: string;
beforeAll(async () => {
  review = await startReview();
  ({ owner } = await review.accounts());
});
afterAll(() => review.close());

const truth = async (name: string) => JSON.parse(await readFile(new URL(`${name}.truth.json`, FIXTURES), 'utf8'));
const session = async (sessionId: string) =>
  phase1SessionSchema.parse((await review.call('GET', `/api/phase1-review/session/${sessionId}`, { token: owner })).json);
const ask = (sessionId: string, question: string) => review.call('POST', `/api/phase1-review/session/${sessionId}/ask`, { token: owner, body: { question } });

describe('Phase I analysis', () => {
  it('analyses good reports to done with a result each, and fails a corrupt PDF with its reason', async () => {
    const { sessionId } = await review.openSession(owner);
    const uploaded = await review.upload(owner, sessionId, [
      { name: 'esa-01.pdf', bytes: await fixtureBytes('phase1_esa_01_a_recs_present.pdf') },
      { name: 'broken.pdf', bytes: '%PDF-1.7\n1 0 obj << /Type /Catalog >>\nthis is not really a PDF at all\n' },
      { name: 'esa-03.txt', bytes: await fixtureBytes('phase1_esa_03_a_hrecs_present.txt') },
    ]);
    expect(uploaded.status, uploaded.text).toBe(201);
    expect(await review.runDueJobs()).toBe(3);

    const view = await session(sessionId);
    expect(view.documents.map(({ name, status, progress }) => ({ name, status, progress }))).toEqual([
      { name: 'esa-01.pdf', status: 'done', progress: 100 },
      { name: 'broken.pdf', status: 'failed', progress: expect.any(Number) },
      { name: 'esa-03.txt', status: 'done', progress: 100 },
    ]);
    expect(view.documents[1]!.error).toMatch(/damaged/);
    // The offline engine on the shared fixtures: the decisions their truth files state.
    expect(view.documents[0]!.pageCount).toBe((await truth('phase1_esa_01_a_recs_present')).page_count);
    expect(view.results.map((result) => [result.file.name, result.decision, result.engine])).toEqual([
      ['esa-01.pdf', (await truth('phase1_esa_01_a_recs_present')).overallDecision, 'offline'],
      ['esa-03.txt', (await truth('phase1_esa_03_a_hrecs_present')).overallDecision, 'offline'],
    ]);
    expect(view.analyzing).toBe(false);
    expect(view.fileCount).toBe(3);
    expect(view.overallDecision).toBe('RECs_PRESENT');
    const paragraphs = view.updatedSummary!.split('\n\n');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toMatch(/^esa-01\.pdf: RECs Present/);
    expect(paragraphs[1]).toMatch(/^esa-03\.txt: HRECs Present/);
    const failedJob = await review.db.collection('jobs').findOne({ _id: view.documents[1]!.documentId as never });
    expect(failedJob).toBeNull();
    const jobs = await review.db.collection('jobs').find({ 'payload.sessionId': sessionId }).toArray();
    expect(jobs.map((job) => job.status).sort()).toEqual(['COMPLETED', 'COMPLETED', 'FAILED']);
    expect(jobs.find((job) => job.status === 'FAILED')).toMatchObject({ attempts: 1 });

    const { documentId } = view.documents[0]!;
    const page = await review.call('GET', `/api/phase1-review/session/${sessionId}/documents/${documentId}/pages/1`, { token: owner });
    expect(page.status).toBe(200);
    expect(documentPageSchema.parse(page.json)).toMatchObject({ documentId, name: 'esa-01.pdf', page: 1, pageCount: view.documents[0]!.pageCount });
    expect(page.json.text.length).toBeGreaterThan(20);
    const beyond = await review.call('GET', `/api/phase1-review/session/${sessionId}/documents/${documentId}/pages/999`, { token: owner });
    expect(beyond).toMatchObject({ status: 404, json: { code: 'PAGE_NOT_FOUND' } });
    const unknown = await review.call('GET', `/api/phase1-review/session/${sessionId}/documents/nope/pages/1`, { token: owner });
    expect(unknown).toMatchObject({ status: 404, json: { code: 'DOCUMENT_NOT_FOUND' } });
    expect(await review.ctx.pages.countDocuments({ documentId })).toBe(view.documents[0]!.pageCount);
  }, 120_000);

  it('answers from nothing before any report is analysed, then from the reports, with the history kept', async () => {
    const { sessionId } = await review.openSession(owner);
    const early = await ask(sessionId, '  Are there RECs?  ');
    expect(early.status).toBe(200);
    expect(early.json).toEqual(NOTHING_TO_ANSWER_FROM);

    await review.upload(owner, sessionId, [{ name: 'esa-03.txt', bytes: await fixtureBytes('phase1_esa_03_a_hrecs_present.txt') }]);
    await review.runDueJobs();
    const answered = await ask(sessionId, 'What is the subject property address?');
    expect(answered.status).toBe(200);
    expect(answerSchema.parse(answered.json).quotes.length).toBeGreaterThan(0);
    expect(answered.json.quotes[0]).toMatchObject({ page: expect.any(Number) });

    const { history } = await session(sessionId);
    expect(history.map(({ role }) => role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(history[0]).toMatchObject({ text: 'Are there RECs?', at: expect.any(String) });
    expect(parseAssistantText(history[1]!.text)).toEqual(NOTHING_TO_ANSWER_FROM);
    expect(parseAssistantText(history[3]!.text)).toEqual(answered.json);
  }, 60_000);

  it('keeps the last 200 history entries', async () => {
    const { sessionId } = await review.openSession(owner);
    const old = Array.from({ length: 205 }, (_, index) => ({
      _id: `old-${index}`,
      sessionId,
      role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
      text: `entry ${index}`,
      at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
      turn: index % 2,
    }));
    await review.ctx.history.insertMany(old);
    expect((await ask(sessionId, 'One more?')).status).toBe(200);
    const { history } = await session(sessionId);
    expect(history).toHaveLength(200);
    expect(history.at(-2)).toMatchObject({ role: 'user', text: 'One more?' });
    expect(history[0]!.text).toBe('entry 7');
    expect(await review.ctx.history.countDocuments({ sessionId })).toBe(200);
  });

  it('streams a 12 MB report to storage (a multipart S3 upload) and serves it back whole', async () => {
    const { sessionId } = await review.openSession(owner);
    const line = 'Phase I Environmental Site Assessment. No recognized environmental conditions were identified.\n';
    const big = line.repeat(Math.ceil((12 * 1024 * 1024) / line.length));
    const res = await review.upload(owner, sessionId, [{ name: 'big.txt', bytes: big }]);
    expect(res.status, res.text).toBe(201);
    const [document] = res.json.documents;
    expect(document).toMatchObject({ size: big.length, format: 'txt' });
    const stored = await review.ctx.documents.findOne({ _id: document.documentId });
    expect(await headObject(review.store, stored!.s3Key)).toMatchObject({ size: big.length });
    const file = await review.app.request(`/api/phase1-review/session/${sessionId}/documents/${document.documentId}/file`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(file.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await file.text()).length).toBe(big.length);
  }, 60_000);

  it('gives a question REVIEW_ASK_TIMEOUT_MS, then answers 504 and records nothing', async () => {
    const slow = await startReview({
      askTimeoutMs: 200,
      reviewer: {
        ...review.ctx.reviewer,
        ask: (_documents, _question, { signal } = {}) => new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
      },
    });
    try {
      const token = (await slow.accounts()).owner;
      const { sessionId } = await slow.openSession(token);
      await slow.upload(token, sessionId, [{ name: 'esa-06.txt', bytes: await fixtureBytes('phase1_esa_06_d_hrecs_present.txt') }]);
      await slow.runDueJobs();
      const res = await slow.call('POST', `/api/phase1-review/session/${sessionId}/ask`, { token, body: { question: 'Any RECs?' } });
      expect(res).toMatchObject({ status: 504, json: { code: 'ASK_TIMEOUT' } });
      expect(await slow.ctx.history.countDocuments({ sessionId })).toBe(0);
    } finally {
      await slow.close();
    }
  }, 60_000);
});
