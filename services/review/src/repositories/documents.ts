import {
  phase1ResultSchema,
  recordDocumentResultSchema,
  type Phase1FileFormat,
  type Phase1Result,
  type RecordDocumentResult,
  type SessionDocument,
} from '@groundwork/contracts';
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

/** The stored review of a done Phase I report, or null. */
export function resultOf(record: DocumentRecord): Phase1Result | null {
  if (record.status !== 'done' || !record.result) return null;
  return phase1ResultSchema.parse(JSON.parse(record.result));
}

/** The stored analysis of a done agency document of a record, or null. */
export function recordResultOf(record: DocumentRecord): RecordDocumentResult | null {
  if (record.status !== 'done' || !record.result) return null;
  return recordDocumentResultSchema.parse(JSON.parse(record.result));
}

/** What reading a done document could not do (either kind of analysis carries `warnings`). */
export function warningsOf(record: DocumentRecord): string[] | undefined {
  if (record.status !== 'done' || !record.result) return undefined;
  const warnings = (JSON.parse(record.result) as { warnings?: unknown }).warnings;
  return Array.isArray(warnings) ? warnings.filter((warning): warning is string => typeof warning === 'string') : undefined;
}

const CONTENT_TYPES: Record<Phase1FileFormat, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

/** The content type a report is stored and served with: from its recognised format, never the browser's word. */
export const documentContentType = (format: Phase1FileFormat) => CONTENT_TYPES[format];
