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

/** `record_sessions`: one regulatory analysis of a database record of a project, for one organization. */
export interface RecordSessionRecord extends SessionRecord {
  /** The record's place in the project's regulatory narrative items. */
  recordItemIndex: number;
  /** The last save of the analysis into the record's narrative. */
  saved: { at: Date; by: string; summary: string; version: string | null; jobId: string } | null;
}

/** `documents`: an uploaded document (a Phase I report, an agency letter), where its analysis stands, and its result once done. */
export interface DocumentRecord {
  _id: string;
  sessionId: string;
  organizationId: string;
  name: string;
  size: number;
  format: Phase1FileFormat;
  /** Where the original bytes are: `review/<organizationId>/<sessionId>/<documentId>/<name>`. */
  s3Key: string;
  /** Its analysis job (`phase1-review.analyze`, `regulatory-analysis.analyze`). */
  jobId: string | null;
  status: DocumentState;
  progress: number;
  pageCount: number | null;
  error: string | null;
  /** The analysis as JSON (a `Phase1Result`, a `RecordDocumentResult`): a string, FerretDB v1 keeps nested arrays out of documents. */
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
