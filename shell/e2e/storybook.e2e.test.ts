import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, seriousViolations } from './accessibility';
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
    await saveScreenshot(page, 'storybook-1-report-story', {
      notOurScreen: "Storybook's manager UI around the preview; every story is checked on its own below",
    });
    expect(takeCspViolations(browser)).toEqual([]);
  });
});

/** What the preview frame exposes: its current render, and the channel the manager drives it by. */
type StorybookPreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
};

/**
 * Shows a story in the preview frame: the first by loading the frame, the next ones the way
 * Storybook's manager switches stories (`setCurrentStory` on the preview's channel), which
 * unmounts the previous story and renders the next without loading the frame's scripts again.
 */
async function showStory(page: Page, storyId: string) {
  if (!page.url().startsWith(`${baseUrl}/storybook/iframe.html`)) {
    await page.goto(`${baseUrl}/storybook/iframe.html?id=${storyId}&viewMode=story`);
    return;
  }
  await page.evaluate((id) => {
    const channel = (window as StorybookPreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) throw new Error('the Storybook preview has no channel');
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  }, storyId);
}

describe('the Storybook stories, checked with axe', () => {
  it('has no serious or critical accessibility violation in any story', { timeout: 600_000 }, async () => {
    const index = (await (await fetch(`${baseUrl}/storybook/index.json`)).json()) as { entries: Record<string, { id: string; type: string }> };
    const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
    expect(stories.length).toBeGreaterThan(150);
    const failures: string[] = [];
    const checkStories = async (page: Page, lane: typeof stories) => {
      for (const story of lane) {
        await showStory(page, story.id);
        await page.locator('#storybook-root > *').first().waitFor({ timeout: 30_000 });
        // The story rendered and its play function (the interactions of e.g. an edited table) ran.
        await page.waitForFunction(
          (id) => {
            const render = (window as StorybookPreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
            return render?.id === id && (render.phase === 'completed' || render.phase === 'finished');
          },
          story.id,
          { timeout: 30_000 },
        );
        // Let the stories' data settle and every finite transition end (antd's motion, a button's
        // colour once enabled): a half-faded element fails contrast. Spinners run forever.
        await page.waitForTimeout(150);
        await page.waitForFunction(
          () =>
            document
              .getAnimations()
              .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
          undefined,
          { timeout: 5_000 },
        );
        const violations = await seriousViolations(page, '#storybook-root');
        if (violations.length > 0) failures.push(`${story.id}\n${describeViolations(violations)}`);
      }
    };
    // Two pages at once: one page's axe run overlaps the other's page load (about a third faster on 2 cores).
    const lanes = [0, 1].map((lane) => stories.filter((_, index) => index % 2 === lane));
    const pages = [browser.page, await browser.context.newPage()];
    await Promise.all(lanes.map((lane, index) => checkStories(pages[index]!, lane)));
    expect(failures.join('\n\n')).toBe('');
  });
});
