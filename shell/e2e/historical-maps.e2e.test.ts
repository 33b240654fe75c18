import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AuthTokens, MapDocumentList } from '@groundwork/contracts';
import { makeFireInsuranceTiff, makeTopographicPdf } from '@groundwork/doc-processing/testing/historical-maps';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, createConfirmedAccount, createProject, openSignedIn, uniqueEmail } from './accounts';
import { browserPerFile, saveScreenshot, settled } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserPerFile(baseUrl);
const page = () => browser().page;

const uploadCard = () => page().getByTestId('map-upload-card');
const mapsTable = () => page().getByTestId('map-documents-table');
const rowOf = (filename: string) => mapsTable().locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: filename });
const listMaps = (tokens: AuthTokens, projectId: string, segment: string) =>
  call<MapDocumentList>(baseUrl, 'GET', `/api/projects/${projectId}/${segment}/maps`, undefined, tokens.accessToken);

interface MapJourney {
  tab: 'topography' | 'fire-map';
  heading: string;
  file: string;
  year: string;
  source: string;
  notes: string;
  pages: number;
}

/**
 * Uploads `file` on the tab with its details, waits for the server's rendering, opens the viewer
 * (page image loaded, next page, zoom), then deletes the map; checks the server's list at each step.
 */
async function uploadViewDelete(owner: AuthTokens, projectId: string, journey: MapJourney, screenshot: string) {
  await openSignedIn(page(), baseUrl, owner, `/projects/${projectId}?tab=${journey.tab}`);
  await page().getByRole('heading', { name: journey.heading, exact: true }).waitFor({ timeout: 20_000 });
  await uploadCard().locator('input[type=file]').setInputFiles(journey.file);
  const filename = path.basename(journey.file);
  await page().getByTestId('selected-file').getByText(filename).waitFor();
  // The year printed in the file name is offered; the consultant adds the source and a note.
  expect(await uploadCard().getByLabel('Year').inputValue()).toBe(journey.year);
  await uploadCard().getByLabel('Source').fill(journey.source);
  await uploadCard().getByLabel('Notes').fill(journey.notes);
  await uploadCard().getByRole('button', { name: 'Upload', exact: true }).click();
  await page().getByText('Map Uploaded').first().waitFor({ timeout: 30_000 });

  // Listed with its year and source; the server renders its pages.
  const row = rowOf(filename);
  await row.getByTestId('map-status').getByText('Ready').waitFor({ timeout: 60_000 });
  const rowText = (await row.textContent()) ?? '';
  expect(rowText).toContain(journey.year);
  expect(rowText).toContain(journey.source);
  const [stored] = (await listMaps(owner, projectId, journey.tab)).maps;
  expect(stored).toMatchObject({
    filename,
    year: Number(journey.year),
    source: journey.source,
    notes: journey.notes,
    status: 'READY',
    pageCount: journey.pages,
  });
  expect(stored!.pages).toHaveLength(journey.pages);
  await settled(page());
  await saveScreenshot(page(), `${screenshot}-1-listed`);

  // The viewer shows the rendered page, pages through the file and zooms.
  await row.getByRole('button', { name: `View ${filename}` }).click();
  const viewer = page().getByRole('dialog', { name: `${journey.year} · ${journey.source} · ${filename}` });
  await viewer.waitFor();
  const image = viewer.getByRole('img', { name: new RegExp(`page 1 of ${journey.pages}$`) });
  await image.waitFor();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), { timeout: 20_000 }).toBeGreaterThan(500);
  await viewer.getByRole('button', { name: 'Next page' }).click();
  const second = viewer.getByRole('img', { name: new RegExp(`page 2 of ${journey.pages}$`) });
  await expect.poll(() => second.evaluate((element) => (element as HTMLImageElement).naturalWidth), { timeout: 20_000 }).toBeGreaterThan(500);
  const zoomBefore = await viewer.getByTestId('zoom-level').textContent();
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => viewer.getByTestId('zoom-level').textContent()).not.toBe(zoomBefore);
  await settled(page());
  await saveScreenshot(page(), `${screenshot}-2-viewer`);
  await viewer.getByRole('button', { name: 'Close', exact: true }).click();
  await viewer.waitFor({ state: 'hidden' });

  // Deleting asks first, then the map is gone from the list and from the server.
  await row.getByRole('button', { name: `Delete ${filename}` }).click();
  await page().getByRole('button', { name: 'Delete', exact: true }).click();
  await page().getByText('Map Deleted').first().waitFor({ timeout: 20_000 });
  await row.waitFor({ state: 'detached' });
  expect((await listMaps(owner, projectId, journey.tab)).maps).toEqual([]);
}

describe('topography and fire insurance map tabs (spec 02 section 2, kept and viewable; issue 20)', () => {
  let owner: AuthTokens;
  let folder: string;

  beforeAll(async () => {
    owner = await createConfirmedAccount(baseUrl, uniqueEmail('maps'), 'maps-pass-2026');
    folder = await mkdtemp(path.join(os.tmpdir(), 'groundwork-maps-'));
  });

  it('keeps a topographic PDF with its year and source, renders its pages, and deletes it', { timeout: 180_000 }, async () => {
    const project = await createProject(baseUrl, owner, { siteAddress: '2400 J St, Sacramento, CA 95816', clientName: 'Capitol Realty' });
    const file = path.join(folder, 'sacramento-east-1953.pdf');
    await writeFile(file, await makeTopographicPdf({ year: 1953, pages: 2 }));
    await uploadViewDelete(
      owner,
      project.id,
      { tab: 'topography', heading: 'Topography', file, year: '1953', source: 'USGS', notes: '7.5-minute quadrangle, photorevised 1968', pages: 2 },
      'topography',
    );
  });

  it('keeps a multi-page fire insurance TIFF, renders each sheet, and deletes it', { timeout: 180_000 }, async () => {
    const project = await createProject(baseUrl, owner, { siteAddress: '2416 J St, Sacramento, CA 95816', clientName: 'Capitol Realty' });
    const file = path.join(folder, 'sanborn-sacramento-1921.tiff');
    await writeFile(file, makeFireInsuranceTiff({ year: 1921, pages: 2 }));
    await uploadViewDelete(
      owner,
      project.id,
      { tab: 'fire-map', heading: 'Fire Insurance Map', file, year: '1921', source: 'Sanborn Map Company', notes: 'Volume 2, sheets 112-113', pages: 2 },
      'fire-map',
    );
  });
});
