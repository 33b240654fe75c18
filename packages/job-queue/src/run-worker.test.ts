import type { MongoConnection } from '@groundwork/service-kit';
import { connectTestDatabase } from '@groundwork/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createJobQueue, type JobQueue } from './job-queue';
import { defineJobType } from './job-type';
import { handleJob, PermanentJobError, runWorker, type JobHandler, type JobRegistration } from './run-worker';
import { freshQueue, intake, intakeJob } from './test-fixture';

let mongo: MongoConnection;
beforeAll(async () => {
  mongo = await connectTestDatabase('queue_worker');
});
afterAll(() => mongo.close());

const brokenJob = defineJobType({ type: 'broken', payload: intakeJob.payload });
const flakyJob = defineJobType({ type: 'flaky', payload: intakeJob.payload });
const mysteryJob = defineJobType({ type: 'mystery', payload: intakeJob.payload });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function startWorker(queue: JobQueue, handlers: JobRegistration[], workerId = 'w1', stallMs?: number) {
  const stop = new AbortController();
  const errors: unknown[] = [];
  const running = runWorker({
    queue,
    workerId,
    handlers,
    pollIntervalMs: 20,
    heartbeatMs: 50,
    stallMs,
    signal: stop.signal,
    onError: (err) => errors.push(err),
  });
  return { stop: () => stop.abort(), running, errors };
}

describe('runWorker', () => {
  it('runs jobs with progress, records results and failures, and stops on abort', async () => {
    // Leases far longer than any handler here: no job is taken over, however slow the machine.
    const queue = await freshQueue(mongo, { leaseMs: 10_000, backoff: () => 0, maxAttempts: 2 });
    const seenProgress: number[] = [];
    const worker = startWorker(queue, [
      handleJob(intakeJob, async (job, ctx) => {
        await ctx.reportProgress(30);
        seenProgress.push((await queue.get(job.jobId))?.progress ?? -1);
        return { pages: 2, key: job.payload.key };
      }),
      handleJob(brokenJob, async () => {
        throw new PermanentJobError('The file is empty.');
      }),
      handleJob(flakyJob, async () => {
        throw new Error('disk full');
      }),
    ]);
    const ok = await queue.enqueue(intakeJob, intake('ok'));
    const broken = await queue.enqueue(brokenJob, intake('broken'));
    const flaky = await queue.enqueue(flakyJob, intake('flaky'));
    const unknown = await queue.enqueue(mysteryJob, intake('unknown'));
    const finished = (id: string) =>
      until(
        () => queue.get(id),
        (j) => j?.status === 'COMPLETED' || j?.status === 'FAILED',
      );

    expect(await finished(ok.jobId)).toMatchObject({ status: 'COMPLETED', progress: 100, result: { pages: 2, key: 'ok' } });
    expect(seenProgress).toEqual([30]);
    expect(await finished(broken.jobId)).toMatchObject({ status: 'FAILED', attempts: 1, errorMessage: 'The file is empty.' });
    expect(await finished(flaky.jobId)).toMatchObject({ status: 'FAILED', attempts: 2, errorMessage: 'disk full (gave up after 2 attempts)' });
    expect(await finished(unknown.jobId)).toMatchObject({ status: 'FAILED', errorMessage: "No handler for job type 'mystery'" });

    worker.stop();
    await worker.running;
    const late = await queue.enqueue(intakeJob, intake('after-stop'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await queue.get(late.jobId))?.status).toBe('PENDING');
    expect(worker.errors).toEqual([]);
  });

  it('finishes the job in hand before stopping', async () => {
    const queue = await freshQueue(mongo, { leaseMs: 10_000 });
    let release!: () => void;
    let markStarted!: () => void;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    const worker = startWorker(queue, [
      handleJob(intakeJob, async () => {
        markStarted();
        await new Promise<void>((resolve) => (release = resolve));
        return { done: true };
      }),
    ]);
    const { jobId } = await queue.enqueue(intakeJob, intake('in-hand'));
    await started;
    worker.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await queue.get(jobId))?.status).toBe('PROCESSING');
    release();
    await worker.running;
    expect(await queue.get(jobId)).toMatchObject({ status: 'COMPLETED', result: { done: true } });
  });

  it('keeps a long job leased with heartbeats, so a second worker never takes it', async () => {
    // The job outlives its lease several times over; heartbeats every 50 ms keep renewing it.
    const queue = await freshQueue(mongo, { leaseMs: 1_000 });
    const runs: string[] = [];
    const slow =
      (workerId: string): JobHandler<typeof intakeJob> =>
      async () => {
        runs.push(workerId);
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        return { by: workerId };
      };
    const first = startWorker(queue, [handleJob(intakeJob, slow('w1'))], 'w1');
    const { jobId } = await queue.enqueue(intakeJob, intake('long'));
    await until(
      async () => runs.length,
      (n) => n === 1,
    );
    const second = startWorker(queue, [handleJob(intakeJob, slow('w2'))], 'w2');
    const done = await until(
      () => queue.get(jobId),
      (j) => j?.status === 'COMPLETED',
    );
    first.stop();
    second.stop();
    await Promise.all([first.running, second.running]);
    expect(runs).toEqual(['w1']);
    expect(done).toMatchObject({ status: 'COMPLETED', attempts: 1, result: { by: 'w1' } });
  });

  it('records the result only after its heartbeats and progress writes landed, so none can undo it', async () => {
    const base = await freshQueue(mongo, { leaseMs: 10_000 });
    const events: string[] = [];
    // Slow writes: a heartbeat and a progress write still travel when the handler returns.
    const slowly = async <T>(name: string, write: () => Promise<T>) => {
      events.push(`${name} sent`);
      await new Promise((resolve) => setTimeout(resolve, 150));
      const held = await write();
      events.push(`${name} landed`);
      return held;
    };
    const queue: JobQueue = {
      ...base,
      heartbeat: (lease) => slowly('heartbeat', () => base.heartbeat(lease)),
      reportProgress: (lease, progress) => slowly('progress', () => base.reportProgress(lease, progress)),
      complete: async (lease, result) => {
        events.push('complete');
        return base.complete(lease, result);
      },
    };
    const worker = startWorker(queue, [
      handleJob(intakeJob, async (_job, ctx) => {
        void ctx.reportProgress(50);
        await new Promise((resolve) => setTimeout(resolve, 120));
        return { done: true };
      }),
    ]);
    const { jobId } = await queue.enqueue(intakeJob, intake('in-flight'));
    await until(async () => events.includes('complete'), Boolean);
    worker.stop();
    await worker.running;
    expect(events.filter((event) => event.endsWith('sent')).length).toBeGreaterThanOrEqual(2);
    const completeAt = events.indexOf('complete');
    expect(events.slice(completeAt + 1)).toEqual([]);
    expect(events.filter((event) => event.endsWith('landed'))).toHaveLength(events.filter((event) => event.endsWith('sent')).length);
    expect(await queue.get(jobId)).toMatchObject({ status: 'COMPLETED', attempts: 1, result: { done: true } });
  });

  it('aborts the handler when its lease is taken over, and the new holder finishes the job', async () => {
    // A dead worker's lease, already expired: the job was queued and claimed on a clock a minute behind. The live
    // worker's own lease is long, so the only takeover is the one under test, however slow the machine.
    const queue = await freshQueue(mongo, { leaseMs: 10_000 });
    const deadQueue = createJobQueue(mongo.db, { collection: queue.collection, leaseMs: 200, now: () => new Date(Date.now() - 60_000) });
    const { jobId } = await deadQueue.enqueue(intakeJob, intake('taken-over'));
    const stale = await deadQueue.claim('dead-worker');
    expect(stale?.jobId).toBe(jobId);
    let abortedReason = '';
    const worker = startWorker(queue, [
      handleJob(intakeJob, async (_job, ctx) => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return { by: 'w1', signalAborted: ctx.signal.aborted };
      }),
    ]);
    const done = await until(
      () => queue.get(jobId),
      (j) => j?.status === 'COMPLETED',
    );
    expect(done).toMatchObject({ status: 'COMPLETED', attempts: 2, result: { by: 'w1', signalAborted: false } });
    expect(await deadQueue.complete(stale!, { by: 'dead-worker' })).toBe(false);
    worker.stop();
    await worker.running;

    const second = await freshQueue(mongo, { leaseMs: 200 });
    // A worker whose clock runs 10 s ahead sees the lease as expired and takes the job over.
    const thiefQueue = createJobQueue(mongo.db, { collection: second.collection, leaseMs: 200, now: () => new Date(Date.now() + 10_000) });
    await second.enqueue(intakeJob, intake('lost'));
    const lostWorker = startWorker(second, [
      handleJob(intakeJob, async (found, ctx) => {
        const thief = await thiefQueue.claim('thief');
        expect(thief?.jobId).toBe(found.jobId);
        await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve(), { once: true }));
        abortedReason = String((ctx.signal.reason as Error).message);
        return { by: 'lost-worker' };
      }),
    ]);
    await until(
      async () => abortedReason,
      (reason) => reason !== '',
    );
    lostWorker.stop();
    await lostWorker.running;
    const [stored] = await mongo.db.collection(second.collection).find({}).toArray();
    expect(stored).toMatchObject({ status: 'PROCESSING', leaseOwner: 'thief', result: null });
    expect(abortedReason).toBe('The job lease was lost');
  });

  it('fails a job whose payload or result does not match its type, at once and with the reason', async () => {
    const queue = await freshQueue(mongo, { leaseMs: 10_000 });
    const looseIntake = defineJobType({ type: 'intake', payload: z.unknown() });
    const reportJob = defineJobType({ type: 'report', payload: z.object({}), result: z.object({ words: z.number() }) });
    let ran = 0;
    const worker = startWorker(queue, [
      handleJob(intakeJob, async () => {
        ran += 1;
        return null;
      }),
      // @ts-expect-error the handler must return its type's result
      handleJob(reportJob, async () => ({ words: 'many' })),
    ]);
    const badPayload = await queue.enqueue(looseIntake, { payload: { key: 42 }, organizationId: 'org-a', idempotencyKey: 'bad-payload' });
    const badResult = await queue.enqueue(reportJob, { payload: {}, organizationId: 'org-a', idempotencyKey: 'bad-result' });
    const finished = (id: string) =>
      until(
        () => queue.get(id),
        (j) => j?.status === 'FAILED' || j?.status === 'COMPLETED',
      );
    expect(await finished(badPayload.jobId)).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      errorMessage: "The job's payload does not match its type 'intake': payload.key: Invalid input: expected string, received number",
    });
    expect(await finished(badResult.jobId)).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      errorMessage: "The job's result does not match its type 'report': result.words: Invalid input: expected number, received string",
    });
    expect(ran).toBe(0);
    worker.stop();
    await worker.running;
  });

  it('runs onCompleted once the job is recorded COMPLETED', async () => {
    const queue = await freshQueue(mongo, { leaseMs: 10_000 });
    const seen: unknown[] = [];
    const worker = startWorker(queue, [
      handleJob(intakeJob, async (job) => ({ key: job.payload.key }), {
        onCompleted: async (job, result) => {
          seen.push([(await queue.get(job.jobId))?.status, result]);
        },
      }),
    ]);
    await queue.enqueue(intakeJob, intake('hooked'));
    await until(
      async () => seen.length,
      (n) => n === 1,
    );
    worker.stop();
    await worker.running;
    expect(seen).toEqual([['COMPLETED', { key: 'hooked' }]]);
  });

  it('keeps a job that reports progress, and fails a stalled one (no progress for stallMs) while serving the next', async () => {
    const queue = await freshQueue(mongo, { leaseMs: 10_000, maxAttempts: 2, backoff: () => 0 });
    const stuckJob = defineJobType({ type: 'stuck', payload: intakeJob.payload });
    const aborts: string[] = [];
    const worker = startWorker(
      queue,
      [
        handleJob(intakeJob, async (_job, ctx) => {
          for (let step = 1; step <= 8; step += 1) {
            await new Promise((resolve) => setTimeout(resolve, 100));
            await ctx.reportProgress(step * 10);
          }
          return { steps: 8 };
        }),
        // Never settles: the worker must not wait for it.
        handleJob(stuckJob, async (_job, ctx) => {
          ctx.signal.addEventListener('abort', () => aborts.push(String((ctx.signal.reason as Error).message)), { once: true });
          return new Promise<never>(() => {});
        }),
      ],
      'w1',
      300,
    );
    const stuck = await queue.enqueue(stuckJob, intake('stuck'));
    const steady = await queue.enqueue(intakeJob, intake('steady'));
    const finished = (id: string) =>
      until(
        () => queue.get(id),
        (j) => j?.status === 'FAILED' || j?.status === 'COMPLETED',
        10_000,
      );
    expect(await finished(stuck.jobId)).toMatchObject({
      status: 'FAILED',
      attempts: 2,
      errorMessage: 'The job stalled: no progress for 0.3 s (gave up after 2 attempts)',
    });
    expect(await finished(steady.jobId)).toMatchObject({ status: 'COMPLETED', attempts: 1, result: { steps: 8 } });
    expect(aborts).toEqual(['The job stalled: no progress for 0.3 s', 'The job stalled: no progress for 0.3 s']);
    worker.stop();
    await worker.running;
    expect(worker.errors).toEqual([]);
  });
});
