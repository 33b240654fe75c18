import { CLOSURE_VERDICTS, PHASE1_DECISIONS } from '@groundwork/contracts';
import { defineJobType, type PayloadOf } from '@groundwork/job-queue';
import { z } from 'zod';

/** The job queue's collection in the review database. */
export const REVIEW_JOBS_COLLECTION = 'jobs';

/**
 * A `phase1-review.analyze` job (`src/worker/analyze-document.ts`): one uploaded report read, its
 * pages stored and the report reviewed. Queued once per document (its id is the idempotency key).
 */
const documentPayloadSchema = z.object({
  organizationId: z.string().min(1),
  sessionId: z.string().min(1),
  documentId: z.string().min(1),
});

export const analyzeDocumentJob = defineJobType({
  type: 'phase1-review.analyze',
  payload: documentPayloadSchema,
  result: z.object({ decision: z.enum(PHASE1_DECISIONS), pageCount: z.number().int().min(0) }),
});

export type AnalyzeDocumentPayload = PayloadOf<typeof analyzeDocumentJob>;

/**
 * A `regulatory-analysis.analyze` job: one agency document of a record read, its pages stored and
 * the document read for the record's closure. Queued once per document.
 */
export const analyzeRecordDocumentJob = defineJobType({
  type: 'regulatory-analysis.analyze',
  payload: documentPayloadSchema,
  result: z.object({ verdict: z.enum(CLOSURE_VERDICTS), pageCount: z.number().int().min(0) }),
});
