import type { DatabaseRun } from '@groundwork/contracts';
import { isDuplicateKeyError, type QueuedJob, type TypedJob } from '@groundwork/job-queue';
import type { AuthContext } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import type { studyJob } from '../jobs';
import type { DatabaseRunRecord } from '../repositories';
import { finishDatabaseRunOf } from './finish-database-run';
import { projectForStudy } from './project-access';

const toDatabaseRun = (run: DatabaseRunRecord, job: QueuedJob): DatabaseRun => ({
  jobId: run._id,
  filename: run.filename,
  status: job.status,
  progress: job.status === 'COMPLETED' ? 100 : job.progress,
  createdAt: run.createdAt.toISOString(),
  errorMessage: job.status === 'FAILED' ? (job.errorMessage ?? 'Processing failed.') : null,
});

/**
 * Records the regulatory database run of project `projectId` that study job `job` is (one id: the
 * job's). Started again (queued anew after it failed), it gets its new starter and start time; a
 * job that had already succeeded is left as it is, and completed here if it got there first.
 */
export async function recordDatabaseRun(ctx: StudiesContext, auth: AuthContext, projectId: string, job: TypedJob<typeof studyJob>) {
  const at = ctx.now();
  const started = { startedBy: { userId: auth.userId, email: auth.email }, startedAt: at };
  const fields = {
    projectId,
    organizationId: auth.organizationId,
    filename: job.payload.filename,
    s3Key: job.payload.s3Key,
    createdAt: at,
    narrativeStored: false,
    reported: false,
  };
  const update = job.status === 'COMPLETED' ? { $setOnInsert: { ...fields, ...started } } : { $setOnInsert: fields, $set: started };
  await ctx.dbRuns.updateOne({ _id: job.jobId }, update, { upsert: true }).catch((err: unknown) => {
    // Two starts of one upload at once: the other inserted the same run.
    if (!isDuplicateKeyError(err)) throw err;
  });
  // Read after the run is written: a job completing meanwhile either shows COMPLETED here or finds the run itself.
  if ((await ctx.queue.get(job.jobId))?.status === 'COMPLETED') await finishDatabaseRunOf(ctx, job.jobId);
}

/** `GET /api/projects/{id}/environmental/jobs`: the project's regulatory database runs, newest first, as their jobs are now. */
export async function listDatabaseRuns(ctx: StudiesContext, auth: AuthContext, projectId: string) {
  await projectForStudy(ctx, auth, projectId, { forWrite: false });
  const runs = await ctx.dbRuns.find({ projectId, organizationId: auth.organizationId }).sort({ createdAt: -1 }).limit(100).toArray();
  const jobs = await Promise.all(runs.map((run) => ctx.queue.get(run._id)));
  return { items: runs.flatMap((run, index) => (jobs[index] ? [toDatabaseRun(run, jobs[index])] : [])) };
}
