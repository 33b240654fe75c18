import type { GeneratedReport } from '@groundwork/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POLL_WAIT_MS, renderInShell } from '../../test/render-tab';
import ReportTab from './ReportTab';
import { aCompletedReport, anAnalysis, aProjectWithChecks, aRunningReport, IDENTIFIED_PROPERTIES } from './test/fixtures';
import { fakeReportServer, GENERATE, LIST_REPORTS, PROJECT, PROPERTIES, queues, REPORTS, type FakeReportServer } from './test/fake-report-server';

let server: FakeReportServer;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function renderTab(role: 'member' | 'viewer' = 'member') {
  const view = renderInShell(<ReportTab />, { tab: 'report', project: server.project, user: { email: 'sam@acme.test', role } });
  await screen.findByText('Report Generation', { selector: 'h2' });
  await waitFor(() => expect(server.api.calls()).toContain(LIST_REPORTS));
  return view;
}

const buttonNamed = (name: string) => screen.queryByText(name, { selector: 'button span' })?.closest('button') ?? null;
const stepStates = () => screen.getAllByTestId('report-step').map((step) => [step.textContent, step.dataset.done]);
const toastText = async (title: string) =>
  (await screen.findByText(title, { selector: '.gw-toast-title' }, { timeout: POLL_WAIT_MS })).closest('.gw-toast')?.textContent;
const toastCount = (title: string) => screen.queryAllByText(title, { selector: '.gw-toast-title' }).length;
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const marks = () =>
  screen.getAllByTestId('report-history-item').map((item) => within(item).queryByTestId('report-history-mark')?.textContent ?? item.dataset.status);

describe('ReportTab: readiness', () => {
  it('shows the screen title', async () => {
    server = fakeReportServer();
    await renderTab();
    expect(screen.getByRole('heading', { level: 2, name: 'Report Generation' })).toBeInstanceOf(HTMLElement);
  });

  it('checks the four steps from the study checks and properties, and refreshes them every 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server = fakeReportServer({ project: aProjectWithChecks({ aerial: false, database: false }) });
    await renderTab();
    await waitFor(() => expect(screen.getByTestId('report-readiness-count').textContent).toBe('2 of 4 steps complete'));
    expect(stepStates()).toEqual([
      ['Properties Identified', 'true'],
      ['City Directory', 'true'],
      ['Aerial Review', 'false'],
      ['Database Search', 'false'],
    ]);
    expect(screen.getByTestId('report-readiness-progress').textContent).toBe('50%');
    expect(within(screen.getAllByTestId('report-step')[2]!).getByRole('img').getAttribute('aria-label')).toBe('Not done');

    server.project = aProjectWithChecks({ database: false });
    await advance(2000);
    await waitFor(() => expect(screen.getByTestId('report-readiness-count').textContent).toBe('3 of 4 steps complete'));
    expect(stepStates()[2]).toEqual(['Aerial Review', 'true']);
    expect(within(screen.getAllByTestId('report-step')[2]!).getByRole('img').getAttribute('aria-label')).toBe('Done');
    expect(screen.getByTestId('report-readiness-progress').textContent).toBe('75%');
    expect(server.count(PROJECT)).toBeGreaterThanOrEqual(1);
    expect(server.count(PROPERTIES)).toBeGreaterThanOrEqual(2);
  });

  it('counts properties identified only with the subject and an adjoining property', async () => {
    server = fakeReportServer();
    server.properties = [IDENTIFIED_PROPERTIES[0]!];
    await renderTab();
    await waitFor(() => expect(screen.getByTestId('report-readiness-count').textContent).toBe('3 of 4 steps complete'));
    expect(stepStates().map(([, done]) => done)).toEqual(['false', 'true', 'true', 'true']);
    expect(screen.getByTestId('report-readiness-progress').textContent).toBe('75%');
  });

  it("says 'Complete Required Steps' naming the missing steps, and posts nothing", async () => {
    server = fakeReportServer({ project: aProjectWithChecks({ aerial: false, database: false }) });
    await renderTab();
    await waitFor(() => expect(screen.getByTestId('report-readiness-count').textContent).toBe('2 of 4 steps complete'));
    fireEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
    expect(await toastText('Complete Required Steps')).toBe(
      'Complete Required StepsComplete these steps before generating the report: Aerial Review, Database Search.',
    );
    expect(server.count(GENERATE)).toBe(0);
  });
});

describe('ReportTab: generation', () => {
  it('posts, shows the progress with its stage while the job runs, then the analysis', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server = fakeReportServer();
    server.generateAnswer = queues(server, aRunningReport('rep-1', { status: 'QUEUED', progress: 0, stage: 'Queued for generation' }));
    await renderTab();
    await waitFor(() => expect(screen.getByTestId('report-readiness-count').textContent).toBe('4 of 4 steps complete'));
    fireEvent.click(buttonNamed('Generate Report')!);

    const progress = await screen.findByTestId('report-generation-progress');
    expect(within(progress).getByTestId('report-generation-stage').textContent).toBe('Queued: Queued for generation');
    expect(server.count(GENERATE)).toBe(1);
    expect(buttonNamed('Generate Report')!.disabled).toBe(true);
    expect(screen.getByTestId('report-generate-reason').textContent).toBe('A report is being generated.');

    server.reports = [aRunningReport('rep-1', { progress: 60, stage: 'Writing the Word report' })];
    await advance(2000);
    await waitFor(() => expect(screen.getByTestId('report-generation-stage').textContent).toBe('Running: Writing the Word report'));
    expect(screen.getByTestId('report-generation-progress').textContent).toContain('60%');

    server.reports = [aCompletedReport('rep-1')];
    await advance(2000);
    await waitFor(() => expect(screen.queryByTestId('report-generation-progress')).toBeNull());
    const current = screen.getByTestId('report-current');
    expect(within(current).getByTestId('report-summary').textContent).toBe(`Summary${anAnalysis().summary}`);
    const risk = within(current).getByTestId('report-risk-level');
    expect(risk.textContent).toBe('High');
    expect(risk.className).toContain('ant-tag-red');
    expect(within(current).getByTestId('report-key-findings').querySelectorAll('li')).toHaveLength(2);

    const finding = within(current).getByTestId('report-finding');
    expect(within(finding).getByTestId('report-finding-class').textContent).toBe('REC');
    expect(within(finding).getByTestId('direction-tag').textContent).toBe('North');
    const sources = within(finding).getAllByTestId('report-finding-source');
    expect(sources[0]!.querySelector('summary')?.textContent).toBe('City Directory · Polk 1965.pdf · p. 12');
    expect(sources[0]!.querySelector('blockquote')?.textContent).toBe('“SUNSHINE CLEANERS 2410 J St”');
    expect(sources[1]!.textContent).toBe('Regulatory Database · ERIS radius report.pdf');

    const gapRow = within(current).getByTestId('report-data-gaps').querySelector('tbody tr.ant-table-row')!;
    expect([...gapRow.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Subject2400 J St, Sacramento, CA 95816',
      '1940–1950',
      'Not significant: vacant land in 1938 and 1955.',
    ]);
    const priorities = within(current).getAllByTestId('report-recommendation-priority');
    expect(priorities.map((tag) => [tag.textContent, tag.className.includes(tag.textContent === 'High' ? 'ant-tag-red' : 'ant-tag-green')])).toEqual([
      ['High', true],
      ['Low', true],
    ]);
    expect(within(current).getByText('Phase II subsurface investigation')).toBeInstanceOf(HTMLElement);

    const checks = server.count(LIST_REPORTS);
    await advance(6000);
    expect(server.count(LIST_REPORTS)).toBe(checks);
  });

  it("shows 'Generation Failed' with the job's reason, in the page and in one toast", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server = fakeReportServer({ reports: [aCompletedReport('rep-1')] });
    server.generateAnswer = queues(server, aRunningReport('rep-2', { status: 'QUEUED', progress: 0, stage: 'Queued' }));
    await renderTab();
    await screen.findByTestId('report-analysis');
    fireEvent.click(buttonNamed('Generate Report')!);
    await screen.findByTestId('report-generation-progress');

    server.reports = [aRunningReport('rep-2', { status: 'FAILED', error: 'The aerial study has no photographs.' }), aCompletedReport('rep-1')];
    await advance(2000);
    expect(await toastText('Generation Failed')).toBe('Generation FailedThe aerial study has no photographs.');
    expect(screen.getByTestId('report-failure').textContent).toBe('Generation FailedThe aerial study has no photographs.');
    expect(screen.queryByTestId('report-generation-progress')).toBeNull();
    expect(screen.getByTestId('report-history-error').textContent).toBe('The aerial study has no photographs.');
    // The completed report before it stays the Current one.
    expect(marks()).toEqual(['FAILED', 'Current']);
    await advance(4000);
    expect(toastCount('Generation Failed')).toBe(1);
  });

  it('shows a job that failed before the tab opened in the page only', async () => {
    server = fakeReportServer({ reports: [aRunningReport('rep-2', { status: 'FAILED', error: 'Storage refused the PDF.' })] });
    await renderTab();
    expect((await screen.findByTestId('report-failure')).textContent).toBe('Generation FailedStorage refused the PDF.');
    expect(toastCount('Generation Failed')).toBe(0);
  });

  it('follows a job still running when the tab reopens, without posting', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server = fakeReportServer({ reports: [aRunningReport('rep-2'), aCompletedReport('rep-1')] });
    await renderTab();
    expect((await screen.findByTestId('report-generation-stage')).textContent).toBe('Running: Writing the Word report');
    server.reports = [aCompletedReport('rep-2', { analysis: anAnalysis({ summary: 'The newest summary.' }) }), aCompletedReport('rep-1')];
    await advance(2000);
    await waitFor(() => expect(screen.getByTestId('report-summary').textContent).toBe('SummaryThe newest summary.'));
    expect(server.count(GENERATE)).toBe(0);
  });

  it("shows the server's 409 REPORT_NOT_READY under 'Complete Required Steps'", async () => {
    server = fakeReportServer();
    server.generateAnswer = () => ({
      status: 409,
      body: { code: 'REPORT_NOT_READY', message: 'Complete these steps first: Aerial Review', requestId: 'r1' },
    });
    await renderTab();
    await waitFor(() => expect(screen.getByTestId('report-readiness-count').textContent).toBe('4 of 4 steps complete'));
    fireEvent.click(buttonNamed('Generate Report')!);
    expect(await toastText('Complete Required Steps')).toBe('Complete Required StepsComplete these steps first: Aerial Review');
    expect(server.count(GENERATE)).toBe(1);
    expect(buttonNamed('Generate Report')!.disabled).toBe(false);
  });

  it("shows other failures of the request under 'Generation Failed' with the server's message", async () => {
    server = fakeReportServer();
    server.generateAnswer = () => ({ status: 503, body: { code: 'QUEUE_UNAVAILABLE', message: 'The report queue is unavailable.', requestId: 'r2' } });
    await renderTab();
    await waitFor(() => expect(screen.getByTestId('report-readiness-count').textContent).toBe('4 of 4 steps complete'));
    fireEvent.click(buttonNamed('Generate Report')!);
    expect(await toastText('Generation Failed')).toBe('Generation FailedThe report queue is unavailable.');
  });
});

describe('ReportTab: history and exports', () => {
  const history: GeneratedReport[] = [
    aCompletedReport('rep-3'),
    aRunningReport('rep-2', { status: 'FAILED', error: 'Storage refused the PDF.' }),
    aCompletedReport('rep-1', { generatedAt: '2026-03-01T09:00:00.000Z' }),
  ];

  it('marks the newest report Current and the others Previous, each with its files', async () => {
    server = fakeReportServer({ reports: history });
    await renderTab();
    await screen.findByTestId('report-analysis');
    expect(marks()).toEqual(['Current', 'Previous', 'Previous']);
    const items = screen.getAllByTestId('report-history-item');
    expect(items[0]!.textContent).toContain('ESA-2026-0001 Phase I ESA rep-3');
    expect(items[0]!.textContent).toContain(`Generated ${new Date('2026-03-03T14:05:00.000Z').toLocaleString()}`);
    expect(within(items[1]!).getByTestId('report-history-error').textContent).toBe('Storage refused the PDF.');
    const links = within(items[2]!)
      .getAllByTestId('report-history-file')
      .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('download')]);
    expect(links).toEqual([
      ['Word (1.50 MB)', 'http://s3.test/rep-1.docx?sig=list', 'rep-1.docx'],
      ['PDF (2.50 MB)', 'http://s3.test/rep-1.pdf?sig=list', 'rep-1.pdf'],
      ['Excel (0.05 MB)', 'http://s3.test/rep-1.xlsx?sig=list', 'rep-1.xlsx'],
    ]);
  });

  it("says 'Export Started' and downloads that file of the Current report, with a fresh link", async () => {
    server = fakeReportServer({ reports: history });
    server.api.on(`GET ${REPORTS}/rep-3`, () => ({
      body: aCompletedReport('rep-3', {
        files: aCompletedReport('rep-3').files.map((file) => ({ ...file, url: file.url.replace('sig=list', 'sig=fresh') })),
      }),
    }));
    await renderTab();
    await screen.findByTestId('report-analysis');
    const downloads: string[][] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push([this.href, this.download]);
    });
    const exportGroup = screen.getByTestId('report-export');
    expect([exportGroup.getAttribute('role'), exportGroup.getAttribute('aria-label')]).toEqual(['group', 'Export the current report']);
    expect([...exportGroup.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['PDF', 'Word', 'Excel']);

    fireEvent.click(within(exportGroup).getByText('PDF').closest('button')!);
    expect(await toastText('Export Started')).toBe('Export Startedrep-3.pdf');
    await waitFor(() => expect(downloads).toEqual([['http://s3.test/rep-3.pdf?sig=fresh', 'rep-3.pdf']]));
    fireEvent.click(within(exportGroup).getByText('Excel').closest('button')!);
    await waitFor(() => expect(downloads[1]).toEqual(['http://s3.test/rep-3.xlsx?sig=fresh', 'rep-3.xlsx']));
  });

  it("shows the Current report's warnings and disables the export of a file it has not", async () => {
    const withoutPdf = aCompletedReport('rep-3', { warnings: ['No PDF was written: the converter is not installed.'] });
    server = fakeReportServer({ reports: [{ ...withoutPdf, files: withoutPdf.files.filter((file) => file.format !== 'pdf') }] });
    await renderTab();
    await screen.findByTestId('report-analysis');
    expect(screen.getByTestId('report-warning').textContent).toBe('No PDF was written: the converter is not installed.');
    const buttons = [...screen.getByTestId('report-export').querySelectorAll('button')];
    expect(buttons.map((button) => [button.textContent, button.disabled])).toEqual([
      ['PDF', true],
      ['Word', false],
      ['Excel', false],
    ]);
  });

  it('disables the exports until a report is completed', async () => {
    server = fakeReportServer({ reports: [aRunningReport('rep-1')] });
    await renderTab();
    await screen.findByTestId('report-generation-progress');
    expect(screen.getByTestId('report-current').textContent).toContain('No report has been generated yet.');
    const buttons = [...screen.getByTestId('report-export').querySelectorAll('button')];
    expect(buttons.map((button) => button.disabled)).toEqual([true, true, true]);
    expect(marks()).toEqual(['RUNNING']);
  });
});

describe('ReportTab: viewers', () => {
  it('cannot generate: the button is disabled and says why', async () => {
    server = fakeReportServer({ reports: [aCompletedReport('rep-1')] });
    await renderTab('viewer');
    await screen.findByTestId('report-analysis');
    const button = buttonNamed('Generate Report')!;
    expect(button.disabled).toBe(true);
    expect(screen.getByTestId('report-generate-reason').textContent).toBe('Viewers can read reports but not generate them.');
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByTestId('report-generate-reason').id);
    fireEvent.click(button);
    expect(server.count(GENERATE)).toBe(0);
    expect([...screen.getByTestId('report-export').querySelectorAll('button')].map((exportButton) => exportButton.disabled)).toEqual([false, false, false]);
  });
});
