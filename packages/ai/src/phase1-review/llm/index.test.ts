import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../testing/fake-openai-server';
import { createOfflineReviewer } from '../offline/index';
import type { ReviewDocument } from '../types';
import { createLlmReviewer } from './index';
import { clientFor, hrecReport, userTextOf } from './test-kit';

// The LLM reviewer wired to the offline engine's parts: its retrieval feeds the questions, and it
// answers, whole, when the LLM is down. Only the wiring is checked here, not the offline quality.

let server: FakeOpenAiServer;
let report: ReviewDocument;
beforeEach(async () => {
  server = await startFakeOpenAiServer();
  report = await hrecReport();
});
afterEach(() => server.close());

describe('createLlmReviewer with the offline engine', () => {
  it('sends the passages the offline index finds, widened to their paragraph', async () => {
    const quote = 'with an inferred flow direction toward the northeast';
    server.enqueue({ content: { answer: 'Toward the northeast (p. 4).', quotes: [{ quote, page: 4, file: report.name }], confidence: 0.8 } });
    const llm = createLlmReviewer(clientFor(server), { fallback: createOfflineReviewer() });
    const answer = await llm.ask([report], 'What is the inferred groundwater flow direction?');
    expect(answer).toMatchObject({ answer: 'Toward the northeast (p. 4).', quotes: [{ quote, page: 4 }], confidence: 0.8 });
    const { passages } = JSON.parse(userTextOf(server.requests[0]!));
    expect(passages).toContainEqual(expect.objectContaining({ file: report.name, page: 4, text: expect.stringContaining('inferred flow') }));
  });

  it('gives the offline result with the warning when the LLM is down', async () => {
    server.handle(() => ({ status: 503 }));
    const llm = createLlmReviewer(clientFor(server, { maxRetries: 0 }), { fallback: createOfflineReviewer() });
    const result = await llm.review(report);
    expect(result.engine).toBe('offline');
    expect(result.warnings[0]).toBe('The language model was unavailable (HTTP 503 after 1 attempt); this is the offline analysis.');
  });
});
