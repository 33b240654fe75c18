import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { freePort } from '@groundwork/platform-tools';
import type { AuthTokens } from '@groundwork/contracts';
import { createConfirmedAccount, openSignedIn, uniqueEmail } from './accounts';
import { launchBrowser, saveScreenshot, type TestBrowser } from './browser';
import { startExtraGateway, type RunningGateway } from './gateway';

let browser: TestBrowser;
let gateway: RunningGateway;
let deadManifestUrl: string;
let tokens: AuthTokens;

beforeAll(async () => {
  // A port nothing listens on: the registry sends the shell to a remote that is down.
  deadManifestUrl = `http://127.0.0.1:${await freePort()}/mf-manifest.json`;
  gateway = await startExtraGateway(inject('platformEnv'), { REMOTE_MFE_PROJECTS_ENTRY: deadManifestUrl });
  // The dashboard is for signed-in users: the second gateway reaches the same identity service.
  tokens = await createConfirmedAccount(gateway.url, uniqueEmail('remote-down'), 'remote-down-pass-1');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await gateway?.stop();
});

it('shows the fallback with Retry on the dead remote’s route while the other remotes and the landing page keep working', async () => {
  const { page } = browser;
  const registry = await (await fetch(`${gateway.url}/remotes.json`)).json();
  expect(registry.remotes).toContainEqual({ name: 'mfe_projects', entry: deadManifestUrl });

  const deadRequests: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url() === deadManifestUrl) deadRequests.push(request.url());
  });

  await openSignedIn(page, gateway.url, tokens, '/dashboard');
  const fallback = page.locator('[data-testid="remote-unavailable"][data-remote="mfe_projects"]');
  await fallback.waitFor();
  const retry = fallback.getByRole('button', { name: /retry/i });
  expect(await retry.isVisible()).toBe(true);
  await saveScreenshot(page, 'remote-down');

  await retry.click();
  await expect.poll(() => deadRequests.length).toBeGreaterThanOrEqual(2);
  await fallback.waitFor();
  expect(await fallback.getByRole('button', { name: /retry/i }).isEnabled()).toBe(true);

  // Same page, same runtime: a client-side navigation to the public /demo (mfe_marketing, like
  // the landing page; `/` shows the dead dashboard to a signed-in user) renders the demo.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/demo');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByTestId('demo-page').waitFor();
  expect(await page.getByTestId('remote-unavailable').count()).toBe(0);

  // And back: the dead remote's route still shows its fallback.
  await page.goBack();
  await fallback.waitFor();

  // The shell's own frame keeps working around it: log out, then the landing page renders.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: /Log Out/ }).click();
  await page.waitForURL(`${gateway.url}/auth`);
  await page.getByRole('link', { name: 'Groundwork home' }).click();
  await page.getByTestId('landing-page').waitFor();
  expect(await page.getByTestId('remote-unavailable').count()).toBe(0);
});
