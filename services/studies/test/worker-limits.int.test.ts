import { fileURLToPath } from 'node:url';
import { makeBlankPagesPdf, makeStretchedImagePdf } from '@groundwork/doc-processing/testing/hostile-pdfs';
import { makeScannedPdf } from '@groundwork/doc-processing/testing/make-files';
import { putObject } from '@groundwork/service-kit';
import { startServiceProcess, testDatabaseName, type ServiceProcess } from '@groundwork/service-kit/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixtureBytes, startStudies, type TestStudies } from './studies-fixture';

const SERVICE_DIR = fileURLToPath(new URL('..', import.meta.url));
const prefix = testDatabaseName('lim');

let studies: TestStudies;
let owner: string;
const workers: ServiceProcess[] = [];
beforeAll(async () => {
  studies = await startStudies({ dbPrefix: prefix, leaseMs: 10_000 });
  owner = await studies.tokenFor('olivia@acme.example', 'org-acme', 'owner');
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.kill()));
});
afterAll(() => studies.close());

async function startWorker(id: string, env: Record<string, string> = {}) {
  const worker = await startServiceProcess({
    cwd: SERVICE_DIR,
    entry: 'src/worker.ts',
    readyMessage: 'studies worker ready',
    env: {
      MONGODB_DB_PREFIX: prefix,
      STUDIES_WORKER_ID: id,
      WORKER_POLL_MS: '100',
      WORKER_LEASE_MS: '10000',
      INTAKE_CONCURRENCY: '1',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  workers.push(worker);
  return worker;
}

async function submit(bytes: Uint8Array, filename: string) {
  const key = `uploads/org-acme/${filename}-${Date.now()}/${filename}`;
  await studies.ctx.uploads.insertOne({ _id: key, organizationId: 'org-acme', userId: 'user-olivia', filename, createdAt: new Date() });
  await putObject(studies.store, { key, body: bytes, contentType: 'application/pdf' });
  const res = await studies.call('POST', '/api/processing/cd/process', { token: owner, body: { s3Key: key, adjoiningInfo: [] } });
  expect(res.status, res.text).toBe(200);
  return res.json.jobId as string;
}

/** Submits the file and polls its job until COMPLETED or FAILED; answers the last view and the seconds it took. */
async function submitAndFinish(bytes: Uint8Array, filename: string, timeoutMs: number) {
  const started = performance.now();
  const jobId = await submit(bytes, filename);
  while (performance.now() - started < timeoutMs) {
    const job = (await studies.call('GET', `/api/processing/jobs/${jobId}?study=cd`, { token: owner })).json;
    if (job.status === 'COMPLETED' || job.status === 'FAILED') return { job, jobId, seconds: (performance.now() - started) / 1000 };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${filename} did not finish in ${timeoutMs} ms`);
}

describe("the worker's resource limits", () => {
  it('fails 5,000 blank pages and a tiny image stretched over huge pages within a minute, once each, then serves the next job', async () => {
    const worker = await startWorker('w-hostile');
    const blank = await submitAndFinish(await makeBlankPagesPdf(5000), 'blank-5000.pdf', 60_000);
    expect(blank.job).toMatchObject({ status: 'FAILED', errorMessage: expect.stringMatching(/^This PDF has 5,000 pages; the limit is 1,000\./) });
    const stretched = await submitAndFinish(await makeStretchedImagePdf(500), 'stretched.pdf', 60_000);
    expect(stretched.job).toMatchObject({
      status: 'FAILED',
      errorMessage: expect.stringMatching(/^Page 1 of this PDF is a scan of 200 x 200 inches, too large to read/),
    });
    for (const { jobId } of [blank, stretched]) expect((await studies.ctx.queue.get(jobId))?.attempts).toBe(1);
    expect(worker.lines.filter((line) => line.msg === 'study job failed').map((line) => line.code)).toEqual(['TOO_MANY_PAGES', 'PAGE_TOO_LARGE']);

    const next = await submitAndFinish(await fixtureBytes('city_directory_01_a.pdf'), 'city_directory_01_a.pdf', 60_000);
    expect(next.job).toMatchObject({ status: 'COMPLETED' });
  }, 180_000);

  it('kills an extraction whose page overruns INTAKE_PAGE_TIMEOUT_MS, fails the job with that limit, and completes the next', async () => {
    await startWorker('w-page-limit', { INTAKE_PAGE_TIMEOUT_MS: '500' });
    const scanned = await makeScannedPdf([
      { scanned: true, lines: ['1956 PACIFIC HYDRAULIC REPAIR'] },
      { scanned: true, lines: ['1960 RAINBOW LAUNDROMAT'] },
    ]);
    const slow = await submitAndFinish(scanned, 'scanned.pdf', 60_000);
    expect(slow.job).toMatchObject({
      status: 'FAILED',
      errorMessage: expect.stringMatching(/^Reading page [12] took longer than 0\.5 s; the limit is 0\.5 s\.$/),
    });
    expect((await studies.ctx.queue.get(slow.jobId))?.attempts).toBe(1);

    const next = await submitAndFinish(await fixtureBytes('city_directory_01_a.pdf'), 'city_directory_01_a.pdf', 60_000);
    expect(next.job).toMatchObject({ status: 'COMPLETED' });
  }, 180_000);
});
