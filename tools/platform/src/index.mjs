// What the services run on is @groundwork/dev-infra's (packages import it from there; this
// package builds the running platform on top of it).
export {
  repoRoot,
  defaultDataDir,
  freePort,
  waitForPort,
  waitForHealthy,
  ensureDevDbBuilt,
  startDevDb,
  devdbBinary,
  startLocalS3,
  localS3Credentials,
  startInfra,
  defaultBucket,
} from '@groundwork/dev-infra';
export { startPlatform, freePlatformPorts } from './platform.mjs';
export { serviceApps, gatewayApp, portsFromEnv } from './apps.mjs';
export { workerApps, studiesWorkerApp, reviewWorkerApp, workerCount, workerIds } from './workers.mjs';
export { chromiumExecutable, chromiumArgs } from './chromium.mjs';
export { ROUTE_BUDGETS_KIB, gzipSize, holdsZod, initialRemoteFiles, scriptsFetched, withoutLazyRemoteChunks } from './first-load.mjs';
export { internalServiceToken } from './internal-token.mjs';
export { demoProjects, seedDemoProjects, sharedFixturesDir } from './demo-projects.mjs';
export { seedDemo } from './seed.mjs';
