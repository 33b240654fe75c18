import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Project } from '@groundwork/contracts';
import { startGeoFakes } from '@groundwork/geo-fakes';
import {
  chromiumArgs,
  chromiumExecutable,
  freePlatformPorts,
  initialRemoteFiles,
  ROUTE_BUDGETS_KIB,
  type RouteName,
  repoRoot,
  scriptsFetched,
  startPlatform,
  withoutLazyRemoteChunks,
} from '@groundwork/platform-tools';
import { chromium, type Page } from 'playwright-core';
import { json, signedInDemo, storeTokens } from './lib/platform-pages';

/**
 * Issue 22's first-load budgets: the gzipped JavaScript (level 9) Chromium fetches to show each
 * route on a cold cache, through the gateway of the whole platform. The project page's first tab
 * is the Adjoining Properties map: the mapping remote's lazy chunks (ArcGIS, loaded and cached
 * after the first paint) are left out of its figure and reported beside it.
 */

export interface RouteJs {
  route: RouteName;
  path: string;
  files: number;
  gzipBytes: number;
  /** Left out of the figure: the mapping remote's lazy (ArcGIS) chunks. */
  excludedGzipBytes: number;
  budgetKib: number;
  /** Gzipped bytes of zod among the counted files (the public pages load none). */
  zodGzipBytes: number;
  /** Every counted file, largest first, for finding where the weight comes from (all in results/latest.json). */
  scripts: Array<{ path: string; gzipBytes: number }>;
}

export type RouteJsResult = { measured: false; reason: string } | { measured: true; routes: RouteJs[] };

/** Opens each route in a fresh profile (nothing cached) and sums the JavaScript it fetched. */
export async function measureRouteJs(): Promise<RouteJsResult> {
  if (!existsSync(chromiumExecutable)) return { measured: false, reason: `${chromiumExecutable} not found` };
  for (const built of ['shell/dist/index.html', 'mfe-mapping/dist/mf-manifest.json', 'mfe-marketing/dist/mf-manifest.json']) {
    if (!existsSync(path.join(repoRoot, built))) return { measured: false, reason: `${built} is missing: build the frontends first (pnpm turbo run build)` };
  }
  const mappingInitial = await initialRemoteFiles(path.join(repoRoot, 'mfe-mapping', 'dist'));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-routes-'));
  const geoFakes = await startGeoFakes();
  const platform = await startPlatform({ dataDir, ...(await freePlatformPorts()), env: geoFakes.env, quiet: true, log: () => undefined });
  try {
    const tokens = await signedInDemo(platform, dataDir);
    const project = await json<Project>(`${platform.url}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.accessToken}` },
      body: JSON.stringify({ siteAddress: '3054 Pacific Hwy, Millbrook, CA 95826', clientName: 'Route JS benchmark' }),
    });
    const routes: Array<{ route: RouteName; path: string; signedIn: boolean; ready: (page: Page) => Promise<unknown> }> = [
      { route: 'landing', path: '/', signedIn: false, ready: (page) => page.locator('h1').first().waitFor({ timeout: 60_000 }) },
      { route: 'demo', path: '/demo', signedIn: false, ready: (page) => page.getByRole('button', { name: /next/i }).first().waitFor({ timeout: 60_000 }) },
      {
        route: 'signIn',
        path: '/auth',
        signedIn: false,
        ready: (page) =>
          page
            .getByRole('button', { name: /sign in/i })
            .first()
            .waitFor({ timeout: 60_000 }),
      },
      {
        route: 'projectFirstTab',
        path: `/projects/${project.id}`,
        signedIn: true,
        ready: (page) => page.getByRole('heading', { name: 'Adjoining Properties' }).first().waitFor({ timeout: 60_000 }),
      },
    ];
    const measured: RouteJs[] = [];
    for (const { route, path: routePath, signedIn, ready } of routes) {
      const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-routes-chromium-'));
      const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumExecutable, args: [...chromiumArgs], headless: true });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        if (signedIn) await storeTokens(page, platform.url, tokens);
        const files = await scriptsFetched(page, platform.url, async () => {
          await page.goto(`${platform.url}${routePath}`);
          await ready(page);
        });
        const { counted, lazy } = withoutLazyRemoteChunks(files, '/remotes/mfe-mapping/', mappingInitial);
        measured.push({
          route,
          path: routePath.startsWith('/projects/') ? '/projects/{id}' : routePath,
          files: counted.length,
          gzipBytes: counted.reduce((sum, file) => sum + file.gzipBytes, 0),
          excludedGzipBytes: lazy.reduce((sum, file) => sum + file.gzipBytes, 0),
          budgetKib: ROUTE_BUDGETS_KIB[route],
          zodGzipBytes: counted.filter((file) => file.zod).reduce((sum, file) => sum + file.gzipBytes, 0),
          scripts: [...counted].sort((a, b) => b.gzipBytes - a.gzipBytes).map((file) => ({ path: file.path, gzipBytes: file.gzipBytes })),
        });
      } finally {
        await context.close();
        await fs.rm(profile, { recursive: true, force: true });
      }
    }
    return { measured: true, routes: measured };
  } finally {
    await platform.stop();
    await geoFakes.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
