import { apiErrorBodySchema, phase1SessionSchema } from '@groundwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReview, type TestReview } from './review-fixture';

let review: TestReview;
let owner: string;
let viewer: string;
let rival: string;
beforeAll(async () => {
  review = await startReview();
  ({ owner, viewer, rival } = await review.accounts());
});
afterAll(() => review.close());

const open = (token: string, body: unknown) => review.call('POST', '/api/phase1-review/session', { token, body });

describe('Phase I review sessions', () => {
  it("creates a project's session, resumes it next time, and starts a fresh one on request", async () => {
    const projectId = review.projects.addProject('org-acme');
    const first = await open(owner, { projectId, existingSummary: '' });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ sessionId: expect.any(String), resumed: false });
    expect((await open(viewer, { projectId })).json).toEqual({ sessionId: first.json.sessionId, resumed: true });
    const fresh = await open(owner, { projectId, fresh: true });
    expect(fresh.json).toEqual({ sessionId: expect.any(String), resumed: false });
    expect(fresh.json.sessionId).not.toBe(first.json.sessionId);
    expect((await open(owner, { projectId })).json).toEqual({ sessionId: fresh.json.sessionId, resumed: true });

    const session = await review.call('GET', `/api/phase1-review/session/${fresh.json.sessionId}`, { token: viewer });
    expect(session.status).toBe(200);
    expect(phase1SessionSchema.parse(session.json)).toMatchObject({
      sessionId: fresh.json.sessionId,
      projectId,
      fileCount: 0,
      overallDecision: null,
      updatedSummary: null,
      results: [],
      history: [],
      documents: [],
      analyzing: false,
    });
  });

  it("is 404 for a project of another organization, and for another organization's session", async () => {
    const projectId = review.projects.addProject('org-acme');
    const refused = await open(rival, { projectId });
    expect(refused.status).toBe(404);
    expect(apiErrorBodySchema.parse(refused.json)).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
    expect((await open(owner, { projectId: 'no-such-project' })).json).toMatchObject({ code: 'PROJECT_NOT_FOUND' });

    const { sessionId } = (await open(owner, { projectId })).json;
    for (const [method, path] of [
      ['GET', `/api/phase1-review/session/${sessionId}`],
      ['POST', `/api/phase1-review/session/${sessionId}/ask`],
      ['GET', `/api/phase1-review/session/${sessionId}/documents/x/pages/1`],
      ['GET', `/api/phase1-review/session/${sessionId}/documents/x/file`],
    ] as const) {
      const res = await review.call(method, path, { token: rival, body: method === 'POST' ? { question: 'Any RECs?' } : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json).toMatchObject({ code: 'SESSION_NOT_FOUND' });
    }
    expect((await review.upload(rival, sessionId, [{ name: 'a.txt', bytes: 'text' }])).json).toMatchObject({ code: 'SESSION_NOT_FOUND' });
    expect((await review.call('GET', '/api/phase1-review/session/unknown-session', { token: owner })).json).toMatchObject({ code: 'SESSION_NOT_FOUND' });
  });

  it('answers bad and hostile bodies with the error shape', async () => {
    const projectId = review.projects.addProject('org-acme');
    const cases = [
      { rawBody: '{"projectId":', status: 400, code: 'INVALID_JSON' },
      { rawBody: JSON.stringify({ projectId, extra: 1 }), status: 400, code: 'VALIDATION_FAILED' },
      { rawBody: '{"__proto__":{"x":1},"projectId":"p"}', status: 400, code: 'FORBIDDEN_KEY' },
      { rawBody: `${'['.repeat(100)}${']'.repeat(100)}`, status: 400, code: 'JSON_TOO_DEEP' },
    ];
    for (const { rawBody, status, code } of cases) {
      const res = await review.call('POST', '/api/phase1-review/session', { token: owner, rawBody });
      expect(res.status, rawBody.slice(0, 40)).toBe(status);
      expect(apiErrorBodySchema.parse(res.json)).toMatchObject({ code });
    }
    const plain = await review.call('POST', '/api/phase1-review/session', { token: owner, rawBody: 'projectId', headers: { 'content-type': 'text/plain' } });
    expect(plain.status).toBe(415);
    const huge = await review.call('POST', '/api/phase1-review/session', { token: owner, body: { projectId, existingSummary: 'x'.repeat(2_000_000) } });
    expect(huge).toMatchObject({ status: 413, json: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it("validates questions with the schema's messages", async () => {
    const { sessionId } = await review.openSession(owner);
    const blank = await review.call('POST', `/api/phase1-review/session/${sessionId}/ask`, { token: owner, body: { question: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toContain('Please enter a question');
    const long = await review.call('POST', `/api/phase1-review/session/${sessionId}/ask`, { token: owner, body: { question: 'x'.repeat(2001) } });
    expect(long.status).toBe(400);
    expect(long.json.message).toContain('A question may have at most 2000 characters');
  });
});
