import { presignGet, type AuthContext } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import { findOwnJob } from './start-processing';

/** A link to the uploaded PDF lives this long at most: long enough to open, too short to pass around. */
export const FILE_LINK_MAX_SECONDS = 300;

/**
 * `GET /api/processing/jobs/{jobId}/file`: a short-lived presigned GET of the job's upload (404 for
 * another organization's job). The upload was stored as `application/pdf` (the presigned POST
 * signs that type), which S3 answers with; service-kit's `presignGet` sets no response type.
 */
export async function jobFileUrl(ctx: StudiesContext, auth: AuthContext, jobId: string): Promise<string> {
  const job = await findOwnJob(ctx, auth, jobId);
  return presignGet(ctx.store, { key: job.payload.s3Key, expiresIn: Math.min(ctx.presignExpiresSeconds, FILE_LINK_MAX_SECONDS) });
}
