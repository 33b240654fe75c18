import { SOILS_TIME_LIMIT_MS, type SoilsFetchInput, type SoilsState } from '@groundwork/contracts';
import { isDuplicateKeyError } from '@groundwork/job-queue';
import type { AuthContext } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import { soilsJob } from '../jobs';
import { sdaTimeoutReason } from '../soils/sda-client';
import type { SoilRunRecord } from '../soils/soil-run-record';
import { projectForStudy } from './project-access';

export interface SoilsRouteSettings {
  /** How long `POST` waits for the run before answering 202 RUNNING (`SOILS_WAIT_MS`). */
  waitMs: number;
  /** A run still RUNNING this long after it started is FAILED (its job was lost): every attempt's time limit and a lease. */
  staleAfterMs: number;
  pollMs?: number;
}

/** A RUNNING run may take every attempt's limit, plus a lease for a crashed worker's job to be taken over. */
export const soilsStaleAfterMs = (leaseMs: number) => SOILS_TIME_LIMIT_MS * (soilsJob.maxAttempts ?? 2) + leaseMs;

const iso = (date: Date | null) => (date ?? new Date(0)).toISOString();

/** The run as the API answers it (`GET` and `POST /api/projects/{id}/soils`). */
export function soilsStateOf(run: SoilRunRecord | null): SoilsState {
  if (!run) return { status: 'NONE' };
  const base = { jobId: run._id, startedAt: run.startedAt.toISOString(), polygonGeoJson: run.polygonGeoJson };
  if (run.status === 'RUNNING') return { status: 'RUNNING', ...base };
  if (run.status === 'FAILED' || !run.result)
    return { status: 'FAILED', ...base, finishedAt: iso(run.finishedAt), error: run.error ?? 'The soils query failed.' };
  const { rows, mapUnits, narrative, subjectAcres, source, warnings } = run.result;
  return {
    status: 'COMPLETED',
    jobId: run._id,
    rows,
    narrative,
    mapUnits,
    subjectAcres,
    polygonGeoJson: run.polygonGeoJson,
    queriedAt: iso(run.queriedAt),
    source,
    warnings,
  };
}

/** Why a run whose job ended without finishing it failed. */
const lostJobReason = (jobError: string | null) =>
  jobError ? `The soils query stopped before it finished (${jobError}). Try again.` : sdaTimeoutReason(SOILS_TIME_LIMIT_MS);

/**
 * A RUNNING run whose job the queue gave up, or that has run past every attempt's limit, is FAILED
 * now (never RUNNING forever); other runs are answered as they are.
 */
async function settled(ctx: StudiesContext, run: SoilRunRecord, staleAfterMs: number): Promise<SoilRunRecord> {
  if (run.status !== 'RUNNING') return run;
  const job = await ctx.queue.get(run._id);
  const gaveUp = job?.status === 'FAILED';
  if (!gaveUp && ctx.now().getTime() - run.startedAt.getTime() < staleAfterMs) return run;
  const failed = { status: 'FAILED' as const, finishedAt: ctx.now(), error: lostJobReason(gaveUp ? (job?.errorMessage ?? null) : null) };
  await ctx.soilRuns.updateOne({ _id: run._id, status: 'RUNNING' }, { $set: failed });
  return (await ctx.soilRuns.findOne({ _id: run._id })) ?? { ...run, ...failed };
}

async function latestRun(ctx: StudiesContext, organizationId: string, projectId: string, staleAfterMs: number): Promise<SoilRunRecord | null> {
  const [run] = await ctx.soilRuns.find({ projectId, organizationId }).sort({ startedAt: -1 }).limit(1).toArray();
  return run ? settled(ctx, run, staleAfterMs) : null;
}

/**
 * Queues a `soils` job and records its run. The job's idempotency key names the run it follows, so
 * two requests at once start one job; the worker may finish (and write) the run before it is
 * inserted here.
 */
async function startRun(ctx: StudiesContext, auth: AuthContext, projectId: string, polygonGeoJson: string, previous: SoilRunRecord | null) {
  const startedBy = { userId: auth.userId, email: auth.email };
  const job = await ctx.queue.enqueue(soilsJob, {
    organizationId: auth.organizationId,
    idempotencyKey: `soils:${projectId}:after:${previous?._id ?? 'none'}`,
    payload: { organizationId: auth.organizationId, projectId, polygonGeoJson, startedBy },
  });
  const run: SoilRunRecord = {
    _id: job.jobId,
    projectId,
    organizationId: auth.organizationId,
    polygonGeoJson: job.payload.polygonGeoJson,
    status: 'RUNNING',
    startedBy,
    startedAt: ctx.now(),
    finishedAt: null,
    result: null,
    error: null,
    queriedAt: null,
  };
  await ctx.soilRuns.insertOne(run).catch((err: unknown) => {
    if (!isDuplicateKeyError(err)) throw err;
  });
  return job.jobId;
}

/** Polls the run until it is no longer RUNNING or `waitMs` passed. */
async function waitForRun(ctx: StudiesContext, runId: string, { waitMs, staleAfterMs, pollMs = 200 }: SoilsRouteSettings): Promise<SoilRunRecord | null> {
  const until = Date.now() + waitMs;
  for (;;) {
    const run = await ctx.soilRuns.findOne({ _id: runId });
    if (!run) return null;
    if (run.status !== 'RUNNING' || Date.now() >= until) return settled(ctx, run, staleAfterMs);
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, Math.max(0, until - Date.now()))));
  }
}

/** `GET /api/projects/{id}/soils`: the project's latest soils query (NONE before any); never queries SDA. */
export async function getSoils(ctx: StudiesContext, auth: AuthContext, projectId: string, settings: SoilsRouteSettings): Promise<SoilsState> {
  await projectForStudy(ctx, auth, projectId, { forWrite: false });
  return soilsStateOf(await latestRun(ctx, auth.organizationId, projectId, settings.staleAfterMs));
}

/**
 * `POST /api/projects/{id}/soils`: queries SDA for the polygon in a `soils` job (or joins the
 * project's query still running) and waits up to `waitMs` for it: COMPLETED, FAILED, or still RUNNING.
 */
export async function fetchSoils(
  ctx: StudiesContext,
  auth: AuthContext,
  projectId: string,
  input: SoilsFetchInput,
  settings: SoilsRouteSettings,
): Promise<SoilsState> {
  await projectForStudy(ctx, auth, projectId, { forWrite: true });
  const latest = await latestRun(ctx, auth.organizationId, projectId, settings.staleAfterMs);
  const runId = latest?.status === 'RUNNING' ? latest._id : await startRun(ctx, auth, projectId, input.polygonGeoJson, latest);
  return soilsStateOf(await waitForRun(ctx, runId, settings));
}
