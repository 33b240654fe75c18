import path from 'node:path';
import { TEST_AREA } from '@groundwork/geo-fakes';
import { initialRemoteFiles, ROUTE_BUDGETS_KIB, type RouteName, repoRoot, scriptsFetched, withoutLazyRemoteChunks } from '@groundwork/platform-tools';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createConfirmedAccount, createProject, storeTokens, uniqueEmail } from './accounts';
import { launchBrowser, type TestBrowser } from './browser';

const baseUrl = inject('baseUrl');
let browser: TestBrowser | undefined;

afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

type Page = TestBrowser['page'];

/**
 * KiB of gzipped JavaScript a fresh browser (cold cache) fetches to show `route` until `ready`,
 * leaving out the mapping remote's on-demand chunks (ArcGIS), as the budgets do.
 */
async function firstLoadKib(route: string, ready: (page: Page) => Promise<unknown>, before?: (page: Page) => Promise<unknown>) {
  browser = await launchBrowser();
  const { page } = browser;
  await before?.(page);
  const fetched = await scriptsFetched(page, baseUrl, async () => {
    await page.goto(`${baseUrl}${route}`);
    await ready(page);
  });
  const { counted: files } = withoutLazyRemoteChunks(fetched, '/remotes/mfe-mapping/', await initialRemoteFiles(path.join(repoRoot, 'mfe-mapping', 'dist')));
  const kib = files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024;
  const largest = [...files].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5);
  console.log(
    `first load ${route}: ${kib.toFixed(1)} KiB in ${files.length} scripts; largest ${largest.map((f) => `${f.path} ${(f.gzipBytes / 1024).toFixed(1)}`).join(', ')}`,
  );
  return { kib, files };
}

/** antd components rendered, and antd's CSS-in-JS (token-hashed) styles injected, in the page. */
const antdInPage = (page: Page) =>
  page.evaluate(() => ({
    elements: document.querySelectorAll('[class^="ant-"], [class*=" ant-"]').length,
    styles: [...document.querySelectorAll('style')].filter((style) => style.hasAttribute('data-token-hash') || /\.ant-[a-z]/.test(style.textContent ?? ''))
      .length,
  }));

// Issue 22's budgets, on the production build the platform serves (`pnpm bench shell-js` prints
// every route's figure): a change that pushes a route over its budget fails here.
describe('first-load JavaScript budgets', () => {
  it.each<[RouteName, string, (page: Page) => Promise<unknown>]>([
    ['landing', '/', (page) => page.getByTestId('landing-page').waitFor({ timeout: 60_000 })],
    ['demo', '/demo', (page) => page.getByTestId('demo-page').waitFor({ timeout: 60_000 })],
    ['signIn', '/auth', (page) => page.getByRole('heading', { name: 'Welcome Back' }).waitFor({ timeout: 60_000 })],
  ])('%s (%s) stays within its budget, loads no antd, and no zod but the sign-in forms’ own', async (route, path, ready) => {
    const { kib, files } = await firstLoadKib(path, ready);
    expect(files.length).toBeGreaterThan(3);
    expect(kib).toBeLessThanOrEqual(ROUTE_BUDGETS_KIB[route]);
    expect(await antdInPage(browser!.page)).toEqual({ elements: 0, styles: 0 });
    // zod stays off the public pages' start (the shell boots on the zod-free `/boot` entries of the
    // contracts and the API client); the sign-in forms validate with their schemas, so it loads there.
    expect(files.filter((file) => file.zod).map((file) => file.path)).toEqual(route === 'signIn' ? [expect.any(String)] : []);
  });

  it("a project page's first tab (Adjoining Properties) stays within its budget, ArcGIS left out", async () => {
    // An account of its own: the demo account's sample projects stay as the other tests expect them.
    const owner = await createConfirmedAccount(baseUrl, uniqueEmail('first-load'), 'first-load-pass-2026');
    const project = await createProject(baseUrl, owner, { siteAddress: TEST_AREA.subject.address, clientName: 'First-load budget' });
    const { kib, files } = await firstLoadKib(
      `/projects/${project.id}`,
      (page) => page.getByRole('heading', { name: 'Adjoining Properties' }).waitFor({ timeout: 60_000 }),
      (page) => storeTokens(page, baseUrl, owner),
    );
    expect(files.some((file) => file.path.startsWith('/remotes/mfe-mapping/'))).toBe(true);
    expect(kib).toBeLessThanOrEqual(ROUTE_BUDGETS_KIB.projectFirstTab);
  });
});
