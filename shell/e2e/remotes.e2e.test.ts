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
});
