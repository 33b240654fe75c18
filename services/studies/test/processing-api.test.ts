import { createHash, randomBytes } from 'node:crypto';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { apiErrorBodySchema, cityDirectoryResultSchema, jobSchema, MAX_UPLOAD_BYTES, type CityDirectoryResult } from '@groundwork/contracts';
import { headObject } from '@groundwork/service-kit';
import { makePdf } from '@groundwork/doc-processing/testing/make-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudyExtractor } from '../src/worker/study-job';
import { runDueJobs, startStudies, type TestStudies } from './studies-fixture';

let studies: TestStudies;
let owner: string;
let member: string;
let viewer: string;
let rival: string;
let pdf: Uint8Array;
beforeAll(async () => {
  studies = await startStudies();
  ({ owner, member, viewer, rival } = await studies.accounts());
  pdf = await makePdf((document) => document.text('3054 PACIFIC HWY  TARGET PROPERTY'));
});
afterAll(() => studies.close());

const RESULT: CityDirectoryResult = cityDirectoryResultSchema.parse({
  parsedEntries: [
    {
      id: 'p1-l1-0',
      year: 1987,
      address: '3054 PACIFIC HWY',
      direction: 'subject',
      is_subject: true,
      business_name: 'HARBOR PHOTO LAB',
      phone: '5035550142',
      tags: [{ tag: 'photo processing', keyword: 'PHOTO LAB' }],
      page: 1,
      line: '1987 HARBOR PHOTO LAB',
    },
    { id: 'p1-l2-0', year: 1987, address: '9 ELSEWHERE RD', direction: null, is_subject: false, business_name: 'SMITH JOHN R', phone: null, page: 1 },
  ],
  years: [1987],
});
/** A stand-in extraction: these tests are about the API, the extraction has its own. */
const cannedCd: StudyExtractor = () => ({
  result: RESULT,
  summary: { entries: 2, vacancies: 0, unassigned: 1, tagged: 1, years: 1 },
  warnings: ['No listings were read on page 4 of this report, though it looks like a directory page. Check it against the table.'],
});

const processBody = (s3Key: string, extra: Record<string, unknown> = {}) => ({
  study: 'cd',
  s3Key,
  subjectAddress: '3054 Pacific Hwy',
  adjoiningInfo: [{ address: '3064 Pacific Hwy', direction: 'north', latitude: '45.5', longitude: -122.6 }],
  ...extra,
});

describe('POST /api/processing/upload-url', () => {
  it('signs a POST of one new key per upload under the organization, PDF only, 1 byte to 50 MB in the policy', async () => {
    const first = await studies.call('POST', '/api/processing/upload-url', {
      token: owner,
      body: { filename: 'Directory 1987 (final).pdf', contentType: 'application/pdf' },
    });
    const second = await studies.call('POST', '/api/processing/upload-url', {
      token: owner,
      body: { filename: 'Directory 1987 (final).pdf', contentType: 'application/pdf' },
    });
    expect(first.status).toBe(200);
    expect(first.json.s3Key).toMatch(/^uploads\/org-acme\/[0-9a-f-]{36}\/Directory_1987_final_.pdf$/);
    expect(second.json.s3Key).not.toBe(first.json.s3Key);
    expect(first.json.fields.key).toBe(first.json.s3Key);
    expect(first.json.fields['Content-Type']).toBe('application/pdf');
    const policy = JSON.parse(Buffer.from(first.json.fields.Policy, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, MAX_UPLOAD_BYTES]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'application/pdf']);
    expect(MAX_UPLOAD_BYTES).toBe(52_428_800);
    expect(await studies.ctx.uploads.findOne({ _id: first.json.s3Key })).toMatchObject({ organizationId: 'org-acme', filename: 'Directory 1987 (final).pdf' });
  });

  it('the product route answers the same with the key named key', async () => {
    const res = await studies.call('POST', '/api/city-directory/upload-url', { token: owner, body: { filename: 'cd.pdf', contentType: 'application/pdf' } });
    expect(res.status).toBe(200);
    expect(res.json.key).toMatch(/^uploads\/org-acme\/.+\/cd.pdf$/);
    expect(res.json.s3Key).toBeUndefined();
  });

  it('refuses other content types, hostile bodies and viewers, signing nothing', async () => {
    const before = await studies.ctx.uploads.countDocuments();
    const word = await studies.call('POST', '/api/processing/upload-url', { token: owner, body: { filename: 'a.docx', contentType: 'application/msword' } });
    expect(word.status).toBe(400);
    expect(apiErrorBodySchema.parse(word.json).message).toMatch(/PDF/);
    const cases = [
      { rawBody: '{"filename": "a.pdf", "contentType": ', status: 400 },
      { rawBody: JSON.stringify({ filename: 'a.pdf', contentType: 'application/pdf', extra: 1 }), status: 400 },
      { rawBody: JSON.stringify({ filename: { $gt: '' }, contentType: 'application/pdf' }), status: 400 },
      { rawBody: JSON.stringify({ filename: 'a.pdf', contentType: 'application/pdf' }), headers: { 'content-type': 'text/plain' }, status: 415 },
      { rawBody: JSON.stringify({ filename: 'x'.repeat(9 * 1024 * 1024), contentType: 'application/pdf' }), status: 413 },
    ];
    for (const { status, ...options } of cases) {
      const res = await studies.call('POST', '/api/processing/upload-url', { token: owner, ...options });
      expect(res.status, options.rawBody.slice(0, 60)).toBe(status);
      expect(apiErrorBodySchema.safeParse(res.json).success).toBe(true);
    }
    const denied = await studies.call('POST', '/api/processing/upload-url', { token: viewer, body: { filename: 'a.pdf', contentType: 'application/pdf' } });
    expect(denied.status).toBe(403);
    expect(await studies.ctx.uploads.countDocuments()).toBe(before);
  });
});

describe('POST /api/processing/cd/process', () => {
  it('queues one job per upload: the same upload twice is the same job, with the properties in its payload', async () => {
    const key = await studies.upload(owner, pdf);
    const first = await studies.call('POST', '/api/processing/cd/process', { token: owner, body: processBody(key) });
    const again = await studies.call('POST', '/api/processing/cd/process?study=cd', { token: owner, body: processBody(key) });
    expect(first.status).toBe(200);
    expect(again.json.jobId).toBe(first.json.jobId);
    const job = await studies.ctx.queue.get(first.json.jobId);
    expect(job).toMatchObject({
      status: 'PENDING',
      payload: {
        study: 'cd',
        organizationId: 'org-acme',
        s3Key: key,
        properties: [
          { address: '3054 Pacific Hwy', direction: 'subject' },
          { address: '3064 Pacific Hwy', direction: 'north' },
        ],
      },
    });
    const mismatch = await studies.call('POST', '/api/processing/cd/process', { token: owner, body: processBody(key, { jobId: 'another-job' }) });
    expect(mismatch.status).toBe(409);
    expect(mismatch.json.code).toBe('JOB_MISMATCH');
    const sameJob = await studies.call('POST', '/api/processing/cd/process', {
      token: owner,
      body: processBody(`s3://groundwork-uploads/${key}`, { jobId: first.json.jobId }),
    });
    expect(sameJob.json.jobId).toBe(first.json.jobId);
    await runDueJobs(studies, { cd: cannedCd });
  });

  it('is 404 for a key never issued to the organization, 400 UPLOAD_MISSING before the file arrived, 400 NO_PROPERTIES for an aerial study without properties', async () => {
    const rivalKey = await studies.upload(rival, pdf);
    const stolen = await studies.call('POST', '/api/processing/cd/process', { token: owner, body: processBody(rivalKey) });
    expect(stolen.status).toBe(404);
    const madeUp = await studies.call('POST', '/api/processing/cd/process', { token: owner, body: processBody('uploads/org-acme/x/y.pdf') });
    expect(madeUp.status).toBe(404);
    const target = await studies.call('POST', '/api/processing/upload-url', { token: owner, body: { filename: 'late.pdf', contentType: 'application/pdf' } });
    const missing = await studies.call('POST', '/api/processing/cd/process', { token: owner, body: processBody(target.json.s3Key) });
    expect(missing.status).toBe(400);
    expect(missing.json.code).toBe('UPLOAD_MISSING');
    const key = await studies.upload(owner, pdf);
    const aerial = await studies.call('POST', '/api/processing/cd/process?study=aerial', { token: owner, body: { s3Key: key } });
    expect(aerial.status).toBe(400);
    expect(aerial.json).toMatchObject({ code: 'NO_PROPERTIES', message: 'No adjoining properties found. Please add properties first.' });
    const bad = await studies.call('POST', '/api/processing/cd/process?study=maps', { token: owner, body: { s3Key: key } });
    expect(bad.status).toBe(400);
    const viewerTry = await studies.call('POST', '/api/processing/cd/process', { token: viewer, body: processBody(key) });
    expect(viewerTry.status).toBe(403);
    expect(await studies.ctx.queue.get('x')).toBeNull();
  });

  it("with a projectId a city directory job is the project's run: the project's properties and aliases, completed into the project by the worker", async () => {
    const projectId = studies.projects.addProject('org-acme', [{ address: '10 Main St', direction: 'subject' }]);
    await studies.call('PUT', `/api/projects/${projectId}/city-directory/aliases`, { token: owner, body: { aliases: [{ from: 'HWY 99', to: 'MAIN ST' }] } });
    const key = await studies.upload(member, pdf, 'project-directory.pdf');
    const res = await studies.call('POST', '/api/processing/cd/process', { token: member, body: processBody(key, { projectId }) });
    expect(res.status, res.text).toBe(200);
    const { jobId } = res.json;
    expect((await studies.ctx.queue.get(jobId))?.payload).toMatchObject({
      study: 'cd',
      projectId,
      properties: [{ address: '10 Main St', direction: 'subject' }],
      aliases: [{ from: 'HWY 99', to: 'MAIN ST' }],
    });
    expect((await studies.call('POST', '/api/processing/cd/process', { token: rival, body: processBody(key, { projectId }) })).status).toBe(404);
    await runDueJobs(studies, { cd: cannedCd });
    expect(await studies.ctx.cdRuns.findOne({ _id: jobId })).toMatchObject({
      projectId,
      filename: 'project-directory.pdf',
      status: 'completed',
      reported: true,
    });
    expect(studies.projects.activities(projectId)).toEqual([expect.objectContaining({ summary: 'City directory study finished: project-directory.pdf' })]);
  });

  it('queues a FAILED job again from scratch when the upload is processed again', async () => {
    const key = await studies.upload(owner, pdf);
    const { jobId } = (await studies.call('POST', '/api/processing/cd/process', { token: owner, body: processBody(key) })).json;
    await runDueJobs(studies, {
      cd: () => {
        throw new Error('disk full');
      },
    });
    await studies.ctx.results.deleteOne({ _id: jobId });
    const lease = await studies.ctx.queue.claim('w');
    if (lease) await studies.ctx.queue.fail(lease, new Error('The file is not a PDF.'), { retryable: false });
    await studies.db.collection('jobs').updateOne({ _id: jobId as never }, { $set: { status: 'FAILED', errorMessage: 'The file is not a PDF.' } });
    const again = await studies.call('POST', '/api/processing/cd/process', { token: owner, body: processBody(key) });
    expect(again.json.jobId).toBe(jobId);
    expect(await studies.ctx.queue.get(jobId)).toMatchObject({ status: 'PENDING', attempts: 0, errorMessage: null });
    await runDueJobs(studies, { cd: cannedCd });
    expect((await studies.ctx.queue.get(jobId))?.status).toBe('COMPLETED');
  });
});

describe('GET /api/processing/jobs/{jobId}', () => {
  it('shows a queued job, then the finished one with its key, counts, editedAt and presigned links; never cached', async () => {
    const key = await studies.upload(owner, pdf);
    const { jobId } = (await studies.call('POST', '/api/processing/cd/process', { token: owner, body: processBody(key) })).json;
    const queued = await studies.call('GET', `/api/processing/jobs/${jobId}?study=cd`, { token: viewer });
    expect(queued.headers.get('cache-control')).toBe('no-store');
    expect(queued.json).toEqual({ jobId, status: 'PENDING', progress: 0 });
    await runDueJobs(studies, { cd: cannedCd });

    const plain = jobSchema.parse((await studies.call('GET', `/api/processing/jobs/${jobId}`, { token: owner })).json);
    expect(plain).toMatchObject({ status: 'COMPLETED', progress: 100, artifacts: { parsedKey: `jobs/${jobId}/result.json` }, editedAt: null });
    expect(plain.artifacts?.parsedUrls).toBeUndefined();
    expect(plain.errorMessage).toBeUndefined();

    const full = jobSchema.parse((await studies.call('GET', `/api/processing/jobs/${jobId}?study=cd&summary=1&includePresign=1`, { token: owner })).json);
    expect(full.summary).toEqual({ entries: 2, vacancies: 0, unassigned: 1, tagged: 1, years: 1 });
    expect(full.warnings).toEqual(['No listings were read on page 4 of this report, though it looks like a directory page. Check it against the table.']);
    const result = await (await fetch(full.artifacts!.parsedUrls!.get)).json();
    expect(result.parsedEntries[0].business_name).toBe('HARBOR PHOTO LAB');
    const pages = await (await fetch(full.artifacts!.manifestUrls!.get)).json();
    expect(pages.pageCount).toBe(1);
    expect(pages.pages[0].text).toContain('3054 PACIFIC HWY');
  });

  it('shows FAILED with the readable message, and is 404 for another organization or an unknown id, 400 for bad ids and queries', async () => {
    const key = await studies.upload(owner, new TextEncoder().encode('just text, not a pdf'));
    const { jobId } = (await studies.call('POST', '/api/processing/cd/process', { token: owner, body: processBody(key) })).json;
    await runDueJobs(studies);
    const failed = (await studies.call('GET', `/api/processing/jobs/${jobId}`, { token: owner })).json;
    expect(failed).toMatchObject({ status: 'FAILED', errorMessage: expect.stringMatching(/not a PDF/) });
    expect((await studies.call('GET', `/api/processing/jobs/${jobId}`, { token: rival })).status).toBe(404);
    expect((await studies.call('GET', `/api/processing/jobs/${randomBytes(8).toString('hex')}`, { token: owner })).status).toBe(404);
    expect((await studies.call('GET', '/api/processing/jobs/bad%20id', { token: owner })).status).toBe(400);
    expect((await studies.call('GET', `/api/processing/jobs/${jobId}?summary=maybe`, { token: owner })).status).toBe(400);
    expect((await studies.call('GET', `/api/processing/jobs/${jobId}?other=1`, { token: owner })).status).toBe(400);
  });
});

describe('result links: a presigned GET for everyone, a save link to the service for writers only', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const tokenOf = (link: string) => new URL(link, 'http://gateway.test').searchParams.get('token')!;
  const pathOf = (link: string) => {
    const url = new URL(link, 'http://gateway.test');
    return `${url.pathname}${url.search}`;
  };
  const JSON_HEADERS = { 'content-type': 'application/json' };

  async function finishedJob() {
    const key = await studies.upload(owner, pdf);
    const { jobId } = (await studies.call('POST', '/api/processing/cd/process', { token: owner, body: processBody(key) })).json;
    await runDueJobs(studies, { cd: cannedCd });
    return jobId as string;
  }
  const linksOf = async (jobId: string, token: string, headers?: Record<string, string>) =>
    jobSchema.parse((await studies.call('GET', `/api/processing/jobs/${jobId}?includePresign=1`, { token, headers })).json).artifacts!;
  /** A PUT as the browser sends it to a save link: the whole JSON, no bearer token. */
  const save = (link: string, body: unknown, headers: Record<string, string> = JSON_HEADERS) =>
    studies.call('PUT', pathOf(link), { rawBody: typeof body === 'string' ? body : JSON.stringify(body), headers });
  const resultState = async (jobId: string) => ({
    etag: (await headObject(studies.store, `jobs/${jobId}/result.json`))?.etag,
    record: await studies.ctx.results.findOne({ _id: jobId }),
  });

  it('gives viewers GET links only, writers a save link of the result, and nobody a way to write the pages', async () => {
    const jobId = await finishedJob();
    const linksBefore = await studies.ctx.resultLinks.countDocuments({ jobId });
    const seen = await linksOf(jobId, viewer);
    expect(seen.parsedUrls).toEqual({ get: expect.stringContaining(`jobs/${jobId}/result.json`) });
    expect(seen.manifestUrls).toEqual({ get: expect.stringContaining(`jobs/${jobId}/intake.json`) });
    expect(await studies.ctx.resultLinks.countDocuments({ jobId })).toBe(linksBefore);

    const links = await linksOf(jobId, owner);
    expect(links.parsedUrls!.put).toMatch(new RegExp(`^/api/processing/results/${jobId}\\?token=[A-Za-z0-9_-]{43}$`));
    expect(links.manifestUrls).toEqual({ get: expect.stringContaining(`jobs/${jobId}/intake.json`) });
    const token = tokenOf(links.parsedUrls!.put!);
    const stored = await studies.ctx.resultLinks.findOne({ _id: sha256(token) });
    expect(stored).toMatchObject({ jobId, organizationId: 'org-acme', userId: 'user-olivia' });
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(300_000);
    expect(JSON.stringify(await studies.ctx.resultLinks.find().toArray())).not.toContain(token);
  });

  it('gives a save link relative to the page, whatever origin headers the request forwards', async () => {
    const jobId = await finishedJob();
    const forwarded: Array<Record<string, string>> = [{}, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }, { host: 'evil.example' }];
    for (const headers of forwarded) {
      expect((await linksOf(jobId, owner, headers)).parsedUrls!.put, JSON.stringify(headers)).toMatch(
        new RegExp(`^/api/processing/results/${jobId}\\?token=[A-Za-z0-9_-]{43}$`),
      );
    }
  });

  it('saves an edit through the save link without a bearer token, recording editedAt and the counts at once', async () => {
    const jobId = await finishedJob();
    const { parsedUrls } = await linksOf(jobId, member);
    const edited = { ...RESULT, parsedEntries: [{ ...RESULT.parsedEntries[0]!, business_name: 'HARBOR PHOTO LAB INC' }], editedAt: '2026-11-20T10:00:00.000Z' };
    const saved = await save(parsedUrls!.put!, edited);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toEqual({
      jobId,
      editedAt: '2026-11-20T10:00:00.000Z',
      summary: { entries: 1, vacancies: 0, unassigned: 0, tagged: 1, years: 1, unreadPages: 0 },
      version: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const { etag, record } = await resultState(jobId);
    expect(record).toMatchObject({ etag, editedAt: new Date('2026-11-20T10:00:00.000Z'), summary: { entries: 1 } });
    expect(saved.json.version).toBe(etag?.replaceAll('"', ''));
    expect((await studies.call('GET', `/api/processing/jobs/${jobId}`, { token: viewer })).json.editedAt).toBe('2026-11-20T10:00:00.000Z');
    expect(await (await fetch(parsedUrls!.get)).json()).toEqual(cityDirectoryResultSchema.parse(edited));

    const undated = await save(parsedUrls!.put!, { ...edited, editedAt: null });
    expect(undated.status).toBe(200);
    const now = Date.now();
    expect(Math.abs(new Date(undated.json.editedAt).getTime() - now)).toBeLessThan(60_000);
    expect((await (await fetch(parsedUrls!.get)).json()).editedAt).toBe(undated.json.editedAt);
  });

  it('accepts a result of almost 10 MB; refuses a body that is not a result (400), not application/json (415) or over 10 MB (413), changing nothing', async () => {
    const jobId = await finishedJob();
    const link = (await linksOf(jobId, owner)).parsedUrls!.put!;
    const big = {
      ...RESULT,
      parsedEntries: Array.from({ length: 4700 }, (_, index) => ({ ...RESULT.parsedEntries[1]!, id: `e${index}`, line: 'x'.repeat(2000) })),
    };
    const bigBody = JSON.stringify(big);
    expect(bigBody.length).toBeGreaterThan(9 * 1024 * 1024);
    expect(bigBody.length).toBeLessThan(10 * 1024 * 1024);
    expect((await save(link, bigBody)).status).toBe(200);
    const before = await resultState(jobId);

    const cases: Array<{ body: string; headers?: Record<string, string>; status: number; code: string }> = [
      { body: '{"parsedEntries": "nope"}', status: 400, code: 'VALIDATION_FAILED' },
      { body: '{"parsedEntries": [', status: 400, code: 'INVALID_JSON' },
      { body: '{"parsedEntries": [], "__proto__": {"polluted": true}}', status: 400, code: 'FORBIDDEN_KEY' },
      { body: JSON.stringify(RESULT), headers: { 'content-type': 'text/plain' }, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
      { body: JSON.stringify(RESULT), headers: { 'content-type': 'application/vnd.example+json' }, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
      { body: `{"parsedEntries": [], "pad": "${'y'.repeat(10 * 1024 * 1024)}"}`, status: 413, code: 'PAYLOAD_TOO_LARGE' },
    ];
    for (const { body, headers, status, code } of cases) {
      const res = await save(link, body, headers);
      expect(res.status, `${body.slice(0, 40)} ${JSON.stringify(headers)}`).toBe(status);
      expect(apiErrorBodySchema.parse(res.json).code).toBe(code);
    }
    const invalid = await save(link, { ...RESULT, parsedEntries: [{ ...RESULT.parsedEntries[0]!, year: 'soon' }] });
    expect(invalid.json.message).toMatch(/^Invalid json: parsedEntries\.0\.year: /);
    expect(await resultState(jobId)).toEqual(before);
  });

  it("refuses an unknown, expired or another job's link (403 RESULT_LINK_INVALID) and a malformed token (400); expired links are swept", async () => {
    const jobId = await finishedJob();
    const otherJobId = await finishedJob();
    const link = (await linksOf(jobId, owner)).parsedUrls!.put!;
    const before = await resultState(jobId);
    const madeUp = `/api/processing/results/${jobId}?token=${randomBytes(32).toString('base64url')}`;
    const elsewhere = pathOf(link).replace(jobId, otherJobId);
    for (const target of [madeUp, elsewhere]) {
      const res = await save(target, RESULT);
      expect(res.status, target).toBe(403);
      expect(res.json.code).toBe('RESULT_LINK_INVALID');
    }
    expect((await save(`/api/processing/results/${jobId}?token=short`, RESULT)).status).toBe(400);
    expect((await save(`/api/processing/results/${jobId}`, RESULT)).status).toBe(400);

    await studies.ctx.resultLinks.updateOne({ _id: sha256(tokenOf(link)) }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await save(link, RESULT);
    expect(expired.status).toBe(403);
    expect(expired.json.code).toBe('RESULT_LINK_INVALID');
    expect(await resultState(jobId)).toEqual(before);
    await linksOf(jobId, owner);
    expect(await studies.ctx.resultLinks.findOne({ _id: sha256(tokenOf(link)) })).toBeNull();
  });

  it('restores a deleted result from the extraction copy, untouched again', async () => {
    const jobId = await finishedJob();
    const { parsedUrls } = await linksOf(jobId, owner);
    await save(parsedUrls!.put!, { ...RESULT, parsedEntries: [RESULT.parsedEntries[0]!], editedAt: '2026-11-20T10:00:00.000Z' });
    await studies.store.client.send(new DeleteObjectCommand({ Bucket: studies.store.bucket, Key: `jobs/${jobId}/result.json` }));
    const restored = (await studies.call('GET', `/api/processing/jobs/${jobId}?includePresign=1&summary=1`, { token: owner })).json;
    expect(restored.editedAt).toBeNull();
    expect(restored.summary.entries).toBe(2);
    expect((await (await fetch(restored.artifacts.parsedUrls.get)).json()).parsedEntries).toHaveLength(2);
    const { etag, record } = await resultState(jobId);
    expect(record).toMatchObject({ etag, editedAt: null });
  });
});
