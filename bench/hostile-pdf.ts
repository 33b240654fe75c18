import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Job } from '@groundwork/contracts';
import { makeBlankPagesPdf, makeStretchedImagePdf } from '@groundwork/doc-processing/testing/hostile-pdfs';
import { fixturesDir } from './intake';
import { startStudiesInfra, startStudiesStack, type StudiesStack } from './lib/studies-stack';

const POLL_MS = 100;
/** The bar: a hostile PDF ends FAILED within a minute. */
const TARGET_SECONDS = 60;
/** Longest a run may take before the bench calls it broken. */
const RUN_TIMEOUT_MS = 5 * 60_000;

export interface HostilePdfRun {
  label: string;
  bytes: number;
  /** FAILED for a hostile PDF, COMPLETED for the ordinary report after them. */
  status: Job['status'];
  errorMessage: string | null;
  /** The intake's code of the limit hit, as the worker logged it. */
  code: string | null;
  /** Upload start until the job was seen FINISHED (100 ms polls). */
  seconds: number;
  /** The job as the worker timed it (its log line). */
  workerSeconds: number | null;
  /** Peak RSS of the isolated extraction process, as the worker logged it. */
  runnerPeakRssMb: number | null;
  targetSeconds: number | null;
}

export interface HostilePdfResult {
  database: string;
  runs: HostilePdfRun[];
}

const round = (ms: number) => Math.round(ms / 10) / 100;
const finished = (job: Job) => job.status === 'COMPLETED' || job.status === 'FAILED';

async function submitAndFollow(stack: StudiesStack, label: string, bytes: Uint8Array, targetSeconds: number | null): Promise<HostilePdfRun> {
  const started = performance.now();
  const { s3Key } = await stack.upload(bytes, `${label.replace(/\W+/g, '-')}.pdf`);
  const jobId = await stack.process({ s3Key });
  let job = await stack.job(jobId);
  while (!finished(job)) {
    if (performance.now() - started > RUN_TIMEOUT_MS) throw new Error(`${label}: job ${jobId} still ${job.status} after ${RUN_TIMEOUT_MS} ms`);
    await sleep(POLL_MS);
    job = await stack.job(jobId);
  }
  const seconds = round(performance.now() - started);
  const logged = stack.worker.lines.find((line) => line.jobId === jobId && (line.msg === 'study job failed' || line.msg === 'study job completed'));
  return {
    label,
    bytes: bytes.length,
    status: job.status,
    errorMessage: job.errorMessage ?? null,
    code: typeof logged?.code === 'string' ? logged.code : null,
    seconds,
    workerSeconds: typeof logged?.ms === 'number' ? round(logged.ms) : null,
    runnerPeakRssMb: typeof logged?.peakRssMb === 'number' ? logged.peakRssMb : null,
    targetSeconds,
  };
}

/**
 * The two hostile PDFs of issue 14 through the real studies service and one real worker process
 * (default limits), from upload to FAILED: `blankPages` blank pages (the page cap) and
 * `stretchedPages` pages each stretching one 1x1 image over 200 x 200 inches (the render cap).
 * Then the six-page text city directory, to show the worker serves the next job as usual.
 */
export async function benchHostilePdf({ blankPages, stretchedPages }: { blankPages: number; stretchedPages: number }): Promise<HostilePdfResult> {
  const infra = await startStudiesInfra();
  try {
    const stack = await startStudiesStack(infra);
    try {
      const report = new Uint8Array(await fs.readFile(path.join(fixturesDir, 'city_directory_01_a.pdf')));
      await submitAndFollow(stack, 'warm-up', report, null);
      const runs = [
        await submitAndFollow(stack, `${blankPages.toLocaleString('en-US')} blank pages`, await makeBlankPagesPdf(blankPages), TARGET_SECONDS),
        await submitAndFollow(
          stack,
          `${stretchedPages.toLocaleString('en-US')} pages, a 1x1 image over 200 x 200 in each`,
          await makeStretchedImagePdf(stretchedPages),
          TARGET_SECONDS,
        ),
        await submitAndFollow(stack, 'then: the 6-page text city directory', report, null),
      ];
      return { database: infra.database, runs };
    } finally {
      await stack.stop();
    }
  } finally {
    await infra.stop();
  }
}
