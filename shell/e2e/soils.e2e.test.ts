import type { AuthTokens, Project, Property } from '@groundwork/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, createConfirmedAccount, createProject, demoProjectAt, openSignedIn, signInDemo, uniqueEmail } from './accounts';
import { browserPerFile, saveScreenshot, settled } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserPerFile(baseUrl);
const page = () => browser().page;

/** The demo sample whose subject lot the offline Soil Data Access covers. */
const DEMO_SITE = '3054 Pacific Hwy, Millbrook, CA 95826';
const SPEC_COLUMNS = [
  'Map unit key',
  'Symbol',
  'Map unit name',
  'Component',
  'Hydrologic group',
  'Drainage class',
  'Slope low %',
  'Slope rep %',
  'Slope high %',
  'Component %',
];

const table = () => page().getByTestId('results-table');
const rows = () => table().locator('.ant-table-tbody tr.ant-table-row');
const headers = () =>
  table()
    .locator('.ant-table-thead th')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? '').filter(Boolean)) as Promise<string[]>;

describe('soils/geology tab (spec 02 sections 2, 3, 5, 7, 8; issue 20)', () => {
  let owner: AuthTokens;
  let siteProject: Project;

  beforeAll(async () => {
    // The demo sample's subject, drawn in a project of an account of its own: no soils are stored
    // for it yet whatever ran before (a report fetches the soils of the demo project itself).
    const demo = await signInDemo(baseUrl);
    const sample = await demoProjectAt(baseUrl, demo, DEMO_SITE);
    const sampleProperties = await call<Property[]>(baseUrl, 'GET', `/api/projects/${sample.id}/properties`, undefined, demo.accessToken);
    const { address, latitude, longitude, polygonGeoJson } = sampleProperties.find((property) => property.direction === 'subject')!;
    owner = await createConfirmedAccount(baseUrl, uniqueEmail('soils'), 'soils-pass-2026');
    siteProject = await createProject(baseUrl, owner, { siteAddress: DEMO_SITE, clientName: 'Soils sample' });
    await call(
      baseUrl,
      'POST',
      `/api/projects/${siteProject.id}/properties`,
      { address, direction: 'subject', latitude, longitude, polygonGeoJson },
      owner.accessToken,
    );
  });

  it('queries Soil Data Access for the demo subject once, shows the rows, the narrative and the legend, and keeps them', { timeout: 120_000 }, async () => {
    const soilsPosts: string[] = [];
    page().on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/api/projects/${siteProject.id}/soils`)) soilsPosts.push(request.url());
    });
    await openSignedIn(page(), baseUrl, owner, `/projects/${siteProject.id}?tab=soils`);
    // Nothing stored yet: the tab queries on its own, and says when SDA answered.
    await page().getByTestId('soils-queried-at').waitFor({ timeout: 60_000 });
    expect(soilsPosts).toHaveLength(1);
    await expect.poll(() => headers()).toEqual(expect.arrayContaining(SPEC_COLUMNS));
    expect(await rows().count()).toBeGreaterThanOrEqual(2);

    // The stored result is the server's: rows in SDA's columns, shares of the subject, a narrative from them.
    const stored = await call<{
      status: string;
      rows: Array<{ muname: string; hydgrpdcd: string | null }>;
      mapUnits: Array<{ muname: string; sharePct: number | null }>;
      narrative: string;
    }>(baseUrl, 'GET', `/api/projects/${siteProject.id}/soils`, undefined, owner.accessToken);
    expect(stored.status).toBe('COMPLETED');
    expect(stored.rows.length).toBe(await rows().count());
    const shares = stored.mapUnits.map((unit) => unit.sharePct ?? 0);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeGreaterThan(95);
    const dominant = [...stored.mapUnits].sort((a, b) => (b.sharePct ?? 0) - (a.sharePct ?? 0))[0]!;
    const narrative = page().getByTestId('soils-narrative');
    expect(await narrative.textContent()).toContain(dominant.muname);
    expect(stored.narrative.length).toBeGreaterThan(100);

    const legend = (await page().getByTestId('soils-legend').textContent()) ?? '';
    for (const meaning of ['low runoff potential', 'moderate infiltration', 'slow infiltration', 'high runoff potential']) expect(legend).toContain(meaning);
    expect(await page().getByTestId('hydrologic-group').count()).toBeGreaterThan(0);
    await settled(page());
    await saveScreenshot(page(), 'soils-1-demo-site');

    // Reopening shows the stored query without asking SDA again.
    const queriedAt = await page().getByTestId('soils-queried-at').textContent();
    await page().reload();
    await page().getByTestId('soils-queried-at').waitFor({ timeout: 20_000 });
    expect(await page().getByTestId('soils-queried-at').textContent()).toBe(queriedAt);
    expect(soilsPosts).toHaveLength(1);

    // Refresh asks again, on request only.
    await page().getByRole('button', { name: 'Refresh from USDA' }).click();
    await expect.poll(() => soilsPosts.length, { timeout: 30_000 }).toBe(2);
    await page().getByTestId('soils-queried-at').waitFor({ timeout: 60_000 });
  });

  it('refuses a subject without a polygon with the spec message and queries nothing', { timeout: 60_000 }, async () => {
    const owner = await createConfirmedAccount(baseUrl, uniqueEmail('soils'), 'soils-pass-2026');
    const project = await createProject(baseUrl, owner, { siteAddress: '77 Quarry Rd, Folsom, CA 95630', clientName: 'Granite Bay Lending' });
    await call(baseUrl, 'POST', `/api/projects/${project.id}/properties`, { address: '77 QUARRY RD', direction: 'subject' }, owner.accessToken);
    const soilsPosts: string[] = [];
    page().on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/soils')) soilsPosts.push(request.url());
    });
    await openSignedIn(page(), baseUrl, owner, `/projects/${project.id}?tab=soils`);
    await page().getByTestId('soils-invalid-polygon').getByText('Invalid polygon data for subject property').waitFor({ timeout: 20_000 });
    expect(soilsPosts).toEqual([]);
    // The server says the same to a caller that sends a broken polygon.
    const response = await fetch(`${baseUrl}/api/projects/${project.id}/soils`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.accessToken}` },
      body: JSON.stringify({ polygonGeoJson: '{"type":"Polygon","coordinates":[[[0,0],[1,1]]]}' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('Invalid polygon data for subject property');
    await saveScreenshot(page(), 'soils-2-no-polygon');
  });
});
