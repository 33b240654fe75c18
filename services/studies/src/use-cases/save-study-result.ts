import { cityDirectorySummary, type CityDirectoryResult } from '@groundwork/contracts';
import { notFound } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import type { ResultLinkRecord } from '../repositories';
import { validDate, writeJsonObject } from './study-results';

/**
 * `PUT /api/processing/results/{jobId}?token=...`: stores the user's edited result (already
 * validated against the study's result schema) and records its ETag, `editedAt` (the body's, else
 * now, written into the body too) and counts at once.
 */
export async function saveStudyResult(ctx: StudiesContext, link: ResultLinkRecord, result: CityDirectoryResult) {
  const record = await ctx.results.findOne({ _id: link.jobId });
  if (!record || record.organizationId !== link.organizationId) throw notFound('Result not found', 'RESULT_NOT_FOUND');
  const editedAt = validDate(result.editedAt) ?? ctx.now();
  const saved: CityDirectoryResult = { ...result, editedAt: editedAt.toISOString() };
  const etag = await writeJsonObject(ctx, record.resultKey, saved);
  const summary = cityDirectorySummary(saved);
  await ctx.results.updateOne({ _id: record._id }, { $set: { etag, editedAt, summary, updatedAt: ctx.now() } });
  return { jobId: record._id, editedAt: saved.editedAt, summary };
}
