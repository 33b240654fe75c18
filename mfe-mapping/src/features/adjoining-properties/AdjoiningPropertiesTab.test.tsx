import { MAP_MESSAGES, type Property } from '@groundwork/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type FakeApi, type ShellCacheOptions } from '@groundwork/api-client/testing';
import { createFakeMap, type FakeMap } from '../../test/fake-map';
import { aProject, aProperty, aSubject, aSuggestion, PROJECT_ID, SUBJECT_ADDRESS, SUBJECT_POINT } from '../../test/fixtures';
import { renderInShell } from '../../test/render-tab';
import AdjoiningPropertiesTab from './AdjoiningPropertiesTab';
import { loadMapController } from './map/load-map-controller';
import { IMAGERY_NOTICES } from './map/MapPanel';

vi.mock('./map/load-map-controller', () => ({ loadMapController: vi.fn() }));

const PROPERTIES = `/api/projects/${PROJECT_ID}/properties`;
const GEOCODE = `/api/geocode?address=${new URLSearchParams({ address: SUBJECT_ADDRESS }).toString().slice('address='.length)}`;
const CONFIG = { regridApiKey: 'regrid-key', parcelTilesUrl: 'http://tiles.test/{z}/{x}/{y}.png' };

let api: FakeApi;
let map: FakeMap;
let saved: Property[];

function useMap(fakeMap: FakeMap) {
  map = fakeMap;
  vi.mocked(loadMapController).mockResolvedValue(fakeMap.create);
}

beforeEach(() => {
  saved = [];
  api = stubApi();
  api.on(`GET ${PROPERTIES}`, () => ({ body: saved }));
  api.on('GET /api/config/maps', { body: CONFIG });
  api.on(`GET ${GEOCODE}`, {
    body: { latitude: SUBJECT_POINT.lat, longitude: SUBJECT_POINT.lng, matchedAddress: SUBJECT_ADDRESS, provider: 'census', score: null },
  });
  api.on(`POST ${PROPERTIES}`, ({ body }) => ({ status: 201, body: { id: `new-${saved.length}`, projectId: PROJECT_ID, ...(body as object) } }));
  api.on('GET /api/geocode/reverse', { body: { address: '2405 I Street, Sacramento, CA 95816', provider: 'census' } });
  useMap(createFakeMap());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderTab(options: ShellCacheOptions = {}) {
  const view = renderInShell(<AdjoiningPropertiesTab />, options);
  await screen.findByText('Adjoining Properties', { selector: 'h2' });
  return view;
}

async function mapStarted() {
  await waitFor(() => expect(screen.getByTestId('map-view').dataset.mapReady).toBe('true'));
  return map.options()!;
}

/** A button by its text (ByRole queries are slow on a page this size in jsdom). */
const textButton = (text: string) => {
  const button = screen.getByText(text).closest('button');
  if (!button) throw new Error(`"${text}" is not in a button`);
  return button;
};
/** The newest open Popconfirm. */
const popconfirm = () =>
  waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-popover:not(.ant-popover-hidden)')].at(-1);
    if (!open) throw new Error('no open confirmation');
    return open;
  });
const dialogOpen = () =>
  waitFor(() => {
    const dialog = document.querySelector<HTMLElement>('.ant-modal');
    if (!dialog) throw new Error('no dialog');
    return dialog;
  });
const confirmButton = (popover: HTMLElement, text: string) => within(popover).getByText(text).closest('button')!;
const rowAddresses = () => screen.queryAllByTestId('property-address').map((cell) => cell.textContent);
const toastTitled = (title: string) => screen.findByText(title, { selector: '.gw-toast-title' });

describe('AdjoiningPropertiesTab: the map', () => {
  it('starts the map at zoom 18 on the geocoded subject address with the maps config', async () => {
    await renderTab();
    const options = await mapStarted();
    expect(options.center).toEqual(SUBJECT_POINT);
    expect(options.zoom).toBe(18);
    expect(options.config).toEqual(CONFIG);
  });

  it('draws the saved properties on the map and lists them', async () => {
    saved = [aSubject({ address: '2400 J St' }), aProperty({ address: '2405 I St' })];
    await renderTab();
    await mapStarted();
    await waitFor(() => expect(map.controller.showProperties).toHaveBeenLastCalledWith(saved));
    expect(rowAddresses()).toEqual(['2400 J St', '2405 I St']);
    expect(screen.getByTestId('properties-count').textContent).toBe('2 properties identified');
  });

  it("says 'No subject address found for this project' and starts no map without a site address", async () => {
    await renderTab({ project: aProject({ siteAddress: '  ' }) });
    expect(screen.getByText('No subject address found for this project')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByTestId('map-view')).toBeNull();
    expect(screen.getByText('Selected Properties')).toBeInstanceOf(HTMLElement);
    expect(api.calls().some((call) => call.startsWith('GET /api/geocode'))).toBe(false);
  });

  it('says the address could not be located, and opens at zoom 17 on the saved subject', async () => {
    api.on(`GET ${GEOCODE}`, { status: 404, body: { message: MAP_MESSAGES.addressNotFound, code: 'ADDRESS_NOT_FOUND' } });
    saved = [aSubject({ latitude: '38.6', longitude: '-121.5' })];
    await renderTab();
    const options = await mapStarted();
    expect(screen.getByTestId('geocode-notice').textContent).toContain(MAP_MESSAGES.addressNotFound);
    expect([options.center, options.zoom]).toEqual([{ lat: 38.6, lng: -121.5 }, 17]);
  });

  it("shows 'Failed to initialize map. Please refresh the page.' when the map cannot start, and the table still works", async () => {
    useMap(createFakeMap({ fails: true }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    saved = [aProperty({ address: '2405 I St' })];
    await renderTab();
    expect(await screen.findByText('Failed to initialize map. Please refresh the page.')).toBeInstanceOf(HTMLElement);
    expect(rowAddresses()).toEqual(['2405 I St']);
    expect((textButton('Draw Subject Property') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the same message when the map code cannot be downloaded', async () => {
    vi.mocked(loadMapController).mockRejectedValue(new Error('Loading chunk 123 failed'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderTab();
    expect(await screen.findByText(MAP_MESSAGES.initFailed)).toBeInstanceOf(HTMLElement);
  });

  it('tells the user why there is no imagery: no key, or the imagery failed to load', async () => {
    await renderTab();
    await mapStarted();
    map.imageryProblem('no-key');
    expect(screen.getByTestId('imagery-notice').textContent).toContain(IMAGERY_NOTICES['no-key'].title);
    map.imageryProblem('load-failed');
    expect(screen.getByTestId('imagery-notice').textContent).toContain('Failed to load ArcGIS. Please check your internet connection.');
  });

  it('shows the parcel under the pointer after it rests, outlined on the map', async () => {
    const parcel = {
      owner: 'SUTTER MIDTOWN LLC',
      address: '2400 J St',
      apn: '007-0172-012-0000',
      landUse: 'Retail',
      area: 0.29,
      county: 'Sacramento',
      state: 'CA',
      geometry: null,
    };
    api.on('GET /api/parcels/at-point', { body: parcel });
    await renderTab();
    await mapStarted();
    map.pointer(SUBJECT_POINT);
    const panel = await screen.findByTestId('parcel-info');
    expect(panel.textContent).toContain('SUTTER MIDTOWN LLC');
    expect(panel.textContent).toContain('0.29 acres');
    expect(api.calls()).toContain('GET /api/parcels/at-point?lat=38.57515&lng=-121.4708');
    expect(map.controller.showParcel).toHaveBeenLastCalledWith(parcel);
    map.pointer(null);
    expect(screen.queryByTestId('parcel-info')).toBeNull();
    expect(map.controller.showParcel).toHaveBeenLastCalledWith(null);
  });

  it("shows the server's 'no parcel' message", async () => {
    api.on('GET /api/parcels/at-point', { body: { message: 'No parcel found at this location' } });
    await renderTab();
    await mapStarted();
    map.pointer({ lat: 38.5, lng: -121.5 });
    expect((await screen.findByTestId('parcel-info')).textContent).toContain('No parcel found at this location');
  });
});

describe('AdjoiningPropertiesTab: adding properties', () => {
  const subjectRing: Array<[number, number]> = [
    [-121.471, 38.575],
    [-121.4706, 38.575],
    [-121.4706, 38.5753],
    [-121.471, 38.5753],
  ];

  it('saves a drawn subject as the subject property with its polygon and centroid, then draws once only', async () => {
    await renderTab();
    await mapStarted();
    fireEvent.click(textButton('Draw Subject Property'));
    expect(screen.getByTestId('map-mode-hint').textContent).toContain('double-click to finish');
    expect(map.finishDrawing([subjectRing])).toBe('subject');
    await waitFor(() => expect(api.bodies(`POST ${PROPERTIES}`)).toHaveLength(1));
    const [body] = api.bodies(`POST ${PROPERTIES}`) as Array<Record<string, string>>;
    expect(body).toMatchObject({ address: SUBJECT_ADDRESS, direction: 'subject', latitude: '38.575150', longitude: '-121.470800' });
    expect(JSON.parse(body!.polygonGeoJson!)).toEqual({ type: 'Polygon', coordinates: [[...subjectRing, subjectRing[0]]] });
    await waitFor(() => expect(rowAddresses()).toEqual([SUBJECT_ADDRESS]));
    expect((textButton('Draw Subject Property') as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves nothing when the drawing is cancelled', async () => {
    await renderTab();
    await mapStarted();
    fireEvent.click(textButton('Draw Subject Property'));
    fireEvent.click(textButton('Cancel'));
    expect(map.controller.cancelDrawing).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('map-mode-hint')).toBeNull());
    expect(api.bodies(`POST ${PROPERTIES}`)).toEqual([]);
  });

  it('adds a property by clicking north of the subject: North chosen, address from reverse geocoding', async () => {
    saved = [aSubject()];
    await renderTab();
    await mapStarted();
    map.click({ lat: 38.5757, lng: -121.4708 });
    expect(document.querySelector('.ant-modal')).toBeNull();
    fireEvent.click(textButton('Add by Click'));
    map.click({ lat: 38.5757, lng: -121.47075 });
    const dialog = await dialogOpen();
    expect(within(dialog).getByTitle('North')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect((within(dialog).getByLabelText('Address') as HTMLInputElement).value).toBe('2405 I Street, Sacramento, CA 95816'));
    fireEvent.click(within(dialog).getByText('Add Property').closest('button')!);
    await waitFor(() => expect(api.bodies(`POST ${PROPERTIES}`)).toHaveLength(1));
    expect(api.bodies(`POST ${PROPERTIES}`)[0]).toEqual({
      address: '2405 I Street, Sacramento, CA 95816',
      direction: 'north',
      latitude: '38.575700',
      longitude: '-121.470750',
    });
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
    expect(screen.getByTestId('properties-count').textContent).toBe('2 properties identified');
  });

  it('adds a drawn adjoining property east of the subject with its polygon', async () => {
    saved = [aSubject()];
    await renderTab();
    await mapStarted();
    fireEvent.click(textButton('Draw Adjoining Property'));
    const eastRing = subjectRing.map(([lng, lat]) => [lng + 0.0004, lat] as [number, number]);
    expect(map.finishDrawing([eastRing])).toBe('adjoining');
    const dialog = await dialogOpen();
    expect(within(dialog).getByTitle('East')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect((within(dialog).getByLabelText('Address') as HTMLInputElement).value).not.toBe(''));
    fireEvent.click(within(dialog).getByText('Add Property').closest('button')!);
    await waitFor(() => expect(api.bodies(`POST ${PROPERTIES}`)).toHaveLength(1));
    const body = api.bodies(`POST ${PROPERTIES}`)[0] as Record<string, string>;
    expect([body.direction, body.latitude, body.longitude]).toEqual(['east', '38.575150', '-121.470400']);
    expect(JSON.parse(body.polygonGeoJson!).coordinates[0]).toHaveLength(5);
  });

  it("toasts 'Failed to add property.' with the server's reason and keeps the dialog open", async () => {
    saved = [aSubject()];
    api.on(`POST ${PROPERTIES}`, { status: 400, body: { message: 'Polygon outline must not cross itself', code: 'VALIDATION_FAILED' } });
    await renderTab();
    await mapStarted();
    fireEvent.click(textButton('Add by Click'));
    map.click({ lat: 38.575, lng: -121.4709 });
    const dialog = await dialogOpen();
    await waitFor(() => expect((within(dialog).getByLabelText('Address') as HTMLInputElement).value).not.toBe(''));
    fireEvent.click(within(dialog).getByText('Add Property').closest('button')!);
    expect(await toastTitled('Failed to add property.')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Polygon outline must not cross itself')).toBeInstanceOf(HTMLElement);
    expect(document.querySelector('.ant-modal')).toBe(dialog);
  });

  it('leaves an unauthorized answer to the shell: no toast of its own', async () => {
    api.on(`POST ${PROPERTIES}`, { status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } });
    const { onGlobalError } = await renderTab();
    await mapStarted();
    fireEvent.click(textButton('Draw Subject Property'));
    map.finishDrawing([subjectRing]);
    await waitFor(() => expect(onGlobalError).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Failed to add property.')).toBeNull();
  });
});

describe('AdjoiningPropertiesTab: editing and removing', () => {
  it("saves an inline address edit with PUT, or toasts 'Failed to update property.'", async () => {
    const north = aProperty({ id: 'north-1', address: '2405 I St' });
    saved = [north];
    api.on('PUT /api/properties/north-1', ({ body }) => ({ body: { ...north, ...(body as object) } }));
    await renderTab();
    fireEvent.click(await screen.findByLabelText('Edit address 2405 I St'));
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '2407 I St' } });
    fireEvent.keyDown(screen.getByLabelText('Address'), { key: 'Enter' });
    await waitFor(() => expect(rowAddresses()).toEqual(['2407 I St']));
    expect(api.bodies('PUT /api/properties/north-1')).toEqual([{ address: '2407 I St' }]);

    api.on('PUT /api/properties/north-1', { status: 500, body: { message: 'Internal error', code: 'INTERNAL' } });
    fireEvent.click(screen.getByLabelText('Edit address 2407 I St'));
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '9 Elm St' } });
    fireEvent.blur(screen.getByLabelText('Address'));
    expect(await toastTitled('Failed to update property.')).toBeInstanceOf(HTMLElement);
    expect(rowAddresses()).toEqual(['2407 I St']);
  });

  it('changes the direction in the edit dialog', async () => {
    const north = aProperty({ id: 'north-1', address: '2405 I St' });
    saved = [north];
    api.on('PUT /api/properties/north-1', ({ body }) => ({ body: { ...north, ...(body as object) } }));
    await renderTab();
    fireEvent.click(await screen.findByLabelText('Edit property 2405 I St'));
    const dialog = await dialogOpen();
    fireEvent.mouseDown(within(dialog).getByLabelText('Direction'));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((node) => node.textContent === 'West');
      if (!found) throw new Error('no West option');
      return found;
    });
    fireEvent.click(option);
    fireEvent.click(within(dialog).getByText('Save Changes').closest('button')!);
    await waitFor(() => expect(api.bodies('PUT /api/properties/north-1')).toEqual([{ address: '2405 I St', direction: 'west' }]));
    await waitFor(() => expect(screen.getAllByTestId('direction-tag').map((tag) => tag.textContent)).toEqual(['West']));
  });

  it('deletes after confirmation, or toasts the spec message when that fails', async () => {
    saved = [aProperty({ id: 'north-1', address: '2405 I St' }), aProperty({ id: 'west-1', direction: 'west', address: '2384 J St' })];
    api.on('DELETE /api/properties/north-1', { status: 204 });
    api.on('DELETE /api/properties/west-1', { status: 503, body: { message: 'Service unavailable', code: 'UNAVAILABLE' } });
    await renderTab();
    fireEvent.click(await screen.findByLabelText('Delete property 2405 I St'));
    fireEvent.click(confirmButton(await popconfirm(), 'Delete'));
    await waitFor(() => expect(rowAddresses()).toEqual(['2384 J St']));

    fireEvent.click(screen.getByLabelText('Delete property 2384 J St'));
    fireEvent.click(confirmButton(await popconfirm(), 'Delete'));
    expect(await toastTitled('Failed to remove property. Please try again.')).toBeInstanceOf(HTMLElement);
    expect(rowAddresses()).toEqual(['2384 J St']);
  });

  it('deletes the subject from the map tools after the redraw warning, and allows drawing it again', async () => {
    saved = [aSubject({ id: 'subject-1' })];
    api.on('DELETE /api/properties/subject-1', { status: 204 });
    await renderTab();
    await mapStarted();
    expect((textButton('Draw Subject Property') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(textButton('Delete Subject Property'));
    const warning = await popconfirm();
    expect(warning.textContent).toContain('You can draw the subject property again afterwards.');
    fireEvent.click(confirmButton(warning, 'Delete'));
    await waitFor(() => expect(rowAddresses()).toEqual([]));
    expect(api.calls()).toContain('DELETE /api/properties/subject-1');
    expect((textButton('Draw Subject Property') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('AdjoiningPropertiesTab: suggestions', () => {
  it('lists suggestions, draws them on the map, and accepts one with one click', async () => {
    const east = aSuggestion();
    saved = [aSubject()];
    api.on(`GET /api/projects/${PROJECT_ID}/adjoining-suggestions`, { body: { suggestions: [east] } });
    await renderTab();
    await mapStarted();
    fireEvent.click(textButton('Suggest adjoining parcels'));
    expect((await screen.findAllByTestId('suggestion')).map((item) => item.textContent)).toHaveLength(1);
    await waitFor(() => expect(map.controller.showSuggestions).toHaveBeenLastCalledWith([east]));
    fireEvent.click(screen.getByLabelText(`Accept east ${east.address}`));
    await waitFor(() => expect(screen.queryAllByTestId('suggestion')).toEqual([]));
    expect(api.bodies(`POST ${PROPERTIES}`)).toEqual([
      { address: east.address, direction: 'east', latitude: east.latitude, longitude: east.longitude, polygonGeoJson: east.polygonGeoJson },
    ]);
    expect(rowAddresses()).toContain(east.address);
  });
});

describe('AdjoiningPropertiesTab: viewers', () => {
  it('gives a viewer the map, the list and the hover, but no tool to draw, add, edit, delete or accept', async () => {
    saved = [aSubject(), aProperty({ address: '2405 I St' })];
    await renderTab({ user: { email: 'vera@acme.test', role: 'viewer' } });
    await mapStarted();
    expect(screen.queryByLabelText('Map tools')).toBeNull();
    expect(screen.queryByText('Suggest adjoining parcels')).toBeNull();
    expect(screen.queryAllByLabelText(/^(Edit|Delete) /)).toEqual([]);
    fireEvent.click(screen.getByTestId('map-view'));
    map.click({ lat: 38.5757, lng: -121.4708 });
    expect(document.querySelector('.ant-modal')).toBeNull();
  });
});
