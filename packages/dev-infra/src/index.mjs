export { repoRoot, defaultDataDir } from './paths.mjs';
export { freePort, waitForPort } from './ports.mjs';
export { startChild, describeExit } from './child.mjs';
export { waitForHealthy, isPortFree, assertPortsFree } from './health.mjs';
export { ensureDevDbBuilt, startDevDb, devdbBinary } from './devdb.mjs';
export { startLocalS3, localS3Credentials } from './s3.mjs';
export { startInfra, defaultBucket, defaultDevDbPort, defaultLocalS3Port } from './infra.mjs';
