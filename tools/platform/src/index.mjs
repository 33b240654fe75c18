export { repoRoot, defaultDataDir } from './paths.mjs';
export { freePort, waitForPort } from './ports.mjs';
export { ensureDevDbBuilt, startDevDb, devdbBinary } from './devdb.mjs';
export { startLocalS3, localS3Credentials } from './s3.mjs';
export { startInfra, defaultBucket } from './infra.mjs';
export { startPlatform, freePlatformPorts } from './platform.mjs';
export { serviceApps, gatewayApp, portsFromEnv } from './apps.mjs';
export { waitForHealthy } from './health.mjs';
export { chromiumExecutable, chromiumArgs } from './chromium.mjs';
