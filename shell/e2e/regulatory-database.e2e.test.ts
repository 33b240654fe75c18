import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AuthTokens, LoginResult, NarrativeItem, Project } from '@groundwork/contracts';
import { sharedFixturesDir as fixturesDir } from '@groundwork/platform-tools';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from './accounts';
import { browserPerFile, pickOption, saveScreenshot, settled } from './browser';

const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');
const browser = browserPerFile(baseUrl);
const page = () => browser().page;

const REPORT = 'radius_report_01_a';
const reportPdf = path.join(fixturesDir, `${REPORT}.pdf`);
/** The demo sample whose database check is already claimed: a run here changes no dashboard figure. */
const DEMO_SITE = '3054 Pacific Hwy';

interface TruthSite {
  map_id: string;
  site_name: string;
  databases: string[];
  is_target: boolean;
}

interface Truth {
  sites: TruthSite[];
  orphans: Array<{ site_name: string }>;
}

const readTruth = async (): Promise<Truth> => JSON.parse(await readFile(path.join(fixturesDir, `${REPORT}.truth.json`), 'utf8')) as Truth;

/** A button by its label; antd's icons add their own name ('download Export CSV'), so the label ends it. */
const button = (label: string) => page().getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) });
const uploadCard = () => page().getByTestId('upload-card');
const records = () => page().getByTestId('results-table');
const recordRows = () => records().locator('.ant-table-tbody tr.ant-table-row');
const orphanRows = () => page().getByTestId('orphans').locator('.ant-table-tbody tr.ant-table-row');
/** The Map ID column, top to bottom. */
const mapIds = () => recordRows().evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent ?? '')) as Promise<string[]>;

async function logIn(email: string, password: string): Promise<AuthTokens> {
  const result = await call<LoginResult>(baseUrl, 'POST', '/api/auth/login', { email, password });
  if ('challengeName' in result) throw new Error(`unexpected challenge for ${email}`);
  return result;
}

/** Signs in through the form and opens the demo sample's Regulatory Database tab; answers the project's id. */
async function openDatabaseTab(): Promise<string> {
  await page().goto(`${baseUrl}/auth`);
  await page().getByLabel('Email', { exact: true }).fill(demo.email);
  await page().getByLabel('Password', { exact: true }).fill(demo.password);
  await page().getByRole('button', { name: 'Sign In' }).click();
  await page().waitForURL(`${baseUrl}/dashboard`);
  await page().getByTestId('project-card').filter({ hasText: DEMO_SITE }).click();
  await page().waitForURL(/\/projects\/[0-9a-f]{24}/);
  await page().getByTestId('project-tab-database').click();
  await page().waitForURL(/tab=database/);
  return /\/projects\/([0-9a-f]{24})/.exec(page().url())![1]!;
}

/** The downloaded CSV's text, as the Export CSV button saves it. */
async function exportedCsv(projectId: string): Promise<string> {
  const [download] = await Promise.all([page().waitForEvent('download'), button('Export CSV').click()]);
  expect(download.suggestedFilename()).toBe('regulatory-database.csv');
  const saved = path.join(os.tmpdir(), `groundwork-e2e-database-${projectId}.csv`);
  await download.saveAs(saved);
  const text = await readFile(saved, 'utf8');
  await rm(saved, { force: true });
  return text;
}

/**
 * The Map IDs of the CSV's records: each record starts a line with its Map ID (the only column
 * before the quoted site), so no record is mistaken for a narrative's own line break.
 */
const csvMapIds = (csv: string, ids: string[]) => ids.filter((id) => csv.includes(`\r\n${id},`));

describe('regulatory database tab (spec 02 sections 2, 4, 5, 9; issue 16)', () => {
  let truth: Truth;
  let owner: AuthTokens;

  beforeAll(async () => {
    truth = await readTruth();
    owner = await logIn(demo.email, demo.password);
  });

  it('uploads the radius report, shows its records and orphans, filters, opens Details, exports CSV and restores after a reload', {
    timeout: 420_000,
  }, async () => {
    const projectId = await openDatabaseTab();
    await uploadCard().waitFor({ timeout: 20_000 });
    await settled(page());
    await saveScreenshot(page(), 'regulatory-database-1-before-upload');

    // Upload: PDF only, then processing (typically 2-5 minutes) until the server stored the narrative.
    await uploadCard().locator('input[type=file]').setInputFiles(reportPdf);
    await page().getByTestId('selected-file').getByText(path.basename(reportPdf)).waitFor();
    await uploadCard().getByRole('button', { name: 'Upload and Process' }).click();
    await page().getByText('Processing Complete').waitFor({ timeout: 300_000 });

    // Every mapped site a row, the target property's listing first and marked; the orphans apart.
    const siteIds = truth.sites.map((site) => site.map_id);
    await expect.poll(async () => (await mapIds()).sort()).toEqual([...siteIds].sort());
    expect(await recordRows().count()).toBe(27);
    const target = truth.sites.find((site) => site.is_target)!;
    expect(await recordRows().first().textContent()).toContain(`${target.site_name}(on-site)`);
    expect(await orphanRows().count()).toBe(truth.orphans.length);
    expect(truth.orphans.length).toBe(8);
    await page().getByTestId('distance-summary').waitFor();
    await expect
      .poll(async () => (await call<Project>(baseUrl, 'GET', `/api/projects/${projectId}`, undefined, owner.accessToken)).studyChecks?.database)
      .toBe(true);
    await settled(page());
    await saveScreenshot(page(), 'regulatory-database-2-results');

    // Filters: on-site, then one database; the export holds the rows shown.
    await pickOption(page(), page().getByLabel('Filter by location'), 'On-site');
    await expect.poll(() => mapIds()).toEqual(truth.sites.filter((site) => site.is_target).map((site) => site.map_id));
    await pickOption(page(), page().getByLabel('Filter by location'), 'All locations');
    await pickOption(page(), page().getByLabel('Filter by database'), 'LUST');
    const lustIds = truth.sites.filter((site) => site.databases.includes('LUST')).map((site) => site.map_id);
    await expect.poll(async () => (await mapIds()).sort()).toEqual([...lustIds].sort());
    await settled(page());
    await saveScreenshot(page(), 'regulatory-database-3-filtered');
    const csv = await exportedCsv(projectId);
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Map ID,Site,Distance,Elevation,Databases,Status,Summary,Page');
    expect(csvMapIds(csv, siteIds).sort()).toEqual([...lustIds].sort());
    await button('Clear filters').click();
    await expect.poll(() => recordRows().count()).toBe(27);

    // Details: the analysis page of the item's index, its narrative as the summary.
    await recordRows()
      .first()
      .getByRole('button', { name: `Details for ${target.site_name}` })
      .click();
    await page().waitForURL(/\/regulatory-analysis\/\d+\?summary=/);
    const analysis = new URL(page().url());
    const index = Number(analysis.pathname.split('/').at(-1));
    const stored = await call<{ narrativeData: { items: NarrativeItem[] } }>(
      baseUrl,
      'GET',
      `/api/projects/${projectId}/environmental/narratives`,
      undefined,
      owner.accessToken,
    );
    expect(analysis.pathname).toBe(`/projects/${projectId}/regulatory-analysis/${index}`);
    expect(stored.narrativeData.items[index]?.site_name).toBe(target.site_name);
    expect(analysis.searchParams.get('summary')).toBe(stored.narrativeData.items[index]?.narrative);
    // The page shows that summary, and its Back button returns to the tab.
    await page().getByText(stored.narrativeData.items[index]!.narrative).waitFor();
    await settled(page());
    await saveScreenshot(page(), 'regulatory-database-4-details');
    await button('Back to Regulatory Database').click();
    await page().waitForURL(/\?tab=database$/);

    // A reload shows everything again; so does one with the browser's cache gone (the server's copy is the truth).
    await page().goto(`${baseUrl}/projects/${projectId}?tab=database`);
    await expect.poll(() => recordRows().count(), { timeout: 20_000 }).toBe(27);
    await page().reload();
    await expect.poll(() => recordRows().count(), { timeout: 20_000 }).toBe(27);
    await page().evaluate((key) => localStorage.removeItem(key), `environmental-db-${projectId}`);
    await page().reload();
    await expect.poll(() => recordRows().count(), { timeout: 20_000 }).toBe(27);
    expect(await orphanRows().count()).toBe(8);
    await settled(page());
    await saveScreenshot(page(), 'regulatory-database-5-reloaded');
    // The tab asks for the stored narrative only once a run completed: no 404 on the way.
    expect(browser().errors).toEqual([]);
  });

  it("opens the uploaded report at a record's page", async () => {
    await openDatabaseTab();
    await expect.poll(() => recordRows().count(), { timeout: 20_000 }).toBe(27);
    // The tab opens a blank tab on the click and points it at the report once the file route answered
    // its signed link: the stand-in records where it was pointed.
    await page().evaluate(() => {
      const tab = { opener: {}, location: { href: '' }, close: () => undefined };
      (window as unknown as { openedTab: typeof tab }).openedTab = tab;
      window.open = () => tab as unknown as Window;
    });
    const target = truth.sites.find((site) => site.is_target)!;
    const pageLink = recordRows()
      .first()
      .getByRole('button', { name: new RegExp(`^p\\. \\d+\\s*: open the report for ${target.site_name} at this page$`) });
    const pageNumber = /\d+/.exec((await pageLink.textContent()) ?? '')![0];
    await pageLink.click();
    const opened = () => page().evaluate(() => (window as unknown as { openedTab: { location: { href: string } } }).openedTab.location.href);
    await expect.poll(opened).toMatch(new RegExp(`#page=${pageNumber}$`));
    const pdf = await fetch((await opened()).replace(/#.*$/, ''));
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    expect(browser().errors).toEqual([]);
  });
});
