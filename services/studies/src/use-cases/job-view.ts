import type { AerialSummary, Job, JobQuery, StudyJobState } from '@groundwork/contracts';
import type { TypedJob } from '@groundwork/job-queue';
import { canWrite, presignGet, type AuthContext } from '@groundwork/service-kit';
import { jobAttachmentKey, type StudiesContext } from '../context';
import { photoAttachmentName } from '../studies/aerial';
import { rematchJob, type studyJob } from '../jobs';
import type { StudyResultRecord } from '../repositories';
import { issueResultLink } from './result-links';
import { findOwnJob } from './start-processing';
import { syncStudyResult } from './study-results';
import { versionOf } from './versions';

const readLink = (ctx: StudiesContext, key: string) => presignGet(ctx.store, { key, expiresIn: ctx.presignExpiresSeconds });

/**
 * The links of a finished result: a presigned GET of the result and of the intake's pages, and
 * for writers a save link of the result (`put`, to this service; see `issueResultLink`). Viewers
 * get GET links only; the pages are never writable.
 */
async function resultLinks(ctx: StudiesContext, auth: AuthContext, record: StudyResultRecord) {
  return {
    parsedUrls: {
      get: await readLink(ctx, record.resultKey),
      ...(canWrite(auth.role) ? { put: await issueResultLink(ctx, auth, record._id) } : {}),
    },
    manifestUrls: { get: await readLink(ctx, record.intakeKey) },
  };
}

/** Shown above the table when placing the listings again failed; the earlier placement stays. */
export const rematchFailedWarning = (reason: string) =>
  `The listings could not be placed again with the current properties: ${reason} The table shows the earlier placement.`;

/** A study job's view, the version of its result when its links were made, and its result's record once finished. */
interface StudyJobView {
  view: Job;
  resultVersion: string | null;
  record?: StudyResultRecord;
}

/**
 * The spec's `studies.<study>` state of a job, from its view: status, progress, the reason when
 * FAILED, the counts with `summary`, the result's key and, with `includePresign`, its links (the
 * same as `artifacts.parsedUrls`: a GET, and for writers a save link) and the result's version
 * (what the save link's `If-Match` names).
 */
const studyStateOf = ({ view: { status, progress, errorMessage, summary, artifacts }, resultVersion }: StudyJobView): StudyJobState => ({
  status,
  progress,
  ...(errorMessage === undefined ? {} : { errorMessage }),
  ...(summary === undefined ? {} : { summary }),
  ...(artifacts?.parsedKey === undefined ? {} : { resultKey: artifacts.parsedKey }),
  ...(artifacts?.parsedUrls === undefined ? {} : { resultUrls: artifacts.parsedUrls }),
  ...(artifacts?.parsedUrls === undefined || resultVersion === null ? {} : { resultVersion }),
});

/**
 * The spec's Job for `GET /jobs/{jobId}` (a run's study job): status word, progress, the readable
 * errorMessage only when FAILED, and for a finished job the result's key (`parsedKey`), its counts
 * with `summary`, `editedAt`, `warnings`, and with `includePresign` the result's links (`parsedUrls`)
 * and the intake's pages (`manifestUrls`). While a rematch of the result is queued or runs, the
 * run shows its status and progress; once it failed, the run is COMPLETED with its reason among
 * the warnings. A regulatory database job also answers the same as `studies.database`, where the
 * spec's regulatory page reads it; an aerial job as `studies.aerial` with the spec's `summaryAerial`.
 * Another organization's job is 404.
 */
export async function getJobView(ctx: StudiesContext, auth: AuthContext, jobId: string, query: JobQuery): Promise<Job> {
  const job = await findOwnJob(ctx, auth, jobId);
  const studyView = await studyJobView(ctx, auth, job, query);
  if (job.payload.study === 'database') return { ...studyView.view, studies: { database: studyStateOf(studyView) } };
  if (job.payload.study === 'aerial') {
    return { ...studyView.view, studies: { aerial: studyStateOf(studyView) }, summaryAerial: await aerialSummaryOf(ctx, studyView, query) };
  }
  return studyView.view;
}

/**
 * The spec's `summaryAerial`: the job's progress, the photographs read out of those found once it
 * finished, the predictions' key and links, and (with `includePresign`) a presigned GET of each
 * photograph's image for the cells' crops.
 */
async function aerialSummaryOf(ctx: StudiesContext, { view, record }: StudyJobView, query: JobQuery): Promise<AerialSummary> {
  const photos = typeof record?.summary.photos === 'number' ? record.summary.photos : null;
  return {
    progress: view.progress,
    ...(photos === null ? {} : { completed: photos, total: photos }),
    ...(view.artifacts?.parsedKey === undefined ? {} : { predictionS3Key: view.artifacts.parsedKey }),
    ...(view.artifacts?.parsedUrls === undefined ? {} : { predictionUrls: view.artifacts.parsedUrls }),
    ...(query.includePresign && record && photos !== null
      ? { photoUrls: await Promise.all(Array.from({ length: photos }, (_, index) => readLink(ctx, jobAttachmentKey(record._id, photoAttachmentName(index))))) }
      : {}),
  };
}

async function studyJobView(ctx: StudiesContext, auth: AuthContext, job: TypedJob<typeof studyJob>, query: JobQuery): Promise<StudyJobView> {
  const view: Job = { jobId: job.jobId, status: job.status, progress: job.progress };
  if (job.status === 'FAILED') view.errorMessage = job.errorMessage ?? 'Processing failed.';
  if (job.status !== 'COMPLETED') return { view, resultVersion: null };
  let record = await ctx.results.findOne({ _id: job.jobId });
  if (!record) return { view, resultVersion: null };
  const rematch = record.rematchJobId ? await ctx.queue.getAs(rematchJob, record.rematchJobId) : null;
  if (rematch && (rematch.status === 'PENDING' || rematch.status === 'PROCESSING')) {
    return { view: { ...view, status: rematch.status, progress: rematch.progress }, resultVersion: null };
  }
  if (query.summary || query.includePresign) record = await syncStudyResult(ctx, record);
  view.artifacts = { parsedKey: record.resultKey, ...(query.includePresign ? await resultLinks(ctx, auth, record) : {}) };
  view.editedAt = record.editedAt ? record.editedAt.toISOString() : null;
  if (query.summary) view.summary = record.summary;
  const warnings = [...(record.warnings ?? []), ...(rematch?.status === 'FAILED' ? [rematchFailedWarning(rematch.errorMessage ?? 'the job failed.')] : [])];
  if (warnings.length > 0) view.warnings = warnings;
  return { view, resultVersion: versionOf(record.etag), record };
}
