import type { DocumentState, HistoryEntry, Phase1FileFormat } from '@groundwork/contracts';

/** `sessions`: one Review Phase 1 session of a project, for one organization. */
export interface SessionRecord {
  _id: string;
  projectId: string;
  organizationId: string;
  /** The summary the tab had when the session was opened (the spec's `existingSummary`). */
  existingSummary: string;
  createdAt: Date;
  updatedAt: Date;
}

/** `documents`: an uploaded report, where its analysis stands, and its result once done. */
export interface DocumentRecord {
  _id: string;
  sessionId: string;
  organizationId: string;
  name: string;
  size: number;
  format: Phase1FileFormat;
  /** Where the original bytes are: `review/<organizationId>/<sessionId>/<documentId>/<name>`. */
  s3Key: string;
  /** Its `phase1-review.analyze` job. */
  jobId: string | null;
  status: DocumentState;
  progress: number;
  pageCount: number | null;
  error: string | null;
  /** The `Phase1Result` as JSON (a string: FerretDB v1 keeps nested arrays out of documents). */
  result: string | null;
  uploadedAt: Date;
  /** Its place in its upload (documents of one upload share `uploadedAt`). */
  position: number;
  updatedAt: Date;
}

/** `document_pages`: one page's text of a document (one Mongo document per page keeps each small). */
export interface PageRecord {
  /** `<documentId>:<page>` */
  _id: string;
  sessionId: string;
  documentId: string;
  page: number;
  text: string;
}

/** `history`: one question or answer of a session's conversation. */
export interface HistoryRecord {
  _id: string;
  sessionId: string;
  role: HistoryEntry['role'];
  text: string;
  at: Date;
  /** Orders a question before its answer when both carry the same instant. */
  turn: number;
}
