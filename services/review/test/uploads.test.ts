import { uploadResultSchema } from '@groundwork/contracts';
import { listObjectKeys } from '@groundwork/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureBytes, startReview, type TestReview } from './review-fixture';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const MAX_FILE_BYTES = 100_000;

let review: TestReview;
let owner: string;
let viewer: string;
beforeAll(async () => {
  review = await startReview({ maxFileBytes: MAX_FILE_BYTES });
  ({ owner, viewer } = await review.accounts());
});
afterAll(() => review.close());

const storedKeys = (sessionId: string) => listObjectKeys(review.store, `review/org-acme/${sessionId}/`);

describe('Phase I report uploads', () => {
  it('stores each report under its session, recognised by content, queued with one job each', async () => {
    const { sessionId } = await review.openSession(owner);
    const docx = await fixtureBytes('phase1_esa_02_a_no_recs.docx');
    const res = await review.upload(owner, sessionId, [
      { name: 'esa.txt', bytes: await fixtureBytes('phase1_esa_03_a_hrecs_present.txt') },
      { name: 'esa-renamed.pdf', bytes: docx, field: 'file' },
      { name: 'notes', bytes: 'Phase I ESA notes\nNo RECs were identified.', field: 'files[]' },
    ]);
    expect(res.status, res.text).toBe(201);
    const { documents } = uploadResultSchema.parse(res.json);
    expect(documents.map(({ name, format, status, progress, size }) => ({ name, format, status, progress, size }))).toEqual([
      { name: 'esa.txt', format: 'txt', status: 'queued', progress: 0, size: expect.any(Number) },
      { name: 'esa-renamed.pdf', format: 'docx', status: 'queued', progress: 0, size: docx.length },
      { name: 'notes', format: 'txt', status: 'queued', progress: 0, size: 42 },
    ]);
    expect((await storedKeys(sessionId)).sort()).toEqual(
      documents.map((document) => `review/org-acme/${sessionId}/${document.documentId}/${document.name}`).sort(),
    );
    const jobs = await review.db.collection('jobs').find({ 'payload.sessionId': sessionId }).toArray();
    expect(jobs.map((job) => job.type)).toEqual(['phase1-review.analyze', 'phase1-review.analyze', 'phase1-review.analyze']);

    const session = (await review.call('GET', `/api/phase1-review/session/${sessionId}`, { token: owner })).json;
    expect(session).toMatchObject({ fileCount: 3, analyzing: true, results: [], overallDecision: null });

    const file = await review.app.request(`/api/phase1-review/session/${sessionId}/documents/${documents[1]!.documentId}/file`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(file.headers.get('content-disposition')).toBe(`inline; filename="esa-renamed.pdf"; filename*=UTF-8''esa-renamed.pdf`);
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(docx))).toBe(true);
  });

  it('refuses 21 files at once and keeps none of them', async () => {
    const { sessionId } = await review.openSession(owner);
    const files = Array.from({ length: 21 }, (_, index) => ({ name: `report-${index + 1}.txt`, bytes: `Phase I report ${index + 1}` }));
    const res = await review.upload(owner, sessionId, files);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'TOO_MANY_FILES', message: 'Maximum 20 files allowed per upload' });
    expect(await storedKeys(sessionId)).toEqual([]);
    expect(await review.ctx.documents.countDocuments({ sessionId })).toBe(0);
    expect((await review.upload(owner, sessionId, files.slice(0, 20))).status).toBe(201);
  });

  it('refuses an upload without files', async () => {
    const { sessionId } = await review.openSession(owner);
    const form = new FormData();
    form.append('note', 'no file here');
    const res = await review.app.request(`/api/phase1-review/session/${sessionId}/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'NO_FILES', message: 'Please select at least one Phase 1 report to analyze' });
    const json = await review.call('POST', `/api/phase1-review/session/${sessionId}/upload`, { token: owner, body: {} });
    expect(json.status).toBe(415);
    for (const [contentType, rawBody] of [
      ['multipart/form-data', '--x\r\n'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\ncut off'],
    ]) {
      const broken = await review.call('POST', `/api/phase1-review/session/${sessionId}/upload`, {
        token: owner,
        rawBody,
        headers: { 'content-type': contentType! },
      });
      expect(broken, contentType).toMatchObject({ status: 400, json: { code: 'INVALID_MULTIPART' } });
    }
    expect(await storedKeys(sessionId)).toEqual([]);
  });

  it('refuses a PNG named .pdf by its content, and keeps nothing of the upload', async () => {
    const { sessionId } = await review.openSession(owner);
    const res = await review.upload(owner, sessionId, [
      { name: 'good.txt', bytes: 'Phase I Environmental Site Assessment' },
      { name: 'site-photo.pdf', bytes: PNG },
    ]);
    expect(res.status).toBe(415);
    expect(res.json).toMatchObject({
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'site-photo.pdf looks like a PNG image; upload a PDF, Word (.doc, .docx) or text file.',
    });
    expect(await storedKeys(sessionId)).toEqual([]);
  });

  it('refuses a file over the size limit, naming it and its size in MB', async () => {
    const { sessionId } = await review.openSession(owner);
    const res = await review.upload(owner, sessionId, [
      { name: 'small.txt', bytes: 'Phase I' },
      { name: 'huge report.txt', bytes: 'a'.repeat(250_000) },
    ]);
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'huge report.txt is 0.24 MB; the limit is 0.10 MB per file.' });
    expect(await storedKeys(sessionId)).toEqual([]);
  });

  it('refuses uploads to an archived project (409) and from a viewer (403)', async () => {
    const { sessionId } = await review.openSession(owner, 'org-acme', { archived: true });
    const archived = await review.upload(owner, sessionId, [{ name: 'a.txt', bytes: 'Phase I' }]);
    expect(archived).toMatchObject({ status: 409, json: { code: 'PROJECT_ARCHIVED' } });
    const open = await review.openSession(owner);
    expect((await review.upload(viewer, open.sessionId, [{ name: 'a.txt', bytes: 'Phase I' }])).status).toBe(403);
    expect(await storedKeys(sessionId)).toEqual([]);
  });
});
