import type { ReviewSessionCalls } from '@groundwork/api-client';
import type { SessionDocuments } from './components/PageModal';

/** The documents of one session of an assistant, from its api-client calls and query keys. */
export function sessionDocuments(
  calls: Pick<ReviewSessionCalls<unknown>, 'getDocumentPage' | 'documentFileUrl' | 'documentFileLocation'>,
  keys: { documentPage: (sessionId: string, documentId: string, page: number) => readonly unknown[] },
  sessionId: string,
): SessionDocuments {
  return {
    readPage: (documentId, page) => calls.getDocumentPage(sessionId, documentId, page),
    pageKey: (documentId, page) => keys.documentPage(sessionId, documentId, page),
    fileUrl: (documentId) => calls.documentFileUrl(sessionId, documentId),
    fileLocation: (documentId) => calls.documentFileLocation(sessionId, documentId),
  };
}
