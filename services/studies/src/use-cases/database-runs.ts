import { databaseStudyResultSchema, type DatabaseStudyResult } from '@groundwork/contracts';
import type { StudiesContext } from '../context';
import type { DatabaseRunRecord } from '../repositories';
import { storeRunNarratives } from './narratives';
import type { ProjectRunKind } from './project-runs';
import { readJsonObject } from './study-results';

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
 * A project's regulatory database runs (`db_runs`): completed on the server once the study job
 * succeeded, its result stored as the project's regulatory narrative (see `storeRunNarratives`),
 * then the project's database check and the activity "Regulatory database study finished: <file>".
 */
export const DATABASE_RUNS: ProjectRunKind<DatabaseRunRecord> = {
  study: 'database',
  runs: (ctx) => ctx.dbRuns,
  check: 'database',
  activity: 'Regulatory database study finished',
  initial: { narrativeStored: false },
  complete: storeNarrativesOnce,
  completed: (run) => run.narrativeStored,
};
