import { z } from 'zod';
import { phase1ResultSchema } from './phase1-review';
import { recordDocumentResultSchema } from './regulatory-analysis';

/**
 * What the review service's assistants found for a project, for its Phase I report to cite
 * (`GET /internal/review/projects/{projectId}/findings?organizationId=...`): only documents whose
 * analysis is done, only of sessions of that project and organization. Built from the stored
 * results' own schemas so the two cannot drift; file names are the uploaded ones, pages 1-based.
 */

/** One analysed Phase I report of the project (the Review Phase 1 assistant). */
export const phase1ReviewFactSchema = z.object({
  sessionId: z.string(),
  ...phase1ResultSchema.pick({ documentId: true, decision: true, summary: true, sections: true, extractions: true, findings: true }).shape,
  fileName: phase1ResultSchema.shape.file.shape.name,
  /** When its analysis finished. */
  reviewedAt: z.string(),
});
export type Phase1ReviewFact = z.infer<typeof phase1ReviewFactSchema>;

const recordResult = recordDocumentResultSchema.shape;

/** One analysed agency document of a database record. */
export const recordDocumentFactSchema = z.object({
  ...recordDocumentResultSchema.pick({ documentId: true, confidence: true, summary: true, evidence: true }).shape,
  fileName: recordResult.file.shape.name,
  verdict: recordResult.db_closure_verdict,
  extracted: z.object({
    case_ids: recordResult.extracted.shape.case_ids,
    agency_names: recordResult.extracted.shape.agency_names,
    key_dates: recordResult.extracted.shape.key_dates.pick({ closure_date: true }),
  }),
});
export type RecordDocumentFact = z.infer<typeof recordDocumentFactSchema>;

/** One regulatory analysis session of a database record with at least one analysed document. */
export const recordAnalysisFactSchema = z.object({
  sessionId: z.string(),
  /** The record's place in the project's regulatory narrative items. */
  recordItemIndex: z.number().int().min(0),
  /** The record's narrative with what its documents prove (the session's `updatedSummary`). */
  updatedSummary: z.string(),
  /** When that summary was last saved into the record's narrative; null when never. */
  savedToDatabaseAt: z.string().nullable(),
  documents: z.array(recordDocumentFactSchema),
});
export type RecordAnalysisFact = z.infer<typeof recordAnalysisFactSchema>;

/** Reviews: oldest session first, then upload order. Record analyses: by record, then oldest session first. */
export const projectReviewFactsSchema = z.object({
  phase1Reviews: z.array(phase1ReviewFactSchema),
  recordAnalyses: z.array(recordAnalysisFactSchema),
});
export type ProjectReviewFacts = z.infer<typeof projectReviewFactsSchema>;

/** `?organizationId=`: whose sessions are read. */
export const projectReviewFactsQuerySchema = z.strictObject({ organizationId: z.string().min(1).max(100) });
