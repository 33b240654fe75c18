import type { StudiesContext } from '../context';
import { rematchJob, studyCompletionJob } from '../jobs';
import type { CityDirectoryRunRecord } from '../repositories';

/** The activity's idempotency key: one entry per run and study, however often it is reported. */
const activityKeyOf = (runId: string, studyJobId: string) => `cd-run:${runId}:${studyJobId}`;

/** The study job a followed job shows: itself, or the study a rematch placed again. */
async function studyBehind(ctx: StudiesContext, followedJobId: string): Promise<string> {
  const rematch = await ctx.queue.getAs(rematchJob, followedJobId);
  return rematch ? rematch.payload.studyJobId : followedJobId;
}

/**
 * A run's completion by study job `studyJobId`, on the server: the run completed (its first
 * `completedAt` kept, the result's key), then the project's city directory check and the activity
 * "City directory study finished: <file>" reported to the projects service, which keeps one entry
 * per idempotency key. Idempotent; a run that follows another study by now is left alone. Throws
 * when the projects service cannot be reached: the run is completed here already, the report is
 * still owed (`reportedStudyJobId` unchanged). Answers the run as it is now, or null when it is gone.
 */
export async function reportRunCompletion(ctx: StudiesContext, runId: string, studyJobId: string): Promise<CityDirectoryRunRecord | null> {
  const run = await ctx.cdRuns.findOne({ _id: runId });
  if (!run) return null;
  if (run.externalJobId !== studyJobId && (await studyBehind(ctx, run.externalJobId)) !== studyJobId) return run;
  const result = await ctx.results.findOne({ _id: studyJobId });
  const completed = { status: 'completed' as const, completedAt: run.completedAt ?? ctx.now(), parsedKey: result?.resultKey ?? run.parsedKey };
  if (run.status !== 'completed' || run.completedAt === null || run.parsedKey !== completed.parsedKey) {
    await ctx.cdRuns.updateOne({ _id: run._id }, { $set: completed });
  }
  if (run.reportedStudyJobId === studyJobId) return { ...run, ...completed };
  await ctx.projects.setStudyChecks(run.projectId, { cityDirectory: true });
  await ctx.projects.recordActivity(run.projectId, {
    type: 'study_finished',
    summary: `City directory study finished: ${run.filename}`.slice(0, 300),
    actor: run.startedBy ?? null,
    idempotencyKey: activityKeyOf(run._id, studyJobId),
  });
  await ctx.cdRuns.updateOne({ _id: run._id }, { $set: { reportedStudyJobId: studyJobId } });
  return { ...run, ...completed, reportedStudyJobId: studyJobId };
}

export interface FinishedRun {
  run: CityDirectoryRunRecord | null;
  /** Why the report is owed still (a `study-completion` job retries it), or null once it landed. */
  deferred: unknown;
}

/**
 * Completes the run now when it can, else leaves its completion to a `study-completion` job, which
 * the workers retry with backoff until it lands (one per run and study).
 */
export async function finishRun(ctx: StudiesContext, runId: string, studyJobId: string, organizationId: string): Promise<FinishedRun> {
  try {
    return { run: await reportRunCompletion(ctx, runId, studyJobId), deferred: null };
  } catch (err) {
    const owed = await ctx.queue.enqueue(studyCompletionJob, {
      payload: { organizationId, runId, studyJobId },
      organizationId,
      idempotencyKey: `${studyCompletionJob.type}:${runId}:${studyJobId}`,
    });
    if (owed.status === 'FAILED') await ctx.queue.requeue(studyCompletionJob, owed.jobId);
    return { run: await ctx.cdRuns.findOne({ _id: runId }), deferred: err };
  }
}

/** Completes every run that follows study job `studyJobId` and has not been reported for it. */
export async function finishRunsOf(ctx: StudiesContext, studyJobId: string): Promise<FinishedRun[]> {
  const runs = await ctx.cdRuns.find({ externalJobId: studyJobId }).toArray();
  const owed = runs.filter((run) => run.reportedStudyJobId !== studyJobId || run.status !== 'completed');
  const finished: FinishedRun[] = [];
  for (const run of owed) finished.push(await finishRun(ctx, run._id, studyJobId, run.organizationId));
  return finished;
}
