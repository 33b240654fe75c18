import { objectKeyOf, type CityDirectoryJobPatchInput, type CityDirectoryProcessInput, type CityDirectoryRun } from '@groundwork/contracts';
import { isDuplicateKeyError } from '@groundwork/job-queue';
import { conflict, notFound, type AuthContext } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import type { CityDirectoryRunRecord } from '../repositories';
import { finishRun } from './finish-study-run';
import { projectForStudy, studyProperties } from './project-access';
import { startProcessing } from './start-processing';
import { readStreetAliases } from './street-aliases';

export const toRun = (record: CityDirectoryRunRecord): CityDirectoryRun => ({
  jobId: record._id,
  filename: record.filename,
  status: record.status,
  createdAt: record.createdAt.toISOString(),
  completedAt: record.completedAt ? record.completedAt.toISOString() : null,
  parsedKey: record.parsedKey,
});

/**
 * `POST /api/projects/{id}/city-directory/process`: queues the study of an upload with the
 * project's properties and street aliases and keeps its run record. A run is its study job: one id,
 * answered as the spec's `jobId` and `externalJobId` alike. The same upload again gives the same run
 * (a failed one is queued again with the current properties); `jobId`, when sent, must name it
 * (409 JOB_MISMATCH otherwise). The worker completes the run when its job succeeds; a job that had
 * already succeeded completes it here.
 */
export async function startCityDirectoryRun(ctx: StudiesContext, auth: AuthContext, projectId: string, input: CityDirectoryProcessInput) {
  const context = await projectForStudy(ctx, auth, projectId, { forWrite: true });
  const job = await startProcessing(ctx, auth, {
    study: 'cd',
    s3Key: objectKeyOf(input.s3Key),
    properties: studyProperties(context),
    aliases: await readStreetAliases(ctx, auth.organizationId, projectId),
    projectId,
    ...(input.jobId ? { jobId: input.jobId } : {}),
  });
  const startedBy = { userId: auth.userId, email: auth.email };
  const existing = await ctx.cdRuns.findOne({ _id: job.jobId });
  if (!existing) {
    await ctx.cdRuns.insertOne(newRun({ runId: job.jobId, projectId, auth, input, at: ctx.now() })).catch(ignoreDuplicate);
  } else if (job.status !== 'COMPLETED') {
    // Queued again (it had failed): a run in progress under its new starter.
    await ctx.cdRuns.updateOne({ _id: job.jobId }, { $set: { filename: input.filename, status: 'processing', completedAt: null, parsedKey: null, startedBy } });
  }
  // Read after the run is written: a job completing meanwhile either shows COMPLETED here or finds the run itself.
  if ((await ctx.queue.get(job.jobId))?.status === 'COMPLETED') await finishRun(ctx, job.jobId, auth.organizationId);
  return { jobId: job.jobId, externalJobId: job.jobId };
}

/** Two starts of one upload at once: the second insert finds the first's run, which is the same. */
const ignoreDuplicate = (err: unknown) => {
  if (!isDuplicateKeyError(err)) throw err;
};

interface NewRunInput {
  runId: string;
  projectId: string;
  auth: AuthContext;
  input: CityDirectoryProcessInput;
  at: Date;
}

const newRun = ({ runId, projectId, auth, input, at }: NewRunInput): CityDirectoryRunRecord => ({
  _id: runId,
  projectId,
  organizationId: auth.organizationId,
  filename: input.filename,
  s3Key: objectKeyOf(input.s3Key),
  status: 'processing',
  parsedKey: null,
  createdBy: auth.userId,
  startedBy: { userId: auth.userId, email: auth.email },
  reported: false,
  createdAt: at,
  completedAt: null,
});

async function findRun(ctx: StudiesContext, auth: AuthContext, projectId: string, runId: string) {
  const run = await ctx.cdRuns.findOne({ _id: runId });
  if (!run || run.projectId !== projectId || run.organizationId !== auth.organizationId) {
    throw notFound('City directory job not found', 'JOB_NOT_FOUND');
  }
  return run;
}

/** The project's runs, newest first. */
export async function listCityDirectoryRuns(ctx: StudiesContext, auth: AuthContext, projectId: string) {
  await projectForStudy(ctx, auth, projectId, { forWrite: false });
  const runs = await ctx.cdRuns.find({ projectId, organizationId: auth.organizationId }).sort({ createdAt: -1 }).limit(100).toArray();
  return { items: runs.map(toRun) };
}

/**
 * `PATCH .../city-directory/jobs/{jobId}`: the browser's acknowledgement of the run's status; the
 * server completes runs itself (`finishRun`, when the worker's job succeeds). `completed` holds
 * only once the run's job is COMPLETED (409 JOB_NOT_COMPLETED) and answers the run completed; its
 * project check and activity, reported once per run, are not reported again (or, still owed, are
 * left to the queue when the projects service is down). Another status is recorded as it is.
 */
export async function patchCityDirectoryRun(ctx: StudiesContext, auth: AuthContext, projectId: string, runId: string, input: CityDirectoryJobPatchInput) {
  await projectForStudy(ctx, auth, projectId, { forWrite: true });
  const run = await findRun(ctx, auth, projectId, runId);
  if (input.status !== 'completed') {
    const changes = { status: input.status, completedAt: null };
    await ctx.cdRuns.updateOne({ _id: run._id }, { $set: changes });
    return toRun({ ...run, ...changes });
  }
  const job = await ctx.queue.get(run._id);
  if (job?.status !== 'COMPLETED') {
    throw conflict('The city directory job has not completed yet.', { status: job?.status ?? null }, 'JOB_NOT_COMPLETED');
  }
  const { run: finished } = await finishRun(ctx, run._id, auth.organizationId);
  return toRun(finished ?? run);
}
