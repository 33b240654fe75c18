import { authEnv, loadEnv, mongoEnv, portVar, serviceEnv } from '@groundwork/service-kit';
import { z } from 'zod';

const reviewEnvSchema = z.object({ ...serviceEnv, ...authEnv, ...mongoEnv, REVIEW_PORT: portVar(4004) });

export type ReviewEnv = z.output<typeof reviewEnvSchema>;

/** The review service's configuration; throws one error listing every invalid variable. */
export const loadReviewEnv = (source: Record<string, string | undefined> = process.env): ReviewEnv =>
  loadEnv(reviewEnvSchema, source);
