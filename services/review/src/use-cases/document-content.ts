import type { DocumentPage } from '@groundwork/contracts';
import { notFound, openObjectStream, type AuthContext } from '@groundwork/service-kit';
import type { ReviewContext } from '../context';
import { documentContentType, type DocumentRecord } from '../repositories';
import { sessionOfCaller } from './access';
import type { SessionKind } from './session-kinds';

/** Which document of which session of which kind. */
export interface DocumentRef {
  kind: SessionKind;
  sessionId: string;
  documentId: string;
}

async function documentOfSession(ctx: ReviewContext, auth: AuthContext, { kind, sessionId, documentId }: DocumentRef): Promise<DocumentRecord> {
  await sessionOfCaller(ctx, auth, sessionId, kind);
  const document = await ctx.documents.findOne({ _id: documentId });
  if (!document || document.sessionId !== sessionId) throw notFound('Document not found', 'DOCUMENT_NOT_FOUND');
  return document;
}

/** `GET .../documents/{documentId}/pages/{page}`: one page's text, for showing a quote where it stands. */
export async function getDocumentPage(ctx: ReviewContext, auth: AuthContext, ref: DocumentRef, page: number): Promise<DocumentPage> {
  const document = await documentOfSession(ctx, auth, ref);
  const found = await ctx.pages.findOne({ _id: `${document._id}:${page}` });
  if (!found) throw notFound(`Page ${page} not found`, 'PAGE_NOT_FOUND');
  return { documentId: document._id, name: document.name, page, pageCount: document.pageCount ?? 0, text: found.text };
}

/** `GET .../documents/{documentId}/file`: the original bytes, shown inline (a PDF opens at `#page=N`). */
export async function openDocumentFile(ctx: ReviewContext, auth: AuthContext, ref: DocumentRef): Promise<Response> {
  const document = await documentOfSession(ctx, auth, ref);
  const object = await openObjectStream(ctx.store, document.s3Key);
  if (!object) throw notFound('The file is no longer in storage', 'FILE_NOT_FOUND');
  const fallbackName = document.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return new Response(object.body, {
    headers: {
      'content-type': documentContentType(document.format),
      'content-length': String(object.size),
      'content-disposition': `inline; filename="${fallbackName}"; filename*=UTF-8''${encodeURIComponent(document.name)}`,
      'cache-control': 'private, no-store',
    },
  });
}
