import type { MongoConnection } from '@groundwork/service-kit';
import { connectTestDatabase } from '@groundwork/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JobLease } from './job-queue';
import { defineJobType } from './job-type';
import { freshQueue, intake, intakeJob, manualClock } from './test-fixture';

let mongo: MongoConnection;
beforeAll(async () => {
  mongo = await connectTestDatabase('queue');
});
afterAll(() => mongo.close());

describe('job queue', () => {
  it('enqueues a job once per idempotency key', async () => {
    const queue = await freshQueue(mongo);
    const first = await queue.enqueue(intakeJob, intake('upload-1'));
    const again = await queue.enqueue(intakeJob, { payload: { key: 'other' }, organizationId: 'org-a', idempotencyKey: 'upload-1' });
    expect(again.jobId).toBe(first.jobId);
    expect(again.payload).toEqual({ key: 'upload-1' });
    expect(first).toMatchObject({ type: 'intake', organizationId: 'org-a', status: 'PENDING', progress: 0, attempts: 0, errorMessage: null });
    const parallel = await Promise.all([1, 2, 3, 4].map(() => queue.enqueue(intakeJob, intake('upload-2'))));
    expect(new Set(parallel.map((j) => j.jobId)).size).toBe(1);
    expect(await mongo.db.collection(queue.collection).countDocuments({})).toBe(2);
  });

  it('refuses a job without an organization or an idempotency key, or whose payload does not match its type', async () => {
    const queue = await freshQueue(mongo);
    await expect(queue.enqueue(intakeJob, { ...intake('k'), organizationId: ' ' })).rejects.toThrow('A job needs an organization');
    await expect(queue.enqueue(intakeJob, { ...intake('k'), idempotencyKey: '' })).rejects.toThrow('A job needs an idempotency key');
    // @ts-expect-error the payload's type is the job type's
    await expect(queue.enqueue(intakeJob, { ...intake('k'), payload: { key: 7 } })).rejects.toThrow(
      "Invalid payload for job type 'intake': payload.key: Invalid input: expected string, received number",
    );
    expect(await mongo.db.collection(queue.collection).countDocuments({})).toBe(0);
  });

  it('claims the oldest due job first, and nothing when none is due', async () => {
    const clock = manualClock();
    const queue = await freshQueue(mongo, { now: clock.now });
    expect(await queue.claim('w1')).toBeNull();
    const a = await queue.enqueue(intakeJob, intake('a'));
    clock.advance(10);
    const b = await queue.enqueue(intakeJob, intake('b'));
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
    await Promise.all(Array.from({ length: 20 }, (_, n) => queue.enqueue(intakeJob, intake(`c-${n}`))));
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
    await queue.enqueue(intakeJob, intake('hb'));
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
    await queue.enqueue(intakeJob, intake('killed'));
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
    const { jobId } = await queue.enqueue(intakeJob, intake('flaky'));
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
    const { jobId } = await queue.enqueue(intakeJob, intake('doomed'));
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
    const { jobId } = await queue.enqueue(intakeJob, intake('not-a-pdf'));
    const lease = (await queue.claim('w1')) as JobLease;
    expect(await queue.fail(lease, new Error('The file is not a PDF.'), { retryable: false })).toBe(true);
    expect(await queue.get(jobId)).toMatchObject({ status: 'FAILED', attempts: 1, errorMessage: 'The file is not a PDF.' });
    expect(await queue.complete(lease, {})).toBe(false);
  });

  it('requeues a FAILED job from scratch, with a new payload, and leaves other jobs alone', async () => {
    const queue = await freshQueue(mongo);
    const { jobId } = await queue.enqueue(intakeJob, intake('failed-once'));
    const first = (await queue.claim('w1')) as JobLease;
    await queue.reportProgress(first, 40);
    await queue.fail(first, new Error('The file is not a PDF.'), { retryable: false });
    const requeued = await queue.requeue(intakeJob, jobId, { key: 'failed-once', retry: true });
    expect(requeued).toMatchObject({ status: 'PENDING', attempts: 0, progress: 0, errorMessage: null, payload: { retry: true } });
    const second = (await queue.claim('w2')) as JobLease;
    expect(second.jobId).toBe(jobId);
    expect(second.seq).toBe(first.seq + 1);
    expect(await queue.complete(first, { stale: true })).toBe(false);
    expect(await queue.complete(second, { ok: true })).toBe(true);
    expect(await queue.requeue(intakeJob, jobId)).toMatchObject({ status: 'COMPLETED', result: { ok: true } });
    expect(await queue.requeue(intakeJob, 'no-such-job')).toBeNull();
  });

  it('gives up on a job whose workers keep dying', async () => {
    const clock = manualClock();
    const queue = await freshQueue(mongo, { now: clock.now, leaseMs: 300, maxAttempts: 2 });
    const { jobId } = await queue.enqueue(intakeJob, intake('poison'));
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
    const { jobId } = await queue.enqueue(intakeJob, intake('progress'));
    const lease = (await queue.claim('w1')) as JobLease;
    expect(await queue.reportProgress(lease, 42.4)).toBe(true);
    expect((await queue.get(jobId))?.progress).toBe(42);
    expect(() => queue.reportProgress(lease, 101)).toThrow('Progress must be between 0 and 100, got 101');
    expect(() => queue.reportProgress(lease, Number.NaN)).toThrow(RangeError);
  });
});

describe('typed jobs', () => {
  it('reads a job back as its type, and as nothing of another type', async () => {
    const queue = await freshQueue(mongo);
    const reportJob = defineJobType({ type: 'report', payload: z.object({ pages: z.number() }), result: z.object({ words: z.number() }) });
    const { jobId } = await queue.enqueue(intakeJob, intake('typed'));
    expect((await queue.getAs(intakeJob, jobId))?.payload.key).toBe('typed');
    expect(await queue.getAs(reportJob, jobId)).toBeNull();
    await expect(queue.enqueue(reportJob, { payload: { pages: 1 }, organizationId: 'org-a', idempotencyKey: 'typed' })).rejects.toThrow(
      "is a 'intake' job, not a valid 'report' one",
    );
  });

  it("keeps a type's own limit of attempts", async () => {
    const queue = await freshQueue(mongo, { maxAttempts: 2, backoff: () => 0 });
    const patientJob = defineJobType({ type: 'patient', payload: z.object({}), maxAttempts: 4 });
    const { jobId } = await queue.enqueue(patientJob, { payload: {}, organizationId: 'org-a', idempotencyKey: 'patient' });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await queue.fail((await queue.claim('w1')) as JobLease, new Error('projects service down'))).toBe(true);
      expect(await queue.get(jobId)).toMatchObject({ status: 'PENDING', attempts: attempt, maxAttempts: 4 });
    }
    await queue.fail((await queue.claim('w1')) as JobLease, new Error('projects service down'));
    expect(await queue.get(jobId)).toMatchObject({ status: 'FAILED', errorMessage: 'projects service down (gave up after 4 attempts)' });
  });
});

describe('organizations take turns', () => {
  it("claims another organization's single job within the first 2 claims after 50 of the first", async () => {
    const clock = manualClock();
    const queue = await freshQueue(mongo, { now: clock.now });
    for (let n = 0; n < 50; n += 1) {
      await queue.enqueue(intakeJob, intake(`a-${n}`, 'org-a'));
      clock.advance(1);
    }
    const single = await queue.enqueue(intakeJob, intake('b-0', 'org-b'));
    const claims = [(await queue.claim('w1')) as JobLease, (await queue.claim('w2')) as JobLease];
    expect(claims.map((lease) => lease.jobId)).toContain(single.jobId);
    expect(claims.map((lease) => lease.job.organizationId).sort()).toEqual(['org-a', 'org-b']);
    expect(claims.find((lease) => lease.job.organizationId === 'org-a')?.job.payload).toEqual({ key: 'a-0' });
  });

  it('serves the organization that waited longest, oldest job first within each', async () => {
    const clock = manualClock();
    const queue = await freshQueue(mongo, { now: clock.now });
    for (const [org, count] of [
      ['org-a', 3],
      ['org-b', 2],
      ['org-c', 1],
    ] as const) {
      for (let n = 0; n < count; n += 1) {
        await queue.enqueue(intakeJob, intake(`${org}-${n}`, org));
        clock.advance(1);
      }
    }
    const claimed: string[] = [];
    for (let lease = await queue.claim('w1'); lease; lease = await queue.claim('w1')) {
      claimed.push((lease.job.payload as { key: string }).key);
      await queue.complete(lease, null);
      clock.advance(1);
    }
    const orgs = claimed.map((key) => key.slice(0, 5));
    expect(new Set(orgs.slice(0, 3)).size).toBe(3);
    expect(orgs.slice(3)).toEqual([...orgs.slice(0, 3).filter((org) => org !== 'org-c'), 'org-a']);
    for (const org of ['org-a', 'org-b']) expect(claimed.filter((key) => key.startsWith(org))).toEqual(claimed.filter((key) => key.startsWith(org)).sort());
  });
});
