import { z } from 'zod';
import { loadEnv, s3Env } from '../env';
import { createObjectStore, type ObjectStore } from '../s3';

/** The test S3 (S3_* from the global setup or the environment) and its bucket. */
export function testObjectStore(): ObjectStore {
  if (!process.env.S3_ENDPOINT) {
    throw new Error('S3_ENDPOINT is not set: add the service-kit global setup to vitest.config.ts');
  }
  return createObjectStore(loadEnv(z.object(s3Env)));
}
