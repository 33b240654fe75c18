import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { AuthTokens } from '@groundwork/contracts';
import { createConfirmedAccount, createProject, openSignedIn, uniqueEmail } from './accounts';
import { launchBrowser, saveScreenshot, type TestBrowser } from './browser';

const baseUrl = inject('baseUrl');
let browser: TestBrowser;
let tokens: AuthTokens;
let projectPath: string;

// Every route below needs a signed-in user (spec 01 section 6).
beforeAll(async () => {
  tokens = await createConfirmedAccount(baseUrl, uniqueEmail('remotes'), 'remotes-pass-2026');
  const project = await createProject(baseUrl, tokens, { siteAddress: '12 Remote Way, Fresno, CA', clientName: 'Remote Co' });
  projectPath = `/projects/${project.id}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('every remote loads at run time from the registry', () => {
  beforeEach(() => {
    browser.errors.length = 0;
  });

  it.each([
    ['/dashboard', 'mfe-projects', 'Projects'],
    ['{project}', 'mfe-mapping', 'Adjoining Properties'],
    ['{project}?tab=soils', 'mfe-studies', 'Soils/Geology'],
    ['{project}?tab=review-phase1', 'mfe-review', 'Review Phase 1'],
    ['{project}/regulatory-analysis/0', 'mfe-review', 'Regulatory Analysis'],
  ])('%s shows its heading from %s', async (pathPattern, remoteDir, heading) => {
    const { page } = browser;
    const path = pathPattern.replace('{project}', projectPath);
    const manifest = page.waitForResponse(`${baseUrl}/remotes/${remoteDir}/mf-manifest.json`);
    await openSignedIn(page, baseUrl, tokens, path);
    expect((await manifest).status()).toBe(200);
    await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    expect(await page.getByTestId('remote-unavailable').count()).toBe(0);
    expect(browser.errors).toEqual([]);
  });

  it('shows the subtitle of the projects dashboard', async () => {
    const { page } = browser;
    await openSignedIn(page, baseUrl, tokens, '/dashboard');
    await page.getByText('Manage your Phase 1 ESA projects').waitFor();
  });

  it('switches project tabs from the side panel without reloading the page', async () => {
    const { page } = browser;
    await openSignedIn(page, baseUrl, tokens, projectPath);
    await page.getByRole('heading', { name: 'Adjoining Properties', exact: true }).waitFor();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await page.getByTestId('project-tab-directory').click();
    await page.waitForURL(`${baseUrl}${projectPath}?tab=directory`);
    await page.getByRole('heading', { name: 'City Directory', exact: true }).waitFor();
    expect(await page.getByTestId('project-tab-directory').getAttribute('aria-current')).toBe('page');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await page.getByTestId('user-menu').getByTestId('user-initials').textContent()).toBe('RE');
    expect(browser.errors).toEqual([]);
    await saveScreenshot(page, 'project-side-panel');
  });

  it('runs one copy of each of our shared packages, the API client and the contracts from the shell, whole and /boot alike', async () => {
    // The shell boots on the zod-free `/boot` entries; a remote then asks for the whole entries.
    // Both must come from one build, or the remote would hold a second session state (the
    // processing API base) and a second ApiError class that the unauthorized handler ignores.
    const { page } = browser;
    await openSignedIn(page, baseUrl, tokens, `${projectPath}?tab=soils`);
    await page.getByRole('heading', { name: 'Soils/Geology', exact: true }).waitFor();
    const shares = await page.evaluate(() => {
      type Share = { from: string; loaded?: boolean; useIn?: string[] };
      const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Share>>>> } })
        .__FEDERATION__.__SHARE__;
      return Object.values(scopes).flatMap((byScope) =>
        Object.values(byScope).flatMap((byPackage) =>
          Object.entries(byPackage)
            .filter(([name]) => name.startsWith('@groundwork/'))
            .map(([name, versions]) => ({
              name,
              versions: Object.keys(versions).length,
              loadedFrom: Object.values(versions)
                .filter((share) => share.loaded)
                .map((share) => share.from),
              useIn: Object.values(versions).flatMap((share) => share.useIn ?? []),
            })),
        ),
      );
    });
    for (const share of shares) expect(share.loadedFrom.length, share.name).toBeLessThanOrEqual(1);
    const byName = new Map(shares.map((share) => [share.name, share]));
    for (const name of ['@groundwork/api-client', '@groundwork/api-client/boot', '@groundwork/contracts', '@groundwork/contracts/boot']) {
      expect(byName.get(name)?.loadedFrom, name).toEqual(['shell']);
    }
    for (const name of ['@groundwork/api-client', '@groundwork/contracts']) expect(byName.get(name)?.useIn, name).toContain('mfe_studies');
  });
});
