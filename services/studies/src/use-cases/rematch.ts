import { randomUUID } from 'node:crypto';
import { conflict, headObject, notFound, type AuthContext } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import { rematchJob, studyJob, type RematchJobPayload } from '../jobs';
import type { StudyResultRecord } from '../repositories';
import { projectForStudy, studyProperties } from './project-access';
import { readStreetAliases } from './street-aliases';
import { syncStudyResult } from './study-results';

/** The intake of a 300-page report is a few tens of MB of JSON; the worker reads at most this much. */
export const INTAKE_MAX_BYTES = 200 * 1024 * 1024;

export const RESULT_UNREADABLE_MESSAGE = 'The pages of this report can no longer be read; upload it again.';

/**
 * `POST .../city-directory/jobs/{jobId}/rematch`: queues a `rematch` job that places a finished
 * run's listings again with the project's current properties and street aliases (the worker does
 * it from the stored pages, keeping the user's edits). The run keeps its one id: its job shows
 * PROCESSING until the listings are placed, then COMPLETED (see `getJobView`). Answers 202 with the
 * run's id. 409 JOB_NOT_COMPLETED while the run's study or an earlier rematch runs, 409
 * RESULT_UNREADABLE when the stored pages are gone.
 */
export async function rematchCityDirectoryRun(ctx: StudiesContext, auth: AuthContext, projectId: string, runId: string) {
  const context = await projectForStudy(ctx, auth, projectId, { forWrite: true });
  const run = await ctx.cdRuns.findOne({ _id: runId, projectId, organizationId: auth.organizationId });
  if (!run) throw notFound('City directory job not found', 'JOB_NOT_FOUND');
  const study = await ctx.queue.getAs(studyJob, run._id);
  const stored = study?.status === 'COMPLETED' ? await ctx.results.findOne({ _id: run._id }) : null;
  if (!stored) throw conflict('The city directory job has not completed yet.', { status: study?.status ?? null }, 'JOB_NOT_COMPLETED');
  const running = await runningRematch(ctx, stored);
  if (running) {
    throw conflict('The listings of this report are being placed again; wait for that to finish.', { status: running.status }, 'JOB_NOT_COMPLETED');
  }
  const record = await syncStudyResult(ctx, stored);
  const intake = await headObject(ctx.store, record.intakeKey);
  if (!intake || intake.size > INTAKE_MAX_BYTES || !(await headObject(ctx.store, record.originalKey))) {
    throw conflict(RESULT_UNREADABLE_MESSAGE, undefined, 'RESULT_UNREADABLE');
  }
  const payload: RematchJobPayload = {
    organizationId: auth.organizationId,
    projectId,
    studyJobId: run._id,
    properties: studyProperties(context),
    aliases: await readStreetAliases(ctx, auth.organizationId, projectId),
  };
  const job = await ctx.queue.enqueue(rematchJob, {
    payload,
    organizationId: auth.organizationId,
    idempotencyKey: `${rematchJob.type}:${run._id}:${randomUUID()}`,
  });
  await ctx.results.updateOne({ _id: record._id }, { $set: { rematchJobId: job.jobId } });
  return { jobId: run._id };
}

/** The rematch of a result that is queued or running, if any. */
export async function runningRematch(ctx: StudiesContext, record: StudyResultRecord) {
  if (!record.rematchJobId) return null;
  const rematch = await ctx.queue.getAs(rematchJob, record.rematchJobId);
  return rematch && (rematch.status === 'PENDING' || rematch.status === 'PROCESSING') ? rematch : null;
}
