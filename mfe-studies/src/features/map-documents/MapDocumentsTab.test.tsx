import { MAP_MAX_BYTES, type MapDocumentKind } from '@groundwork/contracts';
import { chooseOption } from '@groundwork/design-system/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProject, POLL_WAIT_MS, renderInShell } from '../../test/render-tab';
import FireMapTab from '../fire-map/FireMapTab';
import TopographyTab from '../topography/TopographyTab';
import { aMap, fakeMapServer, fileUrlOf, pageUrlOf, somePages, UPLOADED_KEY, type FakeMapServer } from './test/fake-map-server';
import { MAP_POLL_INTERVAL_MS } from './use-map-documents';

let server: FakeMapServer;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function renderTab(kind: MapDocumentKind = 'topography', role: 'member' | 'viewer' = 'member') {
  const Tab = kind === 'topography' ? TopographyTab : FireMapTab;
  const view = renderInShell(<Tab />, { tab: kind, project: aProject(), user: { email: 'sam@acme.test', role } });
  await waitFor(() => expect(server.listReads()).toBeGreaterThan(0));
  const input = () => view.container.querySelector<HTMLInputElement>('[data-testid="map-upload-card"] input[type="file"]')!;
  const user = userEvent.setup({ applyAccept: false, ...(vi.isFakeTimers() ? { advanceTimers: (ms: number) => vi.advanceTimersByTime(ms) } : {}) });
  return { ...view, input, user };
}

const tableRows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="map-documents-table"] tbody tr.ant-table-row')];
/** Year, source, file name (before its size) and status of each row, as shown. */
const rowTexts = () =>
  tableRows().map((row) => {
    const cells = [...row.querySelectorAll('td')];
    return [
      cells[0]!.textContent,
      cells[1]!.textContent,
      cells[2]!.querySelector('span')?.textContent,
      row.querySelector('[data-testid="map-status"]')?.textContent,
    ];
  });
const buttonIn = (scope: HTMLElement, name: string) => within(scope).getByText(name, { selector: 'button span' }).closest('button')!;
const uploadButton = () => buttonIn(document.body, 'Upload');
/** Types `text` into `field` in one go (antd re-renders per keystroke, slowly in jsdom). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
const toastText = async (title: string) => (await screen.findByText(title, { selector: '.gw-toast-title' })).closest('.gw-toast')?.textContent;

// Its flows type, upload and poll through antd forms and a table: the slowest tests of the remote
// in jsdom, past 30 s when the machine's two cores are shared.
describe('Map tabs: upload', { timeout: 60_000 }, () => {
  it('uploads the file, registers it with its details and lists the new map with its year', async () => {
    server = fakeMapServer('topography', [aMap({ id: 'map-old', year: 1910, filename: 'usgs-1910.pdf' })]);
    const view = await renderTab();
    expect(uploadButton()).toHaveProperty('disabled', true);

    await view.user.upload(view.input(), new File(['II*'], 'usgs-sacramento-1953.tif', { type: 'image/tiff' }));
    expect(within(screen.getByTestId('selected-file')).getByText('usgs-sacramento-1953.tif')).toBeInstanceOf(HTMLElement);
    expect(screen.getByLabelText('Year')).toHaveProperty('value', '1953');
    await fill(view.user, screen.getByLabelText('Source'), 'USGS');
    await fill(view.user, screen.getByLabelText('Notes'), ' Quad sheet ');
    await view.user.click(uploadButton());

    expect(await toastText('Map Uploaded')).toContain('usgs-sacramento-1953.tif');
    const posts = server.api.calls().filter((call) => call.startsWith('POST'));
    expect(posts).toEqual([server.routes.uploadUrl, server.routes.storage, server.routes.register]);
    expect(server.api.bodies(server.routes.uploadUrl)).toEqual([{ filename: 'usgs-sacramento-1953.tif', size: 3 }]);
    expect(server.api.bodies(server.routes.register)).toEqual([
      { key: UPLOADED_KEY, filename: 'usgs-sacramento-1953.tif', year: 1953, source: 'USGS', notes: 'Quad sheet' },
    ]);
    await waitFor(() =>
      expect(rowTexts()).toEqual([
        ['1910', 'USGS', 'usgs-1910.pdf', 'Ready'],
        ['1953', 'USGS', 'usgs-sacramento-1953.tif', 'Processing'],
      ]),
    );
    // The form is ready for the next file.
    expect(screen.queryByTestId('selected-file')).toBeNull();
    expect(screen.getByLabelText('Year')).toHaveProperty('value', '');
  });

  it("prefills the year from each picked file's name but keeps a year typed by the user", async () => {
    server = fakeMapServer('fire-map');
    const view = await renderTab('fire-map');
    const year = () => screen.getByLabelText('Year') as HTMLInputElement;
    await view.user.upload(view.input(), new File(['%PDF'], 'sanborn-1911-sheet4.pdf', { type: 'application/pdf' }));
    expect(year().value).toBe('1911');
    await view.user.upload(view.input(), new File(['%PDF'], 'sanborn-1925-sheet4.pdf', { type: 'application/pdf' }));
    expect(year().value).toBe('1925');
    await view.user.clear(year());
    await fill(view.user, year(), '1890');
    await view.user.upload(view.input(), new File(['%PDF'], 'sanborn-1950-sheet4.pdf', { type: 'application/pdf' }));
    expect(year().value).toBe('1890');
    expect(screen.getByTestId('selected-file').textContent).toContain('sanborn-1950-sheet4.pdf');
  });

  it('refuses other file types and files over 100 MB without a request', async () => {
    server = fakeMapServer('topography');
    const view = await renderTab();
    await view.user.upload(view.input(), new File(['GIF89a'], 'sanborn-1911.gif', { type: 'image/gif' }));
    expect(await toastText('Invalid File Type')).toContain('Please select a PDF, PNG, JPG, JPEG, TIF or TIFF file.');
    expect(screen.queryByTestId('selected-file')).toBeNull();
    expect(uploadButton()).toHaveProperty('disabled', true);

    const huge = new File(['%PDF'], 'huge-1911.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: MAP_MAX_BYTES + 1 });
    await view.user.upload(view.input(), huge);
    expect(await toastText('File Too Large')).toContain('Maps may be at most 100 MB.');
    expect(screen.queryByTestId('selected-file')).toBeNull();
    expect(server.api.calls().filter((call) => !call.startsWith('GET'))).toEqual([]);
  });

  it("shows the upload's progress, then the server's reason when registering fails", async () => {
    server = fakeMapServer('topography');
    let refuse = () => {};
    server.api.on(server.routes.register, async () => {
      await new Promise<void>((resolve) => {
        refuse = resolve;
      });
      return { status: 415, body: { code: 'UNSUPPORTED_MAP', message: 'The file’s content is not a PDF, PNG, JPEG or TIFF image.', requestId: 'r1' } };
    });
    const view = await renderTab();
    await view.user.upload(view.input(), new File(['text'], 'fake.png', { type: 'image/png' }));
    await view.user.click(uploadButton());
    await waitFor(() => expect(screen.getByLabelText('Upload progress').getAttribute('aria-valuenow')).toBe('60'));
    expect(screen.getByText('Saving map details...')).toBeInstanceOf(HTMLElement);
    expect(uploadButton()).toHaveProperty('disabled', true);
    refuse();
    expect(await toastText('Upload Failed')).toContain('The file’s content is not a PDF, PNG, JPEG or TIFF image.');
    expect(screen.getByTestId('selected-file').textContent).toContain('fake.png');
  });
});

describe('Map tabs: processing', () => {
  it('reads the list every 2 s while a map is PROCESSING, then shows it Ready and stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server = fakeMapServer('topography', [aMap({ status: 'PROCESSING', pageCount: null, pages: [] })]);
    await renderTab();
    await waitFor(() => expect(rowTexts()[0]?.[3]).toBe('Processing'));
    const reads = server.listReads();

    server.finish('map-1', 3);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MAP_POLL_INTERVAL_MS);
    });
    await waitFor(() => expect(rowTexts()[0]?.[3]).toBe('Ready'), { timeout: POLL_WAIT_MS });
    expect(server.listReads()).toBe(reads + 1);
    expect(tableRows()[0]!.querySelectorAll('td')[3]!.textContent).toBe('3');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(MAP_POLL_INTERVAL_MS * 3);
    });
    expect(server.listReads()).toBe(reads + 1);
  });

  it('shows a failed map with its reason and nothing to view', async () => {
    server = fakeMapServer('fire-map', [aMap({ kind: 'fire-map', status: 'FAILED', error: 'The PDF could not be read.', pages: [], pageCount: null })]);
    await renderTab('fire-map');
    expect(await screen.findByTestId('map-error')).toHaveProperty('textContent', 'The PDF could not be read.');
    expect(screen.getByLabelText('View usgs-sacramento-east-1953.tif')).toHaveProperty('disabled', true);
  });
});

describe('Map tabs: viewer', () => {
  /** The fire map tab with a READY two-page map, its viewer opened. */
  async function openViewer() {
    server = fakeMapServer('fire-map', [
      aMap({ kind: 'fire-map', filename: 'sanborn-1911.pdf', year: 1911, source: 'Sanborn Map Company', pageCount: 2, pages: somePages('map-1', 2) }),
    ]);
    const view = await renderTab('fire-map');
    fireEvent.click(await screen.findByLabelText('View sanborn-1911.pdf'));
    const dialog = await screen.findByRole('dialog', { name: '1911 · Sanborn Map Company · sanborn-1911.pdf' });
    const control = (label: string) => within(dialog).getByLabelText(label);
    const image = () => dialog.querySelector('img')!;
    return { ...view, dialog, control, image };
  }

  it('opens the page image with zoom buttons, wheel zoom, keys and drag to pan', async () => {
    const { dialog, control, image, user } = await openViewer();
    expect(image().getAttribute('src')).toBe(pageUrlOf('map-1', 1));
    expect(image().getAttribute('alt')).toBe('1911 · Sanborn Map Company · sanborn-1911.pdf, page 1 of 2');
    const zoom = within(dialog).getByTestId('zoom-level');
    expect(zoom.textContent).toBe('100%');
    fireEvent.click(control('Zoom in'));
    expect(zoom.textContent).toBe('125%');
    fireEvent.click(control('Zoom out'));
    fireEvent.click(control('Zoom out'));
    expect(zoom.textContent).toBe('80%');
    const canvas = within(dialog).getByTestId('map-canvas');
    fireEvent.wheel(canvas, { deltaY: 100 });
    expect(zoom.textContent).toBe('64%');
    fireEvent.click(control('Fit to window'));
    expect(zoom.textContent).toBe('100%');
    fireEvent.keyDown(canvas, { key: '+' });
    expect(zoom.textContent).toBe('125%');
    fireEvent.keyDown(canvas, { key: '0' });
    await user.pointer([
      { keys: '[MouseLeft>]', target: canvas, coords: { clientX: 100, clientY: 100 } },
      { target: canvas, coords: { clientX: 150, clientY: 120 } },
      { keys: '[/MouseLeft]', target: canvas },
      { target: canvas, coords: { clientX: 400, clientY: 400 } },
    ]);
    expect(image().style.transform).toBe('translate(50px, 20px) scale(1)');
  });

  it('switches pages and links the original file', async () => {
    const { control, image, dialog } = await openViewer();
    expect(control('Previous page')).toHaveProperty('disabled', true);
    fireEvent.click(control('Next page'));
    expect(image().getAttribute('src')).toBe(pageUrlOf('map-1', 2));
    expect(control('Next page')).toHaveProperty('disabled', true);
    await chooseOption('Page', 'Page 1 of 2');
    await waitFor(() => expect(image().getAttribute('src')).toBe(pageUrlOf('map-1', 1)));
    const download = within(dialog).getByText('Download original').closest('a')!;
    expect(download.getAttribute('href')).toBe(fileUrlOf('map-1'));
  });
});

describe('Map tabs: edit and delete', () => {
  it('edits the details in a modal and PATCHes them', async () => {
    server = fakeMapServer('topography', [aMap()]);
    const view = await renderTab();
    fireEvent.click(await screen.findByLabelText('Edit usgs-sacramento-east-1953.tif'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Map Details' });
    const year = within(dialog).getByLabelText('Year');
    await view.user.clear(year);
    await fill(view.user, year, '1954');
    await view.user.clear(within(dialog).getByLabelText('Source'));
    await fill(view.user, within(dialog).getByLabelText('Source'), 'USGS 7.5-minute');
    fireEvent.click(buttonIn(dialog, 'Save'));

    await toastText('Map Saved');
    expect(server.api.bodies(server.routes.update('map-1'))).toEqual([{ year: 1954, source: 'USGS 7.5-minute', notes: '' }]);
    await waitFor(() => expect(rowTexts()[0]?.slice(0, 2)).toEqual(['1954', 'USGS 7.5-minute']));
  });

  it('refuses a year out of range without a request', async () => {
    server = fakeMapServer('topography', [aMap()]);
    const view = await renderTab();
    fireEvent.click(await screen.findByLabelText('Edit usgs-sacramento-east-1953.tif'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Map Details' });
    await view.user.clear(within(dialog).getByLabelText('Year'));
    await fill(view.user, within(dialog).getByLabelText('Year'), '1600');
    fireEvent.click(buttonIn(dialog, 'Save'));
    expect(await within(dialog).findByText('Year must be 1700 or later')).toBeInstanceOf(HTMLElement);
    expect(server.api.calls().filter((call) => call.startsWith('PATCH'))).toEqual([]);
  });

  it('deletes a map after confirmation and removes its row', async () => {
    server = fakeMapServer('topography', [aMap(), aMap({ id: 'map-2', year: 1968, filename: 'usgs-1968.tif' })]);
    await renderTab();
    fireEvent.click(await screen.findByLabelText('Delete usgs-1968.tif'));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Delete this map?')).toBeInstanceOf(HTMLElement);
    expect(server.api.calls().filter((call) => call.startsWith('DELETE'))).toEqual([]);
    fireEvent.click(buttonIn(confirm, 'Delete'));

    await toastText('Map Deleted');
    expect(server.api.calls()).toContain(server.routes.remove('map-2'));
    await waitFor(() => expect(rowTexts().map((row) => row[2])).toEqual(['usgs-sacramento-east-1953.tif']));
  });
});

describe('Map tabs: roles and titles', () => {
  it('shows a viewer the list and the viewer but no upload, edit or delete', async () => {
    server = fakeMapServer('topography', [aMap()]);
    await renderTab('topography', 'viewer');
    expect(await screen.findByLabelText('View usgs-sacramento-east-1953.tif')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByTestId('map-upload-card')).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
  });

  it('shows an empty state', async () => {
    server = fakeMapServer('fire-map');
    await renderTab('fire-map');
    expect(await screen.findByText('No fire insurance maps yet')).toBeInstanceOf(HTMLElement);
  });

  it.each([
    ['topography', 'Topography', 'Topographic Maps'],
    ['fire-map', 'Fire Insurance Map', 'Fire Insurance Maps'],
  ] as const)('the %s tab shows its own title and reads its own maps', async (kind, title, listTitle) => {
    server = fakeMapServer(kind);
    await renderTab(kind);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText(listTitle)).toBeInstanceOf(HTMLElement);
    expect(server.api.calls()[0]).toBe(server.routes.list);
  });
});
