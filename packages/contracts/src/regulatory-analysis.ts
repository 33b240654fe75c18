import { z } from 'zod';
import { historyEntrySchema, sessionDocumentSchema } from './phase1-review';

/**
 * The regulatory analysis of one database record (spec 02 sections 2, 3, 4; issue 18): the
 * agency documents a consultant uploads for that record, each read for whether the record's case
 * is closed, with the sentences that prove it.
 */

/** Closure verdicts (spec 02 section 4): anything but the first two is shown as Inconclusive. */
export const CLOSURE_VERDICTS = ['CONFIRMED_CLOSED', 'NOT_CONFIRMED', 'INCONCLUSIVE'] as const;
export type ClosureVerdict = (typeof CLOSURE_VERDICTS)[number];

export const CLOSURE_VERDICT_BADGES: Record<ClosureVerdict, { label: string; color: 'green' | 'red' | 'yellow' }> = {
  CONFIRMED_CLOSED: { label: 'Confirmed Closed', color: 'green' },
  NOT_CONFIRMED: { label: 'Not Confirmed', color: 'red' },
  INCONCLUSIVE: { label: 'Inconclusive', color: 'yellow' },
};

export const evidenceSchema = z.object({ page: z.number().int().min(1).nullable(), quote: z.string().max(4000) });
export type Evidence = z.infer<typeof evidenceSchema>;

/** One document's analysis (the spec's result fields, and the file it is about). */
export const recordDocumentResultSchema = z.object({
  documentId: z.string().max(100),
  file: z.object({ name: z.string().max(300) }),
  url: z.string().max(2000).optional(),
  /** 0 to 1. */
  confidence: z.number().min(0).max(1),
  db_closure_verdict: z.enum(CLOSURE_VERDICTS),
  summary: z.string().max(8000),
  evidence: z.array(evidenceSchema).max(20),
  extracted: z.object({
    case_ids: z.array(z.string().max(100)).max(50),
    agency_names: z.array(z.string().max(300)).max(50),
    key_dates: z.object({ closure_date: z.string().max(10).nullable(), document_date: z.string().max(10).nullable() }),
  }),
  warnings: z.array(z.string().max(500)).max(50),
});
export type RecordDocumentResult = z.infer<typeof recordDocumentResultSchema>;

/** `GET /api/regulatory-analysis/session/{sessionId}` (spec 02 section 3, and what the page shows besides). */
export const regulatoryAnalysisSessionSchema = z.object({
  sessionId: z.string(),
  projectId: z.string(),
  /** The record's place in the project's narrative items (the page's `{itemIndex}`). */
  recordItemIndex: z.number().int().min(0),
  /** The record's narrative when the session was opened. */
  existingSummary: z.string(),
  fileCount: z.number().int().min(0),
  /** Null until a document has been analysed. */
  overallDecision: z.enum(CLOSURE_VERDICTS).nullable(),
  /** The record's narrative kept as it was, with what the documents prove and their citations; null until a document has been analysed. */
  updatedSummary: z.string().nullable(),
  results: z.array(recordDocumentResultSchema),
  history: z.array(historyEntrySchema),
  documents: z.array(sessionDocumentSchema),
  /** True while any document is queued or being analysed. */
  analyzing: z.boolean(),
  /** The last save of `updatedSummary` into the record's narrative. */
  saved: z.object({ at: z.string(), by: z.string(), summary: z.string(), version: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RegulatoryAnalysisSession = z.infer<typeof regulatoryAnalysisSessionSchema>;

/** `POST /api/regulatory-analysis/session`: the record's latest session is resumed unless `fresh`. */
export const createRegulatorySessionInputSchema = z.strictObject({
  projectId: z.string().min(1).max(100),
  recordItemIndex: z.coerce.number().int().min(0).max(4999),
  existingSummary: z.string().max(20_000).optional().default(''),
  fresh: z.boolean().optional().default(false),
});
export type CreateRegulatorySessionInput = z.input<typeof createRegulatorySessionInputSchema>;

/**
 * `POST .../save-to-database` (empty body; `If-Match` may carry the narrative version the page
 * loaded, `studies.database.resultVersion`): the record's narrative item replaced by the session's
 * `updatedSummary`, its previous text kept. A save over a version that changed meanwhile is 409
 * NARRATIVE_VERSION_CONFLICT.
 */
export const saveToDatabaseResultSchema = z.object({
  updatedSummary: z.string(),
  /** The regulatory database run whose narrative was updated. */
  jobId: z.string(),
  itemIndex: z.number().int().min(0),
  /** The narrative's version after the save (send it as `If-Match` with the spec's PUT of the whole JSON). */
  version: z.string(),
  /** The item's narrative before the save (kept by the server too). */
  previousNarrative: z.string(),
  savedAt: z.string(),
});
export type SaveToDatabaseResult = z.infer<typeof saveToDatabaseResultSchema>;
