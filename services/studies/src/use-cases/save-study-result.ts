import type { DatabaseStudyResult } from '@groundwork/contracts';
import { conflict, describeIssues, notFound, validationFailed } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import type { ResultLinkRecord, StudyResultRecord } from '../repositories';
import { resultKindOf } from '../studies/result-kinds';
import { narrativesOfSavedResult, writeNarratives } from './narratives';
import { validDate, writeJsonObject } from './study-results';
import { ifMatchAdmits, versionOf } from './versions';
import { resultLockName, withWriteLock } from './write-lock';

/** Who saves a job's result: a save link, or a service saving for a user of the organization. */
export type ResultWriter = Pick<ResultLinkRecord, 'jobId' | 'organizationId' | 'userId'>;

export const RESULT_VERSION_CONFLICT = 'These results were changed by another save since you loaded them. Reload them and save again.';

/**
 * Runs `work` on the job's result record with every other save of it waiting (see `withWriteLock`):
 * what `work` reads is what it writes over. 404 RESULT_NOT_FOUND when the job has no result of the writer's organization.
 */
export const withStudyResult = <T>(ctx: StudiesContext, writer: ResultWriter, work: (record: StudyResultRecord) => Promise<T>): Promise<T> =>
  withWriteLock(ctx.writeLocks, resultLockName(writer.jobId), async () => {
    const record = await ctx.results.findOne({ _id: writer.jobId });
    if (!record || record.organizationId !== writer.organizationId) throw notFound('Result not found', 'RESULT_NOT_FOUND');
    return work(record);
  });

/**
 * `PUT /api/processing/results/{jobId}?token=...`: stores the user's edited result (see
 * `storeStudyResult`). With `ifMatch` (the request's `If-Match`), a result changed since that
 * version is 409 RESULT_VERSION_CONFLICT and nothing is written.
 */
export const saveStudyResult = (ctx: StudiesContext, writer: ResultWriter, body: unknown, { ifMatch }: { ifMatch?: string } = {}) =>
  withStudyResult(ctx, writer, async (record) => {
    if (ifMatch !== undefined && !ifMatchAdmits(ifMatch, versionOf(record.etag))) {
      throw conflict(RESULT_VERSION_CONFLICT, { version: versionOf(record.etag) }, 'RESULT_VERSION_CONFLICT');
    }
    return storeStudyResult(ctx, writer, record, body);
  });

/**
 * Stores a job's result (inside `withStudyResult`), valid against its study's result schema (400
 * VALIDATION_FAILED otherwise), and records its ETag, `editedAt` (the body's, else now, written into
 * the body too) and counts at once, over the version read only. A regulatory database result also
 * rewrites its project's narrative while that is the job's (see `narrativesOfSavedResult`). Answers
 * the new `version`.
 */
export async function storeStudyResult(ctx: StudiesContext, writer: ResultWriter, record: StudyResultRecord, body: unknown) {
  const kind = resultKindOf(record.study);
  const parsed = kind.schema.safeParse(body);
  if (!parsed.success) throw validationFailed('json', describeIssues(parsed.error));
  // The kind is the study's: a database job's result is a DatabaseStudyResult.
  const narratives = record.study === 'database' ? await narrativesOfSavedResult(ctx, writer, parsed.data as DatabaseStudyResult) : null;
  const editedAt = validDate(parsed.data.editedAt) ?? ctx.now();
  const saved = { ...parsed.data, editedAt: editedAt.toISOString() };
  const etag = await writeJsonObject(ctx, record.resultKey, saved);
  const summary = kind.summary(saved);
  // Every save holds the lock. A writer without it (a worker) that changed the record meanwhile is
  // still caught here, short of one writing at the same instant (FerretDB's update reads, then writes).
  const stored = await ctx.results.updateOne({ _id: record._id, etag: record.etag }, { $set: { etag, editedAt, summary, updatedAt: ctx.now() } });
  if (stored.matchedCount === 0) throw conflict(RESULT_VERSION_CONFLICT, undefined, 'RESULT_VERSION_CONFLICT');
  if (narratives) await writeNarratives(ctx, narratives);
  return { jobId: record._id, editedAt: saved.editedAt, summary, version: versionOf(etag) ?? '' };
}
