import type { MongoConnection } from '@groundwork/service-kit';
import { connectTestDatabase } from '@groundwork/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobLease } from '../src/queue';
import { freshQueue, manualClock } from './queue-fixture';

let mongo: MongoConnection;
beforeAll(async () => {
  mongo = await connectTestDatabase('queue');
});
afterAll(() => mongo.close());

const job = (key: string, type = 'intake') => ({ type, payload: { key }, idempotencyKey: key });

describe('job queue', () => {
  it('enqueues a job once per idempotency key', async () => {
    const queue = await freshQueue(mongo);
    const first = await queue.enqueue(job('upload-1'));
    const again = await queue.enqueue({ type: 'intake', payload: { other: true }, idempotencyKey: 'upload-1' });
    expect(again.jobId).toBe(first.jobId);
    expect(again.payload).toEqual({ key: 'upload-1' });
    expect(first).toMatchObject({ status: 'PENDING', progress: 0, attempts: 0, errorMessage: null });
    const parallel = await Promise.all([1, 2, 3, 4].map(() => queue.enqueue(job('upload-2'))));
    expect(new Set(parallel.map((j) => j.jobId)).size).toBe(1);
    expect(await mongo.db.collection(queue.collection).countDocuments({})).toBe(2);
  });

  it('refuses a job without a type or an idempotency key', async () => {
    const queue = await freshQueue(mongo);
    await expect(queue.enqueue({ type: ' ', payload: {}, idempotencyKey: 'k' })).rejects.toThrow('A job needs a type');
    await expect(queue.enqueue({ type: 'intake', payload: {}, idempotencyKey: '' })).rejects.toThrow('A job needs an idempotency key');
  });

  it('claims the oldest due job first, and nothing when none is due', async () => {
    const clock = manualClock();
    const queue = await freshQueue(mongo, { now: clock.now });
    expect(await queue.claim('w1')).toBeNull();
    const a = await queue.enqueue(job('a'));
    clock.advance(10);
    const b = await queue.enqueue(job('b'));
    const first = await queue.claim('w1');
    const second = await queue.claim('w1');
    expect([first?.jobId, second?.jobId]).toEqual([a.jobId, b.jobId]);
    expect(first?.job).toMatchObject({ status: 'PROCESSING', attempts: 1 });
    expect(await queue.claim('w1')).toBeNull();
    expect((await queue.get(a.jobId))?.status).toBe('PROCESSING');
    expect(await queue.get('no-such-job')).toBeNull();
  });

  it('gives each of 20 jobs to exactly one of 5 concurrent workers', async () => {
    const queue = await freshQueue(mongo);
    await Promise.all(Array.from({ length: 20 }, (_, n) => queue.enqueue(job(`c-${n}`))));
    const completions: string[] = [];
    const worker = async (workerId: string) => {
      for (let lease = await queue.claim(workerId); lease; lease = await queue.claim(workerId)) {
        if (await queue.complete(lease, { by: workerId })) completions.push(lease.jobId);
      }
    };
    await Promise.all(['w1', 'w2', 'w3', 'w4', 'w5'].map(worker));
    expect(completions).toHaveLength(20);
    expect(new Set(completions).size).toBe(20);
    const stored = await mongo.db.collection(queue.collection).find({}).toArray();
    expect(stored.map((j) => j.status)).toEqual(Array(20).fill('COMPLETED'));
    expect(stored.map((j) => j.attempts)).toEqual(Array(20).fill(1));
  });

  it('keeps a lease alive with heartbeats', async () => {
    const clock = manualClock();
    const queue = await freshQueue(mongo, { now: clock.now, leaseMs: 300 });
    await queue.enqueue(job('hb'));
    const lease = (await queue.claim('w1')) as JobLease;
    for (let beat = 0; beat < 4; beat += 1) {
      clock.advance(200);
      expect(await queue.heartbeat(lease)).toBe(true);
    }
    expect(await queue.claim('w2')).toBeNull();
    expect(await queue.complete(lease, { ok: true })).toBe(true);
    expect(await queue.get(lease.jobId)).toMatchObject({ status: 'COMPLETED', progress: 100, result: { ok: true } });
  });

  it('hands an expired lease to another worker and refuses the old holder', async () => {
    const clock = manualClock();
    const queue = await freshQueue(mongo, { now: clock.now, leaseMs: 300 });
    await queue.enqueue(job('killed'));
    const stale = (await queue.claim('w1')) as JobLease;
    clock.advance(299);
    expect(await queue.claim('w2')).toBeNull();
    clock.advance(1);
    const fresh = (await queue.claim('w2')) as JobLease;
    expect(fresh.jobId).toBe(stale.jobId);
    expect(fresh.job.attempts).toBe(2);
    expect(await queue.heartbeat(stale)).toBe(false);
    expect(await queue.reportProgress(stale, 50)).toBe(false);
    expect(await queue.complete(stale, { by: 'w1' })).toBe(false);
    expect(await queue.fail(stale, new Error('late'), { retryable: false })).toBe(false);
    expect(await queue.complete(fresh, { by: 'w2' })).toBe(true);
    expect(await queue.get(fresh.jobId)).toMatchObject({ status: 'COMPLETED', result: { by: 'w2' } });
  });

  it('retries after the backoff, then succeeds', async () => {
    const clock = manualClock();
    const queue = await freshQueue(mongo, { now: clock.now, backoff: (attempt) => attempt * 1000 });
    const { jobId } = await queue.enqueue(job('flaky'));
    const first = (await queue.claim('w1')) as JobLease;
    expect(await queue.fail(first, new Error('S3 timed out'))).toBe(true);
    expect(await queue.get(jobId)).toMatchObject({ status: 'PENDING', attempts: 1, errorMessage: 'S3 timed out' });
    clock.advance(999);
    expect(await queue.claim('w1')).toBeNull();
    clock.advance(1);
    const second = (await queue.claim('w1')) as JobLease;
    expect(await queue.fail(second, new Error('S3 timed out again'))).toBe(true);
    clock.advance(1999);
    expect(await queue.claim('w1')).toBeNull();
    clock.advance(1);
    const third = (await queue.claim('w1')) as JobLease;
    expect(await queue.complete(third, { pages: 3 })).toBe(true);
    expect(await queue.get(jobId)).toMatchObject({ status: 'COMPLETED', attempts: 3, errorMessage: null, result: { pages: 3 } });
  });

  it('ends FAILED with the message once the attempts are exhausted', async () => {
    const queue = await freshQueue(mongo, { maxAttempts: 2, backoff: () => 0 });
    const { jobId } = await queue.enqueue(job('doomed'));
    expect(await queue.fail((await queue.claim('w1')) as JobLease, new Error('OCR engine crashed'))).toBe(true);
    expect(await queue.fail((await queue.claim('w1')) as JobLease, new Error('OCR engine crashed'))).toBe(true);
    expect(await queue.get(jobId)).toMatchObject({
      status: 'FAILED',
      attempts: 2,
      errorMessage: 'OCR engine crashed (gave up after 2 attempts)',
    });
    expect(await queue.claim('w1')).toBeNull();
  });

  it('ends FAILED at once on a permanent failure', async () => {
    const queue = await freshQueue(mongo);
    const { jobId } = await queue.enqueue(job('not-a-pdf'));
    const lease = (await queue.claim('w1')) as JobLease;
    expect(await queue.fail(lease, new Error('The file is not a PDF.'), { retryable: false })).toBe(true);
    expect(await queue.get(jobId)).toMatchObject({ status: 'FAILED', attempts: 1, errorMessage: 'The file is not a PDF.' });
    expect(await queue.complete(lease, {})).toBe(false);
  });

  it('requeues a FAILED job from scratch, with a new payload, and leaves other jobs alone', async () => {
    const queue = await freshQueue(mongo);
    const { jobId } = await queue.enqueue(job('failed-once'));
    const first = (await queue.claim('w1')) as JobLease;
    await queue.reportProgress(first, 40);
    await queue.fail(first, new Error('The file is not a PDF.'), { retryable: false });
    const requeued = await queue.requeue(jobId, { key: 'failed-once', retry: true });
    expect(requeued).toMatchObject({ status: 'PENDING', attempts: 0, progress: 0, errorMessage: null, payload: { retry: true } });
    const second = (await queue.claim('w2')) as JobLease;
    expect(second.jobId).toBe(jobId);
    expect(second.seq).toBe(first.seq + 1);
    expect(await queue.complete(first, { stale: true })).toBe(false);
    expect(await queue.complete(second, { ok: true })).toBe(true);
    expect(await queue.requeue(jobId)).toMatchObject({ status: 'COMPLETED', result: { ok: true } });
    expect(await queue.requeue('no-such-job')).toBeNull();
  });

  it('gives up on a job whose workers keep dying', async () => {
    const clock = manualClock();
    const queue = await freshQueue(mongo, { now: clock.now, leaseMs: 300, maxAttempts: 2 });
    const { jobId } = await queue.enqueue(job('poison'));
    expect(await queue.claim('w1')).not.toBeNull();
    clock.advance(300);
    expect(await queue.claim('w2')).not.toBeNull();
    clock.advance(300);
    expect(await queue.claim('w3')).toBeNull();
    expect(await queue.get(jobId)).toMatchObject({
      status: 'FAILED',
      errorMessage: 'Gave up after 2 attempts: the worker stopped responding.',
    });
  });

  it('records progress and refuses values outside 0-100', async () => {
    const queue = await freshQueue(mongo);
    const { jobId } = await queue.enqueue(job('progress'));
    const lease = (await queue.claim('w1')) as JobLease;
    expect(await queue.reportProgress(lease, 42.4)).toBe(true);
    expect((await queue.get(jobId))?.progress).toBe(42);
    expect(() => queue.reportProgress(lease, 101)).toThrow('Progress must be between 0 and 100, got 101');
    expect(() => queue.reportProgress(lease, Number.NaN)).toThrow(RangeError);
  });
});
