import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, startInfra } from '@groundwork/dev-infra';
import { TEST_DEVDB_FLAG } from './databases';

/** The bucket tests use on the local S3 (an external S3 keeps S3_BUCKET from the environment). */
export const TEST_BUCKET = 'groundwork-test';

/**
 * vitest globalSetup shared by every service: `startInfra` on free ports with a temp data dir
 * (devdb unless MONGODB_URI is set, the local S3 unless S3_ENDPOINT is set), published through
 * process.env (MONGODB_URI, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_BUCKET...),
 * which the test workers inherit.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'groundwork-test-'));
  const removeDataDir = () => fs.rm(dataDir, { recursive: true, force: true });
  let infra: Awaited<ReturnType<typeof startInfra>>;
  try {
    infra = await startInfra({
      dataDir,
      devdbPort: await freePort(),
      // Chosen by the system as the local S3 listens: a port picked beforehand can be taken by
      // another package's test run in between (s3rver then dies on an unhandled EADDRINUSE).
      s3Port: 0,
      env: { ...process.env, S3_BUCKET: process.env.S3_ENDPOINT ? process.env.S3_BUCKET : TEST_BUCKET },
    });
  } catch (err) {
    await removeDataDir();
    throw err;
  }
  for (const [name, value] of Object.entries(infra.env)) {
    if (value !== undefined) process.env[name] = value;
  }
  if (infra.devdb) process.env[TEST_DEVDB_FLAG] = '1';
  return async () => {
    await infra.stop();
    await removeDataDir();
  };
}
