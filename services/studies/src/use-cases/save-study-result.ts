import type { DatabaseStudyResult } from '@groundwork/contracts';
import { notFound, validationFailed, describeIssues } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import type { ResultLinkRecord } from '../repositories';
import { resultKindOf } from '../studies/result-kinds';
import { narrativesOfSavedResult, writeNarratives } from './narratives';
import { validDate, writeJsonObject } from './study-results';

/**
 * `PUT /api/processing/results/{jobId}?token=...`: stores the user's edited result, valid against
 * its study's result schema (400 VALIDATION_FAILED otherwise), and records its ETag, `editedAt`
 * (the body's, else now, written into the body too) and counts at once. A regulatory database
 * result also rewrites its project's narrative while that is the job's (see `narrativesOfSavedResult`).
 */
export async function saveStudyResult(ctx: StudiesContext, link: ResultLinkRecord, body: unknown) {
  const record = await ctx.results.findOne({ _id: link.jobId });
  if (!record || record.organizationId !== link.organizationId) throw notFound('Result not found', 'RESULT_NOT_FOUND');
  const kind = resultKindOf(record.study);
  const parsed = kind.schema.safeParse(body);
  if (!parsed.success) throw validationFailed('json', describeIssues(parsed.error));
  // The kind is the study's: a database job's result is a DatabaseStudyResult.
  const narratives = record.study === 'database' ? await narrativesOfSavedResult(ctx, link, parsed.data as DatabaseStudyResult) : null;
  const editedAt = validDate(parsed.data.editedAt) ?? ctx.now();
  const saved = { ...parsed.data, editedAt: editedAt.toISOString() };
  const etag = await writeJsonObject(ctx, record.resultKey, saved);
  const summary = kind.summary(saved);
  await ctx.results.updateOne({ _id: record._id }, { $set: { etag, editedAt, summary, updatedAt: ctx.now() } });
  if (narratives) await writeNarratives(ctx, narratives);
  return { jobId: record._id, editedAt: saved.editedAt, summary };
}
