import type { ProcessingStudy, StreetAlias } from '@groundwork/contracts';
import type { TypedJob } from '@groundwork/job-queue';
import { badRequest, conflict, headObject, notFound, type AuthContext } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import { studyJob, type StudyJobPayload, type StudyProperty } from '../jobs';

export interface StartProcessingInput {
  study: ProcessingStudy;
  /** The upload's object key (never a URI here). */
  s3Key: string;
  properties: StudyProperty[];
  aliases: StreetAlias[];
  projectId: string | null;
  /** Reprocess into this job: it must be the one of this upload. */
  jobId?: string;
}

/**
 * One job per study, project and upload: the same upload processed twice for a project gives the
 * same job (one run, one result); another project's run of it is its own (its properties differ).
 */
export const idempotencyKeyOf = (study: ProcessingStudy, projectId: string | null, s3Key: string) => `${study}:${projectId ?? '-'}:${s3Key}`;

/**
 * Queues the study of one upload, or answers the job that already has it. Only keys issued to the
 * caller's organization are accepted (404 otherwise: another organization's key is
 * indistinguishable from a made-up one); the file must have reached storage (400 UPLOAD_MISSING).
 * A FAILED job is queued again from scratch with the new properties.
 */
export async function startProcessing(ctx: StudiesContext, auth: AuthContext, input: StartProcessingInput): Promise<TypedJob<typeof studyJob>> {
  const upload = await ctx.uploads.findOne({ _id: input.s3Key });
  if (!upload || upload.organizationId !== auth.organizationId) {
    throw notFound('No upload with this key was issued to your organization. Request an upload URL first.', 'UPLOAD_NOT_FOUND');
  }
  if (!(await headObject(ctx.store, input.s3Key))) {
    throw badRequest('The file has not reached storage yet. Upload it to the URL you were given, then start processing.', undefined, 'UPLOAD_MISSING');
  }
  const payload: StudyJobPayload = {
    study: input.study,
    organizationId: auth.organizationId,
    s3Key: input.s3Key,
    filename: upload.filename,
    properties: input.properties,
    aliases: input.aliases,
    projectId: input.projectId,
  };
  const job = await ctx.queue.enqueue(studyJob, {
    payload,
    organizationId: auth.organizationId,
    idempotencyKey: idempotencyKeyOf(input.study, input.projectId, input.s3Key),
  });
  if (input.jobId && input.jobId !== job.jobId) {
    throw conflict(`Job ${input.jobId} belongs to another upload; start a new job for this file.`, { jobId: job.jobId }, 'JOB_MISMATCH');
  }
  if (job.status === 'FAILED') return (await ctx.queue.requeue(studyJob, job.jobId, payload)) ?? job;
  return job;
}

/**
 * The study job (the run) `jobId` when it belongs to the caller's organization; 404 otherwise, also
 * for the queue's internal jobs (rematches, completions), which are never handed out.
 */
export async function findOwnJob(ctx: StudiesContext, auth: AuthContext, jobId: string): Promise<TypedJob<typeof studyJob>> {
  const job = await ctx.queue.getAs(studyJob, jobId);
  if (!job || job.payload.organizationId !== auth.organizationId) throw notFound('Job not found', 'JOB_NOT_FOUND');
  return job;
}
