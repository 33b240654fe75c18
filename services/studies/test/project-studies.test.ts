import { cityDirectoryResultSchema, cityDirectoryRunListSchema, type CityDirectoryResult } from '@groundwork/contracts';
import { makePdf } from '@groundwork/doc-processing/testing/make-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJsonObject } from '../src/use-cases/study-results';
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
    parsedEntries: [{ id: 'e1', year: 1999, address: '10 MAIN ST', direction: payload.properties[0]?.direction ?? null, is_subject: payload.properties[0]?.direction === 'subject', business_name: 'ACME CLEANERS', phone: null, page: 1 }],
    years: [1999],
  });
  return { result, summary: { entries: 1, vacancies: 0, unassigned: 0, tagged: 0, years: 1 } };
};

const base = (projectId: string) => `/api/projects/${projectId}/city-directory`;

async function startRun(token: string, projectId: string, filename = 'directory.pdf') {
  const key = await studies.upload(token, pdf, filename, '/api/city-directory/upload-url');
  return studies.call('POST', `${base(projectId)}/process`, { token, body: { s3Key: key, filename } });
}

describe('city directory runs of a project', () => {
  it('queues the study with the project properties and aliases, lists the run, completes it once with the project check and activity', async () => {
    const projectId = studies.projects.addProject('org-acme', [
      { address: '10 Main St', direction: 'subject' },
      { address: '12 Main St', direction: 'north' },
    ]);
    const aliases = await studies.call('PUT', `${base(projectId)}/aliases`, { token: member, body: { aliases: [{ from: 'HWY 99', to: 'OLD STATE ROUTE 99' }, { from: 'old state route 99', to: 'hwy 99' }] } });
    expect(aliases.json).toEqual({ aliases: [{ from: 'HWY 99', to: 'OLD STATE ROUTE 99' }] });
    const started = await startRun(member, projectId);
    expect(started.status).toBe(200);
    const { jobId, externalJobId } = started.json;
    expect(jobId).not.toBe(externalJobId);
    expect((await studies.ctx.queue.get(externalJobId))?.payload).toMatchObject({
      projectId,
      properties: [
        { address: '10 Main St', direction: 'subject' },
        { address: '12 Main St', direction: 'north' },
      ],
      aliases: [{ from: 'HWY 99', to: 'OLD STATE ROUTE 99' }],
    });
    const listed = cityDirectoryRunListSchema.parse((await studies.call('GET', `${base(projectId)}/jobs`, { token: viewer })).json);
    expect(listed.items).toEqual([expect.objectContaining({ jobId, externalJobId, filename: 'directory.pdf', status: 'processing', completedAt: null })]);

    const early = await studies.call('PATCH', `${base(projectId)}/jobs/${jobId}`, { token: member, body: { status: 'completed' } });
    expect(early.status).toBe(409);
    expect(early.json.code).toBe('JOB_NOT_COMPLETED');

    await runDueJobs(studies, { cd: canned });
    const callsBefore = studies.projects.calls.length;
    const done = await studies.call('PATCH', `${base(projectId)}/jobs/${jobId}`, { token: member, body: { status: 'completed', results: { parsedKey: 'ignored' } } });
    expect(done.json).toMatchObject({ status: 'completed', parsedKey: `jobs/${externalJobId}/result.json`, completedAt: expect.any(String) });
    await studies.call('PATCH', `${base(projectId)}/jobs/${jobId}`, { token: member, body: { status: 'completed' } });
    const reported = studies.projects.calls.slice(callsBefore).filter((call) => call.method !== 'GET');
    expect(reported).toEqual([
      { method: 'PUT', path: `/internal/projects/${projectId}/study-checks`, body: { cityDirectory: true } },
      {
        method: 'POST',
        path: `/internal/projects/${projectId}/activity`,
        body: { type: 'study_finished', summary: 'City directory study finished: directory.pdf', actor: { userId: 'user-mark', email: 'mark@acme.example' } },
      },
    ]);
  });

  it('reuses a run named by jobId, and keeps projects apart: another organization gets 404, viewers 403, archived 409', async () => {
    const projectId = studies.projects.addProject('org-acme', [{ address: '1 Oak Ave', direction: 'subject' }]);
    const first = (await startRun(owner, projectId, 'one.pdf')).json;
    const key = await studies.upload(owner, pdf, 'two.pdf', '/api/city-directory/upload-url');
    const rerun = await studies.call('POST', `${base(projectId)}/process`, { token: owner, body: { s3Key: key, filename: 'two.pdf', jobId: first.jobId } });
    expect(rerun.json.jobId).toBe(first.jobId);
    expect(rerun.json.externalJobId).not.toBe(first.externalJobId);
    expect((await studies.call('GET', `${base(projectId)}/jobs`, { token: owner })).json.items).toHaveLength(1);

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
    narrativeData: { items: [{ address: '10 MAIN ST', target: 'ACME CLEANERS', narrative: 'Listed as a small quantity generator.', document_links: [{ db_name: 'RCRA-SQG', links: ['https://example.gov/a'] }] }] },
  });

  it('stores the narrative for one of the organization job, marks the database check and reads it back', async () => {
    const projectId = studies.projects.addProject('org-acme', [{ address: '10 Main St', direction: 'subject' }]);
    const { externalJobId } = (await startRun(owner, projectId)).json;
    const saved = await studies.call('PUT', `/api/projects/${projectId}/environmental/narratives`, { token: owner, body: narratives(externalJobId) });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ jobId: externalJobId, items: 1, records: 1 });
    expect(studies.projects.calls.at(-1)).toEqual({ method: 'PUT', path: `/internal/projects/${projectId}/study-checks`, body: { database: true } });
    const read = await studies.call('GET', `/api/projects/${projectId}/environmental/narratives`, { token: viewer });
    expect(read.json).toMatchObject({ ...narratives(externalJobId), updatedAt: expect.any(String) });
  });

  it('refuses a job of another organization or none, bad bodies and viewers; 404 before anything was saved', async () => {
    const projectId = studies.projects.addProject('org-acme', []);
    expect((await studies.call('GET', `/api/projects/${projectId}/environmental/narratives`, { token: owner })).status).toBe(404);
    const rivalProject = studies.projects.addProject('org-rival', []);
    const { externalJobId } = (await startRun(rival, rivalProject)).json;
    expect((await studies.call('PUT', `/api/projects/${projectId}/environmental/narratives`, { token: owner, body: narratives(externalJobId) })).status).toBe(404);
    expect((await studies.call('PUT', `/api/projects/${projectId}/environmental/narratives`, { token: owner, body: { ...narratives('x'), narratives: 'no' } })).status).toBe(400);
    expect((await studies.call('PUT', `/api/projects/${projectId}/environmental/narratives`, { token: viewer, body: narratives(externalJobId) })).status).toBe(403);
  });
});

describe('rematch of a finished run', () => {
  it('places the listings again with the current properties and aliases, keeping the user edits', async () => {
    const truth = JSON.parse(Buffer.from(await fixtureBytes('city_directory_01_a.truth.json')).toString('utf8'));
    const projectId = studies.projects.addProject('org-acme', []);
    const key = await studies.upload(owner, await fixtureBytes('city_directory_01_a.pdf'), 'cd.pdf', '/api/city-directory/upload-url');
    const { jobId, externalJobId } = (await studies.call('POST', `${base(projectId)}/process`, { token: owner, body: { s3Key: key, filename: 'cd.pdf' } })).json;
    await runDueJobs(studies);
    const job = (await studies.call('GET', `/api/processing/jobs/${externalJobId}?summary=1&includePresign=1`, { token: owner })).json;
    expect(job.summary.unassigned).toBe(job.summary.entries);
    const result = await (await fetch(job.artifacts.parsedUrls.get)).json();
    const first = result.parsedEntries[0];
    result.parsedEntries[0] = { ...first, business_name: `${first.business_name} (CHECKED)` };
    result.editedAt = '2026-11-21T09:00:00.000Z';
    await fetch(job.artifacts.parsedUrls.put, { method: 'PUT', body: JSON.stringify(result), headers: { 'content-type': 'application/json' } });

    studies.projects.setProperties(projectId, truth.properties.map(({ address, direction }: { address: string; direction: 'subject' }) => ({ address, direction })));
    const notYours = await studies.call('POST', `${base(projectId)}/jobs/${jobId}/rematch`, { token: rival });
    expect(notYours.status).toBe(404);
    const rematched = await studies.call('POST', `${base(projectId)}/jobs/${jobId}/rematch`, { token: owner });
    expect(rematched.status).toBe(200);
    expect(rematched.json.summary.unassigned).toBeLessThan(job.summary.entries / 10);
    const after = (await studies.call('GET', `/api/processing/jobs/${externalJobId}?includePresign=1`, { token: owner })).json;
    expect(after.editedAt).toBe('2026-11-21T09:00:00.000Z');
    const now = await (await fetch(after.artifacts.parsedUrls.get)).json();
    const same = now.parsedEntries.find((entry: { id: string }) => entry.id === first.id);
    expect(same.business_name).toBe(`${first.business_name} (CHECKED)`);
    expect(now.parsedEntries.some((entry: { direction: string }) => entry.direction === 'subject')).toBe(true);
    const original = (await readJsonObject(studies.ctx, `jobs/${externalJobId}/result.original.json`)) as typeof result;
    expect(original.parsedEntries.find((entry: { id: string }) => entry.id === first.id).business_name).toBe(first.business_name);
    expect(original.parsedEntries.every((entry: { direction: string | null }) => entry.direction === null)).toBe(true);
  }, 60_000);
});
