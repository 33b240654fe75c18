import { fileURLToPath } from 'node:url';
import { phase1SessionSchema } from '@groundwork/contracts';
import { startServiceProcess, TEST_INTERNAL_TOKEN, testDatabaseName, type ServiceProcess } from '@groundwork/service-kit/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixtureBytes, startReview, type TestReview } from './review-fixture';

const SERVICE_DIR = fileURLToPath(new URL('..', import.meta.url));
const LEASE_MS = 3000;
const prefix = testDatabaseName('rw');

let review: TestReview;
let owner: string;
const workers: ServiceProcess[] = [];
beforeAll(async () => {
  review = await startReview({ dbPrefix: prefix, leaseMs: LEASE_MS });
  ({ owner } = await review.accounts());
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.kill()));
});
afterAll(() => review.close());

/** A real review worker process on the test's database and S3 (the offline reviewer). */
async function startWorker(id: string) {
  const worker = await startServiceProcess({
    cwd: SERVICE_DIR,
    entry: 'src/worker.ts',
    readyMessage: 'review worker ready',
    env: {
      MONGODB_DB_PREFIX: prefix,
      PROJECTS_URL: review.projects.url,
      INTERNAL_SERVICE_TOKEN: TEST_INTERNAL_TOKEN,
      REVIEW_WORKER_ID: id,
      WORKER_POLL_MS: '100',
      WORKER_LEASE_MS: String(LEASE_MS),
      LLM_BASE_URL: '',
      LOG_LEVEL: 'info',
    },
  });
  workers.push(worker);
  return worker;
}

const view = async (sessionId: string) =>
  phase1SessionSchema.parse((await review.call('GET', `/api/phase1-review/session/${sessionId}`, { token: owner })).json);

/** Polls the session as the tab does until `done` holds. */
async function pollUntil(sessionId: string, done: (session: Awaited<ReturnType<typeof view>>) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let last: Awaited<ReturnType<typeof view>> | undefined;
  while (Date.now() < deadline) {
    last = await view(sessionId);
    if (done(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`session ${sessionId} did not get there in ${timeoutMs} ms; last: ${JSON.stringify(last?.documents)}`);
}

describe('review worker process', () => {
  it('analyses an uploaded report with the offline engine, then stops on SIGTERM with exit 0', async () => {
    const worker = await startWorker('rw-1');
    const { sessionId } = await review.openSession(owner);
    await review.upload(owner, sessionId, [{ name: 'esa-04.pdf', bytes: await fixtureBytes('phase1_esa_04_d_recs_present.pdf') }]);
    const done = await pollUntil(sessionId, (session) => !session.analyzing, 90_000);
    expect(done.documents[0]).toMatchObject({ status: 'done', progress: 100 });
    expect(done.results[0]).toMatchObject({ engine: 'offline', file: { name: 'esa-04.pdf' } });
    expect(await worker.stop()).toBe(0);
    expect(worker.lines.at(-1)).toMatchObject({ msg: 'stopped' });
  }, 120_000);

  it('a worker killed mid-job: the job waits out the lease and the next worker analyses the report', async () => {
    const first = await startWorker('rw-doomed');
    const { sessionId } = await review.openSession(owner);
    // A scanned report: its pages are read by OCR, long enough to be killed on the way.
    await review.upload(owner, sessionId, [{ name: 'scanned.pdf', bytes: await fixtureBytes('city_directory_02_a_scanned.pdf') }]);
    await pollUntil(sessionId, (session) => session.documents[0]?.status === 'analyzing', 60_000);
    await first.kill();
    const { jobId } = (await review.ctx.documents.findOne({ sessionId }))!;
    expect(await review.db.collection('jobs').findOne({ _id: jobId as never })).toMatchObject({ status: 'PROCESSING', leaseOwner: 'rw-doomed', attempts: 1 });

    await startWorker('rw-rescue');
    const done = await pollUntil(sessionId, (session) => !session.analyzing, 180_000);
    expect(done.documents[0]!.status).not.toBe('queued');
    expect(await review.db.collection('jobs').findOne({ _id: jobId as never })).toMatchObject({ leaseOwner: 'rw-rescue', attempts: 2 });
    expect(done.documents[0]).toMatchObject({ status: 'done', progress: 100 });
    expect(await review.ctx.pages.countDocuments({ documentId: done.documents[0]!.documentId })).toBe(6);
  }, 240_000);
});
