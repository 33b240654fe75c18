import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientFor } from '../phase1-review/llm/test-kit';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../testing/fake-openai-server';
import { createRecordAnalyzer, recordAnalyzerFromEnv } from './index';
import { NFA_ANSWER, NFA_LETTER } from './llm/test-documents';

let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer();
});
afterEach(() => server.close());

describe('the record analyzer an application gets', () => {
  it('is the offline engine without an LLM, the LLM engine with one', async () => {
    expect(createRecordAnalyzer().engine).toBe('offline');
    expect(recordAnalyzerFromEnv({}).engine).toBe('offline');
    expect(recordAnalyzerFromEnv({ LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'fake-model' }).engine).toBe('llm');

    server.enqueue({ content: NFA_ANSWER });
    const result = await createRecordAnalyzer({ llm: clientFor(server) }).analyze(NFA_LETTER, { caseIds: ['RO0003128'] });
    expect(result).toMatchObject({ db_closure_verdict: 'CONFIRMED_CLOSED', summary: NFA_ANSWER.summary });
    expect(server.requests).toHaveLength(1);
  });
});
