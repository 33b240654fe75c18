import { apiErrorBodySchema, databaseStudyResultSchema, databaseStudySummary, jobSchema, type DatabaseStudyResult } from '@groundwork/contracts';
import { makePdf } from '@groundwork/doc-processing/testing/make-files';
import { createProjectsClient, databaseRecordItemSchema, recordNarrativeUpdateResultSchema } from '@groundwork/service-kit';
import { appCaller, silentLogger, TEST_INTERNAL_TOKEN } from '@groundwork/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { readJsonObject } from '../src/use-cases/study-results';
import type { StudyExtractor } from '../src/worker/study-job';
import { aDatabaseRecord } from './database-records';
import { runDueJobs, startStudies, type TestStudies } from './studies-fixture';

// Saving one record's narrative of a project's regulatory database results: the version of a
// result (the job view's `resultVersion`, `If-Match` on the save link) and the internal routes the
// review service saves through, with two saves at once never losing one another's edit.

let studies: TestStudies;
let owner: string;
let viewer: string;
let rival: string;
let pdf: Uint8Array;
beforeAll(async () => {
  studies = await startStudies();
  ({ owner, viewer, rival } = await studies.accounts());
  pdf = await makePdf((document) => document.text('ENVIRONMENTAL RADIUS REPORT'));
});
afterAll(() => studies.close());

const ORPHAN_NARRATIVE = 'QUICK CLEAN is an unmapped DRYCLEANERS listing (Inactive).';
const CHANGED = 'Closure letter of 2006-03-01 reviewed: no further action required (p. 2).';

const resultOf = (subject: string): DatabaseStudyResult =>
  databaseStudyResultSchema.parse({
    report: { vendor: 'TerraSearch', report_id: '7380909.1s', report_date: '2021-01-06', subject_name: null, subject_address: subject, page_count: 1 },
    database_summary: [],
    items: [
      aDatabaseRecord('site-1', { address: subject }),
      aDatabaseRecord('orphan-1', { site_name: 'QUICK CLEAN', target: 'QUICK CLEAN', narrative: ORPHAN_NARRATIVE, is_orphan: true, location: 'unmapped' }),
    ],
    narratives: [{ site_name: 'FORMER SERVICE STATION', address: subject, database_name: 'LUST', distance: 0 }],
    editedAt: null,
  });

const cannedDb: StudyExtractor = () => {
  const result = resultOf('1352 MILL RD');
  return { result, summary: databaseStudySummary(result), warnings: [] };
};

const internal = { token: TEST_INTERNAL_TOKEN };
const itemPath = (projectId: string, index: number | string) => `/internal/studies/projects/${projectId}/database/items/${index}`;
const narrativePath = (projectId: string, index: number | string) => `${itemPath(projectId, index)}/narrative`;
const update = (fields: Record<string, unknown> = {}) => ({
  organizationId: 'org-acme',
  narrative: CHANGED,
  updatedBy: 'user-olivia',
  source: { kind: 'regulatory-analysis', sessionId: 'session-1' },
  ...fields,
});

/** A project of Acme whose regulatory database run has finished; its job id. */
async function projectWithResults() {
  const projectId = studies.projects.addProject('org-acme', [{ address: '1352 Mill Rd', direction: 'subject' }]);
  const s3Key = await studies.upload(owner, pdf, 'radius.pdf');
  const started = await studies.call('POST', '/api/processing/cd/process', { token: owner, body: { study: 'database', s3Key, projectId } });
  expect(started.status, started.text).toBe(200);
  await runDueJobs(studies, { database: cannedDb });
  return { projectId, jobId: started.json.jobId as string };
}

/** The job view's `studies.database` with its links, and the save link as a path on the studies app. */
async function databaseState(jobId: string, token = owner) {
  const job = jobSchema.parse((await studies.call('GET', `/api/processing/jobs/${jobId}?study=database&includePresign=1`, { token })).json);
  const state = job.studies!.database!;
  const put = state.resultUrls?.put ? new URL(state.resultUrls.put, 'http://gateway.test') : null;
  return { state, save: put ? `${put.pathname}${put.search}` : null };
}

const storedResult = async (jobId: string) => databaseStudyResultSchema.parse(await readJsonObject(studies.ctx, `jobs/${jobId}/result.json`));
const projectNarratives = async (projectId: string) =>
  (await studies.call('GET', `/api/projects/${projectId}/environmental/narratives`, { token: viewer })).json as {
    narrativeData: { items: Array<{ narrative: string }> };
  };
const keptVersions = (projectId: string) => studies.ctx.narrativeVersions.find({ projectId }).toArray();

describe('the version of a result', () => {
  it("answers studies.database.resultVersion with the links: the stored result's ETag without quotes", async () => {
    const { jobId } = await projectWithResults();
    const { state } = await databaseState(jobId);
    const read = await fetch(state.resultUrls!.get);
    expect(read.status).toBe(200);
    expect(state.resultVersion).toMatch(/^[0-9a-f]{32}$/);
    expect(state.resultVersion).toBe(read.headers.get('etag')!.replaceAll('"', ''));
    expect((await databaseState(jobId, viewer)).state.resultVersion).toBe(state.resultVersion);
    const plain = jobSchema.parse((await studies.call('GET', `/api/processing/jobs/${jobId}?study=database`, { token: owner })).json);
    expect(plain.studies?.database).not.toHaveProperty('resultVersion');
  });

  it('a save with the If-Match it loaded is stored and answers the new version; a stale one is 409 RESULT_VERSION_CONFLICT and changes nothing', async () => {
    const { jobId } = await projectWithResults();
    const { state, save } = await databaseState(jobId);
    const result = await storedResult(jobId);
    result.items[1]!.narrative = 'First edit.';
    const saved = await studies.call('PUT', save!, { body: result, headers: { 'if-match': `"${state.resultVersion}"` } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.version).toMatch(/^[0-9a-f]{32}$/);
    expect(saved.json.version).not.toBe(state.resultVersion);
    expect((await databaseState(jobId)).state.resultVersion).toBe(saved.json.version);

    result.items[1]!.narrative = 'Edit made on the old version.';
    const stale = await studies.call('PUT', save!, { body: result, headers: { 'if-match': state.resultVersion! } });
    expect(stale.status).toBe(409);
    expect(apiErrorBodySchema.parse(stale.json)).toMatchObject({
      code: 'RESULT_VERSION_CONFLICT',
      message: 'These results were changed by another save since you loaded them. Reload them and save again.',
    });
    expect((await storedResult(jobId)).items[1]!.narrative).toBe('First edit.');
    expect((await databaseState(jobId)).state.resultVersion).toBe(saved.json.version);

    // Without If-Match a save behaves as before: stored over whatever is there.
    const blind = await studies.call('PUT', save!, { body: result });
    expect(blind.status).toBe(200);
    expect((await storedResult(jobId)).items[1]!.narrative).toBe('Edit made on the old version.');
  });

  it('two saves at once with the same If-Match: one is stored, the other is 409', async () => {
    const { jobId } = await projectWithResults();
    const { state, save } = await databaseState(jobId);
    const result = await storedResult(jobId);
    const bodies = ['Edit A.', 'Edit B.'].map((narrative) => ({ ...result, items: [result.items[0], { ...result.items[1], narrative }] }));
    const answers = await Promise.all(bodies.map((body) => studies.call('PUT', save!, { body, headers: { 'if-match': state.resultVersion! } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    expect((await storedResult(jobId)).items[1]!.narrative).toBe(bodies[winner]!.items[1]!.narrative);
  });
});

describe('GET /internal/studies/projects/{projectId}/database/items/{itemIndex}', () => {
  it('answers the record of the run behind the narrative, with the version; 401 without the token, 404 for another organization or index', async () => {
    const { projectId, jobId } = await projectWithResults();
    const res = await studies.call('GET', `${itemPath(projectId, 1)}?organizationId=org-acme`, internal);
    expect(res.status, res.text).toBe(200);
    const record = databaseRecordItemSchema.parse(res.json);
    expect(record).toMatchObject({ jobId, itemIndex: 1, itemCount: 2, item: { target: 'QUICK CLEAN', narrative: ORPHAN_NARRATIVE } });
    expect(record.version).toBe((await databaseState(jobId)).state.resultVersion);

    expect((await studies.call('GET', `${itemPath(projectId, 1)}?organizationId=org-acme`)).status).toBe(401);
    const wrongToken = await studies.call('GET', `${itemPath(projectId, 1)}?organizationId=org-acme`, { token: `${TEST_INTERNAL_TOKEN}x` });
    expect(wrongToken.status).toBe(401);
    // A user's access token is not the service token.
    expect((await studies.call('GET', `${itemPath(projectId, 1)}?organizationId=org-acme`, { token: owner })).status).toBe(401);

    const otherOrg = await studies.call('GET', `${itemPath(projectId, 1)}?organizationId=org-rival`, internal);
    expect(otherOrg.status).toBe(404);
    expect(otherOrg.json).toMatchObject({
      code: 'NARRATIVES_NOT_FOUND',
      message: 'No regulatory database results are stored for this project; process the regulatory database report first.',
    });
    const outOfRange = await studies.call('GET', `${itemPath(projectId, 7)}?organizationId=org-acme`, internal);
    expect(outOfRange.status).toBe(404);
    expect(outOfRange.json).toMatchObject({
      code: 'RECORD_NOT_FOUND',
      message: "Record 7 is not in this project's regulatory database results (it has 2 records).",
    });
    const noResults = studies.projects.addProject('org-acme', []);
    expect((await studies.call('GET', `${itemPath(noResults, 0)}?organizationId=org-acme`, internal)).json.code).toBe('NARRATIVES_NOT_FOUND');
    for (const bad of ['-1', '1.5', 'x', '99999']) {
      expect((await studies.call('GET', `${itemPath(projectId, bad)}?organizationId=org-acme`, internal)).status, bad).toBe(400);
    }
    expect((await studies.call('GET', itemPath(projectId, 1), internal)).status).toBe(400);
  });
});

describe('PUT /internal/studies/projects/{projectId}/database/items/{itemIndex}/narrative', () => {
  it("replaces the narrative in the run's result and the project's narrative, keeps the previous text, marks the check", async () => {
    const { projectId, jobId } = await projectWithResults();
    const { state } = await databaseState(jobId);
    const res = await studies.call('PUT', narrativePath(projectId, 1), { ...internal, body: update({ expectedVersion: state.resultVersion }) });
    expect(res.status, res.text).toBe(200);
    const saved = recordNarrativeUpdateResultSchema.parse(res.json);
    expect(saved).toEqual({
      jobId,
      itemIndex: 1,
      version: expect.stringMatching(/^[0-9a-f]{32}$/),
      previousNarrative: ORPHAN_NARRATIVE,
      savedAt: expect.any(String),
    });
    expect(saved.version).not.toBe(state.resultVersion);

    const result = await storedResult(jobId);
    expect(result.items.map((item) => item.narrative)).toEqual([resultOf('1352 MILL RD').items[0]!.narrative, CHANGED]);
    expect(result.editedAt).toBe(saved.savedAt);
    expect((await projectNarratives(projectId)).narrativeData.items[1]!.narrative).toBe(CHANGED);
    expect((await databaseState(jobId)).state.resultVersion).toBe(saved.version);
    expect(studies.projects.studyChecks(projectId)).toMatchObject({ database: true });

    expect(await keptVersions(projectId)).toEqual([
      expect.objectContaining({
        projectId,
        organizationId: 'org-acme',
        jobId,
        itemIndex: 1,
        previous: ORPHAN_NARRATIVE,
        narrative: CHANGED,
        versionBefore: state.resultVersion,
        versionAfter: saved.version,
        savedBy: 'user-olivia',
        source: { kind: 'regulatory-analysis', sessionId: 'session-1' },
      }),
    ]);

    // A second save over the new version; the record's kept versions, newest first, for readers of the organization.
    const again = await studies.call('PUT', narrativePath(projectId, 1), {
      ...internal,
      body: update({ narrative: 'Second save.', expectedVersion: saved.version }),
    });
    expect(again.status, again.text).toBe(200);
    expect(again.json.previousNarrative).toBe(CHANGED);
    const listed = await studies.call('GET', `/api/projects/${projectId}/environmental/narratives/items/1/versions`, { token: viewer });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.json.items.map((kept: { previous: string; narrative: string }) => [kept.previous, kept.narrative])).toEqual([
      [CHANGED, 'Second save.'],
      [ORPHAN_NARRATIVE, CHANGED],
    ]);
    expect(listed.json.items[0]).not.toHaveProperty('organizationId');
    expect((await studies.call('GET', `/api/projects/${projectId}/environmental/narratives/items/0/versions`, { token: viewer })).json.items).toEqual([]);
    expect((await studies.call('GET', `/api/projects/${projectId}/environmental/narratives/items/1/versions`, { token: rival })).status).toBe(404);
  });

  it('a stale expectedVersion is 409 NARRATIVE_VERSION_CONFLICT and nothing changes', async () => {
    const { projectId, jobId } = await projectWithResults();
    const { state } = await databaseState(jobId);
    const first = await studies.call('PUT', narrativePath(projectId, 0), { ...internal, body: update({ expectedVersion: state.resultVersion }) });
    expect(first.status, first.text).toBe(200);
    const stale = await studies.call('PUT', narrativePath(projectId, 1), {
      ...internal,
      body: update({ narrative: 'Late.', expectedVersion: state.resultVersion }),
    });
    expect(stale.status).toBe(409);
    expect(apiErrorBodySchema.parse(stale.json)).toMatchObject({
      code: 'NARRATIVE_VERSION_CONFLICT',
      message: 'The regulatory database results were changed by another save since this page loaded them. Reload the page and save again.',
    });
    expect((await storedResult(jobId)).items[1]!.narrative).toBe(ORPHAN_NARRATIVE);
    expect((await projectNarratives(projectId)).narrativeData.items[1]!.narrative).toBe(ORPHAN_NARRATIVE);
    expect(await keptVersions(projectId)).toHaveLength(1);
  });

  it('two saves at once with the same expectedVersion, through two app instances on one database: one is stored, the other is 409', async () => {
    const { projectId, jobId } = await projectWithResults();
    const { state } = await databaseState(jobId);
    // A second instance of the service (another process would be the same: nothing is shared but the database).
    const other = appCaller(
      createApp({
        db: studies.db,
        logger: silentLogger(),
        store: studies.store,
        projects: createProjectsClient({ service: 'studies', baseUrl: studies.projects.url, token: TEST_INTERNAL_TOKEN }),
        settings: { jwksUrl: studies.issuer.url, presignExpiresSeconds: 300, queue: {}, internalServiceToken: TEST_INTERNAL_TOKEN },
      }),
    );
    const texts = ['Saved by the first page.', 'Saved by the second page.'];
    const answers = await Promise.all([
      studies.call('PUT', narrativePath(projectId, 1), { ...internal, body: update({ narrative: texts[0], expectedVersion: state.resultVersion }) }),
      other('PUT', narrativePath(projectId, 1), { ...internal, body: update({ narrative: texts[1], expectedVersion: state.resultVersion }) }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = texts[answers.findIndex((answer) => answer.status === 200)];
    expect(answers.find((answer) => answer.status === 409)!.json.code).toBe('NARRATIVE_VERSION_CONFLICT');
    expect((await storedResult(jobId)).items[1]!.narrative).toBe(winner);
    expect((await projectNarratives(projectId)).narrativeData.items[1]!.narrative).toBe(winner);
    expect((await keptVersions(projectId)).map((kept) => [kept.previous, kept.narrative])).toEqual([[ORPHAN_NARRATIVE, winner]]);
  });

  it('updates the narrative itself when it was saved for a job without a result', async () => {
    const projectId = studies.projects.addProject('org-acme', []);
    // A database job of no project, not processed: it has no result record.
    const s3Key = await studies.upload(owner, pdf, 'loose.pdf');
    const { jobId } = (await studies.call('POST', '/api/processing/cd/process', { token: owner, body: { study: 'database', s3Key } })).json;
    const body = { jobId, narratives: [], narrativeData: { items: [{ address: '9 ELM ST', target: 'QUICK CLEAN', narrative: 'Typed by hand.' }] } };
    expect((await studies.call('PUT', `/api/projects/${projectId}/environmental/narratives`, { token: owner, body })).status).toBe(200);

    const read = databaseRecordItemSchema.parse((await studies.call('GET', `${itemPath(projectId, 0)}?organizationId=org-acme`, internal)).json);
    expect(read).toMatchObject({ jobId, itemIndex: 0, itemCount: 1, item: { narrative: 'Typed by hand.' } });
    const saved = await studies.call('PUT', narrativePath(projectId, 0), { ...internal, body: update({ expectedVersion: read.version }) });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({ jobId, itemIndex: 0, previousNarrative: 'Typed by hand.' });
    expect(saved.json.version).not.toBe(read.version);
    expect((await projectNarratives(projectId)).narrativeData.items[0]!.narrative).toBe(CHANGED);
    const stale = await studies.call('PUT', narrativePath(projectId, 0), { ...internal, body: update({ narrative: 'Late.', expectedVersion: read.version }) });
    expect(stale.status).toBe(409);
    expect((await projectNarratives(projectId)).narrativeData.items[0]!.narrative).toBe(CHANGED);
    expect(await studies.ctx.results.findOne({ _id: jobId })).toBeNull();
  });

  it('refuses a bad token, another organization, a record out of range, an archived project and oversized or hostile bodies', async () => {
    const { projectId, jobId } = await projectWithResults();
    const before = await storedResult(jobId);
    const put = (body: unknown, options: { index?: number | string; token?: string } = {}) =>
      studies.call('PUT', narrativePath(projectId, options.index ?? 1), { token: options.token ?? TEST_INTERNAL_TOKEN, body });

    expect((await put(update(), { token: 'not-the-internal-token-at-all-0123456789' })).status).toBe(401);
    expect((await studies.call('PUT', narrativePath(projectId, 1), { body: update() })).status).toBe(401);
    const otherOrg = await put(update({ organizationId: 'org-rival' }));
    expect(otherOrg.status).toBe(404);
    expect(otherOrg.json.code).toBe('NARRATIVES_NOT_FOUND');
    const outOfRange = await put(update(), { index: 2 });
    expect(outOfRange.status).toBe(404);
    expect(outOfRange.json.message).toBe("Record 2 is not in this project's regulatory database results (it has 2 records).");
    const noResults = studies.projects.addProject('org-acme', []);
    const nothingToSave = await studies.call('PUT', narrativePath(noResults, 0), { ...internal, body: update() });
    expect(nothingToSave.status).toBe(404);
    expect(nothingToSave.json.code).toBe('NARRATIVES_NOT_FOUND');
    expect(studies.projects.studyChecks(noResults)).toMatchObject({ database: false });
    const archived = studies.projects.addProject('org-acme', [], { archived: true });
    const archivedSave = await studies.call('PUT', narrativePath(archived, 0), { ...internal, body: update() });
    expect(archivedSave.status).toBe(409);
    expect(archivedSave.json.code).toBe('PROJECT_ARCHIVED');

    const hostile: Array<[string, unknown]> = [
      ['a narrative over 20,000 characters', update({ narrative: 'n'.repeat(20_001) })],
      ['an unknown field', update({ role: 'owner' })],
      ['another source', update({ source: { kind: 'manual', sessionId: 's' } })],
      ['no author', update({ updatedBy: undefined })],
      ['a narrative that is not text', update({ narrative: { $set: 'x' } })],
      ['an empty expected version', update({ expectedVersion: '' })],
      ['not an object', ['x']],
    ];
    for (const [what, body] of hostile) {
      const res = await put(body);
      expect(res.status, what).toBe(400);
    }
    const proto = await studies.call('PUT', narrativePath(projectId, 1), {
      ...internal,
      rawBody: `{"__proto__":{"polluted":true},${JSON.stringify(update()).slice(1)}`,
    });
    expect(proto.status).toBe(400);
    const deep = await studies.call('PUT', narrativePath(projectId, 1), { ...internal, rawBody: `${'['.repeat(100)}${']'.repeat(100)}` });
    expect(deep.status).toBe(400);
    const huge = await studies.call('PUT', narrativePath(projectId, 1), { ...internal, rawBody: JSON.stringify(update({ narrative: 'n'.repeat(200_000) })) });
    expect(huge.status).toBe(413);

    expect(await storedResult(jobId)).toEqual(before);
    expect(await keptVersions(projectId)).toEqual([]);
  });
});
