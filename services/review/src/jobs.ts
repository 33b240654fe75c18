import { PHASE1_DECISIONS } from '@groundwork/contracts';
import { defineJobType, type PayloadOf } from '@groundwork/job-queue';
import { z } from 'zod';

/** The job queue's collection in the review database. */
export const REVIEW_JOBS_COLLECTION = 'jobs';

/**
 * A `phase1-review.analyze` job (`src/worker/analyze-document.ts`): one uploaded report read, its
 * pages stored and the report reviewed. Queued once per document (its id is the idempotency key).
 */
export const analyzeDocumentJob = defineJobType({
  type: 'phase1-review.analyze',
  payload: z.object({
    organizationId: z.string().min(1),
    sessionId: z.string().min(1),
    documentId: z.string().min(1),
  }),
  result: z.object({ decision: z.enum(PHASE1_DECISIONS), pageCount: z.number().int().min(0) }),
});

export type AnalyzeDocumentPayload = PayloadOf<typeof analyzeDocumentJob>;
