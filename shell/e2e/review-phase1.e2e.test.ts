import path from 'node:path';
import type { AuthTokens } from '@groundwork/contracts';
import { sharedFixturesDir as fixturesDir } from '@groundwork/platform-tools';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createConfirmedAccount, createProject, openSignedIn, uniqueEmail } from './accounts';
import { browserPerFile, saveScreenshot, settled } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserPerFile(baseUrl);
const page = () => browser().page;

const REPORTS = [
  { file: 'phase1_esa_01_a_recs_present.pdf', decision: 'RECs Present' },
  { file: 'phase1_esa_06_d_hrecs_present.txt', decision: 'HRECs Present' },
] as const;
const QUESTION = 'What contaminants of concern were identified?';
/** Reading and analysing a Phase I report takes a while on a loaded 2-core machine. */
const ANALYSIS_TIMEOUT_MS = 300_000;

const uploadCard = () => page().getByTestId('upload-card');
const resultCard = (file: string) =>
  page()
    .getByTestId('result-card')
    .filter({ has: page().getByRole('heading', { name: file }) });
const history = () => page().getByRole('log', { name: 'Conversation history' });
const textOf = async (locator: Locator): Promise<string> => (await locator.textContent()) ?? '';

/** Runs the journey; a failure saves the page as it was and names what the browser reported. */
async function withEvidence(journey: () => Promise<void>): Promise<void> {
  try {
    await journey();
  } catch (error) {
    const screenshot = await saveScreenshot(page(), 'review-phase1-failure').catch(() => 'none');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nscreenshot: ${screenshot}\nbrowser errors:\n${browser().errors.join('\n')}`, {
      cause: error,
    });
  }
}

describe('review phase 1 tab (spec 02 sections 2, 3, 4, 5, 9)', () => {
  let owner: AuthTokens;

  beforeAll(async () => {
    owner = await createConfirmedAccount(baseUrl, uniqueEmail('review'), 'review-pass-2026');
  });

  it(
    'uploads two reports, shows their decisions and sections, answers a question with a cited page and shows a quote on its page',
    {
      timeout: 600_000,
    },
    () =>
      withEvidence(async () => {
        const project = await createProject(baseUrl, owner, { siteAddress: '2440 Factory St, Northgate, IL 60640', clientName: 'Summit Commercial Lending' });
        await openSignedIn(page(), baseUrl, owner, `/projects/${project.id}?tab=review-phase1`);

        // The session is created when the tab opens.
        await uploadCard().waitFor({ timeout: 30_000 });
        await page().getByText('No summary available yet').waitFor();
        await settled(page());
        await saveScreenshot(page(), 'review-phase1-1-empty');

        // Two reports at once, listed with their sizes, then analysed.
        await uploadCard()
          .locator('input[type=file]')
          .setInputFiles(REPORTS.map((report) => path.join(fixturesDir, report.file)));
        await expect.poll(() => page().getByTestId('selected-file').count()).toBe(2);
        expect(await textOf(page().getByTestId('selected-file').first())).toMatch(/\d+\.\d{2} MB$/);
        await uploadCard().getByRole('button', { name: 'Upload and Analyze' }).click();
        await expect.poll(() => page().getByTestId('selected-file').count()).toBe(0);
        await page().getByText('Analysis Complete').waitFor({ timeout: ANALYSIS_TIMEOUT_MS });

        // Each report its decision and its sections; the overall decision is the most severe.
        for (const report of REPORTS) {
          await resultCard(report.file).waitFor();
          expect(await textOf(resultCard(report.file).getByTestId('decision-badge'))).toBe(report.decision);
          expect(await resultCard(report.file).getByTestId('sections').locator('.ant-collapse-item').count()).toBeGreaterThan(0);
          expect(await textOf(resultCard(report.file))).toMatch(/Confidence: \d+%/);
        }
        expect(await textOf(page().getByTestId('overall-assessment').getByTestId('decision-badge'))).toBe('RECs Present');
        await settled(page());
        await saveScreenshot(page(), 'review-phase1-2-results');

        // A question: Enter sends it, the input is cleared, the answer cites a page.
        const input = page().getByLabel('Your question');
        await input.fill(QUESTION);
        await input.press('Enter');
        await expect.poll(() => input.inputValue(), { timeout: 120_000 }).toBe('');
        const answer = history().getByTestId('history-assistant').last();
        await answer.waitFor({ timeout: 30_000 });
        expect(await textOf(history().getByTestId('history-user').last())).toContain(QUESTION);
        expect(await textOf(answer)).toMatch(/Confidence: \d+%/);
        const citedQuote = answer.locator('[data-testid="quote"]:not([disabled])').first();
        await citedQuote.waitFor();
        expect(await textOf(citedQuote)).toMatch(/\(p\. \d+\)$/);
        await settled(page());
        await saveScreenshot(page(), 'review-phase1-3-answer');

        // The quote on its page, highlighted, with the original file at that page.
        const cited = /\(p\. (\d+)\)$/.exec(await textOf(citedQuote))![1]!;
        await citedQuote.click();
        const dialog = page().getByRole('dialog');
        await dialog.getByText(new RegExp(` — page ${cited}$`)).waitFor();
        const mark = dialog.locator('mark');
        await mark.waitFor();
        expect((await textOf(mark)).length).toBeGreaterThan(0);
        expect(await dialog.getByRole('link', { name: /Open original/ }).getAttribute('href')).toMatch(
          new RegExp(`^/api/phase1-review/session/[^/]+/documents/[^/]+/file#page=${cited}$`),
        );
        await page().waitForTimeout(400);
        await saveScreenshot(page(), 'review-phase1-4-quote-page');
        await dialog.getByRole('button', { name: 'Close' }).click();

        // A finding behind the first report's decision opens its page too.
        await dialog.waitFor({ state: 'hidden' });
        const firstReport = resultCard(REPORTS[0].file);
        await firstReport.getByRole('region', { name: 'Findings that count' }).getByTestId('quote').first().click();
        await page()
          .getByRole('dialog')
          .getByText(new RegExp(`^${REPORTS[0].file} — page \\d+$`))
          .waitFor();
        await page().getByRole('dialog').locator('mark').waitFor();
        await page().getByRole('dialog').getByRole('button', { name: 'Close' }).click();
        expect(browser().errors).toEqual([]);
      }),
  );
});
