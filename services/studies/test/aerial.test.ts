import type { AerialVisionReader } from '@groundwork/ai';
import { aerialRunListSchema, aerialStudyResultSchema, jobSchema, LOW_CONFIDENCE, type AerialStudyResult } from '@groundwork/contracts';
import { encodePhotoJpeg } from '@groundwork/doc-processing';
import { makePdf } from '@groundwork/doc-processing/testing/make-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studyJob } from '../src/jobs';
import { photoAttachmentName } from '../src/studies/aerial';
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
  pdf = await makePdf((document) => document.text('AERIAL PHOTOGRAPH PACKAGE'));
});
afterAll(() => studies.close());

const PHOTO = { width: 40, height: 40, pixels: new Uint8Array(1600).fill(128) };

/** What the stand-in extractor reads from every package: two photographs, each property read as residential. */
const cannedAerial: StudyExtractor = (_intake, { properties }) => {
  const photos = [1955, 1988].map((year, index) => ({
    index,
    year,
    date: null,
    page: index + 2,
    label_text: String(year),
    source: 'USGS',
    scale: { text: '1" = 500\'', feet_per_inch: 500 },
    ft_per_px: 2.5,
    width: 40,
    height: 40,
    subject: { x: 20, y: 20, outlined: true },
  }));
  const predictions = photos.flatMap((photo) =>
    properties.map(({ address, direction }) => ({
      year: photo.year,
      address,
      direction,
      label: 'residential' as const,
      confidence: direction === 'west' ? 0.41 : 0.9,
      page: photo.page,
      photo: photo.index,
      window: { x: 10, y: 10, width: 20, height: 20 },
      offline: { label: 'residential' as const, confidence: direction === 'west' ? 0.41 : 0.9 },
      vision: null,
      edited: false,
    })),
  );
  const result: AerialStudyResult = { years: [1955, 1988], scale: photos[0]!.scale, photos, predictions, classifier: 'offline', editedAt: null };
  const jpeg = Buffer.from(encodePhotoJpeg(PHOTO)).toString('base64');
  return {
    result,
    summary: { photos: 2, predictions: predictions.length },
    warnings: [],
    attachments: photos.map((photo) => ({ name: photoAttachmentName(photo.index), contentType: 'image/jpeg', base64: jpeg })),
  };
};

const projectWithProperties = (organizationId = 'org-acme') =>
  studies.projects.addProject(organizationId, [
    { address: '2240 Front St', direction: 'subject', latitude: '40.7000', longitude: '-74.2000' },
    { address: '2250 Front St', direction: 'north', latitude: '40.7010', longitude: '-74.2000' },
    { address: '2243 Front St', direction: 'west' },
  ]);

async function startAerialRun(
  token: string,
  projectId: string | undefined,
  bytes: Uint8Array = pdf,
  filename = 'aerials.pdf',
  extra: object = {},
  uploader = token,
) {
  const s3Key = await studies.upload(uploader, bytes, filename);
  return studies.call('POST', '/api/processing/cd/process?study=aerial', {
    token,
    body: { s3Key: `s3://groundwork-uploads/${s3Key}`, subjectAddress: 'Elsewhere', adjoiningInfo: [], ...(projectId ? { projectId } : {}), ...extra },
  });
}

const query = '?study=aerial&summary=1&includePresign=1';

describe('aerial runs of a project', () => {
  it("queues the study with the project's properties and their coordinates; lists the run; viewers cannot start one, another organization gets 404", async () => {
    const projectId = projectWithProperties();
    const started = await startAerialRun(member, projectId);
    expect(started.status, started.text).toBe(200);
    const { jobId } = started.json as { jobId: string };
    const job = await studies.ctx.queue.getAs(studyJob, jobId);
    expect(job?.payload).toMatchObject({
      study: 'aerial',
      projectId,
      properties: [
        { address: '2240 Front St', direction: 'subject', latitude: 40.7, longitude: -74.2 },
        { address: '2250 Front St', direction: 'north', latitude: 40.701, longitude: -74.2 },
        { address: '2243 Front St', direction: 'west' },
      ],
    });
    const runs = aerialRunListSchema.parse((await studies.call('GET', `/api/projects/${projectId}/aerial/jobs`, { token: viewer })).json);
    expect(runs.items).toEqual([expect.objectContaining({ jobId, filename: 'aerials.pdf', status: 'PENDING', errorMessage: null })]);
    expect((await startAerialRun(viewer, projectId, pdf, 'v.pdf', {}, owner)).status).toBe(403);
    expect((await startAerialRun(rival, projectId)).status).toBe(404);
    expect((await studies.call('GET', `/api/projects/${projectId}/aerial/jobs`, { token: rival })).status).toBe(404);
    await runDueJobs(studies, { aerial: cannedAerial });
  });

  it('needs at least one property: 400 NO_PROPERTIES with the spec message, for a project and for a body without any', async () => {
    const empty = studies.projects.addProject('org-acme', []);
    const refused = await startAerialRun(owner, empty);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 'NO_PROPERTIES', message: 'No adjoining properties found. Please add properties first.' });
    const bodyOnly = await startAerialRun(owner, undefined, pdf, 'loose.pdf', { subjectAddress: undefined });
    expect(bodyOnly.status).toBe(400);
    expect(bodyOnly.json.code).toBe('NO_PROPERTIES');
  });

  it("without a projectId the body's subject and adjoining properties are placed (coordinates where given) and the job is the caller's to poll", async () => {
    const started = await startAerialRun(owner, undefined, pdf, 'body.pdf', {
      subjectAddress: '2240 Front St',
      adjoiningInfo: [
        { address: '2250 Front St', direction: 'north', latitude: '40.701', longitude: '-74.2' },
        { address: '2243 Front St', direction: 'west' },
      ],
    });
    expect(started.status, started.text).toBe(200);
    const { jobId } = started.json as { jobId: string };
    expect((await studies.ctx.queue.getAs(studyJob, jobId))?.payload.properties).toEqual([
      { address: '2240 Front St', direction: 'subject' },
      { address: '2250 Front St', direction: 'north', latitude: 40.701, longitude: -74.2 },
      { address: '2243 Front St', direction: 'west' },
    ]);
    const view = await studies.call('GET', `/api/processing/jobs/${jobId}${query}`, { token: owner });
    expect(view.status).toBe(200);
    expect(view.json.studies.aerial.status).toBe('PENDING');
    await runDueJobs(studies, { aerial: cannedAerial });
  });

  it('the worker completes the run with no browser watching: the aerial check set and the activity logged once; the job view answers the spec summaryAerial with the photos', async () => {
    const projectId = projectWithProperties();
    const { jobId } = (await startAerialRun(owner, projectId)).json as { jobId: string };
    const queued = jobSchema.parse((await studies.call('GET', `/api/processing/jobs/${jobId}${query}`, { token: owner })).json);
    expect(queued.studies?.aerial).toEqual({ status: 'PENDING', progress: 0 });
    expect(queued.summaryAerial).toEqual({ progress: 0 });

    await runDueJobs(studies, { aerial: cannedAerial });
    expect(studies.projects.studyChecks(projectId)).toMatchObject({ aerial: true, cityDirectory: false, database: false });
    expect(studies.projects.activities(projectId)).toEqual([
      expect.objectContaining({ type: 'study_finished', summary: 'Aerial study finished: aerials.pdf' }),
    ]);
    // Completing again (a redelivered job) logs nothing more.
    const { STUDY_COMPLETIONS } = await import('../src/studies/completions');
    await STUDY_COMPLETIONS.aerial!.report(studies.ctx, jobId);
    expect(studies.projects.activities(projectId)).toHaveLength(1);

    const done = jobSchema.parse((await studies.call('GET', `/api/processing/jobs/${jobId}${query}`, { token: owner })).json);
    expect(done.studies?.aerial).toMatchObject({
      status: 'COMPLETED',
      progress: 100,
      resultKey: `jobs/${jobId}/result.json`,
      summary: { photos: 2, predictions: 6 },
    });
    expect(done.summaryAerial).toEqual({
      progress: 100,
      completed: 2,
      total: 2,
      predictionS3Key: `jobs/${jobId}/result.json`,
      predictionUrls: { get: expect.any(String), put: expect.stringContaining(`/api/processing/results/${jobId}?token=`) },
      photoUrls: [expect.any(String), expect.any(String)],
    });
    const photo = await fetch(done.summaryAerial!.photoUrls![1]!);
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const stored = aerialStudyResultSchema.parse(await (await fetch(done.summaryAerial!.predictionUrls!.get)).json());
    expect(stored.predictions.filter((row) => row.confidence <= LOW_CONFIDENCE).map((row) => row.direction)).toEqual(['west', 'west']);

    const forViewer = jobSchema.parse((await studies.call('GET', `/api/processing/jobs/${jobId}${query}`, { token: viewer })).json);
    expect(forViewer.summaryAerial?.predictionUrls).toEqual({ get: expect.any(String) });
    const runs = aerialRunListSchema.parse((await studies.call('GET', `/api/projects/${projectId}/aerial/jobs`, { token: owner })).json);
    expect(runs.items[0]).toMatchObject({ jobId, status: 'COMPLETED', progress: 100 });
  });

  it('saves an edited prediction through the save link with If-Match; a label outside the seven is 400 and changes nothing; a stale version is 409', async () => {
    const projectId = projectWithProperties();
    const { jobId } = (await startAerialRun(owner, projectId, pdf, 'edit.pdf')).json as { jobId: string };
    await runDueJobs(studies, { aerial: cannedAerial });
    const done = jobSchema.parse((await studies.call('GET', `/api/processing/jobs/${jobId}${query}`, { token: owner })).json);
    const result = aerialStudyResultSchema.parse(await (await fetch(done.summaryAerial!.predictionUrls!.get)).json());
    const put = new URL(done.summaryAerial!.predictionUrls!.put!, 'http://gateway.test');
    const path = `${put.pathname}${put.search}`;
    const version = done.studies!.aerial!.resultVersion!;

    const bad = structuredClone(result) as unknown as { predictions: Array<{ label: string }> };
    bad.predictions[0]!.label = 'forest';
    const refused = await studies.call('PUT', path, { body: bad, headers: { 'if-match': version } });
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe('VALIDATION_FAILED');

    const edited: AerialStudyResult = {
      ...result,
      predictions: result.predictions.map((row, index) => (index === 2 ? { ...row, label: 'commercial', confidence: 1, edited: true } : row)),
      editedAt: '2026-11-26T10:00:00.000Z',
    };
    const saved = await studies.call('PUT', path, { body: edited, headers: { 'if-match': version } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.summary).toMatchObject({ edited: 1 });
    const stale = await studies.call('PUT', path, { body: edited, headers: { 'if-match': version } });
    expect(stale.status).toBe(409);
    const reread = aerialStudyResultSchema.parse(await (await fetch(done.summaryAerial!.predictionUrls!.get)).json());
    expect(reread.predictions[2]).toMatchObject({ label: 'commercial', edited: true });
  });
});

describe('the vision cross-check', () => {
  it("shows the vision model's reading, keeps the offline one beside it, and marks a disagreement for checking", async () => {
    const seen: Array<{ id: string; png: Uint8Array }> = [];
    const reader: AerialVisionReader = {
      model: 'vision-test',
      read: async (samples) => {
        seen.push(...samples);
        return new Map(
          samples.map((sample) => [
            sample.id,
            sample.direction === 'north'
              ? { label: 'commercial' as const, confidence: 0.95, reason: 'large roof and parking' }
              : sample.direction === 'west'
                ? null
                : { label: 'residential' as const, confidence: 0.8, reason: 'houses' },
          ]),
        );
      },
    };
    const projectId = projectWithProperties();
    const { jobId } = (await startAerialRun(owner, projectId, pdf, 'vision.pdf')).json as { jobId: string };
    await runDueJobs(studies, { aerial: cannedAerial }, { visionReader: reader });
    expect(seen).toHaveLength(6);
    expect(Buffer.from(seen[0]!.png).subarray(1, 4).toString('latin1')).toBe('PNG');
    const done = jobSchema.parse((await studies.call('GET', `/api/processing/jobs/${jobId}${query}`, { token: owner })).json);
    const result = aerialStudyResultSchema.parse(await (await fetch(done.summaryAerial!.predictionUrls!.get)).json());
    expect(result.classifier).toBe('offline+vision:vision-test');
    const north = result.predictions.find((row) => row.direction === 'north')!;
    expect(north).toMatchObject({ label: 'commercial', offline: { label: 'residential' }, vision: { label: 'commercial', reason: 'large roof and parking' } });
    expect(north.confidence).toBeLessThanOrEqual(LOW_CONFIDENCE);
    const subject = result.predictions.find((row) => row.direction === 'subject')!;
    expect(subject).toMatchObject({ label: 'residential', confidence: 0.9, vision: { label: 'residential' } });
    const west = result.predictions.find((row) => row.direction === 'west')!;
    expect(west).toMatchObject({ label: 'residential', vision: null, confidence: 0.41 });
    expect(done.warnings).toEqual(["The vision model did not read 2 of 6 cells; they show the offline classifier's reading."]);
    expect(done.studies?.aerial?.summary).toMatchObject({ disagreements: 2 });
  });
});

describe('the real aerial extractor', () => {
  it('reads aerial_package_02_d.pdf through the worker: COMPLETED with 9 years, a reading per property and year, and the photographs stored', async () => {
    const projectId = projectWithProperties();
    const { jobId } = (await startAerialRun(owner, projectId, await fixtureBytes('aerial_package_02_d.pdf'), 'aerial_package_02_d.pdf')).json as {
      jobId: string;
    };
    await runDueJobs(studies);
    const job = await studies.ctx.queue.get(jobId);
    expect(job, job?.errorMessage ?? '').toMatchObject({ status: 'COMPLETED' });
    const done = jobSchema.parse((await studies.call('GET', `/api/processing/jobs/${jobId}${query}`, { token: owner })).json);
    expect(done.summaryAerial).toMatchObject({ completed: 9, total: 9 });
    const result = aerialStudyResultSchema.parse(await (await fetch(done.summaryAerial!.predictionUrls!.get)).json());
    expect(result.years).toEqual([1942, 1949, 1962, 1969, 1975, 1981, 1988, 1997, 2022]);
    expect(result.predictions).toHaveLength(27);
    expect(done.summaryAerial?.photoUrls).toHaveLength(9);
  }, 120_000);

  it('a PDF without photographs fails the job at once with the reason, never an empty table', async () => {
    const projectId = projectWithProperties();
    const { jobId } = (await startAerialRun(owner, projectId, pdf, 'memo.pdf')).json as { jobId: string };
    await runDueJobs(studies);
    const job = await studies.ctx.queue.get(jobId);
    expect(job).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(job?.errorMessage).toContain('No aerial photographs were found in this PDF');
    const view = (await studies.call('GET', `/api/processing/jobs/${jobId}${query}`, { token: owner })).json;
    expect(view.studies.aerial).toMatchObject({ status: 'FAILED', errorMessage: expect.stringContaining('No aerial photographs') });
    expect(studies.projects.studyChecks(projectId)).toMatchObject({ aerial: false });
  }, 60_000);
});
