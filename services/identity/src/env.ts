import { loadEnv, mongoEnv, portVar, serviceEnv } from '@groundwork/service-kit';
import { z } from 'zod';

const identityEnvSchema = z.object({ ...serviceEnv, ...mongoEnv, IDENTITY_PORT: portVar(4001) });

export type IdentityEnv = z.output<typeof identityEnvSchema>;

/** The identity service's configuration; throws one error listing every invalid variable. */
export const loadIdentityEnv = (source: Record<string, string | undefined> = process.env): IdentityEnv =>
  loadEnv(identityEnvSchema, source);
