import { fileURLToPath } from 'node:url';
import { cityDirectoryResultSchema } from '@groundwork/contracts';
import { makeImage, makePdf } from '@groundwork/doc-processing/testing/make-files';
import { listObjectKeys, putObject } from '@groundwork/service-kit';
import { startServiceProcess, TEST_INTERNAL_TOKEN, testDatabaseName, type ServiceProcess } from '@groundwork/service-kit/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readJsonObject } from '../src/use-cases/study-results';
import { fixtureBytes, startStudies, type TestStudies } from './studies-fixture';

const SERVICE_DIR = fileURLToPath(new URL('..', import.meta.url));
const LEASE_MS = 3000;
const prefix = testDatabaseName('wrk');

let studies: TestStudies;
let owner: string;
const workers: ServiceProcess[] = [];
beforeAll(async () => {
  studies = await startStudies({ dbPrefix: prefix, leaseMs: LEASE_MS });
  owner = await studies.tokenFor('olivia@acme.example', 'org-acme', 'owner');
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.kill()));
});
afterAll(() => studies.close());

/** A real worker process on the test's database and S3. */
async function startWorker(id: string) {
  const worker = await startServiceProcess({
    cwd: SERVICE_DIR,
    entry: 'src/worker.ts',
    readyMessage: 'studies worker ready',
    env: {
      MONGODB_DB_PREFIX: prefix,
      PROJECTS_URL: studies.projects.url,
      INTERNAL_SERVICE_TOKEN: TEST_INTERNAL_TOKEN,
      STUDIES_WORKER_ID: id,
      WORKER_POLL_MS: '100',
      WORKER_LEASE_MS: String(LEASE_MS),
      INTAKE_CONCURRENCY: '1',
      LOG_LEVEL: 'info',
    },
  });
  workers.push(worker);
  return worker;
}

/** Stores `bytes` as an upload of the organization (as the presigned POST would) and processes it. */
async function process(bytes: Uint8Array, filename: string, properties: Array<{ address: string; direction: string }> = []) {
  const key = `uploads/org-acme/${filename}-${Date.now()}/${filename}`;
  await studies.ctx.uploads.insertOne({ _id: key, organizationId: 'org-acme', userId: 'user-olivia', filename, createdAt: new Date() });
  await putObject(studies.store, { key, body: bytes, contentType: 'application/pdf' });
  const subject = properties.find((property) => property.direction === 'subject');
  const res = await studies.call('POST', '/api/processing/cd/process', {
    token: owner,
    body: { s3Key: key, subjectAddress: subject?.address, adjoiningInfo: properties.filter((property) => property !== subject) },
  });
  expect(res.status, res.text).toBe(200);
  return res.json.jobId as string;
}

/** Polls the job as the browser does until `done` holds; answers every view seen. */
async function pollUntil(jobId: string, done: (job: any) => boolean, timeoutMs: number) {
  const seen: any[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const job = (await studies.call('GET', `/api/processing/jobs/${jobId}?study=cd`, { token: owner })).json;
    seen.push(job);
    if (done(job)) return seen;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${jobId} did not get there in ${timeoutMs} ms; last: ${JSON.stringify(seen.at(-1))}`);
}

const finished = (job: any) => job.status === 'COMPLETED' || job.status === 'FAILED';

describe('studies worker process', () => {
  it('takes a text city directory to COMPLETED: pages and the result in storage, progress on the way', async () => {
    await startWorker('w-text');
    const truth = JSON.parse(Buffer.from(await fixtureBytes('city_directory_01_a.truth.json')).toString('utf8'));
    const properties = truth.properties.map(({ address, direction }: { address: string; direction: string }) => ({ address, direction }));
    const jobId = await process(await fixtureBytes('city_directory_01_a.pdf'), 'city_directory_01_a.pdf', properties);
    const seen = await pollUntil(jobId, finished, 60_000);
    expect(seen.at(-1)).toMatchObject({ status: 'COMPLETED', progress: 100 });
    expect(seen.some((job) => job.status === 'PENDING' || (job.progress > 0 && job.progress < 100))).toBe(true);
    const record = await studies.ctx.results.findOne({ _id: jobId });
    expect(record).toMatchObject({ study: 'cd', organizationId: 'org-acme', editedAt: null });
    const intake = (await readJsonObject(studies.ctx, record!.intakeKey)) as { pageCount: number; textPages: number };
    expect(intake).toMatchObject({ pageCount: truth.page_count, textPages: truth.page_count });
    const result = cityDirectoryResultSchema.parse(await readJsonObject(studies.ctx, record!.resultKey));
    expect(result.parsedEntries.length).toBeGreaterThanOrEqual(truth.entries.length * 0.98);
    expect(result.parsedEntries.some((entry) => entry.direction === 'subject')).toBe(true);
    expect(record!.summary.entries).toBe(result.parsedEntries.length);
  }, 90_000);

  it("runs a rematch job: the run's listings placed again with the project's properties", async () => {
    await startWorker('w-rematch');
    const truth = JSON.parse(Buffer.from(await fixtureBytes('city_directory_01_a.truth.json')).toString('utf8'));
    const projectId = studies.projects.addProject('org-acme', []);
    const key = `uploads/org-acme/rematch-${Date.now()}/cd.pdf`;
    await studies.ctx.uploads.insertOne({ _id: key, organizationId: 'org-acme', userId: 'user-olivia', filename: 'cd.pdf', createdAt: new Date() });
    await putObject(studies.store, { key, body: await fixtureBytes('city_directory_01_a.pdf'), contentType: 'application/pdf' });
    const run = (await studies.call('POST', `/api/projects/${projectId}/city-directory/process`, { token: owner, body: { s3Key: key, filename: 'cd.pdf' } }))
      .json;
    expect((await pollUntil(run.jobId, finished, 60_000)).at(-1)).toMatchObject({ status: 'COMPLETED' });
    const summaryOf = async (jobId: string) => (await studies.call('GET', `/api/processing/jobs/${jobId}?summary=1`, { token: owner })).json.summary;
    const initial = await summaryOf(run.jobId);
    expect(initial.unassigned).toBe(initial.entries);

    studies.projects.setProperties(
      projectId,
      truth.properties.map(({ address, direction }: { address: string; direction: string }) => ({ address, direction })),
    );
    const rematch = await studies.call('POST', `/api/projects/${projectId}/city-directory/jobs/${run.jobId}/rematch`, { token: owner });
    expect(rematch.status, rematch.text).toBe(202);
    expect(rematch.json).toEqual({ jobId: run.jobId });
    // The run's own id shows the rematch's work, then the result it placed again.
    const followed = await pollUntil(run.jobId, finished, 60_000);
    expect(followed.at(-1)).toMatchObject({ status: 'COMPLETED', progress: 100 });
    const rematched = await summaryOf(run.jobId);
    expect(rematched.unassigned).toBeLessThan(initial.entries / 10);
  }, 120_000);

  it('fails each bad file at once with a message a consultant understands, and a 51 MB object with the size', async () => {
    await startWorker('w-bad');
    const pdf = await makePdf((document) => document.text('Confidential'));
    const cases: Array<[string, Uint8Array, RegExp]> = [
      ['photo.pdf', await makeImage('png'), /not a PDF \(it looks like a PNG image\)/],
      ['empty.pdf', new Uint8Array(0), /empty \(0 bytes\)/],
      ['truncated.pdf', pdf.slice(0, Math.floor(pdf.length / 3)), /damaged|cannot be read|corrupt/i],
      ['locked.pdf', await makePdf((document) => document.text('Secret'), { userPassword: 'secret', ownerPassword: 'owner' }), /password-protected/],
      ['huge.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(51 * 1024 * 1024 - 9)]), /This file is 51\.00 MB, over the 50 MB limit/],
      ['memo.pdf', pdf, /No city directory listings were recognised in this document: none of its pages is laid out as a city directory/],
    ];
    for (const [filename, bytes, message] of cases) {
      const jobId = await process(bytes, filename);
      const last = (await pollUntil(jobId, finished, 30_000)).at(-1);
      expect(last, filename).toMatchObject({ status: 'FAILED', errorMessage: expect.stringMatching(message) });
      expect((await studies.ctx.queue.get(jobId))?.attempts, filename).toBe(1);
    }
  }, 120_000);

  it('stops on SIGTERM with exit 0 and "stopped" last', async () => {
    const worker = await startWorker('w-stop');
    expect(await worker.stop()).toBe(0);
    expect(worker.lines.at(-1)).toMatchObject({ msg: 'stopped', workerId: 'w-stop' });
  });

  it('a worker killed mid-OCR: the job waits out the lease, the next worker completes it and its run once, with one result', async () => {
    const first = await startWorker('w-doomed');
    const projectId = studies.projects.addProject('org-acme', []);
    const key = `uploads/org-acme/killed-${Date.now()}/scanned.pdf`;
    await studies.ctx.uploads.insertOne({ _id: key, organizationId: 'org-acme', userId: 'user-olivia', filename: 'scanned.pdf', createdAt: new Date() });
    await putObject(studies.store, { key, body: await fixtureBytes('city_directory_02_a_scanned.pdf'), contentType: 'application/pdf' });
    const run = (
      await studies.call('POST', `/api/projects/${projectId}/city-directory/process`, { token: owner, body: { s3Key: key, filename: 'scanned.pdf' } })
    ).json;
    const jobId = run.jobId as string;
    expect(run.externalJobId).toBe(jobId);
    await pollUntil(jobId, (job) => job.status === 'PROCESSING' && job.progress >= 5, 60_000);
    await first.kill();
    const orphaned = await studies.db.collection('jobs').findOne({ _id: jobId as never });
    expect(orphaned).toMatchObject({ status: 'PROCESSING', leaseOwner: 'w-doomed', attempts: 1 });

    await startWorker('w-rescue');
    const last = (await pollUntil(jobId, finished, 150_000)).at(-1);
    expect(last).toMatchObject({ status: 'COMPLETED', progress: 100 });
    expect(await studies.db.collection('jobs').findOne({ _id: jobId as never })).toMatchObject({ leaseOwner: 'w-rescue', attempts: 2 });
    expect(await studies.ctx.results.countDocuments({ _id: jobId })).toBe(1);
    // No PATCH from anyone: the run is completed, the project's check set and the activity logged once.
    expect(await studies.ctx.cdRuns.findOne({ _id: jobId })).toMatchObject({
      status: 'completed',
      reported: true,
      parsedKey: `jobs/${jobId}/result.json`,
    });
    expect(studies.projects.studyChecks(projectId)).toMatchObject({ cityDirectory: true });
    expect(studies.projects.activities(projectId)).toEqual([expect.objectContaining({ summary: 'City directory study finished: scanned.pdf' })]);
    expect((await listObjectKeys(studies.store, `jobs/${jobId}/`)).sort()).toEqual([
      `jobs/${jobId}/intake.json`,
      `jobs/${jobId}/result.json`,
      `jobs/${jobId}/result.original.json`,
    ]);
  }, 240_000);
});
