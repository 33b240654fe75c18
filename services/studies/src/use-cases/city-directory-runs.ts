import { randomUUID } from 'node:crypto';
import { objectKeyOf, type CityDirectoryJobPatchInput, type CityDirectoryProcessInput, type CityDirectoryRun } from '@groundwork/contracts';
import { conflict, notFound, type AuthContext } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import { asStudiesJob, resultJobIdOf } from '../jobs';
import type { CityDirectoryRunRecord } from '../repositories';
import { finishRun } from './finish-study-run';
import { projectForStudy, studyProperties } from './project-access';
import { startProcessing } from './start-processing';
import { readStreetAliases } from './street-aliases';

export const toRun = (record: CityDirectoryRunRecord): CityDirectoryRun => ({
  jobId: record._id,
  externalJobId: record.externalJobId,
  filename: record.filename,
  status: record.status,
  createdAt: record.createdAt.toISOString(),
  completedAt: record.completedAt ? record.completedAt.toISOString() : null,
  parsedKey: record.parsedKey,
});

/**
 * `POST /api/projects/{id}/city-directory/process`: queues the study of an upload with the
 * project's properties and street aliases, and keeps a run record (reused when `jobId` names one of
 * this project's runs). Answers our run id and the processing job's id. The worker completes the
 * run when its job succeeds; a job that had already succeeded (the same upload again) completes it here.
 */
export async function startCityDirectoryRun(ctx: StudiesContext, auth: AuthContext, projectId: string, input: CityDirectoryProcessInput) {
  const context = await projectForStudy(ctx, auth, projectId, { forWrite: true });
  const previous = input.jobId ? await findRun(ctx, auth, projectId, input.jobId) : null;
  const job = await startProcessing(ctx, auth, {
    study: 'cd',
    s3Key: objectKeyOf(input.s3Key),
    properties: studyProperties(context),
    aliases: await readStreetAliases(ctx, auth.organizationId, projectId),
    projectId,
  });
  const at = ctx.now();
  const startedBy = { userId: auth.userId, email: auth.email };
  const runId = previous?._id ?? randomUUID();
  if (previous) {
    await ctx.cdRuns.updateOne(
      { _id: previous._id },
      {
        $set: {
          externalJobId: job.jobId,
          filename: input.filename,
          s3Key: objectKeyOf(input.s3Key),
          status: 'processing',
          completedAt: null,
          parsedKey: null,
          startedBy,
        },
      },
    );
  } else {
    await ctx.cdRuns.insertOne(newRun({ runId, projectId, auth, externalJobId: job.jobId, input, at }));
  }
  // Read after the run is written: a job completing meanwhile either shows COMPLETED here or finds the run itself.
  if ((await ctx.queue.get(job.jobId))?.status === 'COMPLETED') await finishRun(ctx, runId, job.jobId, auth.organizationId);
  return { jobId: runId, externalJobId: job.jobId };
}

interface NewRunInput {
  runId: string;
  projectId: string;
  auth: AuthContext;
  externalJobId: string;
  input: CityDirectoryProcessInput;
  at: Date;
}

const newRun = ({ runId, projectId, auth, externalJobId, input, at }: NewRunInput): CityDirectoryRunRecord => ({
  _id: runId,
  projectId,
  organizationId: auth.organizationId,
  externalJobId,
  filename: input.filename,
  s3Key: objectKeyOf(input.s3Key),
  status: 'processing',
  parsedKey: null,
  createdBy: auth.userId,
  startedBy: { userId: auth.userId, email: auth.email },
  reportedStudyJobId: null,
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
 * only once the job the run follows (its study, or its latest rematch) is COMPLETED (409
 * JOB_NOT_COMPLETED) and answers the run completed; its project check and activity, reported once
 * per run and study, are not reported again (or, still owed, are left to the queue when the
 * projects service is down). Another status is recorded as it is.
 */
export async function patchCityDirectoryRun(ctx: StudiesContext, auth: AuthContext, projectId: string, runId: string, input: CityDirectoryJobPatchInput) {
  await projectForStudy(ctx, auth, projectId, { forWrite: true });
  const run = await findRun(ctx, auth, projectId, runId);
  if (input.status !== 'completed') {
    const changes = { status: input.status, completedAt: null };
    await ctx.cdRuns.updateOne({ _id: run._id }, { $set: changes });
    return toRun({ ...run, ...changes });
  }
  const queued = await ctx.queue.get(run.externalJobId);
  const job = queued ? asStudiesJob(queued) : null;
  if (job?.status !== 'COMPLETED') {
    throw conflict('The city directory job has not completed yet.', { status: job?.status ?? null }, 'JOB_NOT_COMPLETED');
  }
  const { run: finished } = await finishRun(ctx, run._id, resultJobIdOf(job), auth.organizationId);
  return toRun(finished ?? run);
}
