import { CLOSURE_VERDICT_BADGES } from '@groundwork/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROJECT_ID } from '../../test/render-tab';
import {
  aDocument,
  analysedSession,
  aNarrativeItem,
  aRecordResult,
  aRegulatorySession,
  ITEM_INDEX,
  NFA_QUOTE,
  SESSION_ID,
  storeBrowserCopy,
  SUMMARY,
} from './test/fixtures';
import { CREATE, fakeRegulatoryServer, NARRATIVES, pageRoute, READ, RUNS, UPLOAD } from './test/fake-regulatory-server';
import { aFile, openPage, pageUrl, renderPage, toastText } from './test/render-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('RegulatoryAnalysisPage: the record', () => {
  it('shows the summary the database tab passed, and goes back to that tab', async () => {
    fakeRegulatoryServer();
    const view = await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Regulatory Analysis' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByTestId('initial-summary-text').textContent).toBe(SUMMARY);
    expect(screen.getByText('Initial summary (record 2)')).toBeInstanceOf(HTMLElement);
    await view.user.click(screen.getByTestId('back-to-database'));
    expect(screen.getByTestId('where').textContent).toBe(`/projects/${PROJECT_ID}?tab=database`);
  });

  it("without a summary, shows the browser copy's narrative, facts and reference documents by database", async () => {
    const server = fakeRegulatoryServer();
    storeBrowserCopy();
    await openPage(pageUrl(null));
    expect(screen.getByTestId('initial-summary-text').textContent).toBe(SUMMARY);
    const facts = screen.getByTestId('record-facts');
    expect(facts.textContent).toContain('BOEING SURPLUS WAREHOUSE');
    expect(facts.textContent).toContain('3277 INDUSTRIAL WAY, SACRAMENTO CA 95816');
    expect(facts.textContent).toContain('LUST, UST');
    expect(server.api.bodies(CREATE)).toEqual([{ projectId: PROJECT_ID, recordItemIndex: ITEM_INDEX, existingSummary: SUMMARY }]);
    expect(server.api.calls()).not.toContain(NARRATIVES);

    const groups = within(screen.getByTestId('reference-documents')).getAllByTestId('reference-group');
    expect(groups.map((group) => group.querySelector('h3')?.textContent)).toEqual(['LUST', 'UST']);
    const lust = within(groups[0]!).getAllByRole('link');
    expect(lust.map((link) => link.getAttribute('href'))).toEqual(['https://geotracker.test/case/2001-5798', 'https://geotracker.test/case/2001-5798/docs']);
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it("reads the record from the server's stored narrative when the browser has no copy, and creates the session with it", async () => {
    const server = fakeRegulatoryServer();
    server.storeNarrative({
      narratives: [],
      narrativeData: { items: [aNarrativeItem({ narrative: 'Other copy.' }), aNarrativeItem({ narrative: 'Stored narrative.' })] },
      jobId: 'db-job-1',
    });
    await openPage(pageUrl(null));
    expect(screen.getByTestId('initial-summary-text').textContent).toBe('Stored narrative.');
    expect(server.api.bodies(CREATE)).toEqual([{ projectId: PROJECT_ID, recordItemIndex: ITEM_INDEX, existingSummary: 'Stored narrative.' }]);
    expect(within(screen.getByTestId('reference-documents')).getAllByTestId('reference-group')).toHaveLength(2);
  });

  it('asks for no stored narrative before a database run completed (no 404), and starts from an empty summary', async () => {
    const server = fakeRegulatoryServer();
    await openPage(pageUrl(null));
    expect(server.api.calls()).toContain(RUNS);
    expect(server.api.calls()).not.toContain(NARRATIVES);
    expect(screen.getByTestId('initial-summary-text').textContent).toBe('No summary is available for this record.');
    expect(server.api.bodies(CREATE)).toEqual([{ projectId: PROJECT_ID, recordItemIndex: ITEM_INDEX, existingSummary: '' }]);
    expect(screen.getByTestId('reference-documents').textContent).toContain('No reference documents available');
  });

  it("says 'No reference documents available' when the record has none", async () => {
    fakeRegulatoryServer();
    storeBrowserCopy({ narrativeData: { items: [aNarrativeItem(), aNarrativeItem({ document_links: [] })] } });
    await openPage();
    expect(screen.getByTestId('reference-documents').textContent).toContain('No reference documents available');
    expect(within(screen.getByTestId('reference-documents')).queryAllByRole('link')).toHaveLength(0);
  });
});

describe('RegulatoryAnalysisPage: the session', () => {
  it('creates the record session on open with a spinner, the upload disabled until it exists', async () => {
    const server = fakeRegulatoryServer();
    let answer: (value: { body: unknown }) => void = () => undefined;
    server.api.on(CREATE, () => new Promise((resolve) => (answer = resolve)));
    const view = renderPage();
    expect(screen.getByTestId('session-initializing').textContent).toContain('Initializing the analysis session');
    await view.user.upload(view.input(), [aFile('nfa-letter.pdf')]);
    expect(view.uploadButton().disabled).toBe(true);
    await waitFor(() => expect(server.api.bodies(CREATE)).toEqual([{ projectId: PROJECT_ID, recordItemIndex: ITEM_INDEX, existingSummary: SUMMARY }]));
    act(() => answer({ body: { sessionId: SESSION_ID, resumed: false } }));
    await screen.findByTestId('record-results');
    await waitFor(() => expect(screen.queryByTestId('session-initializing')).toBeNull());
    expect(server.api.calls()).toContain(READ);
  });

  it("says in red 'Failed to initialize session. Please refresh the page.' and 'Error' / 'Failed to initialize analysis session'", async () => {
    const server = fakeRegulatoryServer();
    server.answer(CREATE, { status: 500, body: { code: 'INTERNAL', message: 'boom', requestId: 'r1' } });
    const view = renderPage();
    expect(await toastText('Error')).toBe('ErrorFailed to initialize analysis session');
    const inline = screen.getByText('Failed to initialize session. Please refresh the page.');
    expect(inline.closest('.ant-typography-danger')).not.toBeNull();
    expect(screen.queryByTestId('session-initializing')).toBeNull();
    expect(view.uploadButton().disabled).toBe(true);
  });

  it('starts a new analysis on request', async () => {
    const server = fakeRegulatoryServer(analysedSession());
    const view = await openPage();
    expect(screen.getByTestId('overall-analysis')).toBeInstanceOf(HTMLElement);
    server.answer(CREATE, { body: { sessionId: 'reg-session-2', resumed: false } });
    server.answer('GET /api/regulatory-analysis/session/reg-session-2', { body: aRegulatorySession({ sessionId: 'reg-session-2' }) });
    await view.user.click(screen.getByTestId('new-analysis'));
    await waitFor(() => expect(screen.queryByTestId('overall-analysis')).toBeNull());
    expect(server.api.bodies(CREATE).at(-1)).toEqual({ projectId: PROJECT_ID, recordItemIndex: ITEM_INDEX, existingSummary: SUMMARY, fresh: true });
  });
});

describe('RegulatoryAnalysisPage: uploads', () => {
  it('keeps the upload disabled without files, states the formats, and uploads the selection', async () => {
    const server = fakeRegulatoryServer();
    const view = await openPage();
    expect(screen.getByText('Supported formats: PDF, DOC, DOCX, TXT (max 50MB per file, up to 20 files per upload)')).toBeInstanceOf(HTMLElement);
    expect(view.input().getAttribute('accept')).toBe('.pdf,.doc,.docx,.txt');
    expect(view.uploadButton().disabled).toBe(true);
    await view.user.upload(view.input(), [aFile('nfa-letter.pdf'), aFile('memo.txt')]);
    expect(view.uploadButton().disabled).toBe(false);
    server.session = aRegulatorySession({ fileCount: 2, analyzing: true, documents: [aDocument({ name: 'nfa-letter.pdf', status: 'queued', progress: 0 })] });
    await view.user.click(view.uploadButton());
    await waitFor(() => expect(server.uploads).toEqual([['nfa-letter.pdf', 'memo.txt']]));
    expect(await within(await screen.findByTestId('document-progress')).findByText('Queued · 3.10 MB')).toBeInstanceOf(HTMLElement);
    expect(view.uploadButton().disabled).toBe(true);
  });

  it("refuses more than 20 files: 'Too Many Files' / 'Maximum 20 files allowed per upload'", async () => {
    const server = fakeRegulatoryServer();
    const view = await openPage();
    await view.user.upload(
      view.input(),
      Array.from({ length: 21 }, (_, index) => aFile(`letter-${index}.pdf`)),
    );
    expect(await toastText('Too Many Files')).toBe('Too Many FilesMaximum 20 files allowed per upload');
    expect(screen.queryAllByTestId('selected-file')).toHaveLength(0);
    expect(view.uploadButton().disabled).toBe(true);
    expect(server.api.calls()).not.toContain(UPLOAD);
  });

  it('keeps the upload disabled while documents are analysed', async () => {
    fakeRegulatoryServer(aRegulatorySession({ fileCount: 1, analyzing: true, documents: [aDocument({ status: 'analyzing', progress: 40 })] }));
    const view = await openPage();
    await view.user.upload(view.input(), [aFile('second.pdf')]);
    expect(view.uploadButton().disabled).toBe(true);
  });

  it("says 'Upload Failed' with the server's message", async () => {
    const server = fakeRegulatoryServer();
    server.answer(UPLOAD, { status: 415, body: { code: 'UNSUPPORTED_FILE', message: 'photo.pdf is not a PDF, Word or text file', requestId: 'r1' } });
    const view = await openPage();
    await view.user.upload(view.input(), [aFile('photo.pdf')]);
    await view.user.click(view.uploadButton());
    expect(await toastText('Upload Failed')).toBe('Upload Failedphoto.pdf is not a PDF, Word or text file');
  });
});

describe('RegulatoryAnalysisPage: the analysis', () => {
  it("polls while analysing, shows each document's progress and failure, then the results and 'Analysis Complete'", async () => {
    const server = fakeRegulatoryServer(
      aRegulatorySession({
        fileCount: 2,
        analyzing: true,
        documents: [
          aDocument({ name: 'nfa-letter.pdf', status: 'analyzing', progress: 40 }),
          aDocument({ documentId: 'doc-2', name: 'scan.pdf', status: 'failed', error: 'No text could be read' }),
        ],
      }),
    );
    await openPage();
    const progress = await screen.findByTestId('document-progress');
    expect(within(progress).getByLabelText('Analysis progress of nfa-letter.pdf').getAttribute('aria-valuenow')).toBe('40');
    expect(within(progress).getByRole('alert').textContent).toContain('scan.pdf: No text could be read');
    expect(screen.queryByTestId('overall-analysis')).toBeNull();
    const readsBefore = server.reads();

    server.session = analysedSession({
      fileCount: 2,
      documents: [
        aDocument({ name: 'nfa-letter.pdf' }),
        aDocument({ documentId: 'doc-2', name: 'scan.pdf', status: 'failed', error: 'No text could be read' }),
      ],
    });
    expect(await toastText('Analysis Complete', 8000)).toBe('Analysis CompleteDocuments have been analyzed successfully');
    expect(server.reads()).toBeGreaterThan(readsBefore);
    const overall = screen.getByTestId('overall-analysis');
    expect(within(overall).getByTestId('verdict-badge').dataset.color).toBe('green');
    expect(screen.getByTestId('document-progress').textContent).toContain('scan.pdf: No text could be read');

    const result = screen.getByTestId('record-result');
    expect(within(result).getByRole('heading', { name: 'nfa-letter.pdf' })).toBeInstanceOf(HTMLElement);
    expect(within(result).getByTestId('verdict-badge').textContent).toBe('Confirmed Closed');
    expect(within(result).getByTestId('result-confidence').textContent).toBe('Confidence: 92%');
    expect(within(result).getByText('The agency issued a No Further Action letter for the LUST case.')).toBeInstanceOf(HTMLElement);
    expect(
      within(within(result).getByTestId('evidence'))
        .getAllByTestId('quote')
        .map((quote) => quote.textContent),
    ).toEqual([`“${NFA_QUOTE}” (p. 1)`, '“cc: County Environmental Health” (page unknown)']);
    const extracted = within(result).getByTestId('extracted').textContent;
    expect(extracted).toContain('LUST 2001-5798; UST-ID 94-9904');
    expect(extracted).toContain('State Water Resources Control Board');
    expect(extracted).toContain('Closure date2019-06-14');
    expect(extracted).toContain('Document date2019-06-20');
    expect(within(result).getByTestId('result-warning').textContent).toBe('Page 2 had no text layer.');
  });

  it.each([
    ['CONFIRMED_CLOSED', 'Confirmed Closed', 'green'],
    ['NOT_CONFIRMED', 'Not Confirmed', 'red'],
    ['INCONCLUSIVE', 'Inconclusive', 'yellow'],
  ] as const)('shows %s as %s in %s', async (verdict, label, color) => {
    fakeRegulatoryServer(analysedSession({ overallDecision: verdict, results: [aRecordResult({ db_closure_verdict: verdict })] }));
    await openPage();
    for (const badge of screen.getAllByTestId('verdict-badge')) {
      expect(badge.textContent).toBe(label);
      expect(badge.dataset.color).toBe(color);
      expect(badge.className).toContain(color === 'yellow' ? 'ant-tag-gold' : `ant-tag-${color}`);
    }
    expect(CLOSURE_VERDICT_BADGES[verdict]).toEqual({ label, color });
  });

  it('hides the Overall Analysis without an updated summary, and shows it pre-wrapped with the save button', async () => {
    const server = fakeRegulatoryServer(aRegulatorySession({ fileCount: 1, results: [aRecordResult()], overallDecision: 'CONFIRMED_CLOSED' }));
    const view = await openPage();
    expect(screen.getByTestId('record-result')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByTestId('overall-analysis')).toBeNull();
    expect(screen.queryByTestId('save-to-database')).toBeNull();
    view.unmount();
    server.session = analysedSession();
    await openPage();
    const summary = screen.getByTestId('updated-summary');
    expect(summary.textContent).toBe(analysedSession().updatedSummary);
    expect(summary.style.whiteSpace).toBe('pre-wrap');
    expect(screen.getByTestId('save-to-database').textContent).toContain('Save to Database');
    expect(screen.getByTestId('saved-at').textContent).toBe('Not saved to the database yet');
  });

  it('opens the page of a clicked evidence quote, highlighted, from the regulatory routes', async () => {
    const server = fakeRegulatoryServer(analysedSession());
    server.page('doc-1', 1, `NO FURTHER ACTION\nThis letter confirms that ${NFA_QUOTE}.`);
    const view = await openPage();
    await view.user.click(within(screen.getByTestId('evidence')).getAllByTestId('quote')[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('nfa-letter.pdf — page 1')).toBeInstanceOf(HTMLElement);
    expect((await within(dialog).findByText(NFA_QUOTE, { selector: 'mark' })).tagName).toBe('MARK');
    const original = within(dialog).getByRole('link', { name: /Open original/ });
    expect(original.getAttribute('href')).toBe(`/api/regulatory-analysis/session/${SESSION_ID}/documents/doc-1/file#page=1`);
    expect(server.api.calls()).toContain(pageRoute('doc-1', 1));
    fireEvent.keyDown(dialog, { key: 'Escape' });
  });
});
