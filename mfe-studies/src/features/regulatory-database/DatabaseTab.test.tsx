import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProject, POLL_WAIT_MS, PROJECT_ID, renderInShell } from '../../test/render-tab';
import DatabaseTab from './DatabaseTab';
import {
  checkOf,
  fakeDatabaseServer,
  NARRATIVES,
  PROCESS,
  RUNS,
  S3_UPLOAD_URL,
  storedNarrativesOf,
  UPLOADED_KEY,
  type FakeDatabaseServer,
} from './test/fake-database-server';
import { aStudyResult } from './test/fixtures';

const ENVIRONMENTAL_DB = `environmental-db-${PROJECT_ID}`;

let server: FakeDatabaseServer;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function renderTab(role: 'member' | 'viewer' = 'member') {
  const view = renderInShell(<DatabaseTab />, { tab: 'database', project: aProject(), user: { email: 'sam@acme.test', role } });
  await screen.findByText('Regulatory Database', { selector: 'h2' });
  const input = () => view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const user = userEvent.setup({ applyAccept: false });
  return { ...view, input, user };
}

function fileOf(name: string, type: string): File {
  return new File(['%PDF'], name, { type });
}

const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button')!;
const progressPanel = () => screen.findByTestId('job-progress');
const progressValue = () => screen.queryByLabelText('Processing progress')?.getAttribute('aria-valuenow') ?? null;
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null;
const mapIds = () => [...document.querySelectorAll('[data-testid="results-table"] tbody tr.ant-table-row')].map((row) => row.querySelector('td')!.textContent);

/** A started upload whose process call answers run-1. */
function scriptProcess(status = 'PROCESSING', progress = 40) {
  server.api.on(PROCESS, () => {
    server.addJob('run-1', { status, progress });
    return { status: 201, body: { jobId: 'run-1' } };
  });
}

async function uploadPdf(view: Awaited<ReturnType<typeof renderTab>>) {
  await view.user.upload(view.input(), fileOf('radius.pdf', 'application/pdf'));
  await view.user.click(button('Upload and Process'));
}

describe('DatabaseTab: before any upload', () => {
  it('offers the upload with the typical duration and shows no records', async () => {
    server = fakeDatabaseServer();
    await renderTab();
    expect(await screen.findByText('Upload Regulatory Database Report')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText(/regulatory database report typically takes 2-5 minutes/)).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Processing typically takes 2-5 minutes.')).toBeInstanceOf(HTMLElement);
    expect(await screen.findByText('No Regulatory Database Records')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByTestId('job-progress')).toBeNull();
    expect(server.api.calls()).toContain(RUNS);
    // No run completed: the stored narrative is not asked for (it would be a 404).
    expect(server.api.calls()).not.toContain(NARRATIVES);
  });

  it('refuses a file that is not a PDF', async () => {
    server = fakeDatabaseServer();
    const view = await renderTab();
    await screen.findByText('Upload Regulatory Database Report');
    await view.user.upload(view.input(), fileOf('photo.png', 'image/png'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Invalid File Type');
    expect(alert.textContent).toContain('Please select a PDF file.');
    expect(button('Upload and Process')).toHaveProperty('disabled', true);
  });

  it('lets a viewer read the records without the upload', async () => {
    server = fakeDatabaseServer();
    server.addJob('run-0', { status: 'COMPLETED', progress: 100 });
    server.complete('run-0');
    await renderTab('viewer');
    await waitFor(() => expect(mapIds()).toHaveLength(4));
    expect(screen.queryByText('Upload Regulatory Database Report')).toBeNull();
  });
});

describe('DatabaseTab: upload and processing', () => {
  it('uploads with the project id, polls every 5 s and shows the records the server stored', async () => {
    server = fakeDatabaseServer();
    scriptProcess('PROCESSING', 40);
    const view = await renderTab();
    await screen.findByText('Upload Regulatory Database Report');
    await uploadPdf(view);
    const panel = await progressPanel();
    expect(within(panel).getByText('Processing typically takes 2-5 minutes.')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(progressValue()).toBe('40'));
    expect(server.api.bodies(PROCESS)).toEqual([{ study: 'database', s3Key: UPLOADED_KEY, projectId: PROJECT_ID }]);
    expect(server.api.calls()).toContain(`POST ${S3_UPLOAD_URL}`);
    expect(stored(ENVIRONMENTAL_DB)).toEqual({ jobId: 'run-1' });
    expect(button('Upload and Process')).toHaveProperty('disabled', true);

    server.complete('run-1');
    expect(await screen.findByText('Processing Complete', {}, { timeout: POLL_WAIT_MS })).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(mapIds()).toEqual(['1', '9', '2', '3']));
    expect(screen.getByText('4 mapped sites and 2 orphan records.')).toBeInstanceOf(HTMLElement);
    expect(stored(ENVIRONMENTAL_DB)).toEqual(storedNarrativesOf('run-1', aStudyResult()));
    // The report's own summary, read from the run's result JSON.
    expect(server.api.calls()).toContain('GET /api/processing/jobs/run-1?study=database&summary=1&includePresign=1');
    const summary = await screen.findByTestId('distance-summary');
    expect(within(summary).getByText("The report's own summary.", { exact: false })).toBeInstanceOf(HTMLElement);
  }, 60_000);

  it('shows the job warnings above the table', async () => {
    server = fakeDatabaseServer();
    server.addJob('run-1', { status: 'COMPLETED', progress: 100, warnings: ['Pages 12-13 yielded no records.'] });
    server.complete('run-1', ['Pages 12-13 yielded no records.']);
    await renderTab();
    const warning = await screen.findByTestId('result-warning');
    expect(warning.textContent).toContain('Pages 12-13 yielded no records.');
    const table = screen.getByTestId('results-table');
    // Above: the table follows the warning in the document.
    expect(warning.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('says Upload Failed when a step fails, keeping the file', async () => {
    server = fakeDatabaseServer();
    server.api.on(PROCESS, { status: 400, body: { code: 'VALIDATION', message: 'no', requestId: 'r' } });
    const view = await renderTab();
    await screen.findByText('Upload Regulatory Database Report');
    await uploadPdf(view);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Upload FailedFailed to start processing');
    expect(screen.getByTestId('selected-file').textContent).toContain('radius.pdf');
    expect(stored(ENVIRONMENTAL_DB)).toBeNull();
  });

  it("shows a FAILED job's readable reason, and offers another upload", async () => {
    server = fakeDatabaseServer();
    scriptProcess('PROCESSING', 20);
    const view = await renderTab();
    await screen.findByText('Upload Regulatory Database Report');
    await uploadPdf(view);
    await progressPanel();
    server.jobs.set('run-1', { status: 'FAILED', progress: 20, errorMessage: 'No regulatory database records were recognised in this PDF.' });
    const failed = await screen.findByText('Processing Failed', {}, { timeout: POLL_WAIT_MS });
    expect(failed.closest('[data-testid="job-progress"]')!.textContent).toContain('No regulatory database records were recognised in this PDF.');
    expect(stored(ENVIRONMENTAL_DB)).toBeNull();
    fireEvent.click(button('Upload Another File'));
    await waitFor(() => expect(screen.queryByTestId('job-progress')).toBeNull());
  }, 60_000);

  it('says Status Check Failed while polling goes on', async () => {
    server = fakeDatabaseServer();
    server.api.on(PROCESS, () => {
      server.addJob('run-1', { status: 'PROCESSING', progress: 40 });
      server.checkAnswer.set('run-1', () => ({ status: 502, body: { message: 'Bad gateway' } }));
      return { status: 201, body: { jobId: 'run-1' } };
    });
    const view = await renderTab();
    await screen.findByText('Upload Regulatory Database Report');
    await uploadPdf(view);
    const warning = await screen.findByText('Status Check Failed');
    expect(warning.closest('[role="alert"]')!.textContent).toContain('502: {"message":"Bad gateway"}');
    server.checkAnswer.delete('run-1');
    server.complete('run-1');
    expect(await screen.findByText('Processing Complete', {}, { timeout: POLL_WAIT_MS })).toBeInstanceOf(HTMLElement);
  }, 60_000);
});

describe('DatabaseTab: polling limits', () => {
  it("says 'Processing timeout - please check back later' after 120 checks, and a later visit resumes", async () => {
    server = fakeDatabaseServer();
    server.addJob('run-1', { status: 'PROCESSING', progress: 35 });
    localStorage.setItem(ENVIRONMENTAL_DB, JSON.stringify({ jobId: 'run-1' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = await renderTab();
    await progressPanel();
    // One act per 5 s check, so each answer renders and schedules the next.
    while (server.checks('run-1') < 119) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5000);
      });
    }
    expect((await progressPanel()).textContent).toContain('Processing');
    expect((await progressPanel()).textContent).not.toContain('Processing Timeout');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    const panel = await progressPanel();
    expect(panel.textContent).toContain('Processing Timeout');
    expect(panel.textContent).toContain('Processing timeout - please check back later');
    expect(server.checks('run-1')).toBe(120);
    expect(stored(ENVIRONMENTAL_DB)).toEqual({ jobId: 'run-1' });
    view.unmount();
    vi.useRealTimers();

    // The run went on on the server: the next visit picks it up and shows its records.
    server.complete('run-1');
    await renderTab();
    await waitFor(() => expect(mapIds()).toHaveLength(4));
    expect((await progressPanel()).textContent).toContain('Processing Complete');
  }, 120_000);
});

describe('DatabaseTab: reopening the tab', () => {
  it('shows the records again from the server when the browser has nothing', async () => {
    server = fakeDatabaseServer();
    server.addJob('run-1', { status: 'COMPLETED', progress: 100 });
    server.complete('run-1');
    await renderTab();
    await waitFor(() => expect(mapIds()).toEqual(['1', '9', '2', '3']));
    expect(screen.getByTestId('orphans')).toBeInstanceOf(HTMLElement);
    expect(server.checks('run-1')).toBe(0);
    expect(stored(ENVIRONMENTAL_DB)).toMatchObject({ jobId: 'run-1', updatedAt: '2026-03-03T14:05:00.000Z' });
  });

  it('resumes polling the project newest run while it runs', async () => {
    server = fakeDatabaseServer();
    server.addJob('run-1', { status: 'RUNNING', progress: 55 });
    await renderTab();
    await progressPanel();
    await waitFor(() => expect(progressValue()).toBe('55'));
    expect(stored(ENVIRONMENTAL_DB)).toEqual({ jobId: 'run-1' });
    server.complete('run-1');
    expect(await screen.findByText('Processing Complete', {}, { timeout: POLL_WAIT_MS })).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(mapIds()).toHaveLength(4));
  }, 60_000);

  it('shows the cached records at once, then the server copy replaces them', async () => {
    server = fakeDatabaseServer();
    const result = aStudyResult();
    server.addJob('run-2', { status: 'COMPLETED', progress: 100 }, { ...result, items: result.items.slice(1, 2), narratives: [] });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.api.on(NARRATIVES, async () => {
      await released;
      return { body: storedNarrativesOf('run-2', server.results.get('run-2')!) };
    });
    // The stored run-1 answers 404 only then too: its 404 forgets the cached entry, which must be seen first.
    const gone = async () => {
      await released;
      return { status: 404, body: { code: 'NOT_FOUND', message: 'Job not found', requestId: 'req-1' } };
    };
    server.api.on(checkOf('run-1'), gone);
    server.api.on('GET /api/processing/jobs/run-1?study=database&summary=1&includePresign=1', gone);
    localStorage.setItem(ENVIRONMENTAL_DB, JSON.stringify(storedNarrativesOf('run-1', result)));
    await renderTab();
    // A busy machine may take seconds to render the first table (POLL_WAIT_MS, as for the polls).
    await waitFor(() => expect(mapIds()).toHaveLength(4), { timeout: POLL_WAIT_MS });
    await act(async () => release());
    await waitFor(() => expect(mapIds()).toEqual(['1']), { timeout: POLL_WAIT_MS });
    // The stored run-1 is gone (404): forgotten, the entry names the narrative's run.
    expect(stored(ENVIRONMENTAL_DB)).toMatchObject({ jobId: 'run-2', narrativeData: { items: [expect.objectContaining({ map_id: '1' })] } });
  });

  it('drops the cached records when the server has none', async () => {
    server = fakeDatabaseServer();
    localStorage.setItem(ENVIRONMENTAL_DB, JSON.stringify(storedNarrativesOf('run-1', aStudyResult())));
    server.addJob('run-1', { status: 'COMPLETED', progress: 100 });
    await renderTab();
    expect(await screen.findByText('No Regulatory Database Records')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(stored(ENVIRONMENTAL_DB)).toEqual({ jobId: 'run-1' }));
  });
});
