import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, saveScreenshot, type TestBrowser } from './browser';

const baseUrl = inject('baseUrl');
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('shows the not-found page with the router hint for an unknown path', async () => {
  const { page } = browser;
  const response = await page.goto(`${baseUrl}/this/page/does-not-exist`);
  expect(response?.status()).toBe(200);
  const heading = page.getByRole('heading', { name: '404 Page Not Found' });
  await heading.waitFor();
  expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
  expect(browser.errors).toEqual([]);
  await saveScreenshot(page, 'not-found');
});
