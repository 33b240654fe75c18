import { jobQueueIndexes } from '@groundwork/job-queue';
import type { IndexSpec } from '@groundwork/service-kit';
import { REVIEW_JOBS_COLLECTION } from './jobs';

/**
 * Every repository's indexes; `server.ts` and the worker create them before serving. The queue's
 * lease fences and organization turns are read by `_id` only.
 */
export const indexSpecs: IndexSpec[] = [
  jobQueueIndexes(REVIEW_JOBS_COLLECTION),
  { collection: 'sessions', indexes: [{ key: { projectId: 1, organizationId: 1, createdAt: -1 }, name: 'project_newest_first' }] },
  {
    collection: 'record_sessions',
    indexes: [{ key: { projectId: 1, organizationId: 1, recordItemIndex: 1, createdAt: -1 }, name: 'record_newest_first' }],
  },
  { collection: 'documents', indexes: [{ key: { sessionId: 1, uploadedAt: 1, position: 1 }, name: 'session_upload_order' }] },
  { collection: 'document_pages', indexes: [{ key: { sessionId: 1, documentId: 1, page: 1 }, name: 'document_page', unique: true }] },
  { collection: 'history', indexes: [{ key: { sessionId: 1, at: -1, turn: -1 }, name: 'session_newest_first' }] },
];
