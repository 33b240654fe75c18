import type { DatabaseRun, ProcessingStudy, StudyCheck } from '@groundwork/contracts';
import { isDuplicateKeyError, type QueuedJob, type TypedJob } from '@groundwork/job-queue';
import type { AuthContext } from '@groundwork/service-kit';
import type { Collection } from 'mongodb';
import type { StudiesContext } from '../context';
import type { studyJob } from '../jobs';
import type { AerialRunRecord } from '../repositories';
import { deferCompletion, reportStudyFinished } from './defer-completion';
import type { FinishedRun } from './finish-study-run';
import { projectForStudy } from './project-access';

/** What every project run started through the processing API keeps (the regulatory database's and the aerial's). */
export type ProjectRunRecord = AerialRunRecord;

/**
 * A study whose project runs are started through `POST /api/processing/cd/process` with a
 * `projectId`: where its runs live, the project check and activity its completion reports, and
 * what its completion does first (store the result where the project reads it); `done` says
 * whether that first step is done for a run.
 */
export interface ProjectRunKind<Run extends ProjectRunRecord> {
  study: ProcessingStudy;
  runs: (ctx: StudiesContext) => Collection<Run>;
  check: StudyCheck;
  /** The activity's words: `<activity>: <file>`. */
  activity: string;
  /** Fields a new run starts with beyond the common ones. */
  initial: Omit<Run, keyof ProjectRunRecord>;
  /** The completion's first step (idempotent), before the report; answers the run as it is after it. */
  complete?: (ctx: StudiesContext, run: Run) => Promise<Run>;
  /** Whether the run needs nothing more than its report. */
  completed?: (run: Run) => boolean;
}

const toProjectRun = (run: ProjectRunRecord, job: QueuedJob): DatabaseRun => ({
  jobId: run._id,
  filename: run.filename,
  status: job.status,
  progress: job.status === 'COMPLETED' ? 100 : job.progress,
  createdAt: run.createdAt.toISOString(),
  errorMessage: job.status === 'FAILED' ? (job.errorMessage ?? 'Processing failed.') : null,
});

/** The run's activity's idempotency key: one entry per run, however often it is reported. */
const activityKeyOf = (study: ProcessingStudy, runId: string) => `${study === 'database' ? 'db' : study}-run:${runId}`;

/**
 * A run's completion on the server, once its study job succeeded: the kind's first step, then the
 * project's check and the activity "<activity>: <file>" reported to the projects service, which
 * keeps one entry per idempotency key. Idempotent. Throws when the projects service cannot be
 * reached (the first step is done, the report still owed: `reported` false). Answers the run as it
 * is now, or null when there is none.
 */
export async function reportProjectRunCompletion<Run extends ProjectRunRecord>(
  ctx: StudiesContext,
  kind: ProjectRunKind<Run>,
  runId: string,
): Promise<Run | null> {
  const found = (await kind.runs(ctx).findOne({ _id: runId } as never)) as Run | null;
  if (!found) return null;
  const run = kind.complete ? await kind.complete(ctx, found) : found;
  if (run.reported) return run;
  await reportStudyFinished(ctx, {
    projectId: run.projectId,
    check: kind.check,
    summary: `${kind.activity}: ${run.filename}`,
    actor: run.startedBy,
    idempotencyKey: activityKeyOf(kind.study, run._id),
  });
  await kind.runs(ctx).updateOne({ _id: run._id } as never, { $set: { reported: true } } as never);
  return { ...run, reported: true };
}

/** Completes the run now when it can, else leaves it to a `study-completion` job retried until it lands (one per run). */
export async function finishProjectRun<Run extends ProjectRunRecord>(
  ctx: StudiesContext,
  kind: ProjectRunKind<Run>,
  run: Pick<Run, '_id' | 'organizationId'>,
): Promise<FinishedRun<Run>> {
  try {
    return { run: await reportProjectRunCompletion(ctx, kind, run._id), deferred: null };
  } catch (err) {
    await deferCompletion(ctx, { study: kind.study, runId: run._id, organizationId: run.organizationId });
    return { run: (await kind.runs(ctx).findOne({ _id: run._id } as never)) as Run | null, deferred: err };
  }
}

/** Completes the run of study job `jobId` (a project's run; a job without a project has none) unless it is done and reported. */
export async function finishProjectRunOf<Run extends ProjectRunRecord>(
  ctx: StudiesContext,
  kind: ProjectRunKind<Run>,
  jobId: string,
): Promise<FinishedRun<Run> | null> {
  const run = (await kind.runs(ctx).findOne({ _id: jobId } as never)) as Run | null;
  if (!run || (run.reported && (kind.completed?.(run) ?? true))) return null;
  return finishProjectRun(ctx, kind, run);
}

/**
 * Records the project run that study job `job` is (one id: the job's). Started again (queued anew
 * after it failed), it gets its new starter and start time; a job that had already succeeded is
 * left as it is, and completed here if it got there first.
 */
export async function recordProjectRun<Run extends ProjectRunRecord>(
  ctx: StudiesContext,
  kind: ProjectRunKind<Run>,
  auth: AuthContext,
  projectId: string,
  job: TypedJob<typeof studyJob>,
) {
  const at = ctx.now();
  const started = { startedBy: { userId: auth.userId, email: auth.email }, startedAt: at };
  const fields = {
    projectId,
    organizationId: auth.organizationId,
    filename: job.payload.filename,
    s3Key: job.payload.s3Key,
    createdAt: at,
    reported: false,
    ...kind.initial,
  };
  const update = job.status === 'COMPLETED' ? { $setOnInsert: { ...fields, ...started } } : { $setOnInsert: fields, $set: started };
  await kind
    .runs(ctx)
    .updateOne({ _id: job.jobId } as never, update as never, { upsert: true })
    .catch((err: unknown) => {
      // Two starts of one upload at once: the other inserted the same run.
      if (!isDuplicateKeyError(err)) throw err;
    });
  // Read after the run is written: a job completing meanwhile either shows COMPLETED here or finds the run itself.
  if ((await ctx.queue.get(job.jobId))?.status === 'COMPLETED') await finishProjectRunOf(ctx, kind, job.jobId);
}

/** A project's runs of one study, newest first, as their jobs are now. */
export async function listProjectRuns<Run extends ProjectRunRecord>(ctx: StudiesContext, kind: ProjectRunKind<Run>, auth: AuthContext, projectId: string) {
  await projectForStudy(ctx, auth, projectId, { forWrite: false });
  const runs = (await kind
    .runs(ctx)
    .find({ projectId, organizationId: auth.organizationId } as never)
    .sort({ createdAt: -1 })
    .limit(100)
    .toArray()) as Run[];
  const jobs = await Promise.all(runs.map((run) => ctx.queue.get(run._id)));
  return { items: runs.flatMap((run, index) => (jobs[index] ? [toProjectRun(run, jobs[index])] : [])) };
}
