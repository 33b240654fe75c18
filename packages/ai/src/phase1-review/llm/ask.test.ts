import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../testing/fake-openai-server';
import { NOT_FOUND_ANSWER, type ReviewDocument } from '../types';
import { buildLlmReviewer } from './llm-reviewer';
import { clientFor, fakeOfflineReviewer, hrecReport, schemaNameOf, testParts, userTextOf, wordOverlapIndex } from './test-kit';

// Questions through the real openai SDK against the fake server on 127.0.0.1: passages found
// for the question go out with their file and page, and the answer keeps only quotes on their page.

const FLOW = 'with an inferred flow direction toward the northeast';
const second: ReviewDocument = {
  documentId: 'doc-second',
  name: 'second-report.pdf',
  format: 'pdf',
  pages: [{ page: 1, text: 'Groundwater flow direction at the second site was measured toward the south in 2019.' }],
};

let server: FakeOpenAiServer;
let report: ReviewDocument;
beforeEach(async () => {
  server = await startFakeOpenAiServer();
  report = await hrecReport();
});
afterEach(() => server.close());

function reviewer({ timeoutMs = 5_000, maxRetries = 2 } = {}) {
  const fallback = fakeOfflineReviewer();
  const createPassageIndex = vi.fn(wordOverlapIndex);
  const llm = buildLlmReviewer(clientFor(server, { timeoutMs, maxRetries }), { fallback }, { ...testParts, createPassageIndex });
  return { llm, fallback, createPassageIndex };
}

const answerWith = (answer: string, quotes: Array<{ quote: string; page: number; file: string }>, confidence = 0.9) => ({
  content: { answer, quotes, confidence },
});

describe('asking the LLM about the reports', () => {
  it('sends the question with labelled passages and the last turns, and keeps only the quotes on their page', async () => {
    server.enqueue(
      answerWith('Groundwater is inferred to flow toward the northeast (p. 4).', [
        { quote: FLOW, page: 4, file: report.name },
        { quote: 'Groundwater was measured flowing toward the west', page: 4, file: report.name },
      ]),
    );
    const { llm } = reviewer();
    const history = [
      { role: 'user' as const, text: 'Where is the subject property?' },
      { role: 'assistant' as const, text: JSON.stringify({ answer: 'At 1042 Sunset Blvd.', quotes: [], confidence: 0.9 }) },
    ];
    const answer = await llm.ask([report, second], 'Which way does groundwater flow?', { history });

    expect(answer).toEqual({
      answer: 'Groundwater is inferred to flow toward the northeast (p. 4).',
      quotes: [{ quote: FLOW, page: 4, file: report.name, documentId: report.documentId }],
      confidence: 0.45,
    });
    const [request] = server.requests;
    expect(schemaNameOf(request!)).toBe('phase1_answer');
    expect(request!.body.response_format.json_schema.strict).toBe(true);
    expect(request!.body.messages[0].content).toMatch(/^You answer an environmental consultant's question/);
    const sent = JSON.parse(userTextOf(request!));
    expect(sent.question).toBe('Which way does groundwater flow?');
    expect(sent.conversation).toEqual([
      { role: 'user', text: 'Where is the subject property?' },
      { role: 'assistant', text: 'At 1042 Sunset Blvd.' },
    ]);
    expect(sent.passages.length).toBeGreaterThan(0);
    expect(sent.passages.length).toBeLessThanOrEqual(12);
    expect(sent.passages).toContainEqual(expect.objectContaining({ file: report.name, page: 4, text: expect.stringContaining('inferred flow') }));
    expect(sent.passages).toContainEqual(expect.objectContaining({ file: 'second-report.pdf', page: 1 }));
  });

  it('answers "not found" when the model says so, or when none of its quotes stands on its page', async () => {
    server.enqueue(
      answerWith(NOT_FOUND_ANSWER, [], 0),
      answerWith('The building has a sprinkler system.', [{ quote: 'A wet-pipe sprinkler system serves the whole building', page: 4, file: report.name }]),
      answerWith('Groundwater flows northeast.', [{ quote: FLOW, page: 5, file: report.name }]),
    );
    const { llm } = reviewer();
    const notFound = { answer: NOT_FOUND_ANSWER, quotes: [], confidence: 0 };
    expect(await llm.ask([report], 'Is there a sprinkler system?')).toEqual(notFound);
    expect(await llm.ask([report], 'Is there a sprinkler system?')).toEqual(notFound);
    expect(await llm.ask([report], 'Which way does groundwater flow?')).toEqual(notFound);
    expect(server.requests).toHaveLength(3);
  });

  it('answers "not found" without asking when no passage matches the question', async () => {
    const { llm } = reviewer();
    expect(await llm.ask([report], 'zzz qqq?')).toEqual({ answer: NOT_FOUND_ANSWER, quotes: [], confidence: 0 });
    expect(server.requests).toHaveLength(0);
  });

  it('falls back to the offline answer, with a note, when the LLM is unavailable', async () => {
    server.handle(() => ({ status: 503 }));
    const { llm, fallback } = reviewer({ maxRetries: 1 });
    const answer = await llm.ask([report], 'Which way does groundwater flow?', { history: [] });
    expect(answer).toEqual({
      answer: 'The offline answer.\n\n(The language model was unavailable (HTTP 503 after 2 attempts); this is the offline answer.)',
      quotes: [],
      confidence: 0.4,
    });
    expect(fallback.ask).toHaveBeenCalledWith([report], 'Which way does groundwater flow?', { history: [] });
  });
});
