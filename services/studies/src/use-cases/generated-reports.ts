import {
  REPORT_MESSAGES,
  REPORT_NOT_READY,
  reportReadiness,
  type GeneratedReport,
  type GenerateReportResult,
  type GeneratedReportList,
} from '@groundwork/contracts';
import { AppError, notFound, presignGet, type AuthContext } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import { reportJob } from '../jobs';
import { isDuplicateKeyError } from '@groundwork/job-queue';
import type { GeneratedReportRecord } from '../report/generated-report-record';
import { projectForStudy } from './project-access';

/** The history the tab shows (newest first). */
export const REPORT_HISTORY_MAX = 50;
/** Files are downloaded through links valid this long (the tab refetches the list well within it). */
export const REPORT_LINK_SECONDS = 3600;

const reportMissing = () => notFound('No such report was generated for this project.', 'REPORT_NOT_FOUND');

/** `ESA-2026-0007_Phase-I-ESA_2026-11-26_1405.docx`: the project, the kind and the time, safe in any file system. */
export function reportFileBase(projectNumber: string, at: Date): string {
  const stamp = at.toISOString().slice(0, 16).replace('T', '_').replace(':', '');
  return `${projectNumber.replace(/[^A-Za-z0-9-]+/g, '-')}_Phase-I-ESA_${stamp}`;
}

/** A QUEUED or RUNNING record whose job the queue gave up on (or lost) reads as FAILED with the queue's reason. */
async function reconciled(ctx: StudiesContext, record: GeneratedReportRecord): Promise<GeneratedReportRecord> {
  if (record.status !== 'QUEUED' && record.status !== 'RUNNING') return record;
  const job = await ctx.queue.get(record._id);
  if (job && job.status !== 'FAILED') return record;
  const error = job?.errorMessage ?? 'The report job was lost; generate the report again.';
  const failed = { status: 'FAILED' as const, error, stage: 'Failed' };
  await ctx.generatedReports.updateOne({ _id: record._id, status: record.status }, { $set: failed });
  return { ...record, ...failed };
}

async function toGeneratedReport(ctx: StudiesContext, record: GeneratedReportRecord): Promise<GeneratedReport> {
  const files = await Promise.all(
    record.files.map(async ({ format, key, fileName, bytes }) => ({
      format,
      fileName,
      bytes,
      url: await presignGet(ctx.store, { key, downloadName: fileName, expiresIn: REPORT_LINK_SECONDS }),
    })),
  );
  return {
    id: record._id,
    fileName: record.fileName,
    generatedAt: record.generatedAt?.toISOString() ?? null,
    status: record.status,
    progress: record.status === 'COMPLETED' ? 100 : record.progress,
    stage: record.stage,
    error: record.error,
    analysis: record.analysis,
    files,
    warnings: record.warnings,
    requestedAt: record.requestedAt.toISOString(),
    requestedBy: record.requestedBy.email,
  };
}

/**
 * `POST /api/projects/{id}/generate-report` (writers): queues a `report` job once the four steps
 * are done (409 REPORT_NOT_READY naming the missing ones otherwise). While one of the project's
 * reports is still being generated, that one is answered instead of a second.
 */
export async function generateReport(ctx: StudiesContext, auth: AuthContext, projectId: string): Promise<GenerateReportResult> {
  const context = await projectForStudy(ctx, auth, projectId, { forWrite: true });
  const readiness = reportReadiness(context.project.studyChecks, context.properties);
  if (!readiness.ready) {
    const missing = readiness.steps.filter((step) => !step.done).map((step) => step.label);
    throw new AppError(409, REPORT_NOT_READY, `${REPORT_MESSAGES.completeRequiredSteps}: ${missing.join(', ')}.`, { missing });
  }
  const running = await ctx.generatedReports
    .find({ projectId, organizationId: auth.organizationId, status: { $in: ['QUEUED', 'RUNNING'] } })
    .sort({ requestedAt: -1 })
    .limit(1)
    .next();
  const current = running && (await reconciled(ctx, running));
  if (current && current.status !== 'FAILED') return { report: await toGeneratedReport(ctx, current), analysis: null };
  const requestedAt = ctx.now();
  const requestedBy = { userId: auth.userId, email: auth.email };
  const job = await ctx.queue.enqueue(reportJob, {
    organizationId: auth.organizationId,
    idempotencyKey: `report:${projectId}:${requestedAt.getTime()}:${auth.userId}`,
    payload: { organizationId: auth.organizationId, projectId, requestedBy },
  });
  const record: GeneratedReportRecord = {
    _id: job.jobId,
    projectId,
    organizationId: auth.organizationId,
    fileName: `${reportFileBase(context.project.projectNumber, requestedAt)}.docx`,
    status: 'QUEUED',
    progress: 0,
    stage: 'Waiting for a worker',
    error: null,
    analysis: null,
    files: [],
    warnings: [],
    writer: null,
    requestedBy,
    requestedAt,
    generatedAt: null,
    timings: {},
  };
  // A worker finishing the job first writes the whole record itself: keep what it wrote.
  await ctx.generatedReports.insertOne(record).catch((err: unknown) => {
    if (!isDuplicateKeyError(err)) throw err;
  });
  const stored = (await ctx.generatedReports.findOne({ _id: record._id })) ?? record;
  return { report: await toGeneratedReport(ctx, stored), analysis: stored.analysis };
}

/** `GET /api/projects/{id}/generated-reports`: newest first (the first is Current), each with its files' links. */
export async function listGeneratedReports(ctx: StudiesContext, auth: AuthContext, projectId: string): Promise<GeneratedReportList> {
  await projectForStudy(ctx, auth, projectId, { forWrite: false });
  const records = await ctx.generatedReports
    .find({ projectId, organizationId: auth.organizationId })
    .sort({ requestedAt: -1 })
    .limit(REPORT_HISTORY_MAX)
    .toArray();
  const current = await Promise.all(records.map((record) => reconciled(ctx, record)));
  return { reports: await Promise.all(current.map((record) => toGeneratedReport(ctx, record))) };
}

/** `GET /api/projects/{id}/generated-reports/{reportId}`. */
export async function getGeneratedReport(ctx: StudiesContext, auth: AuthContext, projectId: string, reportId: string): Promise<GeneratedReport> {
  await projectForStudy(ctx, auth, projectId, { forWrite: false });
  const record = await ctx.generatedReports.findOne({ _id: reportId, projectId, organizationId: auth.organizationId });
  if (!record) throw reportMissing();
  return toGeneratedReport(ctx, await reconciled(ctx, record));
}
