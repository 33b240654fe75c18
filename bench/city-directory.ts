import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { POLLING_RULES } from '@groundwork/api-client/study-jobs';
import { cityDirectoryResultSchema, type CityDirectoryResult, type Job } from '@groundwork/contracts';
import { extractCityDirectory, extractPages } from '@groundwork/doc-processing';
import { generateCityDirectory, LAYOUT_FAMILIES, scoreCityDirectory } from '@groundwork/doc-processing/testing/city-directory-layouts';
import { fixturesDir, repeatFixturePages } from './intake';
import { assertNotFailed, startStudiesInfra, startStudiesStack, type StudiesStack } from './lib/studies-stack';

/** The fine poll that times the phases without the browser's 2 s rounding. */
const FINE_POLL_MS = 100;
/** Longest a document may take before the run is called broken. */
const DOCUMENT_TIMEOUT_MS = 10 * 60_000;

export interface CityDirectoryRun {
  label: string;
  pages: number;
  /** Pages read from the text layer and by OCR, as the worker logged them. */
  textPages: number;
  ocrPages: number;
  entries: number;
  /** Seconds per phase, from the 100 ms poll. */
  phases: {
    uploadUrl: number;
    storagePost: number;
    process: number;
    /** process answered -> the job seen out of PENDING */
    queueWait: number;
    /** job started -> seen COMPLETED */
    processing: number;
    /** GET the job with includePresign=1, then the result JSON from artifacts.parsedUrls.get */
    table: number;
  };
  /** Upload start -> the table's data fetched, polling every 100 ms. */
  totalSeconds: number;
  /** The same upload as the browser follows it: a check at once, then one every 2 s after each answer. */
  browserTotalSeconds: number;
  /** The job as the worker timed it (its "study job completed" log line). */
  workerJobSeconds: number | null;
  targetSeconds: number;
}

export interface CityDirectoryBenchResult {
  database: string;
  browserPollMs: number;
  runs: CityDirectoryRun[];
}

interface Followed {
  startedAt: number;
  completedAt: number;
  tableAt: number;
  result: CityDirectoryResult;
}

const seconds = (ms: number) => Math.round(ms / 10) / 100;

interface TruthProperty {
  direction: string;
  address: string;
}

/** The fixture's subject and adjoining addresses, as the consultant sends them with the process call. */
async function propertiesOf(fixture: string) {
  const truthFile = path.join(fixturesDir, fixture.replace(/\.pdf$/, '.truth.json'));
  const truth = JSON.parse(await fs.readFile(truthFile, 'utf8')) as { properties: TruthProperty[] };
  const subject = truth.properties.find((property) => property.direction === 'subject');
  return {
    subjectAddress: subject?.address,
    adjoiningInfo: truth.properties.filter((property) => property !== subject).map(({ address, direction }) => ({ address, direction })),
  };
}

/**
 * Follows a job as a poller with `intervalMs` between an answer and the next check (the first
 * check at once), then fetches the table as the tab does: the job with presigned links, and the
 * result JSON behind `artifacts.parsedUrls.get`.
 */
async function follow(stack: StudiesStack, jobId: string, intervalMs: number, deadline: number): Promise<Followed> {
  let startedAt: number | null = null;
  let job: Job;
  for (;;) {
    job = await stack.job(jobId);
    assertNotFailed(job, 'city directory');
    if (startedAt === null && job.status !== 'PENDING') startedAt = performance.now();
    if (job.status === 'COMPLETED') break;
    if (performance.now() > deadline) throw new Error(`job ${jobId} not COMPLETED in time: ${JSON.stringify(job)}`);
    await sleep(intervalMs);
  }
  const completedAt = performance.now();
  const presigned = await stack.job(jobId, { includePresign: true });
  const resultUrl = presigned.artifacts?.parsedUrls?.get;
  if (!resultUrl) throw new Error(`job ${jobId} COMPLETED without artifacts.parsedUrls.get: ${JSON.stringify(presigned)}`);
  const res = await fetch(resultUrl);
  const text = await res.text();
  if (!res.ok) throw new Error(`result JSON: ${res.status} ${text.slice(0, 300)}`);
  const tableAt = performance.now();
  return { startedAt: startedAt ?? completedAt, completedAt, tableAt, result: cityDirectoryResultSchema.parse(JSON.parse(text)) };
}

async function measure(stack: StudiesStack, label: string, fixture: string, pages: number, targetSeconds: number): Promise<CityDirectoryRun> {
  const bytes = await repeatFixturePages(fixture, pages);
  const properties = await propertiesOf(fixture);
  const started = performance.now();
  const upload = await stack.upload(bytes, `${path.basename(fixture, '.pdf')}-x${pages}.pdf`);
  const processStarted = performance.now();
  const jobId = await stack.process({ s3Key: upload.s3Key, ...properties });
  const processed = performance.now();
  const deadline = processed + DOCUMENT_TIMEOUT_MS;
  const [fine, browser] = await Promise.all([follow(stack, jobId, FINE_POLL_MS, deadline), follow(stack, jobId, POLLING_RULES.cd.intervalMs, deadline)]);
  const logged = stack.worker.lines.find((line) => line.msg === 'study job completed' && line.jobId === jobId);
  return {
    label,
    pages: Number(logged?.pages ?? pages),
    textPages: Number(logged?.textPages ?? Number.NaN),
    ocrPages: Number(logged?.ocrPages ?? Number.NaN),
    entries: fine.result.parsedEntries.length,
    phases: {
      uploadUrl: seconds(upload.uploadUrlMs),
      storagePost: seconds(upload.storageMs),
      process: seconds(processed - processStarted),
      queueWait: seconds(fine.startedAt - processed),
      processing: seconds(fine.completedAt - fine.startedAt),
      table: seconds(fine.tableAt - fine.completedAt),
    },
    totalSeconds: seconds(fine.tableAt - started),
    browserTotalSeconds: seconds(browser.tableAt - started),
    workerJobSeconds: typeof logged?.ms === 'number' ? seconds(logged.ms) : null,
    targetSeconds,
  };
}

/**
 * Seconds from upload to the city directory table through the real studies service and one real
 * worker process (default WORKER_POLL_MS and INTAKE_CONCURRENCY): a text report of `textPages`
 * pages and `scannedPages` scanned pages, the fixtures' pages repeated. A warm-up upload of the
 * six-page text fixture first, so the figures are those of a worker that is already running.
 */
export async function benchCityDirectory({
  textPages = 100,
  scannedPages = 20,
  textTargetSeconds = 5,
  scannedTargetSeconds = 25,
} = {}): Promise<CityDirectoryBenchResult> {
  const infra = await startStudiesInfra();
  try {
    const stack = await startStudiesStack(infra);
    try {
      await measure(stack, 'warm-up', 'city_directory_01_a.pdf', 6, 0);
      const runs = [
        await measure(stack, `text report, ${textPages} pages`, 'city_directory_01_a.pdf', textPages, textTargetSeconds),
        await measure(stack, `scanned, ${scannedPages} pages`, 'city_directory_02_a_scanned.pdf', scannedPages, scannedTargetSeconds),
      ];
      return { database: infra.database, browserPollMs: POLLING_RULES.cd.intervalMs, runs };
    } finally {
      await stack.stop();
    }
  } finally {
    await infra.stop();
  }
}

export interface GeneratedLayoutRun {
  family: string;
  seed: number;
  scanned: boolean;
  pages: number;
  entriesExpected: number;
  entriesFound: number;
  entryF1: number;
  vacancyF1: number;
  /** extractPages + extractCityDirectory, in this process. */
  extractionSeconds: number;
}

/**
 * The reader on layouts nobody tuned it to: each generated family
 * (`@groundwork/doc-processing/testing/city-directory-layouts`) as text PDFs for `seeds` and as a
 * scanned PDF for `scannedSeeds`, read in this process, scored entry by entry against its truth.
 */
export async function benchGeneratedLayouts({ seeds = [1, 2, 3], scannedSeeds = [1, 2] } = {}): Promise<GeneratedLayoutRun[]> {
  const runs: GeneratedLayoutRun[] = [];
  for (const family of LAYOUT_FAMILIES) {
    const samples = [...seeds.map((seed) => ({ seed, scanned: false })), ...scannedSeeds.map((seed) => ({ seed, scanned: true }))];
    for (const { seed, scanned } of samples) {
      const { pdf, truth } = await generateCityDirectory({ family, seed, scanned });
      const started = performance.now();
      const intake = await extractPages(pdf);
      const result = extractCityDirectory(intake, { properties: truth.properties.map(({ address, direction }) => ({ address, direction })) });
      const extractionSeconds = seconds(performance.now() - started);
      const scored = scoreCityDirectory(result, truth);
      runs.push({
        family,
        seed,
        scanned,
        pages: intake.pageCount,
        entriesExpected: scored.entries.expected,
        entriesFound: scored.entries.found,
        entryF1: Math.round(scored.entries.f1 * 1000) / 1000,
        vacancyF1: Math.round(scored.vacancies.f1 * 1000) / 1000,
        extractionSeconds,
      });
    }
  }
  return runs;
}
