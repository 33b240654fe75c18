import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analysedSession, aRegulatorySession, NFA_QUOTE } from './test/fixtures';
import { ASK, fakeRegulatoryServer, type FakeRegulatoryServer } from './test/fake-regulatory-server';
import { openPage, toastText } from './test/render-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ANSWER = { answer: 'Yes: the agency closed the case on 2019-06-14.', quotes: [{ quote: NFA_QUOTE, page: 1, file: 'nfa-letter.pdf' }], confidence: 0.93 };

function answering(server: FakeRegulatoryServer) {
  server.api.on(ASK, ({ body }) => {
    const { question } = body as { question: string };
    server.session = {
      ...server.session,
      history: [...server.session.history, { role: 'user', text: question }, { role: 'assistant', text: JSON.stringify(ANSWER) }],
    };
    return { body: ANSWER };
  });
}

async function openAsk() {
  const server = fakeRegulatoryServer(analysedSession());
  answering(server);
  const view = await openPage();
  const input = screen.getByLabelText('Your question') as HTMLTextAreaElement;
  const askButton = () => screen.getByRole('button', { name: 'Ask' }) as HTMLButtonElement;
  return { ...view, server, input, askButton };
}

describe('RegulatoryAnalysisPage: questions', () => {
  it('offers no questions before a document was uploaded', async () => {
    fakeRegulatoryServer(aRegulatorySession({ fileCount: 0 }));
    await openPage();
    expect(screen.queryByTestId('ask-questions')).toBeNull();
    expect(screen.queryByLabelText('Your question')).toBeNull();
  });

  it('sends the trimmed question on Enter, clears it and shows the answer with its quote and confidence', async () => {
    const view = await openAsk();
    await view.user.type(view.input, '  Is the LUST case closed?  {Enter}');
    await waitFor(() => expect(view.server.api.bodies(ASK)).toEqual([{ question: 'Is the LUST case closed?' }]));
    await waitFor(() => expect(view.input.value).toBe(''));
    const history = screen.getByRole('log', { name: 'Conversation history' });
    expect(await within(history).findByText(ANSWER.answer)).toBeInstanceOf(HTMLElement);
    expect(within(history).getByTestId('history-user').textContent).toBe('YouIs the LUST case closed?');
    expect(within(history).getByText('Confidence: 93%')).toBeInstanceOf(HTMLElement);
    expect(within(history).getByTestId('quote').textContent).toBe(`“${NFA_QUOTE}” (p. 1)`);
  });

  it('adds a line on Shift+Enter and never sends a blank question', async () => {
    const view = await openAsk();
    expect(view.askButton().disabled).toBe(true);
    await view.user.type(view.input, '   {Enter}');
    expect(view.askButton().disabled).toBe(true);
    await view.user.clear(view.input);
    await view.user.type(view.input, 'Closure date?{Shift>}{Enter}{/Shift}And the case id?');
    expect(view.input.value).toBe('Closure date?\nAnd the case id?');
    expect(view.server.api.calls()).not.toContain(ASK);
    await view.user.click(view.askButton());
    await waitFor(() => expect(view.server.api.bodies(ASK)).toEqual([{ question: 'Closure date?\nAnd the case id?' }]));
  });

  it("says 'Error' with the server's message, or 'Failed to ask question'", async () => {
    const view = await openAsk();
    view.server.api.on(ASK, { status: 422, body: { code: 'VALIDATION', message: 'A question may have at most 2000 characters', requestId: 'r' } });
    await view.user.type(view.input, 'Why?{Enter}');
    expect(await toastText('Error')).toBe('ErrorA question may have at most 2000 characters');
    expect(view.input.value).toBe('Why?');
    view.server.api.on(ASK, { status: 500 });
    await view.user.click(view.askButton());
    await waitFor(async () => expect(await toastText('Error')).toBe('ErrorFailed to ask question'));
  });
});
