import type { AuthTokens, LatLng, Property } from '@groundwork/contracts';
import { TEST_AREA } from '@groundwork/geo-fakes';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, createConfirmedAccount, createProject, openSignedIn, uniqueEmail } from './accounts';
import { browserPerFile, pickOption, saveScreenshot, settled } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserPerFile(baseUrl);
const page = () => browser().page;

/** The map opens at zoom 18 on the geocoded subject address (spec 01 section 2). */
const SUBJECT_ZOOM = 18;
/** Web Mercator pixels per degree of longitude at a zoom level (256 px tiles). */
const pixelsPerDegree = (zoom: number) => (256 * 2 ** zoom) / 360;

/**
 * Where a point shows on the screen: the map is centred on the geocoded subject, which the fake
 * geocoders put at the subject lot's centroid, so the rest follows from Web Mercator.
 */
async function toScreen({ lat, lng }: LatLng): Promise<{ x: number; y: number }> {
  const box = await page().getByTestId('map-view').boundingBox();
  if (!box) throw new Error('the map is not on the page');
  const center = TEST_AREA.subject.centroid;
  const scale = pixelsPerDegree(SUBJECT_ZOOM);
  const mercatorY = (latitude: number) => (Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360)) * 180) / Math.PI;
  return {
    x: box.x + box.width / 2 + (lng - center.lng) * scale,
    y: box.y + box.height / 2 - (mercatorY(lat) - mercatorY(center.lat)) * scale,
  };
}

/** The corners of a lot, pulled 20% towards its centre so no click lands on a neighbour. */
function cornersInside(centroid: LatLng): LatLng[] {
  const halfLng = 0.0002 * 0.8;
  const halfLat = 0.00015 * 0.8;
  return [
    { lat: centroid.lat - halfLat, lng: centroid.lng - halfLng },
    { lat: centroid.lat - halfLat, lng: centroid.lng + halfLng },
    { lat: centroid.lat + halfLat, lng: centroid.lng + halfLng },
    { lat: centroid.lat + halfLat, lng: centroid.lng - halfLng },
  ];
}

/** Draws a polygon with the sketch tool: a click per corner, a double-click on the last. */
async function drawPolygon(corners: LatLng[]) {
  for (const [index, corner] of corners.entries()) {
    const { x, y } = await toScreen(corner);
    if (index === corners.length - 1) await page().mouse.dblclick(x, y);
    else await page().mouse.click(x, y);
  }
}

const button = (name: string) => page().getByRole('button', { name, exact: true });
const dialog = () => page().locator('.ant-modal');
const rows = () => page().getByTestId('selected-properties').locator('tbody tr[data-row-key]');
/** The direction the add dialog shows as chosen. */
const chosenDirection = () => dialog().locator('.ant-form-item').filter({ hasText: 'Direction' }).locator('.ant-select').textContent();
const countLine = () => page().getByTestId('properties-count');

async function tableRows(): Promise<Array<[string, string]>> {
  return rows().evaluateAll((elements) =>
    elements.map((row) => [
      row.querySelector('[data-testid=direction-tag]')?.textContent ?? '',
      row.querySelector('[data-testid=property-address]')?.textContent ?? '',
    ]),
  ) as Promise<Array<[string, string]>>;
}

async function savedProperties(projectId: string, tokens: AuthTokens): Promise<Property[]> {
  return call<Property[]>(baseUrl, 'GET', `/api/projects/${projectId}/properties`, undefined, tokens.accessToken);
}

/** Opens the tab and waits until the view has started (`view.when()` resolved). */
async function openMapTab(tokens: AuthTokens, projectId: string) {
  await openSignedIn(page(), baseUrl, tokens, `/projects/${projectId}?tab=adjoining`);
  await page().locator('[data-testid=map-view][data-map-ready=true]').waitFor({ timeout: 30_000 });
}

describe('adjoining properties tab on the map (spec 01 section 2)', () => {
  let owner: AuthTokens;

  beforeAll(async () => {
    owner = await createConfirmedAccount(baseUrl, uniqueEmail('mapping'), 'mapping-pass-2026');
  });

  it('draws the subject, adds north by clicking and east by drawing, edits, deletes, and keeps it all after a reload', async () => {
    const project = await createProject(baseUrl, owner, { siteAddress: TEST_AREA.subject.address, clientName: 'Midtown Lending' });
    await openMapTab(owner, project.id);
    await page().getByTestId('imagery-notice').waitFor();
    expect(await page().getByTestId('imagery-notice').textContent()).toContain('No satellite imagery: no ArcGIS API key is configured.');
    expect(await countLine().textContent()).toBe('0 properties identified');
    await settled(page());
    await saveScreenshot(page(), 'mapping-1-ready');

    // Hover: the subject lot's parcel record after the pointer rests.
    const subjectCenter = await toScreen(TEST_AREA.subject.centroid);
    await page().mouse.move(subjectCenter.x, subjectCenter.y);
    const parcelInfo = page().getByTestId('parcel-info');
    await parcelInfo.getByText(TEST_AREA.subject.apn).waitFor();
    expect(await parcelInfo.textContent()).toContain(TEST_AREA.subject.owner);
    await saveScreenshot(page(), 'mapping-2-hover');

    // The subject polygon.
    await button('Draw Subject Property').click();
    await drawPolygon(cornersInside(TEST_AREA.subject.centroid));
    await rows().filter({ hasText: 'Subject' }).waitFor();
    expect(await button('Draw Subject Property').isDisabled()).toBe(true);
    const [subject] = await savedProperties(project.id, owner);
    expect(subject).toMatchObject({ direction: 'subject', address: TEST_AREA.subject.address });
    expect(Number(subject!.latitude)).toBeCloseTo(TEST_AREA.subject.centroid.lat, 4);
    expect(Number(subject!.longitude)).toBeCloseTo(TEST_AREA.subject.centroid.lng, 4);
    expect(JSON.parse(subject!.polygonGeoJson!).coordinates[0]).toHaveLength(5);
    await settled(page());
    await saveScreenshot(page(), 'mapping-3-subject');

    // North, by clicking: direction from the subject, address by reverse geocoding.
    await button('Add by Click').click();
    // The active tool shows pressed and stays usable; the others wait.
    expect(await button('Add by Click').getAttribute('aria-pressed')).toBe('true');
    expect(await button('Add by Click').isEnabled()).toBe(true);
    expect(await button('Draw Adjoining Property').isDisabled()).toBe(true);
    await settled(page());
    await saveScreenshot(page(), 'mapping-3b-adding-by-click');
    const north = await toScreen(TEST_AREA.parcels.north.centroid);
    await page().mouse.click(north.x, north.y);
    await dialog().getByText('Add Adjoining Property').waitFor();
    await expect.poll(() => chosenDirection()).toBe('North');
    const address = dialog().getByLabel('Address');
    await expect.poll(() => address.inputValue(), { timeout: 10_000 }).toMatch(/^2405 I St/);
    const northAddress = await address.inputValue();
    await settled(page());
    await saveScreenshot(page(), 'mapping-4-north-dialog');
    await dialog().getByRole('button', { name: 'Add Property' }).click();
    await dialog().waitFor({ state: 'detached' });
    await rows().filter({ hasText: northAddress }).waitFor();

    // East, by drawing.
    await button('Draw Adjoining Property').click();
    await drawPolygon(cornersInside(TEST_AREA.parcels.east.centroid));
    await dialog().getByText('Add Adjoining Property').waitFor();
    await expect.poll(() => chosenDirection()).toBe('East');
    await expect.poll(() => dialog().getByLabel('Address').inputValue(), { timeout: 10_000 }).toMatch(/^2416 J St/);
    const eastAddress = await dialog().getByLabel('Address').inputValue();
    await settled(page());
    await saveScreenshot(page(), 'mapping-5-east-dialog');
    await dialog().getByRole('button', { name: 'Add Property' }).click();
    await dialog().waitFor({ state: 'detached' });
    await rows().filter({ hasText: eastAddress }).waitFor();
    expect(await tableRows()).toEqual([
      ['Subject', TEST_AREA.subject.address],
      ['North', northAddress],
      ['East', eastAddress],
    ]);
    expect(await countLine().textContent()).toBe('3 properties identified');
    const afterAdding = await savedProperties(project.id, owner);
    const eastSaved = afterAdding.find((property) => property.direction === 'east')!;
    expect(JSON.parse(eastSaved.polygonGeoJson!).type).toBe('Polygon');
    expect(afterAdding.find((property) => property.direction === 'north')?.polygonGeoJson).toBeUndefined();
    await page().mouse.move(5, 5);
    await settled(page());
    await saveScreenshot(page(), 'mapping-6-three-properties');

    // Inline edit of the north address: Enter saves.
    const editedNorth = '2405 I St (rear lot), Sacramento, CA 95816';
    await page()
      .getByRole('button', { name: `Edit address ${northAddress}` })
      .click();
    const inline = page().getByTestId('selected-properties').getByRole('textbox', { name: 'Address' });
    await inline.fill(editedNorth);
    await inline.press('Enter');
    await rows().filter({ hasText: editedNorth }).waitFor();
    await expect.poll(async () => (await savedProperties(project.id, owner)).find((property) => property.direction === 'north')?.address).toBe(editedNorth);
    await settled(page());
    await saveScreenshot(page(), 'mapping-7-edited');

    // Delete the east one, after the confirmation.
    await page()
      .getByRole('button', { name: `Delete property ${eastAddress}` })
      .click();
    const confirmation = page().locator('.ant-popover:visible');
    await confirmation.getByText('Delete this property?').waitFor();
    await settled(page());
    await saveScreenshot(page(), 'mapping-8-delete-confirmation');
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    await rows().filter({ hasText: eastAddress }).waitFor({ state: 'detached' });
    expect(await countLine().textContent()).toBe('2 properties identified');

    // Reload: everything is still there, on the page and in the API.
    await page().reload();
    await page().locator('[data-testid=map-view][data-map-ready=true]').waitFor({ timeout: 30_000 });
    await rows().first().waitFor();
    expect(await tableRows()).toEqual([
      ['Subject', TEST_AREA.subject.address],
      ['North', editedNorth],
    ]);
    const reloaded = await savedProperties(project.id, owner);
    expect(reloaded.map((property) => [property.direction, property.address])).toEqual([
      ['subject', TEST_AREA.subject.address],
      ['north', editedNorth],
    ]);
    expect(reloaded[0]!.polygonGeoJson).toBe(subject!.polygonGeoJson);
    await settled(page());
    await saveScreenshot(page(), 'mapping-9-reloaded');
    expect(browser().errors).toEqual([]);
  });

  it('with an ArcGIS key but no way to reach ArcGIS, says the imagery failed and still places properties', async () => {
    const project = await createProject(baseUrl, owner, { siteAddress: TEST_AREA.subject.address, clientName: 'Offline Lending' });
    // As on a machine with a key configured and no internet: the config names a key, and every
    // request for ArcGIS Online fails as a lost connection would.
    await page().route('**/api/config/maps', (route) => route.fulfill({ json: { regridApiKey: '', arcgisApiKey: 'offline-key' } }));
    await page().route(/^https:\/\/[^/]*arcgis(online)?\.com\//, (route) => route.abort('internetdisconnected'));
    try {
      await openMapTab(owner, project.id);
      const notice = page().getByTestId('imagery-notice');
      await notice.waitFor({ timeout: 30_000 });
      expect(await notice.textContent()).toContain('Failed to load ArcGIS. Please check your internet connection.');
      await button('Add by Click').click();
      const west = await toScreen(TEST_AREA.parcels.west.centroid);
      await page().mouse.click(west.x, west.y);
      await dialog().getByText('Add Adjoining Property').waitFor();
      await expect.poll(() => dialog().getByLabel('Address').inputValue(), { timeout: 10_000 }).toMatch(/^2384 J St/);
      await settled(page());
      await saveScreenshot(page(), 'mapping-12-offline-with-key');
      await pickOption(page(), dialog().getByRole('button', { name: 'Direction' }).or(dialog().getByLabel('Direction')).first(), 'West');
      await dialog().getByRole('button', { name: 'Add Property' }).click();
      await rows().filter({ hasText: 'West' }).waitFor();
      expect((await savedProperties(project.id, owner)).map((property) => property.direction)).toEqual(['west']);
      // The requests that failed, and ArcGIS's own log lines about the imagery layers they broke.
      const offline = (error: string) => /arcgis(online)?\.com\/|^console: \[@arcgis\/core\/.*(World Imagery|Hybrid Reference Layer)/.test(error);
      expect(browser().errors.filter((error) => !offline(error))).toEqual([]);
      expect(browser().errors.some(offline)).toBe(true);
    } finally {
      await page().unrouteAll({ behavior: 'ignoreErrors' });
    }
  });

  it('suggests the parcels touching the subject and accepts one with one click', async () => {
    const project = await createProject(baseUrl, owner, { siteAddress: TEST_AREA.subject.address, clientName: 'Midtown Lending' });
    await call(
      baseUrl,
      'POST',
      `/api/projects/${project.id}/properties`,
      {
        address: TEST_AREA.subject.address,
        direction: 'subject',
        latitude: String(TEST_AREA.subject.centroid.lat),
        longitude: String(TEST_AREA.subject.centroid.lng),
        polygonGeoJson: TEST_AREA.subject.polygonGeoJson,
      },
      owner.accessToken,
    );
    await openMapTab(owner, project.id);
    await button('Suggest adjoining parcels').click();
    const suggestions = page().getByTestId('suggestion');
    await suggestions.first().waitFor();
    const directions = await suggestions.locator('[data-testid=direction-tag]').allTextContents();
    expect([...directions].sort()).toEqual(['East', 'North', 'South', 'West']);
    await settled(page());
    await saveScreenshot(page(), 'mapping-10-suggestions');

    await suggestions
      .filter({ hasText: 'West' })
      .getByRole('button', { name: /^Accept west/ })
      .click();
    await rows().filter({ hasText: 'West' }).waitFor();
    await expect.poll(() => suggestions.count()).toBe(3);
    const accepted = (await savedProperties(project.id, owner)).find((property) => property.direction === 'west');
    expect(accepted?.address).toMatch(/^2384 J St/);
    expect(JSON.parse(accepted!.polygonGeoJson!).type).toBe('Polygon');
    await settled(page());
    await saveScreenshot(page(), 'mapping-11-suggestion-accepted');
    expect(browser().errors).toEqual([]);
  });
});
