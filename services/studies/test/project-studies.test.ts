import { DeleteObjectCommand, GetObjectCommand, type GetObjectCommandOutput } from '@aws-sdk/client-s3';
import { cityDirectoryResultSchema, cityDirectoryRunListSchema, type CityDirectoryResult } from '@groundwork/contracts';
import { makePdf } from '@groundwork/doc-processing/testing/make-files';
import { jobOfType } from '@groundwork/job-queue';
import { headObject, putObject, type ObjectStore } from '@groundwork/service-kit';
import { silentLogger } from '@groundwork/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rematchJob } from '../src/jobs';
import { migrateRunIds } from '../src/use-cases/migrate-runs';
import { readJsonObject } from '../src/use-cases/study-results';
import { createRematchJobHandler } from '../src/worker/rematch-job';
import type { StudyExtractor } from '../src/worker/study-job';
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
  pdf = await makePdf((document) => document.text('CITY DIRECTORY ABSTRACT'));
});
afterAll(() => studies.close());

const canned: StudyExtractor = (_intake, payload) => {
  const result: CityDirectoryResult = cityDirectoryResultSchema.parse({
    parsedEntries: [
      {
        id: 'e1',
        year: 1999,
        address: '10 MAIN ST',
        direction: payload.properties[0]?.direction ?? null,
        is_subject: payload.properties[0]?.direction === 'subject',
        business_name: 'ACME CLEANERS',
        phone: null,
        page: 1,
      },
    ],
    years: [1999],
  });
  return { result, summary: { entries: 1, vacancies: 0, unassigned: 0, tagged: 0, years: 1 } };
};

const base = (projectId: string) => `/api/projects/${projectId}/city-directory`;

/** Uploads `bytes` (a one-line PDF unless a test needs pages the real extraction can read) and starts a run. */
async function startRun(token: string, projectId: string, filename = 'directory.pdf', bytes: Uint8Array = pdf) {
  const key = await studies.upload(token, bytes, filename, '/api/city-directory/upload-url');
  return studies.call('POST', `${base(projectId)}/process`, { token, body: { s3Key: key, filename } });
}

describe('city directory runs of a project', () => {
  it('queues the study with the project properties and aliases, lists the run; the worker completes it once with the project check and activity, the PATCH acknowledges', async () => {
    const projectId = studies.projects.addProject('org-acme', [
      { address: '10 Main St', direction: 'subject' },
      { address: '12 Main St', direction: 'north' },
    ]);
    const aliases = await studies.call('PUT', `${base(projectId)}/aliases`, {
      token: member,
      body: {
        aliases: [
          { from: 'HWY 99', to: 'OLD STATE ROUTE 99' },
          { from: 'old state route 99', to: 'hwy 99' },
        ],
      },
    });
    expect(aliases.json).toEqual({ aliases: [{ from: 'HWY 99', to: 'OLD STATE ROUTE 99' }] });
    const started = await startRun(member, projectId);
    expect(started.status).toBe(200);
    const { jobId, externalJobId } = started.json;
    // One id per run: the run is its study job, shown twice only because the spec shows both fields.
    expect(externalJobId).toBe(jobId);
    expect((await studies.ctx.queue.get(jobId))?.payload).toMatchObject({
      projectId,
      properties: [
        { address: '10 Main St', direction: 'subject' },
        { address: '12 Main St', direction: 'north' },
      ],
      aliases: [{ from: 'HWY 99', to: 'OLD STATE ROUTE 99' }],
    });
    const listed = cityDirectoryRunListSchema.parse((await studies.call('GET', `${base(projectId)}/jobs`, { token: viewer })).json);
    expect(listed.items).toEqual([expect.objectContaining({ jobId, filename: 'directory.pdf', status: 'processing', completedAt: null })]);

    const early = await studies.call('PATCH', `${base(projectId)}/jobs/${jobId}`, { token: member, body: { status: 'completed' } });
    expect(early.status).toBe(409);
    expect(early.json.code).toBe('JOB_NOT_COMPLETED');

    const callsBefore = studies.projects.calls.length;
    await runDueJobs(studies, { cd: canned });
    const reported = studies.projects.calls.slice(callsBefore).filter((call) => call.method !== 'GET');
    expect(reported).toEqual([
      { method: 'PUT', path: `/internal/projects/${projectId}/study-checks`, body: { cityDirectory: true } },
      {
        method: 'POST',
        path: `/internal/projects/${projectId}/activity`,
        body: {
          type: 'study_finished',
          summary: 'City directory study finished: directory.pdf',
          actor: { userId: 'user-mark', email: 'mark@acme.example' },
          idempotencyKey: `cd-run:${jobId}`,
        },
      },
    ]);
    const completedRun = (await studies.call('GET', `${base(projectId)}/jobs`, { token: viewer })).json.items[0];
    expect(completedRun).toMatchObject({ status: 'completed', parsedKey: `jobs/${jobId}/result.json`, completedAt: expect.any(String) });

    const callsAfterWorker = studies.projects.calls.length;
    const done = await studies.call('PATCH', `${base(projectId)}/jobs/${jobId}`, {
      token: member,
      body: { status: 'completed', results: { parsedKey: 'ignored' } },
    });
    expect(done.json).toEqual(completedRun);
    await studies.call('PATCH', `${base(projectId)}/jobs/${jobId}`, { token: member, body: { status: 'processing' } });
    const again = await studies.call('PATCH', `${base(projectId)}/jobs/${jobId}`, { token: member, body: { status: 'completed' } });
    expect(again.json).toMatchObject({ status: 'completed', parsedKey: `jobs/${jobId}/result.json` });
    expect(studies.projects.calls.slice(callsAfterWorker).filter((call) => call.method !== 'GET')).toEqual([]);
    expect(studies.projects.activities(projectId)).toHaveLength(1);
  });

  it('an API-only run (upload, process, poll until COMPLETED, no PATCH) leaves the run completed, the check set and the activity logged once', async () => {
    const projectId = studies.projects.addProject('org-acme', [{ address: '10 Main St', direction: 'subject' }]);
    const { jobId } = (await startRun(owner, projectId, 'api-only.pdf')).json;
    await runDueJobs(studies, { cd: canned });
    expect((await studies.call('GET', `/api/processing/jobs/${jobId}?study=cd`, { token: owner })).json.status).toBe('COMPLETED');
    expect((await studies.call('GET', `${base(projectId)}/jobs`, { token: owner })).json.items).toEqual([
      expect.objectContaining({ jobId, status: 'completed', parsedKey: `jobs/${jobId}/result.json` }),
    ]);
    expect(studies.projects.studyChecks(projectId)).toMatchObject({ cityDirectory: true });
    expect(studies.projects.activities(projectId)).toEqual([
      expect.objectContaining({ summary: 'City directory study finished: api-only.pdf', actor: { userId: 'user-olivia', email: 'olivia@acme.example' } }),
    ]);
    // The same upload processed again is the same run: already completed, reported once.
    const key = (await studies.ctx.cdRuns.findOne({ _id: jobId }))!.s3Key;
    const second = (await studies.call('POST', `${base(projectId)}/process`, { token: owner, body: { s3Key: key, filename: 'api-only.pdf' } })).json;
    expect(second).toEqual({ jobId, externalJobId: jobId });
    expect((await studies.call('GET', `${base(projectId)}/jobs`, { token: owner })).json.items).toEqual([
      expect.objectContaining({ jobId, status: 'completed' }),
    ]);
    await runDueJobs(studies);
    expect(studies.projects.activities(projectId)).toHaveLength(1);
  });

  it('projects service down while the worker completes: the run completes, the check and activity land once it is back, exactly once', async () => {
    const projectId = studies.projects.addProject('org-acme', [{ address: '10 Main St', direction: 'subject' }]);
    const { jobId } = (await startRun(owner, projectId, 'while-down.pdf')).json;
    studies.projects.breakDown(true);
    try {
      await runDueJobs(studies, { cd: canned });
      expect((await studies.ctx.queue.get(jobId))?.status).toBe('COMPLETED');
      expect(await studies.ctx.cdRuns.findOne({ _id: jobId })).toMatchObject({ status: 'completed', reported: false });
      // The completion is a queue job now, already tried once by the same pass (the projects service answered 500).
      const owed = await studies.db.collection('jobs').findOne({ type: 'study-completion', 'payload.runId': jobId });
      expect(owed).toMatchObject({ status: 'PENDING', attempts: 1, errorMessage: expect.stringMatching(/projects service is unavailable/) });
      // Like every project route, the browser's acknowledgement cannot check the project meanwhile (503, as before).
      expect((await studies.call('PATCH', `${base(projectId)}/jobs/${jobId}`, { token: owner, body: { status: 'completed' } })).status).toBe(503);
      await studies.db.collection('jobs').updateOne({ _id: owed!._id }, { $set: { runAfter: new Date(0) } });
      await runDueJobs(studies);
      expect(await studies.ctx.queue.get(String(owed!._id))).toMatchObject({ status: 'PENDING', attempts: 2 });
      expect(studies.projects.activities(projectId)).toEqual([]);
    } finally {
      studies.projects.breakDown(false);
    }
    const owedId = String((await studies.db.collection('jobs').findOne({ type: 'study-completion', 'payload.runId': jobId }))!._id);
    await studies.db.collection('jobs').updateOne({ _id: owedId as never }, { $set: { runAfter: new Date(0) } });
    await runDueJobs(studies);
    expect(await studies.ctx.queue.get(owedId)).toMatchObject({ status: 'COMPLETED', attempts: 3 });
    expect(studies.projects.studyChecks(projectId)).toMatchObject({ cityDirectory: true });
    expect(studies.projects.activities(projectId)).toEqual([expect.objectContaining({ summary: 'City directory study finished: while-down.pdf' })]);
    expect(await studies.ctx.cdRuns.findOne({ _id: jobId })).toMatchObject({ status: 'completed', reported: true });
    const ack = await studies.call('PATCH', `${base(projectId)}/jobs/${jobId}`, { token: owner, body: { status: 'completed' } });
    expect(ack.json).toMatchObject({ status: 'completed', parsedKey: `jobs/${jobId}/result.json` });
    await runDueJobs(studies);
    expect(studies.projects.activities(projectId)).toHaveLength(1);
  });

  it('one run per upload (jobId must name it), and keeps projects apart: another organization gets 404, viewers 403, archived 409', async () => {
    const projectId = studies.projects.addProject('org-acme', [{ address: '1 Oak Ave', direction: 'subject' }]);
    const first = (await startRun(owner, projectId, 'one.pdf')).json;
    const firstKey = (await studies.ctx.cdRuns.findOne({ _id: first.jobId }))!.s3Key;
    const same = await studies.call('POST', `${base(projectId)}/process`, { token: owner, body: { s3Key: firstKey, filename: 'one.pdf', jobId: first.jobId } });
    expect(same.json).toEqual(first);
    const key = await studies.upload(owner, pdf, 'two.pdf', '/api/city-directory/upload-url');
    const mismatch = await studies.call('POST', `${base(projectId)}/process`, { token: owner, body: { s3Key: key, filename: 'two.pdf', jobId: first.jobId } });
    expect(mismatch.status).toBe(409);
    expect(mismatch.json.code).toBe('JOB_MISMATCH');
    const second = (await studies.call('POST', `${base(projectId)}/process`, { token: owner, body: { s3Key: key, filename: 'two.pdf' } })).json;
    expect(second.jobId).not.toBe(first.jobId);
    expect((await studies.call('GET', `${base(projectId)}/jobs`, { token: owner })).json.items.map((run: { jobId: string }) => run.jobId)).toEqual([
      second.jobId,
      first.jobId,
    ]);
    // The same upload in another project of the organization is that project's own run (its own properties).
    const otherProject = studies.projects.addProject('org-acme', [{ address: '3 Elm St', direction: 'subject' }]);
    const other = (await studies.call('POST', `${base(otherProject)}/process`, { token: owner, body: { s3Key: key, filename: 'two.pdf' } })).json;
    expect(other.jobId).not.toBe(second.jobId);

    expect((await studies.call('GET', `${base(projectId)}/jobs`, { token: rival })).status).toBe(404);
    expect((await startRun(rival, projectId)).status).toBe(404);
    expect((await studies.call('PATCH', `${base(projectId)}/jobs/${first.jobId}`, { token: rival, body: { status: 'failed' } })).status).toBe(404);
    expect((await studies.call('PUT', `${base(projectId)}/aliases`, { token: viewer, body: { aliases: [] } })).status).toBe(403);
    expect((await studies.call('POST', `${base(projectId)}/process`, { token: viewer, body: { s3Key: key, filename: 'x.pdf' } })).status).toBe(403);
    expect((await studies.call('GET', `${base(projectId)}/aliases`, { token: viewer })).json).toEqual({ aliases: [] });
    expect((await studies.call('GET', `${base('not-an-id')}/jobs`, { token: owner })).status).toBe(400);

    const archived = studies.projects.addProject('org-acme', [], { archived: true });
    const refused = await startRun(owner, archived);
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('PROJECT_ARCHIVED');
  });

  it('answers 503 and queues nothing while the projects service is down', async () => {
    const projectId = studies.projects.addProject('org-acme', []);
    const key = await studies.upload(owner, pdf, 'down.pdf', '/api/city-directory/upload-url');
    const jobsBefore = await studies.db.collection('jobs').countDocuments();
    studies.projects.breakDown(true);
    try {
      const res = await studies.call('POST', `${base(projectId)}/process`, { token: owner, body: { s3Key: key, filename: 'down.pdf' } });
      expect(res.status).toBe(503);
      expect(res.json.message).toMatch(/projects service is unavailable/);
    } finally {
      studies.projects.breakDown(false);
    }
    expect(await studies.db.collection('jobs').countDocuments()).toBe(jobsBefore);
  });
});

describe('regulatory narratives of a project', () => {
  const narratives = (jobId: string) => ({
    jobId,
    narratives: [{ site_name: 'ACME CLEANERS', address: '10 MAIN ST', database_name: 'RCRA-SQG', distance: 0.12 }],
    narrativeData: {
      items: [
        {
          address: '10 MAIN ST',
          target: 'ACME CLEANERS',
          narrative: 'Listed as a small quantity generator.',
          document_links: [{ db_name: 'RCRA-SQG', links: ['https://example.gov/a'] }],
        },
      ],
    },
  });

  it('stores the narrative for one of the organization job, marks the database check and reads it back', async () => {
    const projectId = studies.projects.addProject('org-acme', [{ address: '10 Main St', direction: 'subject' }]);
    const { jobId } = (await startRun(owner, projectId)).json;
    const saved = await studies.call('PUT', `/api/projects/${projectId}/environmental/narratives`, { token: owner, body: narratives(jobId) });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ jobId, items: 1, records: 1 });
    expect(studies.projects.calls.at(-1)).toEqual({ method: 'PUT', path: `/internal/projects/${projectId}/study-checks`, body: { database: true } });
    const read = await studies.call('GET', `/api/projects/${projectId}/environmental/narratives`, { token: viewer });
    expect(read.json).toMatchObject({ ...narratives(jobId), updatedAt: expect.any(String) });
  });

  it('refuses a job of another organization or none, bad bodies and viewers; 404 before anything was saved', async () => {
    const projectId = studies.projects.addProject('org-acme', []);
    expect((await studies.call('GET', `/api/projects/${projectId}/environmental/narratives`, { token: owner })).status).toBe(404);
    const rivalProject = studies.projects.addProject('org-rival', []);
    const { jobId } = (await startRun(rival, rivalProject)).json;
    expect((await studies.call('PUT', `/api/projects/${projectId}/environmental/narratives`, { token: owner, body: narratives(jobId) })).status).toBe(404);
    expect(
      (await studies.call('PUT', `/api/projects/${projectId}/environmental/narratives`, { token: owner, body: { ...narratives('x'), narratives: 'no' } }))
        .status,
    ).toBe(400);
    expect((await studies.call('PUT', `/api/projects/${projectId}/environmental/narratives`, { token: viewer, body: narratives(jobId) })).status).toBe(403);
  });
});

describe('rematch of a finished run', () => {
  const pathOf = (link: string) => {
    const url = new URL(link, 'http://gateway.test');
    return `${url.pathname}${url.search}`;
  };
  const resultEtag = async (studyJobId: string) => (await headObject(studies.store, `jobs/${studyJobId}/result.json`))?.etag;

  it('queues a rematch job (the API reads no pages); the worker places the listings again keeping the user edits, and the run follows it', async () => {
    const truth = JSON.parse(Buffer.from(await fixtureBytes('city_directory_01_a.truth.json')).toString('utf8'));
    const projectId = studies.projects.addProject('org-acme', []);
    const key = await studies.upload(owner, await fixtureBytes('city_directory_01_a.pdf'), 'cd.pdf', '/api/city-directory/upload-url');
    const { jobId } = (await studies.call('POST', `${base(projectId)}/process`, { token: owner, body: { s3Key: key, filename: 'cd.pdf' } })).json;
    await runDueJobs(studies);
    expect((await studies.call('PATCH', `${base(projectId)}/jobs/${jobId}`, { token: owner, body: { status: 'completed' } })).status).toBe(200);
    const job = (await studies.call('GET', `/api/processing/jobs/${jobId}?summary=1&includePresign=1`, { token: owner })).json;
    expect(job.summary.unassigned).toBe(job.summary.entries);
    const result = await (await fetch(job.artifacts.parsedUrls.get)).json();
    const first = result.parsedEntries[0];
    result.parsedEntries[0] = { ...first, business_name: `${first.business_name} (CHECKED)` };
    result.editedAt = '2026-11-21T09:00:00.000Z';
    const saved = await studies.call('PUT', pathOf(job.artifacts.parsedUrls.put), { body: result });
    expect(saved.status, saved.text).toBe(200);

    studies.projects.setProperties(
      projectId,
      truth.properties.map(({ address, direction }: { address: string; direction: 'subject' }) => ({ address, direction })),
    );
    expect((await studies.call('POST', `${base(projectId)}/jobs/${jobId}/rematch`, { token: rival })).status).toBe(404);
    expect((await studies.call('POST', `${base(projectId)}/jobs/${jobId}/rematch`, { token: viewer })).status).toBe(403);
    const etagBefore = await resultEtag(jobId);
    const rematched = await studies.call('POST', `${base(projectId)}/jobs/${jobId}/rematch`, { token: owner });
    expect(rematched.status, rematched.text).toBe(202);
    expect(rematched.json).toEqual({ jobId });
    const rematchJobId = (await studies.ctx.results.findOne({ _id: jobId }))!.rematchJobId!;
    expect(await studies.ctx.queue.get(rematchJobId)).toMatchObject({
      type: 'rematch',
      status: 'PENDING',
      payload: {
        organizationId: 'org-acme',
        projectId,
        studyJobId: jobId,
        properties: expect.arrayContaining([expect.objectContaining({ direction: 'subject' })]),
      },
    });
    expect(await resultEtag(jobId)).toBe(etagBefore);
    const runs = (await studies.call('GET', `${base(projectId)}/jobs`, { token: viewer })).json.items;
    expect(runs).toEqual([expect.objectContaining({ jobId, status: 'completed' })]);
    // One id: the run's job shows the rematch's work until it is done; the rematch's own id is never handed out.
    expect((await studies.call('GET', `/api/processing/jobs/${jobId}?study=cd&includePresign=1`, { token: viewer })).json).toEqual({
      jobId,
      status: 'PENDING',
      progress: 0,
    });
    expect((await studies.call('GET', `/api/processing/jobs/${rematchJobId}?study=cd`, { token: owner })).status).toBe(404);
    const twice = await studies.call('POST', `${base(projectId)}/jobs/${jobId}/rematch`, { token: owner });
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe('JOB_NOT_COMPLETED');

    expect(await runDueJobs(studies)).toBe(1);
    const after = (await studies.call('GET', `/api/processing/jobs/${jobId}?study=cd&summary=1&includePresign=1`, { token: owner })).json;
    expect(after).toMatchObject({
      status: 'COMPLETED',
      progress: 100,
      editedAt: '2026-11-21T09:00:00.000Z',
      artifacts: { parsedKey: `jobs/${jobId}/result.json` },
    });
    expect(after.summary.unassigned).toBeLessThan(job.summary.entries / 10);
    expect(after.artifacts.parsedUrls.put).toContain(`/api/processing/results/${jobId}?token=`);
    const now = await (await fetch(after.artifacts.parsedUrls.get)).json();
    const same = now.parsedEntries.find((entry: { id: string }) => entry.id === first.id);
    expect(same.business_name).toBe(`${first.business_name} (CHECKED)`);
    expect(now.parsedEntries.some((entry: { direction: string }) => entry.direction === 'subject')).toBe(true);
    const original = (await readJsonObject(studies.ctx, `jobs/${jobId}/result.original.json`)) as typeof result;
    expect(original.parsedEntries.find((entry: { id: string }) => entry.id === first.id).business_name).toBe(first.business_name);
    expect(original.parsedEntries.every((entry: { direction: string | null }) => entry.direction === null)).toBe(true);

    const callsBefore = studies.projects.calls.filter((call) => call.method !== 'GET').length;
    const patched = await studies.call('PATCH', `${base(projectId)}/jobs/${jobId}`, { token: owner, body: { status: 'completed' } });
    expect(patched.json).toMatchObject({ jobId, status: 'completed', parsedKey: `jobs/${jobId}/result.json` });
    expect(studies.projects.calls.filter((call) => call.method !== 'GET')).toHaveLength(callsBefore);
    const again = await studies.call('POST', `${base(projectId)}/jobs/${jobId}/rematch`, { token: owner });
    expect(again.status).toBe(202);
    const secondRematch = (await studies.ctx.results.findOne({ _id: jobId }))!.rematchJobId!;
    expect(secondRematch).not.toBe(rematchJobId);
    expect((await studies.ctx.queue.get(secondRematch))?.payload).toMatchObject({ studyJobId: jobId });
    await runDueJobs(studies);
  }, 60_000);

  it('keeps an edit saved while the worker merges: the result is merged again', async () => {
    const projectId = studies.projects.addProject('org-acme', [{ address: '10 Main St', direction: 'subject' }]);
    const { jobId } = (await startRun(owner, projectId, 'cd.pdf', await fixtureBytes('city_directory_01_a.pdf'))).json;
    await runDueJobs(studies, { cd: canned });
    const { parsedUrls } = (await studies.call('GET', `/api/processing/jobs/${jobId}?includePresign=1`, { token: owner })).json.artifacts;
    const extracted = cityDirectoryResultSchema.parse(await readJsonObject(studies.ctx, `jobs/${jobId}/result.json`));
    const typedIn = {
      id: 'manual-1',
      year: 1999,
      address: '10 MAIN ST',
      direction: 'subject',
      is_subject: true,
      business_name: 'TYPED IN MEANWHILE',
      phone: null,
      page: 1,
      manual: true,
    };
    expect((await studies.call('POST', `${base(projectId)}/jobs/${jobId}/rematch`, { token: owner })).status).toBe(202);

    // The user saves right after the worker read the result, before it writes its merge.
    const resultKey = `jobs/${jobId}/result.json`;
    let saved = false;
    const racingStore = {
      bucket: studies.store.bucket,
      client: {
        send: async (command: unknown) => {
          const out = await studies.store.client.send(command as GetObjectCommand);
          if (saved || !(command instanceof GetObjectCommand) || command.input.Key !== resultKey) return out;
          const bytes = await (out as GetObjectCommandOutput).Body!.transformToByteArray();
          saved = true;
          const edit = { ...extracted, parsedEntries: [...extracted.parsedEntries, typedIn], editedAt: '2026-11-22T08:00:00.000Z' };
          expect((await studies.call('PUT', pathOf(parsedUrls.put), { body: edit })).status).toBe(200);
          return {
            ...out,
            Body: (async function* () {
              yield bytes;
            })(),
          };
        },
      },
    } as unknown as ObjectStore;
    const lease = (await studies.ctx.queue.claim('racing-worker'))!;
    const job = jobOfType(rematchJob, lease.job)!;
    expect(job.type).toBe('rematch');
    const handler = createRematchJobHandler({ store: racingStore, results: studies.ctx.results, logger: silentLogger() });
    await studies.ctx.queue.complete(lease, await handler(job, { reportProgress: async () => true, touch: () => {}, signal: new AbortController().signal }));
    expect(saved).toBe(true);
    const stored = cityDirectoryResultSchema.parse(await readJsonObject(studies.ctx, resultKey));
    expect(stored.parsedEntries.find((entry) => entry.id === 'manual-1')?.business_name).toBe('TYPED IN MEANWHILE');
    expect(stored.editedAt).toBe('2026-11-22T08:00:00.000Z');
    expect(await studies.ctx.results.findOne({ _id: jobId })).toMatchObject({
      editedAt: new Date('2026-11-22T08:00:00.000Z'),
      etag: await resultEtag(jobId),
    });
  });

  it('reads at most 10 MB of the user-writable result: a larger one counts as untouched', async () => {
    const projectId = studies.projects.addProject('org-acme', [{ address: '10 Main St', direction: 'subject' }]);
    const { jobId } = (await startRun(owner, projectId, 'cd.pdf', await fixtureBytes('city_directory_01_a.pdf'))).json;
    await runDueJobs(studies, { cd: canned });
    const oversized = cityDirectoryResultSchema.parse({
      parsedEntries: Array.from({ length: 5500 }, (_, index) => ({
        id: `big-${index}`,
        year: 1999,
        address: '10 MAIN ST',
        direction: null,
        is_subject: false,
        business_name: 'PADDING',
        phone: null,
        page: 1,
        line: 'x'.repeat(2000),
      })),
      editedAt: '2026-11-21T09:00:00.000Z',
    });
    const body = JSON.stringify(oversized);
    expect(body.length).toBeGreaterThan(10 * 1024 * 1024);
    await putObject(studies.store, { key: `jobs/${jobId}/result.json`, body, contentType: 'application/json' });
    expect((await studies.call('POST', `${base(projectId)}/jobs/${jobId}/rematch`, { token: owner })).status).toBe(202);
    await runDueJobs(studies);
    const stored = cityDirectoryResultSchema.parse(await readJsonObject(studies.ctx, `jobs/${jobId}/result.json`));
    expect(stored.parsedEntries.some((entry) => entry.id.startsWith('big-'))).toBe(false);
    expect(stored.editedAt).toBeNull();
    expect(await studies.ctx.results.findOne({ _id: jobId })).toMatchObject({ editedAt: null, etag: await resultEtag(jobId) });
  }, 60_000);

  it('refuses before queueing: a run still processing (409 JOB_NOT_COMPLETED), pages gone (409 RESULT_UNREADABLE)', async () => {
    const projectId = studies.projects.addProject('org-acme', []);
    const { jobId } = (await startRun(owner, projectId)).json;
    const jobsBefore = await studies.db.collection('jobs').countDocuments({ type: 'rematch' });
    const early = await studies.call('POST', `${base(projectId)}/jobs/${jobId}/rematch`, { token: owner });
    expect(early.status).toBe(409);
    expect(early.json.code).toBe('JOB_NOT_COMPLETED');
    await runDueJobs(studies, { cd: canned });
    await studies.store.client.send(new DeleteObjectCommand({ Bucket: studies.store.bucket, Key: `jobs/${jobId}/intake.json` }));
    const gone = await studies.call('POST', `${base(projectId)}/jobs/${jobId}/rematch`, { token: owner });
    expect(gone.status).toBe(409);
    expect(gone.json).toMatchObject({ code: 'RESULT_UNREADABLE', message: 'The pages of this report can no longer be read; upload it again.' });
    expect(await studies.db.collection('jobs').countDocuments({ type: 'rematch' })).toBe(jobsBefore);
    expect((await studies.call('GET', `${base(projectId)}/jobs`, { token: owner })).json.items).toEqual([
      expect.objectContaining({ jobId, status: 'completed' }),
    ]);
  });

  it('a rematch that fails leaves the run COMPLETED with its earlier result and the reason as a warning', async () => {
    const projectId = studies.projects.addProject('org-acme', [{ address: '10 Main St', direction: 'subject' }]);
    const { jobId } = (await startRun(owner, projectId)).json;
    await runDueJobs(studies, { cd: canned });
    const before = (await studies.call('GET', `/api/processing/jobs/${jobId}?summary=1`, { token: owner })).json;
    expect(before.warnings).toBeUndefined();
    expect((await studies.call('POST', `${base(projectId)}/jobs/${jobId}/rematch`, { token: owner })).status).toBe(202);
    // The pages vanish between the request's checks and the worker.
    await studies.store.client.send(new DeleteObjectCommand({ Bucket: studies.store.bucket, Key: `jobs/${jobId}/intake.json` }));
    await runDueJobs(studies);
    const after = (await studies.call('GET', `/api/processing/jobs/${jobId}?summary=1&includePresign=1`, { token: owner })).json;
    expect(after).toMatchObject({ jobId, status: 'COMPLETED', summary: before.summary, artifacts: { parsedKey: `jobs/${jobId}/result.json` } });
    expect(after.warnings).toEqual([
      'The listings could not be placed again with the current properties: The pages of this report can no longer be read; upload it again. The table shows the earlier placement.',
    ]);
  });
});

describe('runs stored before one id per run', () => {
  it('become their study job: the run id, the reported flag and a followed rematch move; running it again changes nothing', async () => {
    const projectId = studies.projects.addProject('org-acme', [{ address: '10 Main St', direction: 'subject' }]);
    const { jobId } = (await startRun(owner, projectId, 'legacy.pdf')).json;
    await runDueJobs(studies, { cd: canned });
    expect((await studies.call('POST', `${base(projectId)}/jobs/${jobId}/rematch`, { token: owner })).status).toBe(202);
    const rematchJobId = (await studies.ctx.results.findOne({ _id: jobId }))!.rematchJobId!;
    await runDueJobs(studies);
    // The shape of before: a run id of its own, following the rematch job, reported for the study.
    const run = (await studies.ctx.cdRuns.findOne({ _id: jobId }))!;
    const { reported: _reported, ...fields } = run;
    await studies.ctx.cdRuns.deleteOne({ _id: jobId });
    await studies.ctx.results.updateOne({ _id: jobId }, { $unset: { rematchJobId: '' } });
    const legacy = studies.db.collection('cd_runs');
    await legacy.insertOne({ ...fields, _id: 'old-run-id' as never, externalJobId: rematchJobId, reportedStudyJobId: jobId });
    expect(await migrateRunIds(studies.ctx)).toBe(1);
    expect(await migrateRunIds(studies.ctx)).toBe(0);
    expect(await legacy.findOne({ _id: 'old-run-id' as never })).toBeNull();
    const moved = await studies.ctx.cdRuns.findOne({ _id: jobId });
    expect(moved).toMatchObject({ projectId, filename: 'legacy.pdf', status: 'completed', reported: true });
    expect(moved).not.toHaveProperty('externalJobId');
    expect(await studies.ctx.results.findOne({ _id: jobId })).toMatchObject({ rematchJobId });
    expect((await studies.call('GET', `${base(projectId)}/jobs`, { token: owner })).json.items).toEqual([
      expect.objectContaining({ jobId, status: 'completed' }),
    ]);
  });
});
