import { setTimeout as sleep } from 'node:timers/promises';
import { aerialStudyResultSchema, type Job } from '@groundwork/contracts';
import { aerialPackageStep, extractAerialPackage, extractPages, runExtraction, type AerialExtraction } from '@groundwork/doc-processing';
import { makeAerialPackage } from '@groundwork/doc-processing/testing/aerial-package-layouts';
import { assertNotFailed, startStudiesInfra, startStudiesStack, type StudiesStack } from './lib/studies-stack';

const FINE_POLL_MS = 100;
const JOB_TIMEOUT_MS = 5 * 60_000;
const PROPERTIES = [
  { address: '10 MAIN ST', direction: 'subject' as const },
  { address: '20 MAIN ST', direction: 'north' as const },
  { address: '1 MAIN ST', direction: 'south' as const },
  { address: '11 OAK AVE', direction: 'east' as const },
  { address: '9 MAIN ST', direction: 'west' as const },
];

export interface AerialBenchResult {
  document: { photos: number; pages: number; bytes: number; layout: string };
  targetSeconds: number;
  inProcess: { seconds: number; intakeSeconds: number; readingSeconds: number; photos: number; predictions: number };
  isolated: { seconds: number; peakRssMb: number | null };
  servicePath: { seconds: number; phases: Record<string, number>; photos: number; predictions: number } | { skipped: string };
}

const seconds = (ms: number) => Math.round(ms / 10) / 100;

async function followAerialJob(stack: StudiesStack, jobId: string) {
  const deadline = performance.now() + JOB_TIMEOUT_MS;
  let job: Job = await stack.job(jobId, { study: 'aerial' });
  while (job.status !== 'COMPLETED') {
    assertNotFailed(job, 'aerial package');
    if (performance.now() > deadline) throw new Error(`job ${jobId} not COMPLETED in time: ${JSON.stringify(job)}`);
    await sleep(FINE_POLL_MS);
    job = await stack.job(jobId, { study: 'aerial' });
  }
  const completedAt = performance.now();
  const presigned = await stack.job(jobId, { study: 'aerial', includePresign: true });
  const url = presigned.summaryAerial?.predictionUrls?.get;
  if (!url) throw new Error(`job ${jobId} COMPLETED without its predictions: ${JSON.stringify(presigned)}`);
  const result = aerialStudyResultSchema.parse(await (await fetch(url)).json());
  return { completedAt, resultAt: performance.now(), result };
}

/** Upload, process (study aerial), the worker's job, COMPLETED, the predictions fetched: the browser's path to the table. */
async function throughService(stack: StudiesStack, pdf: Uint8Array) {
  const started = performance.now();
  const upload = await stack.upload(pdf, 'aerial-package.pdf');
  const processStarted = performance.now();
  const jobId = await stack.process({ s3Key: upload.s3Key, study: 'aerial', subjectAddress: PROPERTIES[0]!.address, adjoiningInfo: PROPERTIES.slice(1) });
  const processed = performance.now();
  const followed = await followAerialJob(stack, jobId);
  return {
    seconds: seconds(followed.resultAt - started),
    phases: {
      upload: seconds(processStarted - started),
      process: seconds(processed - processStarted),
      toCompleted: seconds(followed.completedAt - processed),
      result: seconds(followed.resultAt - followed.completedAt),
    },
    photos: followed.result.photos.length,
    predictions: followed.result.predictions.length,
  };
}

/**
 * Seconds from upload to the aerial table for a `photos`-photograph package (target 10 s here):
 * in this process, in the isolated extraction process (its peak RSS), and through the studies
 * service and one worker (a warm-up package first: starting pdfjs is not reading a package).
 */
export async function benchAerial({ photos = 10, targetSeconds = 10, service = true } = {}): Promise<AerialBenchResult> {
  const generated = await makeAerialPackage('year-on-print', { seed: 19, count: photos });
  const warmUp = await makeAerialPackage('strip-three-per-page', { seed: 3, count: 3 });
  const started = performance.now();
  const intake = await extractPages(generated.pdf);
  const read = performance.now();
  const reading = await extractAerialPackage(intake, { properties: PROPERTIES }, { pdf: generated.pdf });
  const done = performance.now();
  const isolatedStart = performance.now();
  const run = await runExtraction({ pdf: generated.pdf, study: aerialPackageStep({ properties: PROPERTIES }) });
  const isolatedSeconds = seconds(performance.now() - isolatedStart);
  if ((run.study as AerialExtraction).unrecognised) throw new Error((run.study as AerialExtraction).unrecognised!.message);
  let servicePath: AerialBenchResult['servicePath'] = { skipped: 'BENCH_AERIAL_SERVICE=0' };
  if (service) {
    const infra = await startStudiesInfra();
    try {
      const stack = await startStudiesStack(infra);
      try {
        await throughService(stack, warmUp.pdf);
        servicePath = await throughService(stack, generated.pdf);
      } finally {
        await stack.stop();
      }
    } finally {
      await infra.stop();
    }
  }
  return {
    document: { photos, pages: intake.pageCount, bytes: generated.pdf.length, layout: generated.layout },
    targetSeconds,
    inProcess: {
      seconds: seconds(done - started),
      intakeSeconds: seconds(read - started),
      readingSeconds: seconds(done - read),
      photos: reading.result.photos.length,
      predictions: reading.result.predictions.length,
    },
    isolated: { seconds: isolatedSeconds, peakRssMb: run.peakRssMb },
    servicePath,
  };
}
