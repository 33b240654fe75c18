import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startFakeArcgis, startFakeCensus, startFakeNominatim, startFakeRegrid } from '@groundwork/geo-fakes';
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
 * Regrid, the Census geocoder and Nominatim faked on 127.0.0.1 (@groundwork/geo-fakes), and the
 * projects service's variables pointing at them. No ArcGIS key: geocoding goes through the Census
 * fake and the map runs without imagery, as it does offline. The ArcGIS fake runs all the same so
 * nothing ever reaches the real service.
 */
async function startGeoFakes() {
  const [regrid, census, arcgis, nominatim] = await Promise.all([
    startFakeRegrid(),
    startFakeCensus(),
    startFakeArcgis(),
    startFakeNominatim(),
  ]);
  return {
    env: {
      REGRID_API_KEY: regrid.token,
      REGRID_BASE_URL: regrid.baseUrl,
      REGRID_TILES_URL: regrid.tilesUrl,
      CENSUS_GEOCODER_URL: census.baseUrl,
      ARCGIS_GEOCODER_URL: arcgis.baseUrl,
      NOMINATIM_URL: nominatim.baseUrl,
    },
    close: () => Promise.all([regrid.close(), census.close(), arcgis.close(), nominatim.close()]),
  };
}

/** Starts the whole platform on free ports with a throw-away data folder. */
export default async function setup(project: TestProject) {
  assertFrontendsBuilt();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'groundwork-e2e-'));
  const geoFakes = await startGeoFakes();
  const platform = await startPlatform({
    dataDir,
    ...(await freePlatformPorts()),
    env: geoFakes.env,
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
      seedDemoProjects({ ...account, gatewayUrl: url, projectsUrl: env.PROJECTS_URL!, internalToken: env.INTERNAL_SERVICE_TOKEN! }),
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
