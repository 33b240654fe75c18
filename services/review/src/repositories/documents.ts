import { phase1ResultSchema, type Phase1FileFormat, type Phase1Result, type SessionDocument } from '@groundwork/contracts';
import type { DocumentRecord } from './records';

export const toSessionDocument = (record: DocumentRecord): SessionDocument => ({
  documentId: record._id,
  name: record.name,
  size: record.size,
  format: record.format,
  status: record.status,
  progress: record.progress,
  pageCount: record.pageCount,
  error: record.error,
  uploadedAt: record.uploadedAt.toISOString(),
});

/** The stored analysis of a done document, or null. */
export function resultOf(record: DocumentRecord): Phase1Result | null {
  if (record.status !== 'done' || !record.result) return null;
  return phase1ResultSchema.parse(JSON.parse(record.result));
}

const CONTENT_TYPES: Record<Phase1FileFormat, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

/** The content type a report is stored and served with: from its recognised format, never the browser's word. */
export const documentContentType = (format: Phase1FileFormat) => CONTENT_TYPES[format];
