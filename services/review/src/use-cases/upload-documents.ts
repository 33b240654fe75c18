import type { SessionDocument } from '@groundwork/contracts';
import { deleteObjects, type AuthContext } from '@groundwork/service-kit';
import { documentKey, type ReviewContext } from '../context';
import { toSessionDocument, type DocumentRecord } from '../repositories';
import { projectForReview, sessionOfCaller } from './access';
import { SESSION_KINDS, sessionsOf, type SessionKind } from './session-kinds';
import { receiveUploads, type ReceivedFile } from './receive-uploads';

/**
 * `POST .../session/{sessionId}/upload`: the documents of a multipart body stored (all or none),
 * each recorded `queued` with one analysis job of its session's kind. The project must be the
 * caller's and not archived.
 */
export async function uploadDocuments(
  ctx: ReviewContext,
  auth: AuthContext,
  kind: SessionKind,
  sessionId: string,
  request: Request,
): Promise<{ documents: SessionDocument[] }> {
  const session = await sessionOfCaller(ctx, auth, sessionId, kind);
  await projectForReview(ctx, auth, session.projectId, { forWrite: SESSION_KINDS[kind].uploading });
  const files = await receiveUploads(request, {
    store: ctx.store,
    limits: ctx.uploads,
    keyOf: ({ documentId, name }) => documentKey({ organizationId: auth.organizationId, sessionId, documentId, name }),
  });
  try {
    const records = await recordDocuments(ctx, kind, session.organizationId, sessionId, files);
    return { documents: records.map(toSessionDocument) };
  } catch (err) {
    await ctx.documents.deleteMany({ _id: { $in: files.map((file) => file.documentId) } }).catch(() => {});
    await deleteObjects(
      ctx.store,
      files.map((file) => file.key),
    ).catch(() => {});
    throw err;
  }
}

/**
 * Queues the jobs first, then records the documents with their job: FerretDB v1 rewrites a whole
 * document on update, so a later write here could undo a worker's first one. A worker that claims
 * a job before its document is recorded retries it shortly after.
 */
async function recordDocuments(
  ctx: ReviewContext,
  kind: SessionKind,
  organizationId: string,
  sessionId: string,
  files: ReceivedFile[],
): Promise<DocumentRecord[]> {
  const jobType = SESSION_KINDS[kind].job;
  const at = ctx.now();
  const records: DocumentRecord[] = [];
  for (const [position, file] of files.entries()) {
    const job = await ctx.queue.enqueue(jobType, {
      payload: { organizationId, sessionId, documentId: file.documentId },
      organizationId,
      idempotencyKey: `${jobType.type}:${file.documentId}`,
    });
    records.push({
      _id: file.documentId,
      sessionId,
      organizationId,
      name: file.name,
      size: file.size,
      format: file.format,
      s3Key: file.key,
      jobId: job.jobId,
      status: 'queued',
      progress: 0,
      pageCount: null,
      error: null,
      result: null,
      uploadedAt: at,
      position,
      updatedAt: at,
    });
  }
  await ctx.documents.insertMany(records);
  await sessionsOf(ctx, kind).updateOne({ _id: sessionId }, { $set: { updatedAt: at } });
  return records;
}
