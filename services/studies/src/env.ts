import { authEnv, loadEnv, mongoEnv, portVar, s3Env, serviceEnv } from '@groundwork/service-kit';
import { z } from 'zod';

const studiesEnvSchema = z.object({ ...serviceEnv, ...authEnv, ...mongoEnv, ...s3Env, STUDIES_PORT: portVar(4003) });

export type StudiesEnv = z.output<typeof studiesEnvSchema>;

/** The studies service's configuration; throws one error listing every invalid variable. */
export const loadStudiesEnv = (source: Record<string, string | undefined> = process.env): StudiesEnv =>
  loadEnv(studiesEnvSchema, source);
