import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AuthTokens, Project } from '@groundwork/contracts';
import { sharedFixturesDir as fixturesDir } from '@groundwork/platform-tools';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, createConfirmedAccount, createProject, openSignedIn, uniqueEmail } from './accounts';
import { browserPerFile, pickOption, saveScreenshot, settled } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserPerFile(baseUrl);
const page = () => browser().page;

const PACKAGE = 'aerial_package_02_d';
const packagePdf = path.join(fixturesDir, `${PACKAGE}.pdf`);

interface Truth {
  years: Array<{ year: number; land_use: Record<string, string> }>;
  properties: Array<{ address: string; direction: string }>;
}

const readTruth = async (): Promise<Truth> => JSON.parse(await readFile(path.join(fixturesDir, `${PACKAGE}.truth.json`), 'utf8')) as Truth;
const button = (label: string) => page().getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) });
const uploadCard = () => page().getByTestId('upload-card');
const table = () => page().getByTestId('results-table');
const rows = () => table().locator('.ant-table-tbody tr.ant-table-row');
const headers = () =>
  table()
    .locator('.ant-table-thead th')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? '')) as Promise<string[]>;
const getProject = (tokens: AuthTokens, projectId: string) => call<Project>(baseUrl, 'GET', `/api/projects/${projectId}`, undefined, tokens.accessToken);

describe('aerial tab (spec 02 sections 2, 3, 4, 5, 8, 9; issue 19)', () => {
  let owner: AuthTokens;
  let truth: Truth;

  beforeAll(async () => {
    owner = await createConfirmedAccount(baseUrl, uniqueEmail('aerial'), 'aerial-pass-2026');
    truth = await readTruth();
  });

  it('uploads the package, shows land use per property and year with the crop on hover, keeps an edit after a reload', { timeout: 180_000 }, async () => {
    const project = await createProject(baseUrl, owner, { siteAddress: '1812 Central Ave, Lakewood Park, CO 80226', clientName: 'Front Range Bank' });
    await openSignedIn(page(), baseUrl, owner, `/projects/${project.id}?tab=aerial`);
    // Without properties the study cannot place anything: the spec's message, the upload disabled.
    await page().getByTestId('no-properties').getByText('No adjoining properties found. Please add properties first.').waitFor({ timeout: 20_000 });
    for (const { address, direction } of truth.properties) {
      await call(baseUrl, 'POST', `/api/projects/${project.id}/properties`, { address, direction }, owner.accessToken);
    }
    await page().reload();
    await uploadCard().waitFor({ timeout: 20_000 });
    await settled(page());
    await saveScreenshot(page(), 'aerial-1-empty');

    await uploadCard().locator('input[type=file]').setInputFiles(packagePdf);
    await page().getByTestId('selected-file').getByText(path.basename(packagePdf)).waitFor();
    await uploadCard().getByRole('button', { name: 'Upload and Process' }).click();
    await page().getByText('Processing Complete').waitFor({ timeout: 90_000 });

    // A row per property, a column per photograph year, oldest first; most cells read right.
    const years = truth.years.map((year) => String(year.year));
    await expect.poll(() => headers()).toEqual(['Address', 'Direction', ...years]);
    expect(await rows().count()).toBe(truth.properties.length);
    const subjectRow = rows().filter({ hasText: '1812 CENTRAL AVE' });
    expect(await subjectRow.getByTestId('land-use-cell').count()).toBe(years.length);
    const labels = await subjectRow.getByTestId('land-use-cell').evaluateAll((cells) => cells.map((cell) => cell.querySelector('.ant-tag')?.textContent ?? ''));
    const right = labels.filter((label, index) => label === truth.years[index]!.land_use.subject).length;
    expect(right).toBeGreaterThanOrEqual(years.length - 1);
    await expect.poll(async () => (await getProject(owner, project.id)).studyChecks?.aerial).toBe(true);
    await settled(page());
    await saveScreenshot(page(), 'aerial-2-results');

    // Hovering a cell shows the crop of its photograph with the sampled window outlined, and where it comes from.
    await rows().filter({ hasText: '1832 CENTRAL AVE' }).getByTestId('land-use-cell').first().hover();
    const crop = page().getByTestId('aerial-crop');
    await crop.waitFor();
    expect(await crop.textContent()).toContain(`${years[0]} · page 6 · USGS`);
    const image = crop.getByTestId('aerial-crop-image');
    expect(await image.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/^url\(".+photos%2F0\.jpg|^url\(".+photos\/0\.jpg/);
    expect(
      await image.evaluate(
        (element) =>
          new Promise<boolean>((resolve) => {
            const url = /url\("(.+)"\)/.exec(getComputedStyle(element).backgroundImage)![1]!;
            const probe = new Image();
            probe.onload = () => resolve(probe.naturalWidth > 0);
            probe.onerror = () => resolve(false);
            probe.src = url;
          }),
      ),
    ).toBe(true);
    await crop.getByTestId('aerial-crop-window').waitFor();
    await settled(page());
    await saveScreenshot(page(), 'aerial-3-crop');

    // Edit the north neighbour's oldest year: unsaved until Save Changes, then kept after a reload.
    await page().mouse.move(0, 0);
    const northRow = rows().filter({ hasText: '1832 CENTRAL AVE' });
    await northRow.getByRole('button', { name: new RegExp(`^Edit ${years[0]}:`) }).click();
    // The editor's list opens by itself; a pick during its opening animation can be lost.
    await page().locator('.ant-select-dropdown:visible').waitFor();
    await page().waitForTimeout(400);
    await pickOption(page(), northRow.getByRole('combobox', { name: years[0] }), 'water');
    await page().getByText('Unsaved changes').waitFor();
    await button('Save Changes').click();
    await page().getByText('Changes Saved').first().waitFor();
    await northRow.getByText('edited').waitFor();
    await settled(page());
    await saveScreenshot(page(), 'aerial-4-edited');

    await page().reload();
    await page().getByText('Processing Complete').waitFor({ timeout: 20_000 });
    const reloaded = rows().filter({ hasText: '1832 CENTRAL AVE' }).getByTestId('land-use-cell').first();
    await expect.poll(() => reloaded.locator('.ant-tag').first().textContent()).toBe('water');
    expect(await reloaded.textContent()).toContain('edited');
  });
});
