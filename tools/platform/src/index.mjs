export { repoRoot, defaultDataDir } from './paths.mjs';
export { freePort, waitForPort } from './ports.mjs';
export { ensureDevDbBuilt, startDevDb, devdbBinary } from './devdb.mjs';
export { startLocalS3, localS3Credentials } from './s3.mjs';
