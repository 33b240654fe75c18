import { randomUUID } from 'node:crypto';
import { MAX_UPLOAD_BYTES, PDF_CONTENT_TYPE, type UploadUrlInput } from '@groundwork/contracts';
import { presignUploadPost, type AuthContext, type PresignedPost } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';

/** A file name safe inside an object key: letters, digits, dot, dash and underscore; at most 120 characters. */
export function safeObjectName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-120);
  return cleaned || 'upload.pdf';
}

/**
 * A presigned POST of exactly one new key `uploads/<organization>/<uuid>/<name>`, PDF only, 1 byte
 * to 50 MB in the signed policy. The key is recorded so that only this organization can process it.
 */
export async function issueUploadUrl(ctx: StudiesContext, auth: AuthContext, input: UploadUrlInput): Promise<PresignedPost & { key: string }> {
  const key = `uploads/${auth.organizationId}/${randomUUID()}/${safeObjectName(input.filename)}`;
  const post = await presignUploadPost(ctx.store, {
    key,
    contentType: PDF_CONTENT_TYPE,
    maxBytes: MAX_UPLOAD_BYTES,
    expiresIn: ctx.presignExpiresSeconds,
  });
  await ctx.uploads.insertOne({ _id: key, organizationId: auth.organizationId, userId: auth.userId, filename: input.filename, createdAt: ctx.now() });
  return { ...post, key };
}
