import type { Db } from 'mongodb';
import type { DocumentRecord, HistoryRecord, PageRecord, RecordSessionRecord, SessionRecord } from './records';

export type { DocumentRecord, HistoryRecord, PageRecord, RecordSessionRecord, SessionRecord } from './records';
export { toSessionDocument, resultOf, recordResultOf, warningsOf, documentContentType } from './documents';
export { toHistoryEntry, HISTORY_MAX_ENTRIES } from './history';

/** The review service's collections (`src/indexes.ts` declares their indexes). */
export function createRepositories(db: Db) {
  return {
    sessions: db.collection<SessionRecord>('sessions'),
    recordSessions: db.collection<RecordSessionRecord>('record_sessions'),
    documents: db.collection<DocumentRecord>('documents'),
    pages: db.collection<PageRecord>('document_pages'),
    history: db.collection<HistoryRecord>('history'),
  };
}
export type ReviewRepositories = ReturnType<typeof createRepositories>;
