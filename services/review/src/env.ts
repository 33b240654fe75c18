import { authEnv, loadEnv, mongoDevDefault, mongoEnv, portVar, refuseDevDefaults, serviceEnv } from '@groundwork/service-kit';
import { z } from 'zod';

const reviewEnvSchema = z.object({ ...serviceEnv, ...authEnv, ...mongoEnv, REVIEW_PORT: portVar(4004) });

export type ReviewEnv = z.output<typeof reviewEnvSchema>;

/** The review service's configuration; throws one error listing every invalid variable. */
export function loadReviewEnv(source: Record<string, string | undefined> = process.env): ReviewEnv {
  const env = loadEnv(reviewEnvSchema, source);
  refuseDevDefaults('review', env, [mongoDevDefault(env)]);
  return env;
}
