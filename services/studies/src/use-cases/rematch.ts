import { cityDirectoryResultSchema, cityDirectorySummary } from '@groundwork/contracts';
import { conflict, notFound, type AuthContext } from '@groundwork/service-kit';
import type { IntakeResult } from '@groundwork/doc-processing';
import type { StudiesContext } from '../context';
import { keepEdits, runCityDirectoryStudy } from '../studies/city-directory';
import { projectForStudy, studyProperties } from './project-access';
import { readStreetAliases } from './street-aliases';
import { readJsonObject, syncStudyResult, writeJsonObject } from './study-results';

/** The intake of a 300-page report is a few tens of MB of JSON. */
const INTAKE_MAX_BYTES = 200 * 1024 * 1024;

const isIntake = (value: unknown): value is IntakeResult =>
  typeof value === 'object' && value !== null && Array.isArray((value as IntakeResult).pages);

/**
 * `POST .../city-directory/jobs/{jobId}/rematch`: places a finished run's listings again with the
 * project's current properties and street aliases (from the stored pages, never the PDF), keeping
 * the user's edits and `editedAt`; the extraction's copy is left as it was.
 */
export async function rematchCityDirectoryRun(ctx: StudiesContext, auth: AuthContext, projectId: string, runId: string) {
  const context = await projectForStudy(ctx, auth, projectId, { forWrite: true });
  const run = await ctx.cdRuns.findOne({ _id: runId, projectId, organizationId: auth.organizationId });
  if (!run) throw notFound('City directory job not found', 'JOB_NOT_FOUND');
  const job = await ctx.queue.get(run.externalJobId);
  const stored = await ctx.results.findOne({ _id: run.externalJobId });
  if (job?.status !== 'COMPLETED' || !stored) {
    throw conflict('The city directory job has not completed yet.', { status: job?.status ?? null }, 'JOB_NOT_COMPLETED');
  }
  const record = await syncStudyResult(ctx, stored);
  const intake = await readJsonObject(ctx, record.intakeKey, INTAKE_MAX_BYTES);
  const edited = cityDirectoryResultSchema.safeParse(await readJsonObject(ctx, record.resultKey));
  const original = cityDirectoryResultSchema.safeParse(await readJsonObject(ctx, record.originalKey));
  if (!isIntake(intake) || !edited.success || !original.success) {
    throw conflict('The pages of this report can no longer be read; upload it again.', undefined, 'RESULT_UNREADABLE');
  }
  const fresh = runCityDirectoryStudy(intake, {
    properties: studyProperties(context),
    aliases: await readStreetAliases(ctx, auth.organizationId, projectId),
  });
  const result = keepEdits(fresh, edited.data, original.data);
  const etag = await writeJsonObject(ctx, record.resultKey, result);
  const summary = cityDirectorySummary(result);
  await ctx.results.updateOne({ _id: record._id }, { $set: { etag, summary, updatedAt: ctx.now() } });
  return { jobId: run._id, externalJobId: run.externalJobId, summary };
}
