import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseOption } from '@groundwork/design-system/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProject, POLL_WAIT_MS, PROJECT_ID, renderInShell } from '../../test/render-tab';
import AerialTab from './AerialTab';
import {
  checkOf,
  fakeAerialServer,
  photoUrlOf,
  PROCESS,
  resultUrlOf,
  RUNS,
  S3_UPLOAD_URL,
  UPLOADED_KEY,
  type FakeAerialServer,
} from './test/fake-aerial-server';
import { EAST, NORTH, SUBJECT } from './test/fixtures';

const AERIAL_DATA = `aerial-data-${PROJECT_ID}`;
const POLL_INTERVAL_MS = 8000;

let server: FakeAerialServer;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function renderTab(role: 'member' | 'viewer' = 'member') {
  const view = renderInShell(<AerialTab />, { tab: 'aerial', project: aProject(), user: { email: 'sam@acme.test', role } });
  await screen.findByText('Aerial Review', { selector: 'h2' });
  const input = () => view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  // With fake timers (the polling tests), user-event's own pauses advance them.
  const user = userEvent.setup({ applyAccept: false, ...(vi.isFakeTimers() ? { advanceTimers: (ms: number) => vi.advanceTimersByTime(ms) } : {}) });
  return { ...view, input, user };
}

const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button')!;
const progressPanel = () => screen.findByTestId('job-progress');
const progressValue = () => screen.queryByLabelText('Processing progress')?.getAttribute('aria-valuenow') ?? null;
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null;
const tableRows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="results-table"] tbody tr.ant-table-row')];
/** Address, direction and each year's label of a row, as shown. */
const rowTexts = () =>
  tableRows().map((row) => {
    const [address, direction, ...years] = [...row.querySelectorAll('td')];
    return [address!.textContent, direction!.textContent, ...years.map((cell) => cell.querySelector('.ant-tag')?.textContent ?? '')];
  });
const cellOf = (address: string, column: number) =>
  tableRows()
    .find((row) => row.querySelector('td')?.textContent === address)!
    .querySelectorAll('td')
    [column]!.querySelector<HTMLElement>('[data-testid="land-use-cell"]')!;
const toastText = async (title: string) => (await screen.findByText(title, { selector: '.gw-toast-title' })).closest('.gw-toast')?.textContent;
const advancePoll = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
  });

/** A started upload whose process call answers run-1. */
function scriptProcess(status = 'PROCESSING', progress = 40) {
  server.api.on(PROCESS, () => {
    server.addJob('run-1', { status, progress });
    return { status: 201, body: { jobId: 'run-1' } };
  });
}

/** The project's last run finished before the tab opened. */
async function renderCompleted(role: 'member' | 'viewer' = 'member') {
  server = fakeAerialServer();
  server.addJob('run-1', { status: 'COMPLETED', progress: 100 });
  const view = await renderTab(role);
  await waitFor(() => expect(tableRows()).toHaveLength(3), { timeout: POLL_WAIT_MS });
  return view;
}

describe('AerialTab: upload and processing', () => {
  it('uploads with the properties, shows the progress, polls every 8 s, then shows the table', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server = fakeAerialServer();
    scriptProcess('PROCESSING', 40);
    const view = await renderTab();
    expect(await screen.findByText('Upload Aerial Photographs')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Processing typically takes 5-15 minutes.')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('No Aerial Results')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(server.api.calls()).toContain(`GET /api/projects/${PROJECT_ID}/properties`));

    await view.user.upload(view.input(), new File(['%PDF'], 'aerials.pdf', { type: 'application/pdf' }));
    await view.user.click(button('Upload and Process'));
    await progressPanel();
    await waitFor(() => expect(progressValue()).toBe('40'));
    expect(server.api.calls()).toContain(`POST ${S3_UPLOAD_URL}`);
    expect(server.api.bodies(PROCESS)).toEqual([
      {
        study: 'aerial',
        s3Key: `s3://groundwork-uploads/${UPLOADED_KEY}`,
        subjectAddress: SUBJECT,
        adjoiningInfo: [
          { address: SUBJECT, direction: 'subject', latitude: '38.57', longitude: '-121.47' },
          { address: NORTH, direction: 'north' },
          { address: EAST, direction: 'east' },
        ],
        projectId: PROJECT_ID,
      },
    ]);
    expect(stored(AERIAL_DATA)).toEqual({ jobId: 'run-1' });
    expect(button('Upload and Process')).toHaveProperty('disabled', true);
    expect(server.checks('run-1')).toBe(1);

    // Not before 8 s.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1000);
    });
    expect(server.checks('run-1')).toBe(1);
    server.complete('run-1');
    await advancePoll();
    expect(await screen.findByText('Processing Complete', {}, { timeout: POLL_WAIT_MS })).toBeInstanceOf(HTMLElement);
    await waitFor(() =>
      expect(rowTexts()).toEqual([
        [SUBJECT, 'Subject', 'residential', 'commercial'],
        [NORTH, 'North', 'undeveloped', 'residential'],
        [EAST, 'East', 'agricultural', 'commercial'],
      ]),
    );
    expect(server.checks('run-1')).toBe(2);
    expect(screen.getByText('2 photographs, 6 land-use readings, 1 with low confidence to check.')).toBeInstanceOf(HTMLElement);
    const header = [...document.querySelectorAll('[data-testid="results-table"] thead th')].map((cell) => cell.textContent);
    expect(header).toEqual(['Address', 'Direction', '1952', '1975']);
  }, 60_000);

  it('says Job Not Found once a started job has answered 404 for 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server = fakeAerialServer();
    // The job is not visible yet: its checks answer 404.
    server.api.on(PROCESS, { status: 201, body: { jobId: 'run-9' } });
    const view = await renderTab();
    await screen.findByText('Upload Aerial Photographs');
    await view.user.upload(view.input(), new File(['%PDF'], 'aerials.pdf', { type: 'application/pdf' }));
    await view.user.click(button('Upload and Process'));
    await progressPanel();
    for (let check = 0; check < 3; check += 1) await advancePoll();
    expect((await progressPanel()).textContent).not.toContain('Job Not Found');
    await advancePoll();
    expect((await progressPanel()).textContent).toContain('Job Not Found');
    expect(stored(AERIAL_DATA)).toBeNull();
  }, 60_000);

  it('refuses a file that is not a PDF', async () => {
    server = fakeAerialServer();
    const view = await renderTab();
    await screen.findByText('Upload Aerial Photographs');
    await view.user.upload(view.input(), new File(['png'], 'photo.png', { type: 'image/png' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Invalid File Type');
    expect(alert.textContent).toContain('Please select a PDF file.');
    expect(button('Upload and Process')).toHaveProperty('disabled', true);
  });

  it('asks for properties first when the project has none, and starts nothing', async () => {
    server = fakeAerialServer();
    server.properties = [];
    await renderTab();
    expect(await screen.findByText('No adjoining properties found. Please add properties first.')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Please add adjoining properties first to enable aerial processing.')).toBeInstanceOf(HTMLElement);
    expect(button('Upload and Process')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('upload-card').querySelector('.ant-upload-disabled')).not.toBeNull();
    expect(server.api.calls()).not.toContain(PROCESS);
  });

  it("shows a failed job's reason from the server", async () => {
    server = fakeAerialServer();
    server.addJob('run-1', { status: 'FAILED', progress: 30, errorMessage: 'No photograph years were recognised in this PDF.' });
    await renderTab();
    const failed = await screen.findByText('Processing Failed');
    expect(failed.closest('[data-testid="job-progress"]')!.textContent).toContain('No photograph years were recognised in this PDF.');
    expect(tableRows()).toHaveLength(0);
    fireEvent.click(button('Upload Another File'));
    await waitFor(() => expect(screen.queryByTestId('job-progress')).toBeNull());
  });

  it('says Polling Failed when a status check fails, and goes on', async () => {
    server = fakeAerialServer();
    server.addJob('run-1', { status: 'PROCESSING', progress: 40 });
    server.checkAnswer.set('run-1', () => ({ status: 502, body: { message: 'Bad gateway' } }));
    await renderTab();
    const warning = await screen.findByText('Polling Failed');
    expect(warning.closest('[role="alert"]')!.textContent).toContain('502: {"message":"Bad gateway"}');
  });
});

describe('AerialTab: reopening the tab', () => {
  it("loads the newest finished run's table when the browser has nothing", async () => {
    await renderCompleted();
    expect(server.api.calls()).toContain(RUNS);
    expect(server.api.calls()).toContain(`GET ${resultUrlOf('run-1')}`);
    expect(stored(AERIAL_DATA)).toEqual({ jobId: 'run-1' });
    const legend = screen.getByTestId('aerial-legend');
    expect(within(legend).getByTestId('aerial-scale').textContent).toBe('Scale: 1" = 500\' · Classifier: offline+vision:gpt-test');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1952 · page 3 · USDA · 1" = 500\'', '1975 · page 4 · USGS · 1" = 500\'']);
    expect(within(legend).getByText('road/parking')).toBeInstanceOf(HTMLElement);
  });

  it("shows the run's warnings, and Results Loading Issue with Retry when the predictions cannot be read", async () => {
    server = fakeAerialServer();
    server.addJob('run-1', { status: 'COMPLETED', progress: 100, warnings: ['Page 7 has no printed year.'] });
    server.api.on(`GET ${resultUrlOf('run-1')}`, { status: 403, body: { message: 'Request has expired' } });
    await renderTab();
    const issue = await screen.findByText('Results Loading Issue');
    expect(issue.closest('[role="alert"]')!.textContent).toContain('403: {"message":"Request has expired"}');
    server.api.on(`GET ${resultUrlOf('run-1')}`, () => ({ body: server.results.get('run-1') }));
    fireEvent.click(button('Retry'));
    await waitFor(() => expect(tableRows()).toHaveLength(3), { timeout: POLL_WAIT_MS });
    expect(screen.getByTestId('result-warning').textContent).toContain('Page 7 has no printed year.');
  });

  it('keeps polling the newest run while it runs, then shows its table', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server = fakeAerialServer();
    server.addJob('run-1', { status: 'RUNNING', progress: 55 });
    await renderTab();
    await progressPanel();
    await waitFor(() => expect(progressValue()).toBe('55'));
    server.complete('run-1');
    await advancePoll();
    await waitFor(() => expect(tableRows()).toHaveLength(3), { timeout: POLL_WAIT_MS });
    expect(server.checks('run-1')).toBe(2);
  }, 60_000);
});

describe('AerialTab: the land-use cells', () => {
  it('shows whole-percent confidence, marks low readings and names both readers when they disagree', async () => {
    await renderCompleted('viewer');
    expect(screen.queryByText('Upload Aerial Photographs')).toBeNull();
    const sure = cellOf(SUBJECT, 2);
    expect(within(sure).getByText('82%')).toBeInstanceOf(HTMLElement);
    expect(within(sure).queryByTestId('low-confidence')).toBeNull();
    const low = cellOf(NORTH, 2);
    expect(within(low).getByTestId('low-confidence').textContent).toBe('55%');
    expect(within(low).getByLabelText('Low confidence — please check')).toBeInstanceOf(HTMLElement);
    expect(screen.getAllByTestId('low-confidence')).toHaveLength(1);
    expect(within(cellOf(SUBJECT, 3)).getByTestId('disagreement').textContent).toBe('vision: commercial · offline: industrial');
    expect(screen.getAllByTestId('disagreement')).toHaveLength(1);
  });

  it('shows the crop of the photo on hover, zoomed on the sampled window, with year, page and source', async () => {
    await renderCompleted();
    fireEvent.mouseEnter(cellOf(SUBJECT, 2));
    const crop = await screen.findByTestId('aerial-crop');
    const image = within(crop).getByTestId('aerial-crop-image');
    expect(image.style.backgroundImage).toContain(photoUrlOf('run-1', 0));
    // A 100 px window at (450, 350) of a 1000 x 800 photo in a 240 px crop: 300 photo px shown, zoom 0.8.
    expect(image.style.backgroundSize).toBe('800px 640px');
    expect(image.style.backgroundPosition).toBe('-280px -200px');
    const outline = within(crop).getByTestId('aerial-crop-window');
    expect([outline.style.left, outline.style.top, outline.style.width]).toEqual(['80px', '80px', '80px']);
    expect(crop.textContent).toContain('1952 · page 3 · USDA');
    expect(crop.textContent).toContain('offline: residential 82%');
  });

  it('shows the crop when the photo button gets the keyboard focus', async () => {
    await renderCompleted();
    const photoButton = screen.getByLabelText(`Show the 1975 photo of ${EAST}`);
    act(() => photoButton.focus());
    const crop = await screen.findByTestId('aerial-crop');
    expect(within(crop).getByTestId('aerial-crop-image').style.backgroundImage).toContain(photoUrlOf('run-1', 1));
    expect(crop.textContent).toContain('1975 · page 4 · USGS');
  });

  it('copies the table tab-separated: address, direction, one column per year', async () => {
    await renderCompleted();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await act(async () => {
      fireEvent.click(button('Copy'));
    });
    expect(writeText).toHaveBeenCalledExactlyOnceWith(
      [
        'Address\tDirection\t1952\t1975',
        `${SUBJECT}\tSubject\tresidential\tcommercial`,
        `${NORTH}\tNorth\tundeveloped\tresidential`,
        `${EAST}\tEast\tagricultural\tcommercial`,
      ].join('\n'),
    );
  });
});

describe('AerialTab: editing', () => {
  it('relabels a cell, shows the unsaved state, saves the whole result with If-Match, then reloads it', async () => {
    await renderCompleted();
    fireEvent.click(screen.getByRole('button', { name: 'Edit 1952: undeveloped' }));
    await chooseOption('1952', 'commercial');
    expect(screen.getByText('Unsaved changes')).toBeInstanceOf(HTMLElement);
    expect(within(cellOf(NORTH, 2)).getByText('edited')).toBeInstanceOf(HTMLElement);
    const original = server.results.get('run-1')!;
    const readsBefore = server.api.calls().filter((call) => call === `GET ${resultUrlOf('run-1')}`).length;

    await act(async () => {
      fireEvent.click(button('Save Changes'));
    });
    expect(await toastText('Changes Saved')).toContain('Changes Saved');
    expect(server.saves).toHaveLength(1);
    const [save] = server.saves;
    expect(save!.ifMatch).toBe('"v1"');
    expect(save!.contentType).toBe('application/json');
    expect(save!.body.predictions[4]).toEqual({ ...original.predictions[4], label: 'commercial', confidence: 1, edited: true });
    expect(save!.body.predictions.filter((prediction, index) => JSON.stringify(prediction) !== JSON.stringify(original.predictions[index]))).toHaveLength(1);
    expect(Number.isNaN(Date.parse(save!.body.editedAt ?? ''))).toBe(false);
    expect(save!.body.photos).toEqual(original.photos);

    // The saved result is read again (its new version with it).
    await waitFor(() => expect(server.api.calls().filter((call) => call === `GET ${resultUrlOf('run-1')}`).length).toBe(readsBefore + 1));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(rowTexts()[1]).toEqual([NORTH, 'North', 'commercial', 'residential']);
    expect(screen.queryByTestId('low-confidence')).toBeNull();
    expect(server.api.calls().filter((call) => call === checkOf('run-1')).length).toBeGreaterThanOrEqual(3);
  });

  it('cancels an edit on Escape', async () => {
    await renderCompleted();
    fireEvent.click(screen.getByRole('button', { name: 'Edit 1952: undeveloped' }));
    fireEvent.keyDown(screen.getByLabelText('1952'), { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Edit 1952: undeveloped' })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it("says Save Failed with the server's message when someone saved meanwhile, keeping the edits", async () => {
    await renderCompleted();
    server.versions.set('run-1', 2);
    fireEvent.click(screen.getByRole('button', { name: 'Edit 1975: residential' }));
    await chooseOption('1975', 'water');
    await act(async () => {
      fireEvent.click(button('Save Changes'));
    });
    expect(await toastText('Save Failed')).toContain('These results were changed by another save since you loaded them.');
    expect(server.saves[0]!.ifMatch).toBe('"v1"');
    expect(screen.getByText('Unsaved changes')).toBeInstanceOf(HTMLElement);
    expect(server.results.get('run-1')!.predictions[5]!.label).toBe('residential');
  });

  it('is read-only for a viewer', async () => {
    await renderCompleted('viewer');
    expect(screen.queryByRole('button', { name: 'Edit 1952: undeveloped' })).toBeNull();
    expect(screen.queryByText('Save Changes')).toBeNull();
  });
});
