import { setTimeout as sleep } from 'node:timers/promises';
import { INVALID_POLYGON_MESSAGE, soilsStateSchema, type SoilsState } from '@groundwork/contracts';
import { SDA_MAINTENANCE_TEXT, SDA_SQL_ERROR_MESSAGE, startFakeSda, TEST_AREA, type FakeSda } from '@groundwork/geo-fakes';
import { runJob } from '@groundwork/job-queue';
import { createProjectsClient } from '@groundwork/service-kit';
import { appCaller, silentLogger, TEST_INTERNAL_TOKEN } from '@groundwork/service-kit/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { soilsJob } from '../src/jobs';
import { NO_MAP_UNITS_REASON } from '../src/soils/soils-study';
import { SOILS_ACTIVITY } from '../src/worker/soils-job';
import { studiesJobHandlers } from '../src/worker/handlers';
import { startStudies, type TestStudies } from './studies-fixture';

let studies: TestStudies;
let sda: FakeSda;
let owner: string;
let member: string;
let viewer: string;
let rival: string;
beforeAll(async () => {
  [studies, sda] = await Promise.all([startStudies(), startFakeSda()]);
  ({ owner, member, viewer, rival } = await studies.accounts());
});
afterAll(async () => {
  await sda.close();
  await studies.close();
});

let stopWorker: (() => Promise<void>) | null = null;
beforeEach(() => {
  sda.setMode('ok');
  sda.requests.length = 0;
});
afterEach(async () => {
  await stopWorker?.();
  stopWorker = null;
});

/** A worker in this process running the real handlers against the fake SDA, until stopped (its job in hand finished). */
function startWorker(sdaTimeoutMs = 5000) {
  const handlers = studiesJobHandlers({ ctx: studies.ctx, logger: silentLogger(), soils: { sdaUrl: sda.baseUrl, sdaTimeoutMs } });
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const lease = await studies.ctx.queue.claim('soils-test-worker');
      if (lease) await runJob(studies.ctx.queue, lease, handlers);
      else await sleep(30);
    }
  })();
  stopWorker = async () => {
    stopped = true;
    await loop;
  };
}

/** The app with a short wait for SDA (SOILS_WAIT_MS), to see 202 while SDA is slow. */
function appWaiting(soilsWaitMs: number) {
  const projects = createProjectsClient({ service: 'studies', baseUrl: studies.projects.url, token: TEST_INTERNAL_TOKEN, timeoutMs: 2000 });
  const settings = {
    jwksUrl: studies.issuer.url,
    presignExpiresSeconds: 300,
    queue: { leaseMs: 60_000 },
    internalServiceToken: TEST_INTERNAL_TOKEN,
    soilsWaitMs,
  };
  return appCaller(createApp({ db: studies.db, logger: silentLogger(), store: studies.store, projects, settings }));
}

const SUBJECT = TEST_AREA.subject.polygonGeoJson;
const OCEAN = JSON.stringify({
  type: 'Polygon',
  coordinates: [
    [
      [-125, 36],
      [-124.999, 36],
      [-124.999, 36.001],
      [-125, 36],
    ],
  ],
});

const project = () => studies.projects.addProject('org-acme', [{ address: TEST_AREA.subject.address, direction: 'subject' }]);
const postSoils = (projectId: string, token = member, polygonGeoJson = SUBJECT, call = studies.call) =>
  call('POST', `/api/projects/${projectId}/soils`, { token, body: { polygonGeoJson } });
const getSoils = async (projectId: string, token = viewer): Promise<SoilsState> => {
  const res = await studies.call('GET', `/api/projects/${projectId}/soils`, { token });
  expect(res.status, res.text).toBe(200);
  return soilsStateSchema.parse(res.json);
};

describe('soils study (POST/GET /api/projects/{id}/soils)', () => {
  it("fetches the subject's soils from SDA: rows in SDA's columns, shares summing to 100, a narrative naming the dominant soil; stored, GET does not query again", async () => {
    const projectId = project();
    startWorker();
    const res = await postSoils(projectId);
    expect(res.status, res.text).toBe(200);
    const result = soilsStateSchema.parse(res.json);
    if (result.status !== 'COMPLETED') throw new Error(`expected COMPLETED, got ${result.status}`);
    expect(Object.keys(result.rows[0]!).sort()).toEqual(
      ['mukey', 'musym', 'muname', 'compname', 'hydgrpdcd', 'drclassdcd', 'slope_l', 'slope_r', 'slope_h', 'comppct_r'].sort(),
    );
    expect(new Set(result.rows.map((row) => row.mukey))).toEqual(new Set(['465297', '465286', '465275']));
    expect(result.mapUnits.reduce((sum, unit) => sum + (unit.sharePct ?? 0), 0)).toBeCloseTo(100, 0);
    expect(result.mapUnits[0]).toMatchObject({ mukey: '465297', sharePct: 50, hydgrpdcd: 'D' });
    expect(result.narrative).toContain('The dominant soil is Xerarents-Urban land-San Joaquin complex, 0 to 1 percent slopes');
    expect(result).toMatchObject({ source: sda.baseUrl, polygonGeoJson: SUBJECT, warnings: [] });
    expect(Date.parse(result.queriedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(sda.requests).toHaveLength(2);

    const stored = await getSoils(projectId);
    expect(stored).toEqual(result);
    expect(sda.requests).toHaveLength(2);
    expect(studies.projects.activities(projectId)).toEqual([expect.objectContaining({ type: 'study_finished', summary: SOILS_ACTIVITY })]);
    const run = await studies.db.collection('soil_runs').findOne({ _id: result.jobId as never });
    expect(run).toMatchObject({ projectId, organizationId: 'org-acme', status: 'COMPLETED', polygonGeoJson: SUBJECT });
  });

  it('answers NONE before any query; asks for a token; an invalid polygon is 400 with the spec message; viewers 403; another organization 404', async () => {
    const projectId = project();
    expect((await studies.call('GET', `/api/projects/${projectId}/soils`)).status).toBe(401);
    expect((await studies.call('POST', `/api/projects/${projectId}/soils`, { body: { polygonGeoJson: SUBJECT } })).status).toBe(401);
    expect(await getSoils(projectId)).toEqual({ status: 'NONE' });
    const invalid = await postSoils(projectId, member, '{"type":"Polygon","coordinates":[[[0,0],[1,1]]]}');
    expect(invalid.status).toBe(400);
    expect(invalid.json).toMatchObject({ code: 'INVALID_POLYGON', message: INVALID_POLYGON_MESSAGE, requestId: expect.any(String) });
    expect((await postSoils(projectId, member, 'not json')).json.message).toBe(INVALID_POLYGON_MESSAGE);
    expect((await postSoils(projectId, viewer)).status).toBe(403);
    expect((await postSoils(projectId, rival)).status).toBe(404);
    expect((await studies.call('GET', `/api/projects/${projectId}/soils`, { token: rival })).status).toBe(404);
    expect(await studies.db.collection('jobs').countDocuments({ type: soilsJob.type, 'payload.projectId': projectId })).toBe(0);
    expect(sda.requests).toHaveLength(0);
  });

  it("an SDA ServiceException is 502 SOILS_FETCH_FAILED with SDA's message, and GET shows the run FAILED", async () => {
    const projectId = project();
    startWorker();
    sda.setMode('sql-error');
    const res = await postSoils(projectId, owner);
    expect(res.status).toBe(502);
    expect(res.json).toMatchObject({ code: 'SOILS_FETCH_FAILED', message: expect.stringContaining(SDA_SQL_ERROR_MESSAGE) });
    const state = await getSoils(projectId);
    expect(state).toMatchObject({ status: 'FAILED', error: expect.stringContaining(SDA_SQL_ERROR_MESSAGE), polygonGeoJson: SUBJECT });
  });

  it('the maintenance page fails the run with its message; {} fails it with the no-map-units reason', async () => {
    const projectId = project();
    startWorker();
    sda.setMode('maintenance');
    const maintenance = await postSoils(projectId);
    expect(maintenance.status).toBe(502);
    expect(maintenance.json.message).toContain(SDA_MAINTENANCE_TEXT);
    sda.setMode('ok');
    const ocean = await postSoils(projectId, member, OCEAN);
    expect(ocean.status).toBe(502);
    expect(ocean.json.message).toBe(NO_MAP_UNITS_REASON);
    expect(await getSoils(projectId)).toMatchObject({ status: 'FAILED', error: NO_MAP_UNITS_REASON, polygonGeoJson: OCEAN });
  });

  it('reads NULLs sent as "" like null', async () => {
    const projectId = project();
    startWorker();
    sda.setMode('nulls-as-empty');
    const res = await postSoils(projectId);
    expect(res.status, res.text).toBe(200);
    const urban = (res.json as { mapUnits: Array<{ mukey: string; hydgrpdcd: string | null; waterTableDepthCm: number | null }> }).mapUnits.find(
      (unit) => unit.mukey === '465286',
    );
    expect(urban).toMatchObject({ hydgrpdcd: null, waterTableDepthCm: null });
  });

  it('answers 202 RUNNING while SDA is slow, joins that run on a second POST (no second job), and ends FAILED with the timeout reason', async () => {
    const projectId = project();
    const call = appWaiting(300);
    sda.setMode('slow', { delayMs: 5000 });
    startWorker(2000);
    const first = await postSoils(projectId, member, SUBJECT, call);
    expect(first.status, first.text).toBe(202);
    const running = soilsStateSchema.parse(first.json);
    expect(running).toMatchObject({ status: 'RUNNING', polygonGeoJson: SUBJECT });
    const second = await postSoils(projectId, owner, SUBJECT, call);
    expect(second.status).toBe(202);
    expect(second.json).toEqual(running);
    await stopWorker?.();
    stopWorker = null;
    const state = await getSoils(projectId);
    expect(state).toMatchObject({ status: 'FAILED', error: 'USDA Soil Data Access did not answer within 2 s. It is often slow; try again in a few minutes.' });
    const jobs = await studies.db.collection('jobs').countDocuments({ type: soilsJob.type, 'payload.projectId': projectId });
    expect(jobs).toBe(1);
  });

  it('a RUNNING run whose job the queue gave up on reads as FAILED, never RUNNING forever', async () => {
    const projectId = project();
    const call = appWaiting(0);
    const res = await postSoils(projectId, member, SUBJECT, call);
    expect(res.status).toBe(202);
    const { jobId } = res.json as { jobId: string };
    await studies.db
      .collection('jobs')
      .updateOne({ _id: jobId as never }, { $set: { status: 'FAILED', errorMessage: 'Gave up after 2 attempts: the worker stopped responding.' } });
    expect(await getSoils(projectId)).toMatchObject({ status: 'FAILED', jobId, error: expect.stringContaining('the worker stopped responding') });
  });
});
