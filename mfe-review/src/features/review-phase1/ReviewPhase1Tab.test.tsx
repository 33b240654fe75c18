import { PHASE1_DECISION_BADGES, PHASE1_DECISIONS } from '@groundwork/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DecisionBadge } from './components/DecisionBadge';
import { aDocument, aResult, aSession, DECISION_QUOTE, PAGE_13_TEXT, SESSION_ID } from './test/fixtures';
import { CREATE, fakeReviewServer, pageRoute, READ } from './test/fake-review-server';
import { renderReviewTab, toastText } from './test/render-review';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ReviewPhase1Tab: the session', () => {
  it("creates the project's session when the tab opens, with a spinner until it exists", async () => {
    const server = fakeReviewServer();
    let answer: (value: { body: unknown }) => void = () => undefined;
    server.api.on(CREATE, () => new Promise((resolve) => (answer = resolve)));
    renderReviewTab();
    expect(screen.getByRole('heading', { level: 2, name: 'Review Phase 1' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Starting the review session…')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(server.api.calls()).toContain(CREATE));
    expect(server.api.bodies(CREATE)).toEqual([{ projectId: '65f0c0ffee00000000000001', existingSummary: '' }]);
    act(() => answer({ body: { sessionId: SESSION_ID, resumed: false } }));
    expect(await screen.findByText('Overall Assessment')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('No summary available yet')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Starting the review session…')).toBeNull();
    expect(server.api.calls()).toContain(READ);
  });

  it("says 'Error' / 'Failed to initialize review session' when it cannot be created", async () => {
    const server = fakeReviewServer();
    server.api.on(CREATE, { status: 500, body: { code: 'INTERNAL', message: 'boom', requestId: 'r1' } });
    renderReviewTab();
    expect(await toastText('Error')).toBe('ErrorFailed to initialize review session');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInstanceOf(HTMLElement);
  });

  it('starts a new review on request', async () => {
    const server = fakeReviewServer(aSession({ updatedSummary: 'Old summary.' }));
    const view = renderReviewTab();
    await screen.findByText('Old summary.');
    server.api.on(CREATE, { body: { sessionId: 'session-2', resumed: false } });
    server.api.on('GET /api/phase1-review/session/session-2', { body: aSession({ sessionId: 'session-2' }) });
    await view.user.click(screen.getByRole('button', { name: /New review/ }));
    expect(await screen.findByText('No summary available yet')).toBeInstanceOf(HTMLElement);
    expect(server.api.bodies(CREATE).at(-1)).toEqual({ projectId: '65f0c0ffee00000000000001', existingSummary: '', fresh: true });
  });
});

describe('ReviewPhase1Tab: decision badges', () => {
  it.each(PHASE1_DECISIONS)('shows %s with its label, colour and own icon', (decision) => {
    render(<DecisionBadge decision={decision} />);
    const badge = screen.getByTestId('decision-badge');
    expect(badge.textContent).toBe(PHASE1_DECISION_BADGES[decision].label);
    expect(badge.dataset.color).toBe(PHASE1_DECISION_BADGES[decision].color);
    expect(badge.querySelector('.anticon')).not.toBeNull();
  });

  it('gives every decision a different icon and the spec colours', () => {
    const icons = PHASE1_DECISIONS.map((decision) => {
      const { container, unmount } = render(<DecisionBadge decision={decision} />);
      const icon = container.querySelector('.anticon')!.className;
      unmount();
      return icon;
    });
    expect(new Set(icons).size).toBe(PHASE1_DECISIONS.length);
    expect(PHASE1_DECISIONS.map((decision) => `${PHASE1_DECISION_BADGES[decision].label}:${PHASE1_DECISION_BADGES[decision].color}`).sort()).toEqual([
      'CRECs Present:red',
      'Data Gaps Only:blue',
      'HRECs Present:orange',
      'Inconclusive:grey',
      'No RECs:green',
      'RECs Present:yellow',
    ]);
  });
});

describe('ReviewPhase1Tab: the analysis', () => {
  const analysed = () =>
    aSession({ fileCount: 1, overallDecision: 'RECs_PRESENT', updatedSummary: 'One REC was identified.', results: [aResult()], documents: [aDocument()] });

  it('shows the overall assessment and each report with its sections, quotes, findings, extractions and warnings', async () => {
    fakeReviewServer(analysed());
    const view = renderReviewTab();
    const overall = await screen.findByTestId('overall-assessment');
    expect(within(overall).getByTestId('decision-badge').textContent).toBe('RECs Present');
    expect(within(overall).getByText('One REC was identified.')).toBeInstanceOf(HTMLElement);

    const card = screen.getByTestId('result-card');
    expect(within(card).getByRole('heading', { name: 'phase1_esa_01.pdf' })).toBeInstanceOf(HTMLElement);
    expect(within(card).getByTestId('decision-badge').dataset.color).toBe('yellow');
    expect(within(card).getByText('Confidence: 87%')).toBeInstanceOf(HTMLElement);
    expect(within(card).getByText('Engine: offline')).toBeInstanceOf(HTMLElement);
    expect(within(card).getByText('Pages 27-29 had no text layer.')).toBeInstanceOf(HTMLElement);

    await view.user.click(within(card).getByText('8.0 Findings'));
    expect(await within(card).findByText('A former dry cleaner used PCE on site.')).toBeInstanceOf(HTMLElement);
    const sectionQuotes = within(within(card).getByTestId('sections')).getAllByTestId('quote');
    expect(sectionQuotes.map((quote) => quote.textContent)).toEqual([
      `“${DECISION_QUOTE}” (p. 13)`,
      '“Site reconnaissance was limited by snow cover.” (page unknown)',
    ]);
    expect((sectionQuotes[1] as HTMLButtonElement).disabled).toBe(true);

    const counting = within(card).getByRole('region', { name: 'Findings that count' });
    expect(counting.textContent).toContain('subject');
    expect(counting.textContent).toContain('on the subject property');
    expect(within(card).queryByRole('region', { name: 'Findings set aside' })).toBeNull();
    await view.user.click(within(card).getByText('Findings set aside (1)'));
    const setAside = await within(card).findByRole('region', { name: 'Findings set aside' });
    expect(setAside.textContent).toContain('adjoining property');
    expect(setAside.textContent).toContain('(p. 14)');

    expect(within(card).getByText('2440 FACTORY ST, NORTHGATE, IL 60640')).toBeInstanceOf(HTMLElement);
    expect(within(card).getByText('PCE; TCE')).toBeInstanceOf(HTMLElement);
    expect(within(card).getByText('Elite Cleaners & Dyers; Metro Auto Body & Paint')).toBeInstanceOf(HTMLElement);
    expect(within(card).getByText('None identified')).toBeInstanceOf(HTMLElement);
  });

  it('opens the page of a clicked quote with the quote highlighted and a link to the original', async () => {
    const server = fakeReviewServer(analysed());
    server.page('doc-1', 13, PAGE_13_TEXT);
    const view = renderReviewTab();
    const card = await screen.findByTestId('result-card');
    const finding = within(within(card).getByRole('region', { name: 'Findings that count' })).getByTestId('quote');
    await view.user.click(finding);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('phase1_esa_01.pdf — page 13')).toBeInstanceOf(HTMLElement);
    const mark = await within(dialog).findByText((_, element) => element?.tagName === 'MARK');
    expect(mark.textContent).toBe('the former Elite Cleaners &  Dyers operation\nrepresents a REC.');
    expect(within(dialog).getByTestId('page-text').textContent).toBe(PAGE_13_TEXT);
    const original = within(dialog).getByRole('link', { name: /Open original/ });
    expect(original.getAttribute('href')).toBe(`/api/phase1-review/session/${SESSION_ID}/documents/doc-1/file#page=13`);
    expect(original.getAttribute('target')).toBe('_blank');
    expect(server.api.calls()).toContain(pageRoute('doc-1', 13));
  });

  it('shows analysing documents with their progress and failures, then says Analysis Complete', async () => {
    const server = fakeReviewServer(
      aSession({
        fileCount: 2,
        analyzing: true,
        documents: [
          aDocument({ status: 'analyzing', progress: 40 }),
          aDocument({ documentId: 'doc-2', name: 'scan.pdf', status: 'failed', error: 'No text could be read' }),
        ],
      }),
    );
    renderReviewTab();
    const progress = await screen.findByTestId('document-progress');
    expect(within(progress).getByText('phase1_esa_01.pdf')).toBeInstanceOf(HTMLElement);
    expect(within(progress).getByText('Analyzing · 3.10 MB')).toBeInstanceOf(HTMLElement);
    expect(within(progress).getByLabelText('Analysis progress of phase1_esa_01.pdf').getAttribute('aria-valuenow')).toBe('40');
    expect(within(progress).getByRole('alert').textContent).toContain('scan.pdf: No text could be read');

    server.session = aSession({
      ...analysed(),
      documents: [aDocument(), aDocument({ documentId: 'doc-2', name: 'scan.pdf', status: 'failed', error: 'No text could be read' })],
    });
    expect(await toastText('Analysis Complete', 8000)).toBe('Analysis CompletePhase 1 report has been analyzed successfully');
    expect(screen.getByTestId('result-card')).toBeInstanceOf(HTMLElement);
  });
});

describe('ReviewPhase1Tab: a session read that fails', () => {
  it('offers to try again', async () => {
    const server = fakeReviewServer();
    server.api.on(READ, { status: 500, body: { code: 'INTERNAL', message: 'down', requestId: 'r' } });
    renderReviewTab();
    expect(await screen.findByText('The review could not be loaded')).toBeInstanceOf(HTMLElement);
    server.api.on(READ, { body: aSession() });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No summary available yet')).toBeInstanceOf(HTMLElement);
  });
});
