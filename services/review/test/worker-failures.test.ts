import { phase1SessionSchema } from '@groundwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReview, type TestReview } from './review-fixture';

const LEASE_MS = 400;

let review: TestReview;
let owner: string;
beforeAll(async () => {
  review = await startReview({ leaseMs: LEASE_MS, maxAttempts: 2 });
  ({ owner } = await review.accounts());
});
afterAll(() => review.close());

const session = async (sessionId: string) =>
  phase1SessionSchema.parse((await review.call('GET', `/api/phase1-review/session/${sessionId}`, { token: owner })).json);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Makes every queued job due now (skips the retry backoff). */
const dueNow = () => review.db.collection('jobs').updateMany({ status: 'PENDING' }, { $set: { runAfter: new Date(0) } });

describe('review worker failures', () => {
  it('a worker lost mid-job: its lease runs out and the next worker analyses the report', async () => {
    const { sessionId } = await review.openSession(owner);
    await review.upload(owner, sessionId, [{ name: 'esa.txt', bytes: 'Phase I ESA\nNo recognized environmental conditions were found.' }]);
    const lease = await review.ctx.queue.claim('doomed-worker');
    expect(lease).not.toBeNull();
    await review.ctx.documents.updateOne({ _id: (lease!.job.payload as { documentId: string }).documentId }, { $set: { status: 'analyzing', progress: 20 } });
    // The doomed worker dies here: no heartbeat, no outcome.
    expect(await review.runDueJobs()).toBe(0);
    expect((await session(sessionId)).documents[0]).toMatchObject({ status: 'analyzing', progress: 20 });

    await sleep(LEASE_MS + 100);
    expect(await review.runDueJobs()).toBe(1);
    const view = await session(sessionId);
    expect(view.documents[0]).toMatchObject({ status: 'done', progress: 100, error: null });
    expect(view.results).toHaveLength(1);
    expect(await review.db.collection('jobs').findOne({ _id: lease!.jobId as never })).toMatchObject({
      status: 'COMPLETED',
      attempts: 2,
      leaseOwner: 'test-worker',
    });
  });

  it('retries an unexpected error, then fails the document with a clear message', async () => {
    const { sessionId } = await review.openSession(owner);
    await review.upload(owner, sessionId, [{ name: 'flaky.txt', bytes: 'Phase I ESA' }]);
    const read = async () => {
      throw new Error('socket hang up');
    };
    expect(await review.runDueJobs({ read })).toBe(1);
    expect((await session(sessionId)).documents[0]).toMatchObject({ status: 'queued', progress: 0, error: null });
    await dueNow();
    expect(await review.runDueJobs({ read })).toBe(1);
    const view = await session(sessionId);
    expect(view.documents[0]).toMatchObject({
      status: 'failed',
      error: '"flaky.txt" could not be analysed after 2 attempts. Please upload it again; if it fails again, contact support.',
    });
    expect(view.analyzing).toBe(false);
  });

  it('fails a document whose worker was lost on its last attempt with the queue’s reason', async () => {
    const { sessionId } = await review.openSession(owner);
    await review.upload(owner, sessionId, [{ name: 'esa.txt', bytes: 'Phase I ESA' }]);
    for (const worker of ['doomed-1', 'doomed-2']) {
      expect(await review.ctx.queue.claim(worker)).not.toBeNull();
      await sleep(LEASE_MS + 100);
    }
    // The next claim finds the last lease run out and gives the job up.
    expect(await review.ctx.queue.claim('next-worker')).toBeNull();
    const view = await session(sessionId);
    expect(view.documents[0]).toMatchObject({ status: 'failed', error: expect.stringContaining('the worker stopped responding') });
    expect(view.analyzing).toBe(false);
  });
});
