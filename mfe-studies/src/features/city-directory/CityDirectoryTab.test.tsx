import type { Project } from '@groundwork/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProject, POLL_WAIT_MS, PROJECT_ID, renderInShell } from '../../test/render-tab';
import CityDirectoryTab from './CityDirectoryTab';
import { fakeDirectoryServer, getUrlOf, parsedKeyOf, PROJECT_PATH, putUrlOf, S3_UPLOAD_URL, type FakeDirectoryServer } from './test/fake-directory-server';
import { sampleResult } from './test/fixtures';

const CD_JOB = `cd-job-${PROJECT_ID}`;
const CD_DATA = `cd-data-${PROJECT_ID}`;
const PROCESS = `POST ${PROJECT_PATH}/city-directory/process`;

let server: FakeDirectoryServer;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function setup(project: Project = aProject()) {
  server = fakeDirectoryServer(project);
  return project;
}

async function renderTab(project: Project = aProject(), role: 'member' | 'viewer' = 'member') {
  const view = renderInShell(<CityDirectoryTab />, { tab: 'directory', project, user: { email: 'sam@acme.test', role } });
  await screen.findByText('City Directory', { selector: 'h2' });
  const input = () => view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const user = userEvent.setup({ applyAccept: false });
  return { ...view, input, user };
}

function fileOf(name: string, type: string, size: number): File {
  const file = new File(['%PDF'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
const pdf = () => fileOf('directory.pdf', 'application/pdf', 1_572_864);

const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button')!;
const progressPanel = () => screen.findByTestId('job-progress');
/** The progress bar of the running job, read fresh (the panel is replaced as the state moves on). */
const progressValue = () => screen.queryByLabelText('Processing progress')?.getAttribute('aria-valuenow') ?? null;
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
const rowYears = () =>
  [...document.querySelectorAll('[data-testid="results-table"] tbody tr.ant-table-row')].map((row) => row.querySelector('td')!.textContent);

/** A started upload whose process call answers run-1 (as jobId and externalJobId, one id). */
function scriptProcess(status = 'PROCESSING', progress = 40) {
  server.api.on(PROCESS, () => {
    server.addJob('run-1', { status, progress }, sampleResult());
    return { status: 201, body: { jobId: 'run-1', externalJobId: 'run-1' } };
  });
}

async function uploadPdf(view: Awaited<ReturnType<typeof renderTab>>) {
  await view.user.upload(view.input(), pdf());
  await view.user.click(button('Upload and Process'));
}

describe('CityDirectoryTab: before any upload', () => {
  it('offers the upload with the typical duration and shows no results; the runs are asked once', async () => {
    setup();
    await renderTab();
    expect(await screen.findByText('Upload City Directory')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Processing typically takes 2-5 minutes.')).toBeInstanceOf(HTMLElement);
    expect(button('Upload and Process')).toHaveProperty('disabled', true);
    expect(screen.getByText('No City Directory Entries')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByTestId('job-progress')).toBeNull();
    expect(server.callsTo(`${PROJECT_PATH}/city-directory/jobs`)).toEqual([`GET ${PROJECT_PATH}/city-directory/jobs`]);
    expect(stored(CD_JOB)).toBeNull();
  });

  it('shows the selected file with its size in MB, and refuses a file that is not a PDF', async () => {
    setup();
    const view = await renderTab();
    await screen.findByText('Upload City Directory');
    await view.user.upload(view.input(), pdf());
    expect(screen.getByTestId('selected-file').textContent).toBe('directory.pdf1.50 MB');
    expect(button('Upload and Process')).toHaveProperty('disabled', false);
    await view.user.upload(view.input(), fileOf('photo.png', 'image/png', 2000));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Invalid File Type');
    expect(alert.textContent).toContain('Please select a PDF file.');
    expect(screen.queryByTestId('selected-file')).toBeNull();
  });
});

describe('CityDirectoryTab: upload and processing', () => {
  it('uploads in steps 10, 30, 60, 100, remembers the job, polls and shows the finished listings', async () => {
    setup();
    let releaseUrl: () => void = () => undefined;
    let releaseS3: () => void = () => undefined;
    server.api.on(
      'POST /api/city-directory/upload-url',
      () =>
        new Promise((resolve) => {
          releaseUrl = () => resolve({ body: { url: S3_UPLOAD_URL, fields: { key: 'uploads/u1/directory.pdf' }, key: 'uploads/u1/directory.pdf' } });
        }),
    );
    server.api.on(`POST ${S3_UPLOAD_URL}`, () => new Promise((resolve) => (releaseS3 = () => resolve({ status: 204 }))));
    scriptProcess('PROCESSING', 40);
    const view = await renderTab();
    await screen.findByText('Upload City Directory');
    await uploadPdf(view);
    expect(await screen.findByText('Preparing upload...')).toBeInstanceOf(HTMLElement);
    expect(screen.getByLabelText('Upload progress').getAttribute('aria-valuenow')).toBe('10');
    await act(async () => releaseUrl());
    expect(await screen.findByText('Uploading file...')).toBeInstanceOf(HTMLElement);
    expect(screen.getByLabelText('Upload progress').getAttribute('aria-valuenow')).toBe('30');
    await act(async () => releaseS3());

    const panel = await progressPanel();
    expect(within(panel).getByText('Processing')).toBeInstanceOf(HTMLElement);
    expect(within(panel).getByText('Processing typically takes 2-5 minutes.')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(progressValue()).toBe('40'));
    expect(stored(CD_JOB)).toEqual({ jobId: 'run-1' });
    expect(server.api.bodies(PROCESS)).toEqual([{ s3Key: 'uploads/u1/directory.pdf', filename: 'directory.pdf' }]);
    await waitFor(() => expect(server.api.bodies(`PATCH ${PROJECT_PATH}`)).toEqual([{ externalJobId: 'run-1' }]));
    expect(button('Upload and Process')).toHaveProperty('disabled', true);

    server.jobs.set('run-1', { status: 'COMPLETED', progress: 100 });
    expect(await screen.findByText('Processing Complete', {}, { timeout: POLL_WAIT_MS })).toBeInstanceOf(HTMLElement);
    expect(await screen.findByText('6 listings across 3 years, 1 unassigned.')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(rowYears()).toEqual(['2015Infogroup Business Listings', '2010', '2005', 'Unknown']));
    expect(server.api.bodies(`PATCH ${PROJECT_PATH}/city-directory/jobs/run-1`)).toEqual([
      { status: 'completed', results: { parsedUrls: { get: getUrlOf('run-1'), put: putUrlOf('run-1') }, parsedKey: parsedKeyOf('run-1') } },
    ]);
    expect(server.api.calls()).toContain('GET /api/processing/jobs/run-1?study=cd&summary=1&includePresign=1');
    expect(stored(CD_DATA)).toEqual({ jobId: 'run-1', result: sampleResult(), readAt: expect.any(String) });
  }, 60_000);

  it.each([
    ['the upload URL', 'POST /api/city-directory/upload-url', { status: 500, body: { message: 'boom' } }, 'Failed to get upload URL'],
    ['storage', `POST ${S3_UPLOAD_URL}`, { status: 403, body: { message: 'AccessDenied' } }, 'Failed to upload file to S3'],
    ['the process call', PROCESS, { status: 400, body: { message: 'no' } }, 'Failed to start processing'],
    ['an unreadable answer', PROCESS, { status: 201, body: { id: 42 } }, 'Failed to parse server response'],
  ])('says Upload Failed when %s fails, keeping the file', async (_step, route, answer, message) => {
    setup();
    server.api.on(route, answer);
    const view = await renderTab();
    await screen.findByText('Upload City Directory');
    await uploadPdf(view);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`Upload Failed${message}`);
    expect(screen.getByTestId('selected-file').textContent).toContain('directory.pdf');
    expect(stored(CD_JOB)).toBeNull();
    expect(screen.queryByTestId('job-progress')).toBeNull();
  });

  it('says Processing Failed with the job message, and forgets the job and its cached results', async () => {
    setup();
    localStorage.setItem(CD_DATA, JSON.stringify({ externalJobId: 'run-0', result: sampleResult() }));
    scriptProcess('PROCESSING', 20);
    const view = await renderTab();
    await screen.findByText('Upload City Directory');
    await uploadPdf(view);
    await progressPanel();
    server.jobs.set('run-1', { status: 'FAILED', progress: 20, errorMessage: 'The PDF has no readable pages.' });
    const alert = await screen.findByText('Processing Failed', {}, { timeout: POLL_WAIT_MS });
    expect(alert.closest('[data-testid="job-progress"]')!.textContent).toContain('The PDF has no readable pages.');
    expect(stored(CD_JOB)).toBeNull();
    expect(stored(CD_DATA)).toBeNull();
    expect(screen.getByText('No City Directory Entries')).toBeInstanceOf(HTMLElement);
    fireEvent.click(button('Upload Another File'));
    await waitFor(() => expect(screen.queryByTestId('job-progress')).toBeNull());
  });

  it('says Status Check Failed while polling goes on, then completes', async () => {
    setup();
    scriptProcess('PROCESSING', 40);
    server.api.on(PROCESS, () => {
      server.addJob('run-1', { status: 'PROCESSING', progress: 40 }, sampleResult());
      server.checkAnswer.set('run-1', () => ({ status: 502, body: { message: 'Bad gateway' } }));
      return { status: 201, body: { jobId: 'run-1', externalJobId: 'run-1' } };
    });
    const view = await renderTab();
    await screen.findByText('Upload City Directory');
    await uploadPdf(view);
    const warning = await screen.findByText('Status Check Failed');
    expect(warning.closest('[role="alert"]')!.textContent).toContain('502: {"message":"Bad gateway"}');
    server.checkAnswer.delete('run-1');
    server.jobs.set('run-1', { status: 'COMPLETED', progress: 100 });
    // The next check comes 5 s after a failed one.
    expect(await screen.findByText('Processing Complete', {}, { timeout: POLL_WAIT_MS })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Status Check Failed')).toBeNull();
  }, 60_000);
});

describe('CityDirectoryTab: polling limits', () => {
  /** Fake timers for the 2 s checks; one act per check so each answer renders and schedules the next. */
  async function checks(count: number) {
    for (let i = 0; i < count; i += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2000);
      });
    }
  }

  it('says Processing Appears Stuck after 65 checks at the same progress, and checks again on request', async () => {
    setup();
    server.addJob('run-1', { status: 'PROCESSING', progress: 35 }, sampleResult());
    localStorage.setItem(CD_JOB, JSON.stringify({ jobId: 'run-1' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderTab();
    await progressPanel();
    await checks(66);
    const panel = await progressPanel();
    expect(panel.textContent).toContain('Processing Appears Stuck');
    expect(stored(CD_JOB)).toEqual({ jobId: 'run-1' });
    server.jobs.set('run-1', { status: 'COMPLETED', progress: 100 });
    fireEvent.click(button('Check Again'));
    await checks(1);
    expect((await progressPanel()).textContent).toContain('Processing Complete');
  }, 60_000);

  it('says Processing Timeout after 150 checks', async () => {
    setup();
    let progress = 10;
    server.addJob('run-1', { status: 'PROCESSING', progress }, sampleResult());
    server.checkAnswer.set('run-1', () => {
      progress = progress >= 90 ? 11 : progress + 1;
      return { body: { jobId: 'run-1', status: 'PROCESSING', progress } };
    });
    localStorage.setItem(CD_JOB, JSON.stringify({ jobId: 'run-1' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderTab();
    await progressPanel();
    await checks(149);
    expect((await progressPanel()).textContent).toContain('Processing');
    await checks(1);
    expect((await progressPanel()).textContent).toContain('Processing Timeout');
    expect(server.api.calls().filter((call) => call === 'GET /api/processing/jobs/run-1?study=cd')).toHaveLength(150);
  }, 90_000);
});

describe('CityDirectoryTab: reopening the tab', () => {
  it('picks up a running job from cd-job and follows it to the results', async () => {
    setup();
    server.addJob('run-1', { status: 'RUNNING', progress: 55 }, sampleResult());
    localStorage.setItem(CD_JOB, JSON.stringify({ jobId: 'run-1' }));
    await renderTab();
    await progressPanel();
    await waitFor(() => expect(progressValue()).toBe('55'));
    expect(server.callsTo(`${PROJECT_PATH}/city-directory/jobs`)).toEqual([]);
    server.jobs.set('run-1', { status: 'DONE', progress: 100 });
    expect(await screen.findByText('Processing Complete', {}, { timeout: POLL_WAIT_MS })).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(rowYears()).toHaveLength(4));
  });

  it('shows the cached results at once and refreshes them from the finished job', async () => {
    setup();
    const fresh = { ...sampleResult(), editedAt: '2026-03-03T14:05:00' };
    server.addJob('run-1', { status: 'COMPLETED', progress: 100 }, fresh);
    let releaseCheck: () => void = () => undefined;
    server.checkAnswer.set(
      'run-1',
      () =>
        new Promise((resolve) => {
          releaseCheck = () => resolve({ body: { jobId: 'run-1', status: 'COMPLETED', progress: 100 } });
        }) as never,
    );
    localStorage.setItem(CD_JOB, JSON.stringify({ jobId: 'run-1' }));
    localStorage.setItem(CD_DATA, JSON.stringify({ externalJobId: 'run-1', result: sampleResult() }));
    await renderTab();
    await waitFor(() => expect(rowYears()).toHaveLength(4));
    expect(screen.getByText('Checking the last processing job...')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText(/^Last edited/)).toBeNull();
    await act(async () => releaseCheck());
    expect(await screen.findByText('Last edited Mar 3, 2026, 2:05 PM')).toBeInstanceOf(HTMLElement);
    expect((stored(CD_DATA) as { result: { editedAt: string } }).result.editedAt).toBe('2026-03-03T14:05:00');
  });

  it("picks up the project's run when the browser has none", async () => {
    const project = setup(aProject({ externalJobId: 'run-1' }));
    server.addJob('run-1', { status: 'COMPLETED', progress: 100 }, sampleResult());
    server.addJob('run-2', { status: 'COMPLETED', progress: 100 }, sampleResult());
    await renderTab(project);
    await waitFor(() => expect(rowYears()).toHaveLength(4));
    expect(stored(CD_JOB)).toEqual({ jobId: 'run-1' });
    await waitFor(() => expect(server.api.bodies(`PATCH ${PROJECT_PATH}/city-directory/jobs/run-1`)).toHaveLength(1));
    expect(server.api.calls()).not.toContain('GET /api/processing/jobs/run-2?study=cd');
  });

  it('picks up the newest run when neither the browser nor the project name a job', async () => {
    setup();
    server.addJob('run-1', { status: 'COMPLETED', progress: 100 }, sampleResult());
    server.addJob('run-2', { status: 'PROCESSING', progress: 70 }, sampleResult());
    await renderTab();
    await progressPanel();
    await waitFor(() => expect(progressValue()).toBe('70'));
    expect(stored(CD_JOB)).toEqual({ jobId: 'run-2' });
  });

  it('starts from upload when the runs cannot be read', async () => {
    setup();
    server.api.on(`GET ${PROJECT_PATH}/city-directory/jobs`, { status: 500, body: { message: 'down' } });
    await renderTab();
    expect(await screen.findByText('Upload City Directory')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByTestId('job-progress')).toBeNull();
  });

  it('forgets a stored job that answers 404, with its cached results, and shows no error', async () => {
    setup();
    localStorage.setItem(CD_JOB, JSON.stringify({ externalJobId: 'gone', jobId: 'run-0' }));
    localStorage.setItem(CD_DATA, JSON.stringify({ externalJobId: 'gone', result: sampleResult() }));
    await renderTab();
    await waitFor(() => expect(stored(CD_JOB)).toBeNull());
    expect(stored(CD_DATA)).toBeNull();
    await waitFor(() => expect(screen.getByText('No City Directory Entries')).toBeInstanceOf(HTMLElement));
    expect(screen.queryByTestId('job-progress')).toBeNull();
    expect(server.api.calls()).toContain('GET /api/processing/jobs/gone?study=cd');
  });

  it('says Results Loading Issue when the result JSON cannot be read, and Retry reads it again', async () => {
    setup();
    server.addJob('run-1', { status: 'COMPLETED', progress: 100 });
    localStorage.setItem(CD_JOB, JSON.stringify({ jobId: 'run-1' }));
    await renderTab();
    const issue = await screen.findByText('Results Loading Issue');
    expect(issue.closest('[role="alert"]')!.textContent).toContain('404: {"message":"NoSuchKey"}');
    server.results.set('run-1', sampleResult());
    fireEvent.click(button('Retry'));
    await waitFor(() => expect(rowYears()).toHaveLength(4));
  });

  it('refuses a result JSON that is not the contract with the parse message', async () => {
    setup();
    server.addJob('run-1', { status: 'COMPLETED', progress: 100 });
    server.api.on(`GET ${getUrlOf('run-1')}`, { body: { parsedEntries: [{ id: 3 }] } });
    localStorage.setItem(CD_JOB, JSON.stringify({ jobId: 'run-1' }));
    await renderTab();
    const issue = await screen.findByText('Results Loading Issue');
    expect(issue.closest('[role="alert"]')!.textContent).toContain('Failed to parse server response');
  });
});
