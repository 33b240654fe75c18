import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aResult, aSession, PAGE_13_TEXT } from './test/fixtures';
import { ASK, fakeReviewServer, type FakeReviewServer } from './test/fake-review-server';
import { renderReviewTab, toastText } from './test/render-review';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ANSWER = { answer: 'PCE and TCE were identified.', quotes: [{ quote: 'represents a REC.', page: 13, file: 'phase1_esa_01.pdf' }], confidence: 0.914 };

function answering(server: FakeReviewServer) {
  server.api.on(ASK, ({ body }) => {
    const { question } = body as { question: string };
    server.session = {
      ...server.session,
      history: [...server.session.history, { role: 'user', text: question }, { role: 'assistant', text: JSON.stringify(ANSWER) }],
    };
    return { body: ANSWER };
  });
}

async function openTab(server = fakeReviewServer(aSession({ fileCount: 1, results: [aResult()] }))) {
  const view = renderReviewTab();
  const input = await screen.findByLabelText('Your question');
  const askButton = () => screen.getByRole('button', { name: 'Ask' }) as HTMLButtonElement;
  return { ...view, server, input: input as HTMLTextAreaElement, askButton };
}

describe('ReviewPhase1Tab: questions', () => {
  it('sends the trimmed question on Enter, clears the input, reloads and shows the answer with its quote and confidence', async () => {
    const view = await openTab();
    answering(view.server);
    await view.user.type(view.input, '  What contaminants were found?  {Enter}');
    await waitFor(() => expect(view.server.api.bodies(ASK)).toEqual([{ question: 'What contaminants were found?' }]));
    await waitFor(() => expect(view.input.value).toBe(''));
    const history = screen.getByRole('log', { name: 'Conversation history' });
    expect(await within(history).findByText('PCE and TCE were identified.')).toBeInstanceOf(HTMLElement);
    expect(within(history).getByTestId('history-user').textContent).toBe('YouWhat contaminants were found?');
    expect(within(history).getByText('Confidence: 91%')).toBeInstanceOf(HTMLElement);
    expect(within(history).getByTestId('quote').textContent).toBe('“represents a REC.” (p. 13)');
    expect(history.style.maxHeight).toBe('360px');
    expect(history.style.overflowY).toBe('auto');
  });

  it('adds a new line on Shift+Enter without sending', async () => {
    const view = await openTab();
    answering(view.server);
    await view.user.type(view.input, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(view.input.value).toBe('First line\nsecond line');
    expect(view.server.api.calls()).not.toContain(ASK);
    await view.user.click(view.askButton());
    await waitFor(() => expect(view.server.api.bodies(ASK)).toEqual([{ question: 'First line\nsecond line' }]));
  });

  it('does not send a blank question and keeps the button disabled', async () => {
    const view = await openTab();
    answering(view.server);
    expect(view.askButton().disabled).toBe(true);
    await view.user.type(view.input, '   {Enter}');
    expect(view.askButton().disabled).toBe(true);
    expect(view.server.api.calls()).not.toContain(ASK);
    await view.user.type(view.input, 'x');
    expect(view.askButton().disabled).toBe(false);
  });

  it('shows a plain-text answer as is, with no quotes and 0 %', async () => {
    await openTab(
      fakeReviewServer(
        aSession({
          history: [
            { role: 'user', text: 'Hi?' },
            { role: 'assistant', text: 'Please upload a report first.' },
          ],
        }),
      ),
    );
    const history = screen.getByRole('log', { name: 'Conversation history' });
    expect(within(history).getByText('Please upload a report first.')).toBeInstanceOf(HTMLElement);
    expect(within(history).getByText('Confidence: 0%')).toBeInstanceOf(HTMLElement);
    expect(within(history).queryByTestId('quote')).toBeNull();
  });

  it("opens an answer's quote on its page, highlighted", async () => {
    const view = await openTab(
      fakeReviewServer(
        aSession({
          results: [aResult()],
          history: [
            { role: 'user', text: 'REC?' },
            { role: 'assistant', text: JSON.stringify(ANSWER) },
          ],
        }),
      ),
    );
    view.server.page('doc-1', 13, PAGE_13_TEXT);
    await view.user.click(within(screen.getByRole('log', { name: 'Conversation history' })).getByTestId('quote'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('phase1_esa_01.pdf — page 13')).toBeInstanceOf(HTMLElement);
    expect((await within(dialog).findByText('represents a REC.', { selector: 'mark' })).tagName).toBe('MARK');
  });

  it("says 'Error' with the server's message, or 'Failed to ask question', keeping the question", async () => {
    const view = await openTab();
    view.server.api.on(ASK, { status: 409, body: { code: 'NO_DOCUMENTS', message: 'Upload a report before asking', requestId: 'r' } });
    await view.user.type(view.input, 'Why?{Enter}');
    expect(await toastText('Error')).toBe('ErrorUpload a report before asking');
    expect(view.input.value).toBe('Why?');
    view.server.api.on(ASK, { status: 500 });
    await view.user.click(view.askButton());
    await waitFor(async () => expect(await toastText('Error')).toBe('ErrorFailed to ask question'));
  });
});
