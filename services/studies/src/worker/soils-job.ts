import { SOILS_TIME_LIMIT_MS } from '@groundwork/contracts';
import type { JobHandler, TypedJob } from '@groundwork/job-queue';
import type { Logger, ProjectsClient } from '@groundwork/service-kit';
import type { Collection } from 'mongodb';
import type { soilsJob } from '../jobs';
import { DEFAULT_SDA_URL, SdaError } from '../soils/sda-client';
import type { SoilRunRecord } from '../soils/soil-run-record';
import { runSoilsStudy, SoilsStudyError, type SoilsFindings } from '../soils/soils-study';

export interface SoilsJobOptions {
  /** SDA's tabular endpoint (`SDA_URL`). */
  sdaUrl?: string;
  /** The study's limit, SDA's answers included (`SDA_TIMEOUT_MS`). */
  sdaTimeoutMs?: number;
  fetch?: typeof fetch;
}

export interface SoilsJobDeps extends SoilsJobOptions {
  runs: Collection<SoilRunRecord>;
  projects: ProjectsClient;
  logger: Logger;
  now?: () => Date;
}

export const SOILS_ACTIVITY = 'Soils fetched from USDA Soil Data Access';

type SoilsJob = TypedJob<typeof soilsJob>;
type Outcome = Pick<SoilRunRecord, 'status' | 'finishedAt' | 'result' | 'error' | 'queriedAt'>;

/** Writes the run's outcome, creating the run when the worker got there before the route recorded it. */
async function recordOutcome(runs: Collection<SoilRunRecord>, { jobId, payload, createdAt }: SoilsRun, outcome: Outcome) {
  const { organizationId, projectId, polygonGeoJson, startedBy } = payload;
  await runs.updateOne(
    { _id: jobId },
    { $set: outcome, $setOnInsert: { projectId, organizationId, polygonGeoJson, startedBy, startedAt: createdAt } },
    { upsert: true },
  );
}

const completed = (found: SoilsFindings, source: string, finishedAt: Date): Outcome => {
  const { rows, mapUnits, narrative, subjectAcres, warnings, queriedAt } = found;
  return { status: 'COMPLETED', finishedAt, error: null, queriedAt, result: { rows, mapUnits, narrative, subjectAcres, source, warnings } };
};

/** A soils run to fetch: the `soils` job's, or one the report job runs itself. */
export type SoilsRun = Pick<SoilsJob, 'jobId' | 'payload' | 'createdAt'>;

export type SoilsOutcome = { status: 'COMPLETED' } | { status: 'FAILED'; reason: string };

/**
 * Queries SDA for the run's polygon and records the run COMPLETED, or FAILED with the reason (SDA's
 * error, maintenance, the time limit, no map units). Any other error (the database) is thrown. The
 * activity is logged once a run completes; failing to log it never fails the run.
 */
export async function fetchAndRecordSoils(
  { runs, projects, logger, sdaUrl = DEFAULT_SDA_URL, sdaTimeoutMs = SOILS_TIME_LIMIT_MS, fetch, now = () => new Date() }: SoilsJobDeps,
  run: SoilsRun,
  signal?: AbortSignal,
): Promise<SoilsOutcome> {
  const started = Date.now();
  const log = logger.child({ jobId: run.jobId, projectId: run.payload.projectId });
  let found: SoilsFindings;
  try {
    found = await runSoilsStudy(run.payload.polygonGeoJson, { url: sdaUrl, timeoutMs: sdaTimeoutMs, signal, fetch }, now);
  } catch (err) {
    if (!(err instanceof SdaError || err instanceof SoilsStudyError)) throw err;
    await recordOutcome(runs, run, { status: 'FAILED', finishedAt: now(), result: null, error: err.message, queriedAt: null });
    log.warn({ ms: Date.now() - started, failure: err instanceof SdaError ? err.failure : 'no-map-units', reason: err.message }, 'soils job failed');
    return { status: 'FAILED', reason: err.message };
  }
  await recordOutcome(runs, run, completed(found, sdaUrl, now()));
  log.info({ ms: Date.now() - started, mapUnits: found.mapUnits.length, rows: found.rows.length, warnings: found.warnings.length }, 'soils job completed');
  await projects
    .recordActivity(run.payload.projectId, {
      type: 'study_finished',
      summary: SOILS_ACTIVITY,
      actor: run.payload.startedBy,
      idempotencyKey: `soil-run:${run.jobId}`,
    })
    .catch((err: unknown) => log.warn({ err }, 'soils activity not logged'));
  return { status: 'COMPLETED' };
}

/**
 * A `soils` job: `fetchAndRecordSoils`. A run that fails for SDA's reasons ends the job at once;
 * only a lost lease or a database error is left to the queue to retry.
 */
export function createSoilsJobHandler(deps: SoilsJobDeps): JobHandler<typeof soilsJob> {
  return async (job, { signal }) => ({ status: (await fetchAndRecordSoils(deps, job, signal)).status });
}
