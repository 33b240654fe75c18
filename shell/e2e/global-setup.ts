import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startGeoFakes } from '@groundwork/geo-fakes';
import { freePlatformPorts, seedDemo, seedDemoProjects, startPlatform } from '@groundwork/platform-tools';
import type { TestProject } from 'vitest/node';
import { assertFrontendsBuilt } from './frontends';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The gateway of the platform under test, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** Environment the platform's processes run with (service URLs, database, S3). */
    platformEnv: Record<string, string>;
    /** The demo account, seeded with its sample projects as `pnpm start` does. */
    demoAccount: { email: string; password: string };
  }
}

/**
 * Identity as the journeys need it: its development outbox route on the identity port (the
 * gateway never routes it), read by `latestMail`, and room for the suite's sign-ups, which all
 * come from 127.0.0.1 (the identity tests check the real per-address limits).
 */
const E2E_IDENTITY_ENV = {
  IDENTITY_DEV_OUTBOX_ROUTE: '1',
  IDENTITY_SIGNUP_LIMIT_PER_ADDRESS: '500',
  IDENTITY_RESEND_CODE_LIMIT_PER_ADDRESS: '500',
  IDENTITY_LOGIN_LIMIT_PER_ADDRESS: '500',
};

/** Starts the whole platform on free ports with a throw-away data folder. */
export default async function setup(project: TestProject) {
  assertFrontendsBuilt();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'groundwork-e2e-'));
  const geoFakes = await startGeoFakes();
  const platform = await startPlatform({
    dataDir,
    ...(await freePlatformPorts()),
    env: { ...geoFakes.env, ...E2E_IDENTITY_ENV },
    quiet: true,
    log: (line) => console.log(`[platform] ${line}`),
  }).catch(async (error: unknown) => {
    await geoFakes.close();
    throw error;
  });
  const { env, url } = platform;
  const demoAccount = await seedDemo({
    dataDir,
    env,
    seedProjects: (account) =>
      seedDemoProjects({
        ...account,
        gatewayUrl: url,
        projectsUrl: env.PROJECTS_URL!,
        internalToken: env.INTERNAL_SERVICE_TOKEN!,
        studiesWorkers: platform.workerIds.studies.length,
      }),
  }).catch(async (error: unknown) => {
    await platform.stop();
    await geoFakes.close();
    throw error;
  });
  if (!demoAccount) throw new Error('the fresh e2e data folder was already seeded');
  project.provide('demoAccount', demoAccount);
  project.provide('baseUrl', platform.url);
  project.provide('platformEnv', platform.env);
  return async () => {
    await platform.stop();
    await geoFakes.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
