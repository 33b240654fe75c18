import {
  apiErrorBodySchema,
  databaseRunListSchema,
  databaseStudyResultSchema,
  databaseStudySummary,
  jobSchema,
  type DatabaseStudyResult,
} from '@groundwork/contracts';
import { makePdf } from '@groundwork/doc-processing/testing/make-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studyCompletionJob } from '../src/jobs';
import { MAX_BODY_BYTES, NARRATIVES_MAX_BODY_BYTES } from '../src/body-limits';
import { STUDY_COMPLETIONS } from '../src/studies/completions';
import { readJsonObject } from '../src/use-cases/study-results';
import type { StudyExtractor } from '../src/worker/study-job';
import { aDatabaseRecord } from './database-records';
import { fixtureBytes, runDueJobs, startStudies, type TestStudies } from './studies-fixture';

let studies: TestStudies;
let owner: string;
let member: string;
let viewer: string;
let rival: string;
let pdf: Uint8Array;
beforeAll(async () => {
  studies = await startStudies();
  ({ owner, member, viewer, rival } = await studies.accounts());
  pdf = await makePdf((document) => document.text('ENVIRONMENTAL RADIUS REPORT'));
});
afterAll(() => studies.close());

const record = aDatabaseRecord;

/** What the stand-in extractor reads from every report: a site and an orphan, for the project's subject. */
const resultFor = (subject: string): DatabaseStudyResult =>
  databaseStudyResultSchema.parse({
    report: { vendor: 'TerraSearch', report_id: '7380909.1s', report_date: '2021-01-06', subject_name: null, subject_address: subject, page_count: 1 },
    database_summary: [
      { db: 'LUST', search_distance_mi: 0.5, counts: { tp: 1, lt_1_8: 0, '1_8_to_1_4': 0, '1_4_to_1_2': 0, '1_2_to_1': null, gt_1: null }, total: 1, page: 3 },
    ],
    items: [
      record('site-1', { address: subject }),
      record('orphan-1', { site_name: 'QUICK CLEAN', target: 'QUICK CLEAN', map_id: null, is_target: false, is_orphan: true, location: 'unmapped' }),
    ],
    narratives: [
      { site_name: 'FORMER SERVICE STATION', address: subject, database_name: 'LUST', distance: 0 },
      { site_name: 'QUICK CLEAN', address: '9 ELM ST', database_name: 'DRYCLEANERS', distance: null },
    ],
    editedAt: null,
  });

/** A stand-in extraction: these tests are about the service; the extractor has its own. */
const cannedDb: StudyExtractor = (_intake, payload) => {
  const result = resultFor(payload.properties.find((property) => property.direction === 'subject')?.address ?? 'NO SUBJECT');
  return { result, summary: databaseStudySummary(result), warnings: [] };
};

const projectWithSubject = (organizationId = 'org-acme') =>
  studies.projects.addProject(organizationId, [
    { address: '1352 Mill Rd', direction: 'subject' },
    { address: '1360 Mill Rd', direction: 'north' },
  ]);

/** Uploads a report and starts the database study of project `projectId` through the processing API. */
async function startDatabaseRun(token: string, projectId: string, filename = 'radius.pdf', bytes: Uint8Array = pdf) {
  const s3Key = await studies.upload(token, bytes, filename);
  return studies.call('POST', '/api/processing/cd/process', {
    token,
    body: { study: 'database', s3Key, projectId, subjectAddress: 'Not The Project, Elsewhere' },
  });
}

const environmental = (projectId: string) => `/api/projects/${projectId}/environmental`;
const makeDue = (jobId: string) => studies.db.collection('jobs').updateOne({ _id: jobId as never }, { $set: { runAfter: new Date(0) } });

describe('regulatory database runs of a project', () => {
  it("queues the study with the project's properties (not the body's) and lists the run; viewers cannot start one, another organization gets 404", async () => {
    const projectId = projectWithSubject();
    const started = await startDatabaseRun(member, projectId);
    expect(started.status, started.text).toBe(200);
    const { jobId } = started.json;
    expect((await studies.ctx.queue.get(jobId))?.payload).toEqual({
      study: 'database',
      organizationId: 'org-acme',
      s3Key: expect.stringMatching(/^uploads\/org-acme\//),
      filename: 'radius.pdf',
      properties: [
        { address: '1352 Mill Rd', direction: 'subject' },
        { address: '1360 Mill Rd', direction: 'north' },
      ],
      aliases: [],
      projectId,
    });
    const listed = await studies.call('GET', `${environmental(projectId)}/jobs`, { token: viewer });
    expect(listed.status).toBe(200);
    expect(databaseRunListSchema.parse(listed.json).items).toEqual([
      { jobId, filename: 'radius.pdf', status: 'PENDING', progress: 0, createdAt: expect.any(String), errorMessage: null },
    ]);

    const { s3Key } = (await studies.ctx.queue.get(jobId))!.payload as { s3Key: string };
    const viewerTry = await studies.call('POST', '/api/processing/cd/process', { token: viewer, body: { study: 'database', s3Key, projectId } });
    expect(viewerTry.status).toBe(403);
    const rivalTry = await startDatabaseRun(rival, projectId);
    expect(rivalTry.status).toBe(404);
    expect(rivalTry.json.code).toBe('PROJECT_NOT_FOUND');
    expect((await studies.call('GET', `${environmental(projectId)}/jobs`, { token: rival })).status).toBe(404);
    expect((await studies.call('GET', `${environmental('not-a-project')}/jobs`, { token: owner })).status).toBe(400);
    const archived = studies.projects.addProject('org-acme', [], { archived: true });
    expect((await startDatabaseRun(owner, archived)).json.code).toBe('PROJECT_ARCHIVED');
    expect(databaseRunListSchema.parse((await studies.call('GET', `${environmental(projectId)}/jobs`, { token: owner })).json).items).toHaveLength(1);
    await runDueJobs(studies, { database: cannedDb });
  });

  it('without a projectId the study runs on the properties of the body, as before, and belongs to no project', async () => {
    const s3Key = await studies.upload(owner, pdf, 'loose.pdf');
    const res = await studies.call('POST', '/api/processing/cd/process', {
      token: owner,
      body: { study: 'database', s3Key, subjectAddress: '1 Main St', adjoiningInfo: [{ address: '3 Main St', direction: 'east' }] },
    });
    expect(res.status, res.text).toBe(200);
    expect((await studies.ctx.queue.get(res.json.jobId))?.payload).toMatchObject({
      study: 'database',
      projectId: null,
      properties: [
        { address: '1 Main St', direction: 'subject' },
        { address: '3 Main St', direction: 'east' },
      ],
    });
    expect(await studies.ctx.dbRuns.findOne({ _id: res.json.jobId })).toBeNull();
    await runDueJobs(studies, { database: cannedDb });
    expect((await studies.ctx.queue.get(res.json.jobId))?.status).toBe('COMPLETED');
  });

  it('the worker completes the run with no browser watching: the narrative stored, the check set and the activity logged once, however often it completes', async () => {
    const projectId = projectWithSubject();
    const { jobId } = (await startDatabaseRun(member, projectId, 'mill-road.pdf')).json;
    const callsBefore = studies.projects.calls.length;
    await runDueJobs(studies, { database: cannedDb });
    expect((await studies.ctx.queue.get(jobId))?.status).toBe('COMPLETED');
    expect(studies.projects.calls.slice(callsBefore).filter((call) => call.method !== 'GET')).toEqual([
      { method: 'PUT', path: `/internal/projects/${projectId}/study-checks`, body: { database: true } },
      {
        method: 'POST',
        path: `/internal/projects/${projectId}/activity`,
        body: {
          type: 'study_finished',
          summary: 'Regulatory database study finished: mill-road.pdf',
          actor: { userId: 'user-mark', email: 'mark@acme.example' },
          idempotencyKey: `db-run:${jobId}`,
        },
      },
    ]);
    const expected = resultFor('1352 Mill Rd');
    const narratives = await studies.call('GET', `${environmental(projectId)}/narratives`, { token: viewer });
    expect(narratives.status).toBe(200);
    expect(narratives.json).toEqual({
      narratives: expected.narratives,
      narrativeData: { items: expected.items },
      jobId,
      updatedAt: expect.any(String),
    });
    expect(studies.projects.studyChecks(projectId)).toMatchObject({ database: true });
    expect(databaseRunListSchema.parse((await studies.call('GET', `${environmental(projectId)}/jobs`, { token: viewer })).json).items).toEqual([
      expect.objectContaining({ jobId, filename: 'mill-road.pdf', status: 'COMPLETED', progress: 100, errorMessage: null }),
    ]);

    // Completing again (a worker taking over, a retried report) stores and reports nothing twice.
    const completion = STUDY_COMPLETIONS.database!;
    expect(await completion.finish(studies.ctx, jobId)).toBeNull();
    await studies.ctx.dbRuns.updateOne({ _id: jobId }, { $set: { reported: false } });
    await completion.report(studies.ctx, jobId);
    await completion.report(studies.ctx, jobId);
    expect(studies.projects.activities(projectId)).toEqual([expect.objectContaining({ summary: 'Regulatory database study finished: mill-road.pdf' })]);
    expect((await studies.call('GET', `${environmental(projectId)}/narratives`, { token: viewer })).json.updatedAt).toBe(narratives.json.updatedAt);
  });

  it('projects service down: the job completes with the narrative stored; the check and activity land from the study-completion job, once', async () => {
    const projectId = projectWithSubject();
    const { jobId } = (await startDatabaseRun(owner, projectId, 'while-down.pdf')).json;
    studies.projects.breakDown(true);
    try {
      await runDueJobs(studies, { database: cannedDb });
      expect((await studies.ctx.queue.get(jobId))?.status).toBe('COMPLETED');
      expect(await studies.ctx.dbRuns.findOne({ _id: jobId })).toMatchObject({ narrativeStored: true, reported: false });
      expect(await studies.ctx.narratives.findOne({ _id: projectId })).toMatchObject({ jobId, items: 2, records: 2 });
      const owed = await studies.db.collection('jobs').findOne({ type: 'study-completion', 'payload.runId': jobId });
      expect(owed).toMatchObject({
        status: 'PENDING',
        attempts: 1,
        payload: { study: 'database', runId: jobId, organizationId: 'org-acme' },
        errorMessage: expect.stringMatching(/projects service is unavailable/),
      });
      await makeDue(String(owed!._id));
      await runDueJobs(studies);
      expect(await studies.ctx.queue.get(String(owed!._id))).toMatchObject({ status: 'PENDING', attempts: 2 });
      expect(studies.projects.activities(projectId)).toEqual([]);
    } finally {
      studies.projects.breakDown(false);
    }
    const owedId = String((await studies.db.collection('jobs').findOne({ type: 'study-completion', 'payload.runId': jobId }))!._id);
    await makeDue(owedId);
    await runDueJobs(studies);
    expect(await studies.ctx.queue.get(owedId)).toMatchObject({ status: 'COMPLETED', attempts: 3 });
    expect(studies.projects.studyChecks(projectId)).toMatchObject({ database: true });
    expect(studies.projects.activities(projectId)).toEqual([
      expect.objectContaining({ summary: 'Regulatory database study finished: while-down.pdf', idempotencyKey: `db-run:${jobId}` }),
    ]);
    expect(await studies.ctx.dbRuns.findOne({ _id: jobId })).toMatchObject({ narrativeStored: true, reported: true });
    await runDueJobs(studies);
    expect(studies.projects.activities(projectId)).toHaveLength(1);
  });

  it('a study-completion job queued before it named its study is a city directory one', () => {
    expect(studyCompletionJob.payload.parse({ organizationId: 'org-acme', runId: 'run-1' })).toEqual({
      organizationId: 'org-acme',
      runId: 'run-1',
      study: 'cd',
    });
  });

  it('keeps the newest narrative: a run writes over an older one, never over one of a run started after it or one the user saved after it started', async () => {
    const projectId = projectWithSubject();
    const earlier = (await startDatabaseRun(owner, projectId, 'earlier.pdf')).json.jobId;
    await runDueJobs(studies, { database: cannedDb });
    expect((await studies.ctx.narratives.findOne({ _id: projectId }))?.jobId).toBe(earlier);

    // Two runs in flight: the one started first finishes first, the later one still replaces it.
    const first = (await startDatabaseRun(owner, projectId, 'first.pdf')).json.jobId;
    const second = (await startDatabaseRun(owner, projectId, 'second.pdf')).json.jobId;
    await runDueJobs(studies, { database: cannedDb });
    expect((await studies.ctx.narratives.findOne({ _id: projectId }))?.jobId).toBe(second);
    // The first one's completion again (its narrative dropped meanwhile) leaves the newer one.
    await studies.ctx.dbRuns.updateOne({ _id: first }, { $set: { narrativeStored: false } });
    await STUDY_COMPLETIONS.database!.report(studies.ctx, first);
    expect((await studies.ctx.narratives.findOne({ _id: projectId }))?.jobId).toBe(second);

    // The user saves a narrative while a run is processing: the run finishes, the user's stays.
    const later = (await startDatabaseRun(owner, projectId, 'later.pdf')).json.jobId;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const mine = { jobId: earlier, narratives: [], narrativeData: { items: [{ address: '1 Main St', target: 'MINE', narrative: 'Checked by hand.' }] } };
    expect((await studies.call('PUT', `${environmental(projectId)}/narratives`, { token: owner, body: mine })).status).toBe(200);
    await runDueJobs(studies, { database: cannedDb });
    expect((await studies.ctx.queue.get(later))?.status).toBe('COMPLETED');
    const kept = (await studies.call('GET', `${environmental(projectId)}/narratives`, { token: owner })).json;
    expect(kept).toMatchObject({ jobId: earlier, narrativeData: { items: [expect.objectContaining({ target: 'MINE' })] } });
    expect(studies.projects.activities(projectId).map((activity) => activity.summary)).toEqual([
      'Regulatory database study finished: earlier.pdf',
      'Regulatory database study finished: first.pdf',
      'Regulatory database study finished: second.pdf',
      'Regulatory database study finished: later.pdf',
    ]);
    const listed = databaseRunListSchema.parse((await studies.call('GET', `${environmental(projectId)}/jobs`, { token: owner })).json).items;
    expect(listed.map((run) => run.filename)).toEqual(['later.pdf', 'second.pdf', 'first.pdf', 'earlier.pdf']);
  });
});

describe('the job view of a regulatory database job', () => {
  it('answers studies.database: status and progress while queued; the counts, the result key and its links once COMPLETED (GET only for viewers)', async () => {
    const projectId = projectWithSubject();
    const { jobId } = (await startDatabaseRun(owner, projectId)).json;
    const query = '?study=database&summary=1&includePresign=1';
    const queued = await studies.call('GET', `/api/processing/jobs/${jobId}${query}`, { token: owner });
    expect(queued.json).toEqual({ jobId, status: 'PENDING', progress: 0, studies: { database: { status: 'PENDING', progress: 0 } } });

    await runDueJobs(studies, { database: cannedDb });
    const done = jobSchema.parse((await studies.call('GET', `/api/processing/jobs/${jobId}${query}`, { token: owner })).json);
    const expected = resultFor('1352 Mill Rd');
    const summary = databaseStudySummary(expected);
    expect(summary).toMatchObject({ sites: 1, orphans: 1 });
    expect(done.studies?.database).toEqual({
      status: 'COMPLETED',
      progress: 100,
      summary,
      resultKey: `jobs/${jobId}/result.json`,
      resultUrls: { get: expect.any(String), put: expect.stringContaining(`/api/processing/results/${jobId}?token=`) },
      resultVersion: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(done.studies?.database?.resultUrls).toEqual(done.artifacts?.parsedUrls);
    const stored = await (await fetch(done.studies!.database!.resultUrls!.get)).json();
    expect(stored).toEqual(expected);

    // The spec's save flow: the narrative of one item changed, the whole JSON PUT back to the save link.
    stored.items[1].narrative = 'Closure letter reviewed: no further action (2006).';
    const put = new URL(done.studies!.database!.resultUrls!.put!, 'http://gateway.test');
    const saved = await studies.call('PUT', `${put.pathname}${put.search}`, { body: stored });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({ jobId, summary, editedAt: expect.any(String), version: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const bad = await studies.call('PUT', `${put.pathname}${put.search}`, { body: { parsedEntries: [] } });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('VALIDATION_FAILED');
    const reread = await readJsonObject(studies.ctx, `jobs/${jobId}/result.json`);
    expect(reread).toMatchObject({ items: [expect.anything(), expect.objectContaining({ narrative: 'Closure letter reviewed: no further action (2006).' })] });

    const forViewer = jobSchema.parse((await studies.call('GET', `/api/processing/jobs/${jobId}${query}`, { token: viewer })).json);
    expect(forViewer.studies?.database?.resultUrls).toEqual({ get: expect.any(String) });
    const plain = (await studies.call('GET', `/api/processing/jobs/${jobId}?study=database`, { token: owner })).json;
    expect(plain.studies).toEqual({ database: { status: 'COMPLETED', progress: 100, resultKey: `jobs/${jobId}/result.json` } });
    expect((await studies.call('GET', `/api/processing/jobs/${jobId}${query}`, { token: rival })).status).toBe(404);
  });

  it('a report in which nothing is recognised fails the job with the reason at once (never an empty success); the run shows it', async () => {
    const projectId = projectWithSubject();
    const memo = await makePdf((document) => document.text('Memorandum: lunch is at noon on Friday.'));
    const { jobId } = (await startDatabaseRun(owner, projectId, 'memo.pdf', memo)).json;
    await runDueJobs(studies);
    const job = await studies.ctx.queue.get(jobId);
    expect(job).toMatchObject({ status: 'FAILED', attempts: 1, errorMessage: expect.stringMatching(/recognised/i) });
    const view = (await studies.call('GET', `/api/processing/jobs/${jobId}?study=database&summary=1`, { token: owner })).json;
    expect(view).toEqual({
      jobId,
      status: 'FAILED',
      progress: expect.any(Number),
      errorMessage: job!.errorMessage,
      studies: { database: { status: 'FAILED', progress: expect.any(Number), errorMessage: job!.errorMessage } },
    });
    expect(databaseRunListSchema.parse((await studies.call('GET', `${environmental(projectId)}/jobs`, { token: viewer })).json).items).toEqual([
      expect.objectContaining({ jobId, status: 'FAILED', errorMessage: job!.errorMessage }),
    ]);
    expect(await studies.ctx.narratives.findOne({ _id: projectId })).toBeNull();
    expect(studies.projects.activities(projectId)).toEqual([]);
    expect(studies.projects.studyChecks(projectId)).toMatchObject({ database: false });
  }, 60_000);
});

describe("a result saved through its link and the project's narrative", () => {
  /** The run's result as the link reads it, and where the link saves it (a path on the studies app). */
  async function resultLinkOf(jobId: string) {
    const job = jobSchema.parse((await studies.call('GET', `/api/processing/jobs/${jobId}?study=database&includePresign=1`, { token: owner })).json);
    const { get, put } = job.studies!.database!.resultUrls!;
    const target = new URL(put!, 'http://gateway.test');
    return { result: databaseStudyResultSchema.parse(await (await fetch(get)).json()), save: `${target.pathname}${target.search}` };
  }

  it("rewrites the project's narrative while it is the job's: GET narratives shows the edit, as of the save", async () => {
    const projectId = projectWithSubject();
    const { jobId } = (await startDatabaseRun(owner, projectId, 'edited.pdf')).json;
    await runDueJobs(studies, { database: cannedDb });
    const before = await studies.ctx.narratives.findOne({ _id: projectId });
    const { result, save } = await resultLinkOf(jobId);
    result.items[0]!.narrative = 'Tank removed in 2004; closure letter on file.';
    result.narratives.pop();
    const saved = await studies.call('PUT', save, { body: result });
    expect(saved.status, saved.text).toBe(200);

    const narratives = await studies.call('GET', `${environmental(projectId)}/narratives`, { token: viewer });
    expect(narratives.json).toEqual({
      narratives: result.narratives,
      narrativeData: { items: result.items },
      jobId,
      updatedAt: expect.any(String),
    });
    expect(narratives.json.narrativeData.items[0].narrative).toBe('Tank removed in 2004; closure letter on file.');
    const record = await studies.ctx.narratives.findOne({ _id: projectId });
    expect(record).toMatchObject({ jobId, items: 2, records: 1, updatedBy: 'user-olivia' });
    expect(record!.asOf!.getTime()).toBeGreaterThan(before!.asOf!.getTime());
    expect(record!.asOf).toEqual(record!.updatedAt);
  });

  it('leaves a narrative of another job alone: a newer run keeps its narrative when the older run is saved; the older result is still saved', async () => {
    const projectId = projectWithSubject();
    const older = (await startDatabaseRun(owner, projectId, 'older.pdf')).json.jobId;
    await runDueJobs(studies, { database: cannedDb });
    const newer = (await startDatabaseRun(owner, projectId, 'newer.pdf')).json.jobId;
    await runDueJobs(studies, { database: cannedDb });
    const newerNarratives = (await studies.call('GET', `${environmental(projectId)}/narratives`, { token: owner })).json;
    expect(newerNarratives.jobId).toBe(newer);

    const { result, save } = await resultLinkOf(older);
    result.items[0]!.narrative = 'Edited on the older run.';
    expect((await studies.call('PUT', save, { body: result })).status).toBe(200);
    expect((await studies.call('GET', `${environmental(projectId)}/narratives`, { token: owner })).json).toEqual(newerNarratives);
    expect((await resultLinkOf(older)).result.items[0]!.narrative).toBe('Edited on the older run.');
  });

  it('refuses a result that cannot be the narrative it would rewrite (400 VALIDATION_FAILED), storing neither', async () => {
    const projectId = projectWithSubject();
    const { jobId } = (await startDatabaseRun(owner, projectId, 'long-name.pdf')).json;
    await runDueJobs(studies, { database: cannedDb });
    const narrativesBefore = (await studies.call('GET', `${environmental(projectId)}/narratives`, { token: owner })).json;
    const { result, save } = await resultLinkOf(jobId);
    result.narratives[0]!.site_name = 'S'.repeat(301);
    const refused = await studies.call('PUT', save, { body: result });
    expect(refused.status).toBe(400);
    expect(apiErrorBodySchema.parse(refused.json)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^Invalid json: narratives\.0\.site_name: /),
    });
    expect((await resultLinkOf(jobId)).result.narratives[0]!.site_name).toBe('FORMER SERVICE STATION');
    expect((await studies.call('GET', `${environmental(projectId)}/narratives`, { token: owner })).json).toEqual(narrativesBefore);
  });
});

describe('the size of a regulatory narrative', () => {
  /** A narrative of `items` items of about 2 KB each and four flat records per item. */
  function narrativeOf(jobId: string, items: number) {
    const item = { ...record('site'), narrative: 'n'.repeat(1350) };
    const flat = { site_name: 'FORMER SERVICE STATION', address: '1352 MILL RD', database_name: 'LUST', distance: 0.125 };
    return {
      jobId,
      narrativeData: { items: Array.from({ length: items }, (_, index) => ({ ...item, id: `site-${index}` })) },
      narratives: Array.from({ length: items * 4 }, () => flat),
    };
  }

  it('takes a narrative as large as a result may be (5,000 items, 20,000 flat records); a larger body is 413 PAYLOAD_TOO_LARGE', async () => {
    const projectId = projectWithSubject();
    const { jobId } = (await startDatabaseRun(owner, projectId, 'large.pdf')).json;
    const large = narrativeOf(jobId, 5000);
    const largeBody = JSON.stringify(large);
    expect(JSON.stringify(large.narrativeData.items[0]).length).toBeGreaterThan(2000);
    expect(largeBody.length).toBeGreaterThan(MAX_BODY_BYTES);
    const saved = await studies.call('PUT', `${environmental(projectId)}/narratives`, { token: owner, rawBody: largeBody });
    expect(saved.status, saved.text.slice(0, 200)).toBe(200);
    expect(saved.json).toMatchObject({ jobId, items: 5000, records: 20_000 });
    const read = await studies.call('GET', `${environmental(projectId)}/narratives`, { token: viewer });
    expect(read.status).toBe(200);
    expect(read.json.narrativeData.items).toHaveLength(5000);

    const tooLarge = `{"jobId":"${jobId}","narratives":[],"narrativeData":{"items":[]},"pad":"${'p'.repeat(NARRATIVES_MAX_BODY_BYTES)}"}`;
    const refused = await studies.call('PUT', `${environmental(projectId)}/narratives`, { token: owner, rawBody: tooLarge });
    expect(refused.status).toBe(413);
    expect(apiErrorBodySchema.parse(refused.json)).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: `Request body exceeds ${NARRATIVES_MAX_BODY_BYTES} bytes`,
      details: { maxBytes: NARRATIVES_MAX_BODY_BYTES },
      requestId: expect.any(String),
    });
    expect((await studies.call('GET', `${environmental(projectId)}/narratives`, { token: viewer })).json.narrativeData.items).toHaveLength(5000);

    // The project's other routes keep the smaller limit.
    const aliases = await studies.call('PUT', `/api/projects/${projectId}/city-directory/aliases`, {
      token: owner,
      rawBody: JSON.stringify({ aliases: [{ from: 'x'.repeat(MAX_BODY_BYTES), to: 'y' }] }),
    });
    expect(aliases.status).toBe(413);
    expect(apiErrorBodySchema.parse(aliases.json).details).toEqual({ maxBytes: MAX_BODY_BYTES });
    await runDueJobs(studies, { database: cannedDb });
  }, 60_000);
});

describe('GET /api/processing/jobs/{jobId}/file', () => {
  it("redirects the job's organization to a short-lived link of the uploaded PDF; another organization gets 404", async () => {
    const projectId = projectWithSubject();
    const { jobId } = (await startDatabaseRun(owner, projectId, 'open-me.pdf')).json;
    for (const token of [owner, viewer]) {
      const res = await studies.call('GET', `/api/processing/jobs/${jobId}/file`, { token });
      expect(res.status).toBe(302);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const location = res.headers.get('location')!;
      expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('300');
      const file = await fetch(location);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    }
    const other = await studies.call('GET', `/api/processing/jobs/${jobId}/file`, { token: rival });
    expect(other.status).toBe(404);
    expect(other.json.code).toBe('JOB_NOT_FOUND');
    expect((await studies.call('GET', `/api/processing/jobs/${jobId}/file`)).status).toBe(401);
    expect((await studies.call('GET', '/api/processing/jobs/no-such-job/file', { token: owner })).status).toBe(404);
    await runDueJobs(studies, { database: cannedDb });
  });
});

describe('the real regulatory database extractor', () => {
  // Passes once doc-processing's extractRadiusReport reads radius reports (being written).
  it('reads radius_report_01_a.pdf through the worker: COMPLETED with 27 sites and 8 orphans in the stored narrative', async () => {
    const projectId = studies.projects.addProject('org-acme', [{ address: '1352 Mill Rd', direction: 'subject' }]);
    const { jobId } = (await startDatabaseRun(owner, projectId, 'radius_report_01_a.pdf', await fixtureBytes('radius_report_01_a.pdf'))).json;
    await runDueJobs(studies);
    const job = await studies.ctx.queue.get(jobId);
    expect(job, job?.errorMessage ?? '').toMatchObject({ status: 'COMPLETED' });
    const narratives = (await studies.call('GET', `${environmental(projectId)}/narratives`, { token: owner })).json as {
      narrativeData: { items: Array<{ is_orphan?: boolean }> };
    };
    const items = narratives.narrativeData.items;
    expect(items.filter((item) => !item.is_orphan)).toHaveLength(27);
    expect(items.filter((item) => item.is_orphan)).toHaveLength(8);
    const view = (await studies.call('GET', `/api/processing/jobs/${jobId}?study=database&summary=1`, { token: owner })).json;
    expect(view.studies.database.summary).toMatchObject({ sites: 27, orphans: 8 });
  }, 180_000);
});
