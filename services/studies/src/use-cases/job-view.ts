import type { Job, JobQuery, PresignedUrlPair } from '@groundwork/contracts';
import { presignGet, presignPut, type AuthContext } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import { findOwnJob } from './start-processing';
import { syncStudyResult } from './study-results';

const JSON_TYPE = 'application/json';

const presignPair = async (ctx: StudiesContext, key: string): Promise<PresignedUrlPair> => ({
  get: await presignGet(ctx.store, { key, expiresIn: ctx.presignExpiresSeconds }),
  put: await presignPut(ctx.store, { key, contentType: JSON_TYPE, expiresIn: ctx.presignExpiresSeconds }),
});

/**
 * The spec's Job for `GET /jobs/{jobId}`: status word, progress, the readable errorMessage only
 * when FAILED, and for a finished job the result's key (`parsedKey`), its counts with `summary`,
 * `editedAt`, and with `includePresign` GET/PUT links of the result (`parsedUrls`) and of the
 * intake's pages (`manifestUrls`). Another organization's job is 404.
 */
export async function getJobView(ctx: StudiesContext, auth: AuthContext, jobId: string, query: JobQuery): Promise<Job> {
  const job = await findOwnJob(ctx, auth, jobId);
  const view: Job = { jobId: job.jobId, status: job.status, progress: job.progress };
  if (job.status === 'FAILED') view.errorMessage = job.errorMessage ?? 'Processing failed.';
  if (job.status !== 'COMPLETED') return view;
  let record = await ctx.results.findOne({ _id: job.jobId });
  if (!record) return view;
  if (query.summary || query.includePresign) record = await syncStudyResult(ctx, record);
  view.artifacts = { parsedKey: record.resultKey };
  view.editedAt = record.editedAt ? record.editedAt.toISOString() : null;
  if (query.summary) view.summary = record.summary;
  if (query.includePresign) {
    view.artifacts.parsedUrls = await presignPair(ctx, record.resultKey);
    view.artifacts.manifestUrls = await presignPair(ctx, record.intakeKey);
  }
  return view;
}
