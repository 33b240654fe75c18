import type { StudiesContext } from '../context';
import type { CityDirectoryRunRecord } from '../repositories';
import { deferCompletion, reportStudyFinished } from './defer-completion';

/** The activity's idempotency key: one entry per run, however often it is reported. */
const activityKeyOf = (runId: string) => `cd-run:${runId}`;

/**
 * A run's completion on the server, once its study job succeeded: the run completed (its first
 * `completedAt` kept, the result's key), then the project's city directory check and the activity
 * "City directory study finished: <file>" reported to the projects service, which keeps one entry
 * per idempotency key. Idempotent. Throws when the projects service cannot be reached: the run is
 * completed here already, the report is still owed (`reported` false). Answers the run as it is
 * now, or null when it is gone.
 */
export async function reportRunCompletion(ctx: StudiesContext, runId: string): Promise<CityDirectoryRunRecord | null> {
  const run = await ctx.cdRuns.findOne({ _id: runId });
  if (!run) return null;
  const result = await ctx.results.findOne({ _id: runId });
  const completed = { status: 'completed' as const, completedAt: run.completedAt ?? ctx.now(), parsedKey: result?.resultKey ?? run.parsedKey };
  if (run.status !== 'completed' || run.completedAt === null || run.parsedKey !== completed.parsedKey) {
    await ctx.cdRuns.updateOne({ _id: run._id }, { $set: completed });
  }
  if (run.reported) return { ...run, ...completed };
  await reportStudyFinished(ctx, {
    projectId: run.projectId,
    check: 'cityDirectory',
    summary: `City directory study finished: ${run.filename}`,
    actor: run.startedBy ?? null,
    idempotencyKey: activityKeyOf(run._id),
  });
  await ctx.cdRuns.updateOne({ _id: run._id }, { $set: { reported: true } });
  return { ...run, ...completed, reported: true };
}

export interface FinishedRun<Run = CityDirectoryRunRecord> {
  run: Run | null;
  /** Why the report is owed still (a `study-completion` job retries it), or null once it landed. */
  deferred: unknown;
}

/**
 * Completes the run now when it can, else leaves its completion to a `study-completion` job, which
 * the workers retry with backoff until it lands (one per run).
 */
export async function finishRun(ctx: StudiesContext, runId: string, organizationId: string): Promise<FinishedRun> {
  try {
    return { run: await reportRunCompletion(ctx, runId), deferred: null };
  } catch (err) {
    await deferCompletion(ctx, { study: 'cd', runId, organizationId });
    return { run: await ctx.cdRuns.findOne({ _id: runId }), deferred: err };
  }
}

/** Completes the run of study job `jobId` (a project's run; a job without a project has none) unless it is done and reported. */
export async function finishRunOf(ctx: StudiesContext, jobId: string): Promise<FinishedRun | null> {
  const run = await ctx.cdRuns.findOne({ _id: jobId });
  if (!run || (run.reported && run.status === 'completed')) return null;
  return finishRun(ctx, run._id, run.organizationId);
}
