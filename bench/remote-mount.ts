import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Project } from '@groundwork/contracts';
import { startGeoFakes, TEST_AREA } from '@groundwork/geo-fakes';
import { chromiumArgs, chromiumExecutable, freePlatformPorts, repoRoot, startPlatform } from '@groundwork/platform-tools';
import { chromium, type Page } from 'playwright-core';
import { json, signedInDemo, storeTokens } from './lib/platform-pages';
import { median } from './lib/stats';

/** Issue 22: from a route change to the remote's first paint, on a warm cache. */
export const REMOTE_MOUNT_TARGET_MS = 300;

export interface RemoteMountScenario {
  label: string;
  /** The exposed module whose first paint ends the measure. */
  module: string;
  runsMs: number[];
  medianMs: number;
  maxMs: number;
}

export type RemoteMountResult = { measured: false; reason: string } | { measured: true; targetMs: number; scenarios: RemoteMountScenario[] };

/**
 * The shell's route change as its links make it (history push, then the router's popstate), timed
 * in the page from just before the push to the `gw:remote-paint:<module>` mark the shell's
 * RemoteBoundary sets in the animation frame that paints the remote's first commit.
 */
async function timeRouteChange(page: Page, target: string, module: string): Promise<number> {
  return page.evaluate(
    async ({ target, paintMark }) => {
      performance.clearMarks(paintMark);
      const start = performance.now();
      history.pushState(null, '', target);
      dispatchEvent(new PopStateEvent('popstate'));
      const deadline = Date.now() + 30_000;
      for (;;) {
        const [mark] = performance.getEntriesByName(paintMark);
        if (mark) return mark.startTime - start;
        if (Date.now() > deadline) throw new Error(`no ${paintMark} within 30 s of opening ${target}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    { target, paintMark: `gw:remote-paint:${module}` },
  );
}

/**
 * Each scenario in one Chromium profile: a first visit of both routes fills the HTTP cache (the
 * chunks are content-hashed and served immutable), then each run loads the start route afresh (the
 * remote is not in the page yet), waits for the network to settle, and changes the route.
 */
export async function benchRemoteMount({ runs }: { runs: number }): Promise<RemoteMountResult> {
  if (!existsSync(chromiumExecutable)) return { measured: false, reason: `${chromiumExecutable} not found` };
  for (const built of [
    'shell/dist/index.html',
    'mfe-mapping/dist/mf-manifest.json',
    'mfe-studies/dist/mf-manifest.json',
    'mfe-marketing/dist/mf-manifest.json',
  ]) {
    if (!existsSync(path.join(repoRoot, built))) return { measured: false, reason: `${built} is missing: build the frontends first (pnpm turbo run build)` };
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-remote-mount-'));
  const geoFakes = await startGeoFakes();
  const platform = await startPlatform({ dataDir, ...(await freePlatformPorts()), env: geoFakes.env, quiet: true, log: () => undefined });
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-remote-mount-chromium-'));
  try {
    const tokens = await signedInDemo(platform, dataDir);
    const project = await json<Project>(`${platform.url}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.accessToken}` },
      body: JSON.stringify({ siteAddress: TEST_AREA.subject.address, clientName: 'Remote mount benchmark' }),
    });
    const projectPath = `/projects/${project.id}`;
    const scenarios = [
      { label: '/team -> /dashboard (projects)', from: '/team', to: '/dashboard', module: 'mfe_projects/ProjectsDashboard' },
      { label: '/dashboard -> project page (mapping tab)', from: '/dashboard', to: projectPath, module: 'mfe_mapping/AdjoiningPropertiesTab' },
      { label: 'project page: City Directory tab (studies)', from: projectPath, to: `${projectPath}?tab=directory`, module: 'mfe_studies/CityDirectoryTab' },
      { label: 'project page: Review Phase 1 tab (review)', from: projectPath, to: `${projectPath}?tab=review-phase1`, module: 'mfe_review/ReviewPhase1Tab' },
      { label: '/team -> /demo (marketing)', from: '/team', to: '/demo', module: 'mfe_marketing/DemoPage' },
    ];
    const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumExecutable, args: [...chromiumArgs], headless: true });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await storeTokens(page, platform.url, tokens);
      const results: RemoteMountScenario[] = [];
      for (const scenario of scenarios) {
        // The first visit: both routes' code lands in the HTTP cache.
        for (const route of [scenario.from, scenario.to]) {
          await page.goto(`${platform.url}${route}`);
          await page.waitForLoadState('networkidle');
        }
        const runsMs: number[] = [];
        for (let run = 0; run < runs; run += 1) {
          await page.goto(`${platform.url}${scenario.from}`);
          await page.waitForLoadState('networkidle');
          runsMs.push(Math.round(await timeRouteChange(page, scenario.to, scenario.module)));
        }
        results.push({ label: scenario.label, module: scenario.module, runsMs, medianMs: Math.round(median(runsMs)), maxMs: Math.max(...runsMs) });
      }
      return { measured: true, targetMs: REMOTE_MOUNT_TARGET_MS, scenarios: results };
    } finally {
      await context.close();
    }
  } finally {
    await platform.stop();
    await geoFakes.close();
    await fs.rm(profile, { recursive: true, force: true });
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
