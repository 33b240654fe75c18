import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './browser';

const baseUrl = inject('baseUrl');
let browser: TestBrowser;

beforeAll(async () => {
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
    ['/projects/e2e-project', 'mfe-mapping', 'Adjoining Properties'],
    ['/projects/e2e-project?tab=soils', 'mfe-studies', 'Soils/Geology'],
    ['/projects/e2e-project?tab=review-phase1', 'mfe-review', 'Review Phase 1'],
    ['/projects/e2e-project/regulatory-analysis/0', 'mfe-review', 'Regulatory Analysis'],
  ])('%s shows its heading from %s', async (path, remoteDir, heading) => {
    const { page } = browser;
    const manifest = page.waitForResponse(`${baseUrl}/remotes/${remoteDir}/mf-manifest.json`);
    await page.goto(`${baseUrl}${path}`);
    expect((await manifest).status()).toBe(200);
    await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    expect(await page.getByTestId('remote-unavailable').count()).toBe(0);
    expect(browser.errors).toEqual([]);
  });

  it('shows the subtitle of the projects dashboard', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByText('Manage your Phase 1 ESA projects').waitFor();
  });

  it('switches project tabs from the side panel without reloading the page', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/projects/e2e-project`);
    await page.getByRole('heading', { name: 'Adjoining Properties', exact: true }).waitFor();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await page.getByTestId('project-tab-directory').click();
    await page.waitForURL(`${baseUrl}/projects/e2e-project?tab=directory`);
    await page.getByRole('heading', { name: 'City Directory', exact: true }).waitFor();
    expect(await page.getByTestId('project-tab-directory').getAttribute('aria-current')).toBe('page');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(browser.errors).toEqual([]);
  });
});
