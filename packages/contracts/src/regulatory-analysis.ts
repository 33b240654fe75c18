import { z } from 'zod';

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
