import { randomUUID } from 'node:crypto';
import { conflict, headObject, notFound, type AuthContext } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import { asStudiesJob, rematchJob, resultJobIdOf, type RematchJobPayload } from '../jobs';
import { projectForStudy, studyProperties } from './project-access';
import { readStreetAliases } from './street-aliases';
import { syncStudyResult } from './study-results';

/** The intake of a 300-page report is a few tens of MB of JSON; the worker reads at most this much. */
export const INTAKE_MAX_BYTES = 200 * 1024 * 1024;

export const RESULT_UNREADABLE_MESSAGE = 'The pages of this report can no longer be read; upload it again.';

/**
 * `POST .../city-directory/jobs/{jobId}/rematch`: queues a `rematch` job that places a finished
 * run's listings again with the project's current properties and street aliases (the worker does
 * it from the stored pages, keeping the user's edits). The run follows the new job from now on;
 * answers 202 with the run and the job to poll (`externalJobId`), which once COMPLETED shows the
 * run's result. 409 JOB_NOT_COMPLETED while the run's study (or an earlier rematch) is running,
 * 409 RESULT_UNREADABLE when the stored pages are gone.
 */
export async function rematchCityDirectoryRun(ctx: StudiesContext, auth: AuthContext, projectId: string, runId: string) {
  const context = await projectForStudy(ctx, auth, projectId, { forWrite: true });
  const run = await ctx.cdRuns.findOne({ _id: runId, projectId, organizationId: auth.organizationId });
  if (!run) throw notFound('City directory job not found', 'JOB_NOT_FOUND');
  const studyJobId = await finishedStudyOf(ctx, run.externalJobId);
  const stored = await ctx.results.findOne({ _id: studyJobId });
  if (!stored) throw conflict('The city directory job has not completed yet.', { status: null }, 'JOB_NOT_COMPLETED');
  const record = await syncStudyResult(ctx, stored);
  const intake = await headObject(ctx.store, record.intakeKey);
  if (!intake || intake.size > INTAKE_MAX_BYTES || !(await headObject(ctx.store, record.originalKey))) {
    throw conflict(RESULT_UNREADABLE_MESSAGE, undefined, 'RESULT_UNREADABLE');
  }
  const payload: RematchJobPayload = {
    organizationId: auth.organizationId,
    projectId,
    runId: run._id,
    studyJobId,
    properties: studyProperties(context),
    aliases: await readStreetAliases(ctx, auth.organizationId, projectId),
  };
  const job = await ctx.queue.enqueue(rematchJob, {
    payload,
    organizationId: auth.organizationId,
    idempotencyKey: `${rematchJob.type}:${studyJobId}:${randomUUID()}`,
  });
  await ctx.cdRuns.updateOne({ _id: run._id }, { $set: { externalJobId: job.jobId } });
  return { jobId: run._id, externalJobId: job.jobId };
}

/**
 * The study job behind the job a run follows (its own study, or the study an earlier rematch
 * placed again), once nothing is running: 409 JOB_NOT_COMPLETED otherwise.
 */
async function finishedStudyOf(ctx: StudiesContext, followedJobId: string): Promise<string> {
  const queued = await ctx.queue.get(followedJobId);
  const followed = queued ? asStudiesJob(queued) : null;
  if (followed?.type === rematchJob.type && (followed.status === 'PENDING' || followed.status === 'PROCESSING')) {
    throw conflict('The listings of this report are being placed again; wait for that to finish.', { status: followed.status }, 'JOB_NOT_COMPLETED');
  }
  const studyJobId = followed ? resultJobIdOf(followed) : followedJobId;
  const study = studyJobId === followed?.jobId ? followed : await ctx.queue.get(studyJobId);
  if (study?.status !== 'COMPLETED') {
    throw conflict('The city directory job has not completed yet.', { status: study?.status ?? null }, 'JOB_NOT_COMPLETED');
  }
  return studyJobId;
}
