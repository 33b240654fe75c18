import { databaseStudyResultSchema, type DatabaseStudyResult } from '@groundwork/contracts';
import type { StudiesContext } from '../context';
import type { DatabaseRunRecord } from '../repositories';
import { deferCompletion, reportStudyFinished } from './defer-completion';
import type { FinishedRun } from './finish-study-run';
import { storeRunNarratives } from './narratives';
import { readJsonObject } from './study-results';

/** The activity's idempotency key: one entry per run, however often it is reported. */
const activityKeyOf = (runId: string) => `db-run:${runId}`;

/** The run's result as stored (the user's edits included), else the extraction's copy. */
async function readRunResult(ctx: StudiesContext, runId: string): Promise<DatabaseStudyResult> {
  const record = await ctx.results.findOne({ _id: runId });
  for (const key of record ? [record.resultKey, record.originalKey] : []) {
    const parsed = databaseStudyResultSchema.safeParse(await readJsonObject(ctx, key));
    if (parsed.success) return parsed.data;
  }
  throw new Error(`The result of regulatory database run ${runId} cannot be read`);
}

/** Stores the run's result as the project's narrative, once per run (a later edit of it is never overwritten by a repeated completion). */
async function storeNarrativesOnce(ctx: StudiesContext, run: DatabaseRunRecord): Promise<DatabaseRunRecord> {
  if (run.narrativeStored) return run;
  await storeRunNarratives(ctx, run, await readRunResult(ctx, run._id));
  await ctx.dbRuns.updateOne({ _id: run._id }, { $set: { narrativeStored: true } });
  return { ...run, narrativeStored: true };
}

/**
 * A regulatory database run's completion on the server, once its study job succeeded: its result
 * stored as the project's regulatory narrative (see `storeRunNarratives`), then the project's
 * database check and the activity "Regulatory database study finished: <file>" reported to the
 * projects service, which keeps one entry per idempotency key. Idempotent. Throws when the
 * projects service cannot be reached: the narrative is stored already, the report is still owed
 * (`reported` false). Answers the run as it is now, or null when there is none.
 */
export async function reportDatabaseRunCompletion(ctx: StudiesContext, runId: string): Promise<DatabaseRunRecord | null> {
  const found = await ctx.dbRuns.findOne({ _id: runId });
  if (!found) return null;
  const run = await storeNarrativesOnce(ctx, found);
  if (run.reported) return run;
  await reportStudyFinished(ctx, {
    projectId: run.projectId,
    check: 'database',
    summary: `Regulatory database study finished: ${run.filename}`,
    actor: run.startedBy,
    idempotencyKey: activityKeyOf(run._id),
  });
  await ctx.dbRuns.updateOne({ _id: run._id }, { $set: { reported: true } });
  return { ...run, reported: true };
}

/** Completes the run now when it can, else leaves it to a `study-completion` job retried until it lands (one per run). */
export async function finishDatabaseRun(ctx: StudiesContext, run: Pick<DatabaseRunRecord, '_id' | 'organizationId'>): Promise<FinishedRun<DatabaseRunRecord>> {
  try {
    return { run: await reportDatabaseRunCompletion(ctx, run._id), deferred: null };
  } catch (err) {
    await deferCompletion(ctx, { study: 'database', runId: run._id, organizationId: run.organizationId });
    return { run: await ctx.dbRuns.findOne({ _id: run._id }), deferred: err };
  }
}

/** Completes the run of study job `jobId` (a project's run; a job without a project has none) unless it is done and reported. */
export async function finishDatabaseRunOf(ctx: StudiesContext, jobId: string): Promise<FinishedRun<DatabaseRunRecord> | null> {
  const run = await ctx.dbRuns.findOne({ _id: jobId });
  if (!run || (run.narrativeStored && run.reported)) return null;
  return finishDatabaseRun(ctx, run);
}
