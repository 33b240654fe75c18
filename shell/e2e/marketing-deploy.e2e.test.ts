import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '@groundwork/platform-tools';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, saveScreenshot, settled, type TestBrowser } from './browser';
import { frontendDirs } from './frontends';
import { type RunningGateway, startExtraGateway } from './gateway';

// Issue 22, "Marketing alone": marketing edits the demo's script, builds only the marketing
// remote into a release folder, puts it on a static server (a CDN) and points the registry at it.
// The shell and the other remotes are neither rebuilt nor redeployed.

const run = promisify(execFile);
const baseUrl = inject('baseUrl');
const marketingDir = path.join(repoRoot, 'mfe-marketing');

const OLD_TITLE = 'Property Mapping';
const NEW_TITLE = 'Parcel Mapping';
const NEW_ENTRIES_LABEL = '320 entries across 5 years';

/** Every built frontend folder plus the marketing remote's source maps: none may change. */
const builtFolders = [...frontendDirs.map((dir) => path.join(dir, 'dist')), path.join('mfe-marketing', 'sourcemaps')];

/** One hash over a folder's files (names and bytes). */
async function folderHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  for (const file of files.sort()) hash.update(`${file}\0`).update(await readFile(path.join(dir, file)));
  return hash.digest('hex');
}

const builtHashes = async () => Object.fromEntries(await Promise.all(builtFolders.map(async (dir) => [dir, await folderHash(path.join(repoRoot, dir))])));

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
};

/** A static file server for `root`, as a CDN: it allows any origin to read (the shell fetches the manifest). */
async function serveFolder(root: string): Promise<{ url: string; server: Server; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    requests.push(pathname);
    const file = path.join(root, path.normalize(pathname));
    const headers = { 'access-control-allow-origin': '*' };
    try {
      if (!file.startsWith(`${root}${path.sep}`)) throw new Error('outside the release');
      const body = await readFile(file);
      response.writeHead(200, { ...headers, 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404, headers).end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, requests };
}

/** Marketing's copy of the script with a new first-step title and a new directory figure. */
async function editedContent(workDir: string): Promise<string> {
  const contentDir = path.join(workDir, 'content');
  await cp(path.join(marketingDir, 'content'), contentDir, { recursive: true });
  const file = path.join(contentDir, 'demo-script.json');
  const script = JSON.parse(await readFile(file, 'utf8'));
  expect(script.steps[0].title).toBe(OLD_TITLE);
  script.steps[0].title = NEW_TITLE;
  script.figures.directoryEntries = 320;
  await writeFile(file, JSON.stringify(script, null, 2));
  return contentDir;
}

/** Builds the marketing remote alone from `contentDir` into `outputDir`; returns how long it took. */
async function buildMarketingRelease(contentDir: string, outputDir: string): Promise<number> {
  const started = performance.now();
  await run('pnpm', ['exec', 'rspack', 'build', '--mode', 'production', '--env', `outputDir=${outputDir}`], {
    cwd: marketingDir,
    env: { ...process.env, MARKETING_CONTENT_DIR: contentDir },
    timeout: 60_000,
  });
  return performance.now() - started;
}

const fetchBytes = async (url: string) => {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

interface Registry {
  remotes: { name: string; entry: string }[];
}
const registryOf = async (gatewayUrl: string): Promise<Registry> => (await fetch(`${gatewayUrl}/remotes.json`)).json();

let workDir: string;
let hashesBefore: Record<string, string>;
let buildMs: number;
let release: Awaited<ReturnType<typeof serveFolder>>;
let releaseEntry: string;
let gateway: RunningGateway;
let browser: TestBrowser;

beforeAll(async () => {
  hashesBefore = await builtHashes();
  workDir = await mkdtemp(path.join(os.tmpdir(), 'groundwork-marketing-release-'));
  const contentDir = await editedContent(workDir);
  const outputDir = path.join(workDir, 'release');
  buildMs = await buildMarketingRelease(contentDir, outputDir);
  console.log(`marketing remote built alone in ${(buildMs / 1000).toFixed(1)} s`);
  release = await serveFolder(outputDir);
  releaseEntry = `${release.url}/mf-manifest.json`;
  gateway = await startExtraGateway(inject('platformEnv'), { REMOTE_MFE_MARKETING_ENTRY: releaseEntry });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await gateway?.stop();
  if (release) await new Promise((resolve) => release.server.close(resolve));
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('a demo change deployed with the marketing remote alone', () => {
  it('builds only the marketing remote, into its own release folder, in well under a minute', async () => {
    expect(buildMs).toBeLessThan(60_000);
    const manifest = JSON.parse((await readFile(path.join(workDir, 'release', 'mf-manifest.json'), 'utf8')).toString());
    expect(manifest.name).toBe('mfe_marketing');
    // Source maps sit beside the release folder, never in it.
    expect((await readdir(path.join(workDir, 'release'))).filter((file) => file.endsWith('.map'))).toEqual([]);
    expect((await readdir(path.join(workDir, 'release-sourcemaps'))).length).toBeGreaterThan(0);
  });

  it('points the registry at the new build and every other remote where it was', async () => {
    const [live, updated] = await Promise.all([registryOf(baseUrl), registryOf(gateway.url)]);
    expect(updated.remotes.find((remote) => remote.name === 'mfe_marketing')?.entry).toBe(releaseEntry);
    const others = (registry: Registry) => registry.remotes.filter((remote) => remote.name !== 'mfe_marketing');
    expect(others(updated)).toEqual(others(live));
    expect(others(live).length).toBeGreaterThan(0);
  });

  it('serves the same shell and the same other remotes, byte for byte', async () => {
    const page = await fetchBytes(`${baseUrl}/`);
    expect(await fetchBytes(`${gateway.url}/`)).toEqual(page);
    const scripts = [...page.toString().matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(await fetchBytes(new URL(script, gateway.url).href), script).toEqual(await fetchBytes(new URL(script, baseUrl).href));

    const { remotes } = await registryOf(baseUrl);
    for (const { name, entry } of remotes.filter((remote) => remote.name !== 'mfe_marketing')) {
      expect(await fetchBytes(new URL(entry, gateway.url).href), name).toEqual(await fetchBytes(new URL(entry, baseUrl).href));
    }
  });

  it('shows the new demo through the updated registry and the old one on the live platform', async () => {
    const { page } = browser;
    await page.goto(`${gateway.url}/demo`);
    const title = page.getByTestId('demo-step-title');
    await title.waitFor();
    expect(await title.textContent()).toBe(NEW_TITLE);
    expect(release.requests).toContain('/mf-manifest.json');

    // The new figure: the processing step's third piece, revealed at 60 percent.
    await page
      .getByRole('list', { name: 'Demo steps' })
      .getByRole('button', { name: /ERIS Report Processing/ })
      .click();
    const entries = page.getByTestId('demo-reveal-item').filter({ hasText: NEW_ENTRIES_LABEL });
    await page.waitForFunction((label) => {
      const items = [...document.querySelectorAll<HTMLElement>('[data-testid="demo-reveal-item"]')];
      return items.some((item) => item.textContent === label && item.dataset.revealed === 'true');
    }, NEW_ENTRIES_LABEL);
    expect(await entries.count()).toBe(1);
    expect(await page.getByTestId('demo-scene').textContent()).toContain(`City directory: ${NEW_ENTRIES_LABEL}`);
    await page.getByTestId('demo-play-toggle').click();
    await settled(page);
    await saveScreenshot(page, 'marketing-deploy-new-demo');

    await page.goto(`${baseUrl}/demo`);
    await title.waitFor();
    expect(await title.textContent()).toBe(OLD_TITLE);
    expect(await page.getByTestId('demo-steps').textContent()).not.toContain(NEW_TITLE);
    expect(browser.errors).toEqual([]);
  });

  it('leaves the shell’s and every remote’s built files on disk as they were', async () => {
    expect(await builtHashes()).toEqual(hashesBefore);
  });
});
