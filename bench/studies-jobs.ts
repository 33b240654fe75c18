import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createJobQueue, defineJobType, handleJob, jobQueueIndexes, runWorker, type JobHandler } from '@groundwork/job-queue';
import { connectMongo, ensureIndexes, type MongoConnection } from '@groundwork/service-kit';
import { silentLogger } from '@groundwork/service-kit/testing';
import { z } from 'zod';
import { fixturesDir } from './intake';
import { processCpuMs } from './lib/child-server';
import { percentile } from './lib/load';
import { assertNotFailed, startStudiesInfra, startStudiesStack, type StudiesStack } from './lib/studies-stack';

export interface QueueThroughputRun {
  workers: number;
  jobs: number;
  /** Enqueueing the jobs one after another, before the workers start. */
  enqueuePerSecond: number;
  seconds: number;
  jobsPerSecond: number;
  /** Jobs the queue holds as COMPLETED afterwards. */
  completed: number;
  /** Handler calls in all (one per job when nothing ran twice). */
  handlerRuns: number;
  /** Most handler calls any one job got. */
  maxRunsPerJob: number;
  /** Leases handed out (attempts summed over the jobs). */
  claims: number;
  /** Errors the workers reported (claims that threw). */
  workerErrors: number;
  /** CPU time per job while draining: this process (the workers) and devdb (null with an external database). */
  cpuMsPerJob: { workers: number; database: number | null };
}

export interface PickupLatency {
  iterations: number;
  fixture: string;
  workerPollMs: number;
  /** p50 / p95 in ms of each step. */
  steps: Array<{ label: string; p50: number; p95: number }>;
  /** Upload start until the job was seen COMPLETED (20 ms polling). */
  uploadToCompletedP50Ms: number;
}

export interface StudiesJobsResult {
  database: string;
  throughput: QueueThroughputRun[];
  pickup: PickupLatency;
}

type Db = MongoConnection['db'];

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const WORKER_POLL_MS = 500;
const JOB_POLL_MS = 20;
const FIXTURE = 'city_directory_01_a.pdf';

/** The benchmark's job: a number, no work. */
const noopJob = defineJobType({ type: 'noop', payload: z.object({ n: z.number() }), result: z.null() });

/** Enqueues `jobs` no-op jobs on a fresh collection; answers the queue and the enqueue time. */
async function filledQueue(db: Db, collection: string, jobs: number) {
  await ensureIndexes(db, [jobQueueIndexes(collection)]);
  const queue = createJobQueue(db, { collection, leaseMs: 30_000, maxAttempts: 3 });
  const started = performance.now();
  for (let n = 0; n < jobs; n += 1) {
    await queue.enqueue(noopJob, { payload: { n }, organizationId: 'bench', idempotencyKey: `${collection}-${n}` });
  }
  return { queue, enqueueSeconds: (performance.now() - started) / 1000 };
}

/**
 * `workers` in-process `runWorker` loops (10 ms poll) draining `jobs` no-op jobs; the clock
 * stops once every loop has returned, which each does after recording its last job.
 */
async function drain(db: Db, devdbPid: number | null, collection: string, jobs: number, workers: number): Promise<QueueThroughputRun> {
  const { queue, enqueueSeconds } = await filledQueue(db, collection, jobs);
  const runs = new Map<string, number>();
  const stop = new AbortController();
  const handler: JobHandler<typeof noopJob> = async (job) => {
    runs.set(job.jobId, (runs.get(job.jobId) ?? 0) + 1);
    if (runs.size === jobs) stop.abort();
    return null;
  };
  let workerErrors = 0;
  const databaseCpu = () => (devdbPid === null ? null : processCpuMs(devdbPid));
  const databaseCpuBefore = databaseCpu();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, (_, index) =>
      runWorker({
        queue,
        workerId: `bench-${index}`,
        handlers: [handleJob(noopJob, handler)],
        pollIntervalMs: 10,
        signal: stop.signal,
        onError: () => (workerErrors += 1),
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const databaseCpuAfter = databaseCpu();
  const records = await db
    .collection(collection)
    .find({}, { projection: { status: 1, attempts: 1 } })
    .toArray();
  return {
    workers,
    jobs,
    enqueuePerSecond: round(jobs / enqueueSeconds),
    seconds: round(seconds, 2),
    jobsPerSecond: round(jobs / seconds),
    completed: records.filter((record) => record.status === 'COMPLETED').length,
    handlerRuns: [...runs.values()].reduce((sum, count) => sum + count, 0),
    maxRunsPerJob: Math.max(0, ...runs.values()),
    claims: records.reduce((sum, record) => sum + Number(record.attempts), 0),
    workerErrors,
    cpuMsPerJob: {
      workers: round((cpu.user + cpu.system) / 1000 / jobs, 2),
      database: databaseCpuBefore === null || databaseCpuAfter === null ? null : round((databaseCpuAfter - databaseCpuBefore) / jobs, 2),
    },
  };
}

const percentiles = (label: string, values: number[]) => {
  const sorted = Float64Array.from(values).sort();
  return { label, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)) };
};

/** One upload through the real service, polled every 20 ms until the worker took it and until it is done. */
async function timeOneUpload(stack: StudiesStack, bytes: Uint8Array, iteration: number) {
  const started = performance.now();
  const { s3Key, uploadUrlMs, storageMs } = await stack.upload(bytes, `bench-${iteration}.pdf`);
  const processStarted = performance.now();
  const jobId = await stack.process({ s3Key });
  const processed = performance.now();
  let pickedUp: number | null = null;
  for (;;) {
    const job = await stack.job(jobId);
    assertNotFailed(job, FIXTURE);
    if (pickedUp === null && job.status !== 'PENDING') pickedUp = performance.now();
    if (job.status === 'COMPLETED') break;
    if (performance.now() - started > 120_000) throw new Error(`job ${jobId} not COMPLETED after 120 s: ${JSON.stringify(job)}`);
    await sleep(JOB_POLL_MS);
  }
  return {
    uploadUrlMs,
    storageMs,
    processMs: processed - processStarted,
    pickupMs: pickedUp! - processed,
    uploadToStartMs: pickedUp! - started,
    uploadToCompletedMs: performance.now() - started,
  };
}

/**
 * Upload-to-job-start latency: `iterations` times upload-url, the storage POST, process, then the
 * job polled every 20 ms until it leaves PENDING (and on until COMPLETED), through the real
 * service and one real worker polling every 500 ms (its default). A random pause of up to one
 * worker poll before each iteration keeps the uploads from falling in step with the worker's polls.
 */
async function benchPickup(stack: StudiesStack, iterations: number): Promise<PickupLatency> {
  const bytes = new Uint8Array(await fs.readFile(path.join(fixturesDir, FIXTURE)));
  await timeOneUpload(stack, bytes, 0); // warm-up: pdfjs loads once in the worker
  const samples: Array<Awaited<ReturnType<typeof timeOneUpload>>> = [];
  for (let iteration = 1; iteration <= iterations; iteration += 1) {
    await sleep(Math.random() * WORKER_POLL_MS);
    samples.push(await timeOneUpload(stack, bytes, iteration));
  }
  const of = (key: keyof (typeof samples)[number]) => samples.map((sample) => sample[key]);
  return {
    iterations,
    fixture: FIXTURE,
    workerPollMs: WORKER_POLL_MS,
    steps: [
      percentiles('upload-url', of('uploadUrlMs')),
      percentiles('storage POST', of('storageMs')),
      percentiles('process', of('processMs')),
      percentiles('worker pickup (process answered -> not PENDING)', of('pickupMs')),
      percentiles('upload -> job started', of('uploadToStartMs')),
    ],
    uploadToCompletedP50Ms: percentiles('', of('uploadToCompletedMs')).p50,
  };
}

/**
 * The studies job queue: (a) throughput of no-op jobs with 1 and 4 in-process workers, checking
 * each job completed exactly once; (b) how long an upload takes to start processing through the
 * real service and worker processes.
 */
export async function benchStudiesJobs({ jobs = 200, iterations = 10, workerCounts = [1, 4] } = {}): Promise<StudiesJobsResult> {
  const infra = await startStudiesInfra();
  try {
    const mongo = await connectMongo({ uri: infra.env.MONGODB_URI, dbName: `${infra.dbPrefix}_studies`, logger: silentLogger() });
    const throughput: QueueThroughputRun[] = [];
    try {
      // Warm-up: the first queries on a connection (and their code paths in this process) are slower.
      await drain(mongo.db, infra.devdbPid, 'bench_noop_warmup', 20, 1);
      for (const workers of workerCounts) throughput.push(await drain(mongo.db, infra.devdbPid, `bench_noop_${workers}w`, jobs, workers));
    } finally {
      await mongo.close();
    }
    const stack = await startStudiesStack(infra);
    try {
      return { database: infra.database, throughput, pickup: await benchPickup(stack, iterations) };
    } finally {
      await stack.stop();
    }
  } finally {
    await infra.stop();
  }
}
