import { randomUUID } from 'node:crypto';
import {
  objectKeyOf,
  type CityDirectoryJobPatchInput,
  type CityDirectoryProcessInput,
  type CityDirectoryRun,
} from '@groundwork/contracts';
import { conflict, notFound, type AuthContext } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import { asStudiesJob, resultJobIdOf } from '../jobs';
import type { CityDirectoryRunRecord } from '../repositories';
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
 * this project's runs). Answers our run id and the processing job's id.
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
  if (previous) {
    await ctx.cdRuns.updateOne(
      { _id: previous._id },
      { $set: { externalJobId: job.jobId, filename: input.filename, s3Key: objectKeyOf(input.s3Key), status: 'processing', completedAt: null, parsedKey: null } },
    );
    return { jobId: previous._id, externalJobId: job.jobId };
  }
  const run: CityDirectoryRunRecord = {
    _id: randomUUID(),
    projectId,
    organizationId: auth.organizationId,
    externalJobId: job.jobId,
    filename: input.filename,
    s3Key: objectKeyOf(input.s3Key),
    status: 'processing',
    parsedKey: null,
    createdBy: auth.userId,
    createdAt: at,
    completedAt: null,
  };
  await ctx.cdRuns.insertOne(run);
  return { jobId: run._id, externalJobId: job.jobId };
}

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
 * `PATCH .../city-directory/jobs/{jobId}`: the local job record's status. `completed` holds only
 * once the job the run follows (its study, or its latest rematch) is COMPLETED (409
 * JOB_NOT_COMPLETED); the first completion marks the
 * project's city directory check and logs "City directory study finished: <file>".
 */
export async function patchCityDirectoryRun(
  ctx: StudiesContext,
  auth: AuthContext,
  projectId: string,
  runId: string,
  input: CityDirectoryJobPatchInput,
) {
  await projectForStudy(ctx, auth, projectId, { forWrite: true });
  const run = await findRun(ctx, auth, projectId, runId);
  const queued = await ctx.queue.get(run.externalJobId);
  const job = queued ? asStudiesJob(queued) : null;
  if (input.status === 'completed' && job?.status !== 'COMPLETED') {
    throw conflict('The city directory job has not completed yet.', { status: job?.status ?? null }, 'JOB_NOT_COMPLETED');
  }
  const result = input.status === 'completed' && job ? await ctx.results.findOne({ _id: resultJobIdOf(job) }) : null;
  const firstCompletion = input.status === 'completed' && run.status !== 'completed';
  const changes: Partial<CityDirectoryRunRecord> = {
    status: input.status,
    completedAt: input.status === 'completed' ? (run.completedAt ?? ctx.now()) : null,
    parsedKey: input.status === 'completed' ? (result?.resultKey ?? input.results?.parsedKey ?? null) : run.parsedKey,
  };
  await ctx.cdRuns.updateOne({ _id: run._id }, { $set: changes });
  if (firstCompletion) {
    await ctx.projects.setStudyChecks(projectId, { cityDirectory: true });
    await ctx.projects.recordActivity(projectId, {
      type: 'study_finished',
      summary: `City directory study finished: ${run.filename}`.slice(0, 300),
      actor: { userId: auth.userId, email: auth.email },
    });
  }
  return toRun({ ...run, ...changes });
}
