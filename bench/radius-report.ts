import { setTimeout as sleep } from 'node:timers/promises';
import { databaseStudyResultSchema, databaseStudySummary, type Job } from '@groundwork/contracts';
import { extractPages, extractRadiusReport, radiusReportStep, runExtraction, type RadiusReportExtraction } from '@groundwork/doc-processing';
import { radiusReportDocument, radiusReportFixture, type RadiusReportDocument } from './lib/radius-report-document';
import { assertNotFailed, startStudiesInfra, startStudiesStack, type StudiesStack } from './lib/studies-stack';

const FINE_POLL_MS = 100;
const DOCUMENT_TIMEOUT_MS = 5 * 60_000;

/** What the extraction found: sites and orphans, or why it recognised nothing. */
export interface RadiusReportCounts {
  sites: number;
  orphans: number;
  /** The extractor's `unrecognised.message`, null when it read records. */
  unrecognised: string | null;
}

export interface RadiusReportInProcess extends RadiusReportCounts {
  intakeSeconds: number;
  extractionSeconds: number;
  totalSeconds: number;
  /** This process's resident-memory high-water mark after the run (MB). */
  processPeakRssMb: number;
}

export interface RadiusReportIsolated extends RadiusReportCounts {
  seconds: number;
  /** The isolated extraction process's peak RSS (VmHWM), as the worker's runner sees it. */
  peakRssMb: number | null;
}

export interface RadiusReportServicePath extends RadiusReportCounts {
  phases: { uploadUrl: number; storagePost: number; process: number; queueWait: number; processing: number; result: number };
  totalSeconds: number;
  /** The job as the worker timed it, and its runner's peak RSS (its "study job completed" log line). */
  workerJobSeconds: number | null;
  workerPeakRssMb: number | null;
}

export interface RadiusReportBenchResult {
  document: { source: string; pages: number; bytes: number };
  targetSeconds: number;
  inProcess: RadiusReportInProcess;
  isolated: RadiusReportIsolated;
  /** Upload to the result JSON through the studies service and worker; `skipped` says why it was not measured. */
  servicePath: RadiusReportServicePath | { skipped: string };
}

const seconds = (ms: number) => Math.round(ms / 10) / 100;

const countsOf = (extraction: RadiusReportExtraction): RadiusReportCounts => ({
  sites: extraction.result.items.filter((item) => !item.is_orphan).length,
  orphans: extraction.result.items.filter((item) => item.is_orphan).length,
  unrecognised: extraction.unrecognised?.message ?? null,
});

/** `extractPages` then `extractRadiusReport`, in this process, as the extractor's own tests run them. */
async function inProcess(document: RadiusReportDocument): Promise<RadiusReportInProcess> {
  const started = performance.now();
  const intake = await extractPages(document.bytes);
  const read = performance.now();
  const extraction = extractRadiusReport(intake, { properties: document.properties });
  const done = performance.now();
  return {
    ...countsOf(extraction),
    intakeSeconds: seconds(read - started),
    extractionSeconds: seconds(done - read),
    totalSeconds: seconds(done - started),
    processPeakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}

/** The same work in doc-processing's isolated process with its default limits, as the worker and the CLI run it. */
async function isolated(document: RadiusReportDocument): Promise<RadiusReportIsolated> {
  const started = performance.now();
  const run = await runExtraction({ pdf: document.bytes, study: radiusReportStep({ properties: document.properties }) });
  return { ...countsOf(run.study as RadiusReportExtraction), seconds: seconds(performance.now() - started), peakRssMb: run.peakRssMb };
}

/** A job the worker failed, or will retry, is a broken run: its log line says why (a retried job would only fail again). */
function assertWorkerDidNotFail(stack: StudiesStack, jobId: string): void {
  const failed = stack.worker.lines.find((line) => line.jobId === jobId && /^study job (failed|error)/.test(String(line.msg)));
  if (failed) throw new Error(`the worker logged "${String(failed.msg)}": ${String(failed.reason)}`);
}

/** Polls the database study's job every 100 ms until COMPLETED, then fetches its result JSON. */
async function followDatabaseJob(stack: StudiesStack, jobId: string) {
  const deadline = performance.now() + DOCUMENT_TIMEOUT_MS;
  let startedAt: number | null = null;
  for (let job: Job = await stack.job(jobId, { study: 'database' }); job.status !== 'COMPLETED'; job = await stack.job(jobId, { study: 'database' })) {
    assertNotFailed(job, 'radius report');
    assertWorkerDidNotFail(stack, jobId);
    if (startedAt === null && job.status !== 'PENDING') startedAt = performance.now();
    if (performance.now() > deadline) throw new Error(`job ${jobId} not COMPLETED in time: ${JSON.stringify(job)}`);
    await sleep(FINE_POLL_MS);
  }
  const completedAt = performance.now();
  const presigned = await stack.job(jobId, { study: 'database', includePresign: true });
  const resultUrl = presigned.studies?.database?.resultUrls?.get ?? presigned.artifacts?.parsedUrls?.get;
  if (!resultUrl) throw new Error(`job ${jobId} COMPLETED without a result link: ${JSON.stringify(presigned)}`);
  const res = await fetch(resultUrl);
  const text = await res.text();
  if (!res.ok) throw new Error(`result JSON: ${res.status} ${text.slice(0, 300)}`);
  return { startedAt: startedAt ?? completedAt, completedAt, resultAt: performance.now(), result: databaseStudyResultSchema.parse(JSON.parse(text)) };
}

/** Upload, process (study `database`), the worker's job, COMPLETED, the result JSON fetched: as the browser does. */
async function throughService(stack: StudiesStack, document: RadiusReportDocument): Promise<RadiusReportServicePath> {
  const started = performance.now();
  const upload = await stack.upload(document.bytes, `radius-report-${document.pages}.pdf`);
  const processStarted = performance.now();
  const subject = document.properties.find((property) => property.direction === 'subject');
  const jobId = await stack.process({ s3Key: upload.s3Key, study: 'database', subjectAddress: subject?.address });
  const processed = performance.now();
  const followed = await followDatabaseJob(stack, jobId);
  const summary = databaseStudySummary(followed.result);
  const logged = stack.worker.lines.find((line) => line.msg === 'study job completed' && line.jobId === jobId);
  return {
    sites: summary.sites ?? 0,
    orphans: summary.orphans ?? 0,
    unrecognised: null,
    phases: {
      uploadUrl: seconds(upload.uploadUrlMs),
      storagePost: seconds(upload.storageMs),
      process: seconds(processed - processStarted),
      queueWait: seconds(followed.startedAt - processed),
      processing: seconds(followed.completedAt - followed.startedAt),
      result: seconds(followed.resultAt - followed.completedAt),
    },
    totalSeconds: seconds(followed.resultAt - started),
    workerJobSeconds: typeof logged?.ms === 'number' ? seconds(logged.ms) : null,
    workerPeakRssMb: typeof logged?.peakRssMb === 'number' ? logged.peakRssMb : null,
  };
}

/**
 * The full path through the real studies service and one worker process, after a warm-up job of
 * the 27-page fixture. While the worker has no extractor for the `database` study (or it reads
 * nothing in the fixture) the warm-up fails and the path is reported as skipped, with the reason.
 */
async function servicePath(document: RadiusReportDocument, warmUp: RadiusReportDocument): Promise<RadiusReportServicePath | { skipped: string }> {
  const infra = await startStudiesInfra();
  try {
    const stack = await startStudiesStack(infra);
    try {
      const ready = await throughService(stack, warmUp).then(
        () => null,
        (error: unknown) => `the warm-up job failed: ${(error as Error).message}`,
      );
      return ready === null ? await throughService(stack, document) : { skipped: ready };
    } finally {
      await stack.stop();
    }
  } finally {
    await infra.stop();
  }
}

/**
 * Seconds to read a `pages`-page text radius report into its records (target: 8 s, upload to
 * table): in this process, in the isolated extraction process (with its peak RSS), and through
 * the studies service and worker when they run the database study. A warm-up on the 27-page
 * fixture first (loading pdfjs is not reading a report).
 */
export async function benchRadiusReport({ pages = 300, targetSeconds = 8, service = true } = {}): Promise<RadiusReportBenchResult> {
  const warmUp = await radiusReportFixture();
  const document = await radiusReportDocument(pages);
  await inProcess(warmUp);
  return {
    document: { source: document.source, pages: document.pages, bytes: document.bytes.length },
    targetSeconds,
    inProcess: await inProcess(document),
    isolated: await isolated(document),
    servicePath: service ? await servicePath(document, warmUp) : { skipped: 'BENCH_RR_SERVICE=0' },
  };
}
