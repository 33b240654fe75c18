import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Project } from '@groundwork/contracts';
import { TEST_AREA, startGeoFakes } from '@groundwork/geo-fakes';
import { chromiumArgs, chromiumExecutable, freePlatformPorts, initialRemoteFiles, repoRoot, startPlatform } from '@groundwork/platform-tools';
import { chromium, type BrowserContext, type Page, type Response } from 'playwright-core';
import { json, signedInDemo, storeTokens } from './lib/platform-pages';
import { median } from './lib/stats';

/** The map must answer its first click within this long after the tab is opened. */
export const MAP_INTERACTIVE_TARGET_MS = 3000;

export interface MapTabRun {
  /** From the start (navigation, or the click on the tab) until the MapView resolved `when()` (`data-map-ready`). */
  readyMs: number;
  /** Until the view first handled a click (clicks are sent every 100 ms from when the map appears). */
  interactiveMs: number;
}

export interface BytesTotal {
  files: number;
  bytes: number;
  gzipBytes: number;
}

export interface MapTabScenario {
  label: string;
  runs: MapTabRun[];
  medianReadyMs: number;
  medianInteractiveMs: number;
}

export type MapTabResult =
  | { measured: false; reason: string }
  | {
      measured: true;
      runs: number;
      /** First visit (fresh profile, the tab's URL loaded); the tab clicked with nothing cached; clicked again after a reload. */
      scenarios: MapTabScenario[];
      targetMs: number;
      /** What the shell's initial load (/dashboard) fetched from the mapping remote. */
      dashboard: { mappingRequests: string[]; mapChunksRequested: string[] };
      /** JavaScript of the mapping remote fetched when the tab opens (gzip level 9). */
      mappingJs: { initial: BytesTotal; lazy: BytesTotal };
      /** ArcGIS assets (workers, theme CSS, fonts, icons) the map fetched from the remote's own assets/. */
      arcgisAssets: BytesTotal;
      /** Requests that left 127.0.0.1 (none expected: no CDN). */
      externalRequests: string[];
    };

const MAPPING_PREFIX = '/remotes/mfe-mapping/';

function total(entries: Array<{ bytes: number; gzipBytes: number }>): BytesTotal {
  return {
    files: entries.length,
    bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
    gzipBytes: entries.reduce((sum, entry) => sum + entry.gzipBytes, 0),
  };
}

async function withBrowser<T>(use: (context: BrowserContext) => Promise<T>): Promise<T> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-map-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumExecutable,
    args: [...chromiumArgs],
    headless: true,
    viewport: { width: 1280, height: 900 },
  });
  try {
    return await use(context);
  } finally {
    await context.close();
    await fs.rm(profile, { recursive: true, force: true });
  }
}

declare global {
  interface Window {
    /** In-page marks of one run (performance.now()): the tab clicked, the view ready, the first click handled. */
    __mapBench?: { start: number; ready: number | null; clicked: number | null };
  }
}

/**
 * Records the marks in the page itself, so a busy main thread (the map's first frames under
 * SwiftShader) delays nothing but the page: navigation start is 0, a click on the adjoining tab
 * restarts the clock, and a MutationObserver notes `data-map-ready` and the first counted click.
 */
function installMarks(context: BrowserContext) {
  return context.addInitScript(() => {
    const marks = { start: 0, ready: null as number | null, clicked: null as number | null };
    window.__mapBench = marks;
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element | null)?.closest?.('[data-testid=project-tab-adjoining]')) {
          Object.assign(marks, { start: performance.now(), ready: null, clicked: null });
        }
      },
      true,
    );
    new MutationObserver(() => {
      const map = document.querySelector('[data-testid=map-view]');
      if (!map) return;
      if (marks.ready === null && map.getAttribute('data-map-ready') === 'true') marks.ready = performance.now();
      if (marks.clicked === null && Number(map.getAttribute('data-map-clicks')) > 0) marks.clicked = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-map-ready', 'data-map-clicks'] });
  });
}

/**
 * After `open` (a navigation or a click on the tab): clicks the map's centre every 100 ms from
 * when its box appears until the view counts one, as an impatient user would, and reads the marks.
 */
async function measureOpening(page: Page, open: () => Promise<unknown>): Promise<MapTabRun> {
  await open();
  const map = page.locator('[data-testid=map-view]');
  const deadline = performance.now() + 60_000;
  for (;;) {
    const marks = await page.evaluate(() => window.__mapBench);
    if (marks?.ready != null && marks.clicked != null) {
      return { readyMs: Math.round(marks.ready - marks.start), interactiveMs: Math.round(marks.clicked - marks.start) };
    }
    if (performance.now() > deadline) throw new Error('the map did not become interactive within 60 s');
    const box = await map.boundingBox({ timeout: 100 }).catch(() => null);
    if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(100);
  }
}

interface Fetched {
  pathname: string;
  url: string;
  bytes: number;
  gzipBytes: number;
}

function recordResponses(page: Page, origin: string) {
  const pending: Array<Promise<Fetched | null>> = [];
  const external: string[] = [];
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') external.push(response.url());
    if (url.origin !== origin) return;
    pending.push(
      response.body().then(
        (body) => ({ pathname: url.pathname, url: response.url(), bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  };
  page.on('response', onResponse);
  return {
    external,
    done: async () => {
      page.off('response', onResponse);
      return (await Promise.all(pending)).filter((entry): entry is Fetched => entry !== null);
    },
  };
}

/**
 * How long the Adjoining Properties tab takes to become interactive in Chromium (SwiftShader
 * WebGL), with the whole platform running on 127.0.0.1 and the geo services faked;
 * what the shell's first load fetches of the mapping remote; the remote's initial and lazy bytes.
 */
export async function benchMapTab({ runs }: { runs: number }): Promise<MapTabResult> {
  if (!existsSync(chromiumExecutable)) return { measured: false, reason: `${chromiumExecutable} not found` };
  for (const built of ['shell/dist/index.html', 'mfe-mapping/dist/mf-manifest.json']) {
    if (!existsSync(path.join(repoRoot, built))) {
      return { measured: false, reason: `${built} is missing: build the frontends first (pnpm turbo run build --filter='./shell' --filter='./mfe-*')` };
    }
  }
  const initialFiles = await initialRemoteFiles(path.join(repoRoot, 'mfe-mapping', 'dist'));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-map-'));
  const geoFakes = await startGeoFakes();
  const cleanups: Array<() => Promise<unknown>> = [() => geoFakes.close(), () => fs.rm(dataDir, { recursive: true, force: true })];
  try {
    const platform = await startPlatform({ dataDir, ...(await freePlatformPorts()), env: geoFakes.env, quiet: true, log: () => undefined });
    cleanups.unshift(() => platform.stop());
    const login = await signedInDemo(platform, dataDir);
    const project = await json<Project>(`${platform.url}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.accessToken}` },
      body: JSON.stringify({ siteAddress: TEST_AREA.subject.address, clientName: 'Map tab benchmark' }),
    });
    const tabUrl = `${platform.url}/projects/${project.id}?tab=adjoining`;

    // The shell's initial load: the dashboard must not fetch the map's code.
    const dashboardFiles = await withBrowser(async (context) => {
      const page = await context.newPage();
      await storeTokens(page, platform.url, login);
      const recorder = recordResponses(page, platform.url);
      await page.goto(`${platform.url}/dashboard`, { waitUntil: 'networkidle', timeout: 60_000 });
      return recorder.done();
    });

    const firstVisit: MapTabRun[] = [];
    const tabCold: MapTabRun[] = [];
    const tabCached: MapTabRun[] = [];
    let tabFiles: Fetched[] = [];
    let externalRequests: string[] = [];
    const directoryUrl = `${platform.url}/projects/${project.id}?tab=directory`;
    const openDirectory = async (page: Page) => {
      await page.goto(directoryUrl);
      await page.getByRole('heading', { name: 'City Directory', exact: true }).waitFor({ timeout: 60_000 });
    };
    const clickAdjoiningTab = (page: Page) => page.getByTestId('project-tab-adjoining').click();
    for (let run = 0; run < runs; run += 1) {
      // A first visit straight to the tab's URL, nothing cached (the first one also records the files).
      await withBrowser(async (context) => {
        await installMarks(context);
        const page = await context.newPage();
        await storeTokens(page, platform.url, login);
        const recorder = run === 0 ? recordResponses(page, platform.url) : null;
        firstVisit.push(await measureOpening(page, () => page.goto(tabUrl)));
        if (recorder) {
          await page.waitForLoadState('networkidle');
          tabFiles = await recorder.done();
          externalRequests = recorder.external;
        }
      });
      // The project page is open on another tab; the user opens the adjoining tab, the map's code
      // not yet cached; then again after a reload, with it in the browser cache.
      await withBrowser(async (context) => {
        await installMarks(context);
        const page = await context.newPage();
        await storeTokens(page, platform.url, login);
        await openDirectory(page);
        tabCold.push(await measureOpening(page, () => clickAdjoiningTab(page)));
        await openDirectory(page);
        tabCached.push(await measureOpening(page, () => clickAdjoiningTab(page)));
      });
    }
    const scenario = (label: string, results: MapTabRun[]): MapTabScenario => ({
      label,
      runs: results,
      medianReadyMs: median(results.map((result) => result.readyMs)),
      medianInteractiveMs: median(results.map((result) => result.interactiveMs)),
    });

    const mappingJs = tabFiles.filter(
      (file) => file.pathname.startsWith(MAPPING_PREFIX) && file.pathname.endsWith('.js') && !file.pathname.startsWith(`${MAPPING_PREFIX}assets/`),
    );
    const isInitial = (file: Fetched) => initialFiles.has(file.pathname.slice(MAPPING_PREFIX.length));
    const lazyJs = mappingJs.filter((file) => !isInitial(file));
    const lazyNames = new Set(lazyJs.map((file) => file.pathname));
    const dashboardMapping = dashboardFiles.filter((file) => file.pathname.startsWith(MAPPING_PREFIX));
    return {
      measured: true,
      runs,
      scenarios: [
        scenario('first visit to the tab URL (nothing cached, shell boot included)', firstVisit),
        scenario('tab opened in the project page, map code not cached', tabCold),
        scenario('tab opened after a reload, map code cached', tabCached),
      ],
      targetMs: MAP_INTERACTIVE_TARGET_MS,
      dashboard: {
        mappingRequests: dashboardMapping.map((file) => file.pathname),
        mapChunksRequested: dashboardFiles.filter((file) => lazyNames.has(file.pathname)).map((file) => file.pathname),
      },
      mappingJs: { initial: total(mappingJs.filter(isInitial)), lazy: total(lazyJs) },
      arcgisAssets: total(tabFiles.filter((file) => file.pathname.startsWith(`${MAPPING_PREFIX}assets/`))),
      externalRequests,
    };
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error: unknown) => console.error('map-tab cleanup:', error));
  }
}
