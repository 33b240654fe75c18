import { describe, expect, it } from 'vitest';
import { phase1ReviewerFromEnv } from './index';

describe('phase1ReviewerFromEnv', () => {
  it('is the offline engine without an LLM, the LLM engine with one, and refuses half a configuration', () => {
    expect(phase1ReviewerFromEnv({}).engine).toBe('offline');
    const told: string[] = [];
    const llm = phase1ReviewerFromEnv(
      { LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'test-model', LLM_API_KEY: 'key' },
      { onLlm: (config) => told.push(`${config.baseUrl} ${config.model}`) },
    );
    expect(llm.engine).toBe('llm');
    expect(told).toEqual(['http://127.0.0.1:9/v1 test-model']);
    expect(() => phase1ReviewerFromEnv({ LLM_BASE_URL: 'http://127.0.0.1:9/v1' })).toThrow(/LLM_MODEL/);
  });
});
