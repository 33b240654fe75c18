import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AuthTokens, NarrativeItem } from '@groundwork/contracts';
import { sharedFixturesDir as fixturesDir } from '@groundwork/platform-tools';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, createConfirmedAccount, createProject, openSignedIn, uniqueEmail } from './accounts';
import { browserPerFile, saveScreenshot, settled } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserPerFile(baseUrl);
const page = () => browser().page;

const REPORT_PDF = path.join(fixturesDir, 'radius_report_01_a.pdf');
/** Reading a radius report, then a letter, takes a while on a loaded 2-core machine. */
const PROCESSING_TIMEOUT_MS = 300_000;

const textOf = async (locator: Locator): Promise<string> => (await locator.textContent()) ?? '';
const recordRows = () => page().getByTestId('results-table').locator('.ant-table-tbody tr.ant-table-row');

/**
 * A county's No Further Action letter for `item`: its site, address and the case id the record
 * carries, closed on a stated date (what a consultant gets back from the agency).
 */
function nfaLetter(item: NarrativeItem): string {
  const caseId = Object.values(item.facility_ids ?? {})[0] ?? '';
  return [
    'COUNTY ENVIRONMENTAL HEALTH DEPARTMENT',
    'Site Mitigation and Cleanup Program',
    '',
    'March 3, 2021',
    '',
    'RE: NO FURTHER ACTION LETTER',
    `Site: ${item.site_name}, ${item.address}`,
    caseId ? `Case No. ${caseId}` : '',
    '',
    'Dear Responsible Party:',
    '',
    'This letter confirms the completion of the site investigation and remedial action for the unauthorized release at the site named above.',
    `Based on the information in the case file, the Site Mitigation and Cleanup Program has determined that no further action related to the unauthorized release is required, and the case is hereby closed as of March 3, 2021.`,
    '',
    'Sincerely,',
    'Dana Whitfield, Senior Hazardous Materials Specialist',
  ].join('\n');
}

/** Runs the journey; a failure saves the page as it was and names what the browser reported. */
async function withEvidence(journey: () => Promise<void>): Promise<void> {
  try {
    await journey();
  } catch (error) {
    const screenshot = await saveScreenshot(page(), 'regulatory-analysis-failure').catch(() => 'none');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nscreenshot: ${screenshot}\nbrowser errors:\n${browser().errors.join('\n')}`, {
      cause: error,
    });
  }
}

describe('regulatory analysis page (spec 02 sections 2, 3, 4, 7, 8; issue 18)', () => {
  let owner: AuthTokens;
  let scratch: string;

  beforeAll(async () => {
    owner = await createConfirmedAccount(baseUrl, uniqueEmail('records'), 'records-pass-2026');
    scratch = await mkdtemp(path.join(os.tmpdir(), 'groundwork-e2e-letters-'));
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it(
    "from a record's Details: uploads its NFA letter, shows CONFIRMED_CLOSED with evidence, saves, and the record's narrative shows it after a reload",
    { timeout: 900_000 },
    () =>
      withEvidence(async () => {
        const project = await createProject(baseUrl, owner, { siteAddress: '1200 Harbor Ave, Riverton, WA 98032', clientName: 'Cascade Commercial Bank' });
        await openSignedIn(page(), baseUrl, owner, `/projects/${project.id}?tab=database`);
        const uploadCard = page().getByTestId('upload-card');
        await uploadCard.waitFor({ timeout: 30_000 });
        await uploadCard.locator('input[type=file]').setInputFiles(REPORT_PDF);
        await uploadCard.getByRole('button', { name: 'Upload and Process' }).click();
        await page().getByText('Processing Complete').waitFor({ timeout: PROCESSING_TIMEOUT_MS });
        await expect.poll(() => recordRows().count(), { timeout: 30_000 }).toBeGreaterThan(0);

        // Details of the first record: the analysis page of its index, its narrative as the summary.
        await recordRows()
          .first()
          .getByRole('button', { name: /^Details for / })
          .click();
        await page().waitForURL(/\/regulatory-analysis\/\d+\?summary=/);
        const index = Number(new URL(page().url()).pathname.split('/').at(-1));
        const stored = await call<{ narrativeData: { items: NarrativeItem[] } }>(
          baseUrl,
          'GET',
          `/api/projects/${project.id}/environmental/narratives`,
          undefined,
          owner.accessToken,
        );
        const item = stored.narrativeData.items[index]!;
        await page().getByTestId('initial-summary').getByText(item.narrative.slice(0, 40), { exact: false }).waitFor();
        await page().getByTestId('reference-documents').waitFor();
        await settled(page());
        await saveScreenshot(page(), 'regulatory-analysis-1-opened');

        // The letter: the upload button is disabled until a file is chosen.
        const letter = path.join(scratch, 'nfa-letter.txt');
        await writeFile(letter, nfaLetter(item));
        const upload = page().getByTestId('upload-button');
        expect(await upload.isDisabled()).toBe(true);
        await page().getByTestId('upload-card').locator('input[type=file]').setInputFiles(letter);
        await expect.poll(() => upload.isDisabled()).toBe(false);
        await upload.click();
        await page().getByText('Analysis Complete').waitFor({ timeout: PROCESSING_TIMEOUT_MS });

        const result = page().getByTestId('record-result').first();
        await result.waitFor();
        expect(await result.getByTestId('verdict-badge').getAttribute('data-verdict')).toBe('CONFIRMED_CLOSED');
        expect(await result.getByTestId('verdict-badge').getAttribute('data-color')).toBe('green');
        expect(await textOf(result.getByTestId('quote').first())).toMatch(/no further action.*\(p\. 1\)/is);
        expect(await textOf(result.getByTestId('extracted'))).toContain('2021-03-03');
        const overall = page().getByTestId('overall-analysis');
        expect(await overall.getByTestId('verdict-badge').getAttribute('data-verdict')).toBe('CONFIRMED_CLOSED');
        const updated = await textOf(overall.getByTestId('updated-summary'));
        expect(updated).toContain('nfa-letter.txt');
        // Q&A appears once there is a file.
        await page().getByTestId('ask-questions').waitFor();
        await settled(page());
        await saveScreenshot(page(), 'regulatory-analysis-2-confirmed-closed');

        // Save: the narrative item at that index becomes the updated summary, on the server and in the browser's copy.
        await overall.getByTestId('save-to-database').click();
        await page().getByText('Narrative Updated').waitFor({ timeout: 30_000 });
        await page()
          .getByTestId('saved-at')
          .getByText(/^Saved /)
          .waitFor();
        await settled(page());
        await saveScreenshot(page(), 'regulatory-analysis-3-saved');
        const after = await call<{ narrativeData: { items: NarrativeItem[] } }>(
          baseUrl,
          'GET',
          `/api/projects/${project.id}/environmental/narratives`,
          undefined,
          owner.accessToken,
        );
        expect(after.narrativeData.items[index]!.narrative).toBe(updated);
        expect(after.narrativeData.items[index]!.narrative.startsWith(item.narrative.trim())).toBe(true);
        const versions = await call<{ items: Array<{ previous: string }> }>(
          baseUrl,
          'GET',
          `/api/projects/${project.id}/environmental/narratives/items/${index}/versions`,
          undefined,
          owner.accessToken,
        );
        expect(versions.items[0]!.previous).toBe(item.narrative);

        // Back to the tab, reload (the browser's copy gone too): the record's narrative shows the update.
        await page().getByTestId('back-to-database').click();
        await page().waitForURL(/\?tab=database$/);
        await page().evaluate((key) => localStorage.removeItem(key), `environmental-db-${project.id}`);
        await page().reload();
        await expect.poll(() => recordRows().count(), { timeout: 30_000 }).toBeGreaterThan(index);
        const line = updated.split('\n').find((text) => text.startsWith('Regulatory documents reviewed'))!;
        // The record's row (the first, whose Details were opened) shows its summary expanded.
        const row = recordRows().first();
        await row.getByRole('button', { name: /Expand/ }).click();
        await expect.poll(() => textOf(row), { timeout: 30_000 }).toContain(line);
        await settled(page());
        await saveScreenshot(page(), 'regulatory-analysis-4-database-tab');
        expect(browser().errors).toEqual([]);
      }),
  );
});
