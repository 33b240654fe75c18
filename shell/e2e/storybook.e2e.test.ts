import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, saveScreenshot, takeCspViolations, type TestBrowser } from './browser';

// Issue 22: designers open the Storybook on the running platform, without a dev server. The test
// command builds it (the Storybook step) before these tests run.

const baseUrl = inject('baseUrl');
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the Storybook at /storybook/', () => {
  it("lists every remote's stories and renders one of the Report tab's, within its policy", { timeout: 120_000 }, async () => {
    const page = browser.page;
    await page.goto(`${baseUrl}/storybook/`);
    // The manager's sidebar lists the stories of the design system and the remotes.
    const index = (await (await fetch(`${baseUrl}/storybook/index.json`)).json()) as { entries: Record<string, { title: string }> };
    const titles = new Set(Object.values(index.entries).map((entry) => entry.title.split('/')[0]));
    expect([...titles]).toEqual(expect.arrayContaining(['Design System', 'Projects', 'Studies', 'Review', 'Marketing', 'Mapping']));
    await page.locator('#storybook-explorer-tree').waitFor({ timeout: 60_000 });

    // A story in the preview frame: the Current report with its sourced findings.
    await page.goto(`${baseUrl}/storybook/?path=/story/studies-report--current-report-with-sourced-findings`);
    const preview = page.frameLocator('#storybook-preview-iframe');
    await preview.getByRole('heading', { name: 'Findings', exact: true }).waitFor({ timeout: 60_000 });
    expect(await preview.getByText('City directory · city_directory_01_a.pdf (1966 directory) · p. 4').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'storybook-1-report-story');
    expect(takeCspViolations(browser)).toEqual([]);
  });
});
