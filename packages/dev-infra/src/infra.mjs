import path from 'node:path';
import { defaultDataDir } from './paths.mjs';
import { startDevDb } from './devdb.mjs';
import { startLocalS3, localS3Credentials } from './s3.mjs';
import { assertPortsFree } from './health.mjs';

/** The ports devdb and the local S3 listen on when nothing else is asked for. */
export const defaultDevDbPort = 27018;
export const defaultLocalS3Port = 4568;

export const defaultBucket = 'groundwork-uploads';
const defaultRegion = 'us-east-1';

/**
 * Starts what the services need underneath them: the embedded database (devdb on
 * `<dataDir>/db`) unless `MONGODB_URI` is set, and the local S3 (on `<dataDir>/s3`, with the
 * bucket created) unless `S3_ENDPOINT` is set. Overrides are read from `env`.
 * Returns the environment the services read (MONGODB_URI, S3_*) and `stop()`.
 * `devdb` is the running database (null when external), for tests that stop and restart it.
 */
export async function startInfra({
  dataDir = defaultDataDir,
  devdbPort = defaultDevDbPort,
  s3Port = defaultLocalS3Port,
  env = process.env,
  log = () => {},
  onDevDbExit,
} = {}) {
  const bucket = env.S3_BUCKET || defaultBucket;
  const external = { mongo: Boolean(env.MONGODB_URI), s3: Boolean(env.S3_ENDPOINT) };
  await assertPortsFree([
    ...(external.mongo ? [] : [{ label: 'devdb', port: devdbPort, variable: 'DEVDB_PORT' }]),
    ...(external.s3 ? [] : [{ label: 'local S3', port: s3Port, variable: 'LOCAL_S3_PORT' }]),
  ]);

  const devdb = external.mongo ? null : await startDevDb({ port: devdbPort, dir: path.join(dataDir, 'db'), log, onExit: onDevDbExit });
  let s3 = null;
  try {
    s3 = external.s3 ? null : await startLocalS3({ port: s3Port, dir: path.join(dataDir, 's3'), buckets: [bucket] });
  } catch (err) {
    await devdb?.stop();
    throw err;
  }

  const s3Env = s3
    ? {
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: localS3Credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: localS3Credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      }
    : {
        S3_ENDPOINT: env.S3_ENDPOINT,
        S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID ?? '',
        S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY ?? '',
        // Empty means unset to the services: they then default to path style with an endpoint.
        S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE ?? '',
      };

  return {
    env: {
      MONGODB_URI: devdb ? devdb.uri : env.MONGODB_URI,
      S3_REGION: env.S3_REGION || defaultRegion,
      S3_BUCKET: bucket,
      ...s3Env,
    },
    devdb,
    s3,
    async stop() {
      await Promise.all([devdb?.stop(), s3?.stop()]);
    },
  };
}
