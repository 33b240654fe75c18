/// <reference path="./platform-tools.d.ts" />
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, localS3Credentials, startDevDb, startLocalS3 } from '@groundwork/platform-tools';
import { TEST_DEVDB_FLAG } from './databases';

/** The bucket tests use on the local S3 (an external S3 keeps S3_BUCKET from the environment). */
export const TEST_BUCKET = 'groundwork-test';

/**
 * vitest globalSetup shared by every service: starts one devdb and one local S3 on free ports
 * with temp dirs, unless MONGODB_URI / S3_ENDPOINT are set, and publishes them through
 * process.env (MONGODB_URI, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_BUCKET),
 * which the test workers inherit.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const cleanups: Array<() => Promise<void>> = [];
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'groundwork-test-'));
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  try {
    if (!process.env.MONGODB_URI) {
      const devdb = await startDevDb({ port: await freePort(), dir: path.join(dataDir, 'db') });
      cleanups.unshift(() => devdb.stop());
      process.env.MONGODB_URI = devdb.uri;
      process.env[TEST_DEVDB_FLAG] = '1';
    }
    if (!process.env.S3_ENDPOINT) {
      const s3 = await startLocalS3({ port: await freePort(), dir: path.join(dataDir, 's3'), buckets: [TEST_BUCKET] });
      cleanups.unshift(() => s3.stop());
      process.env.S3_ENDPOINT = s3.endpoint;
      process.env.S3_ACCESS_KEY_ID = localS3Credentials.accessKeyId;
      process.env.S3_SECRET_ACCESS_KEY = localS3Credentials.secretAccessKey;
      process.env.S3_BUCKET = TEST_BUCKET;
    }
  } catch (err) {
    for (const cleanup of cleanups) await cleanup();
    throw err;
  }
  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}
