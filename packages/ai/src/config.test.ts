import { describe, expect, it } from 'vitest';
import { DEFAULT_LLM_MAX_RETRIES, DEFAULT_LLM_TIMEOUT_MS, llmConfigFromEnv } from './config';
import { LlmConfigError } from './errors';

describe('llmConfigFromEnv', () => {
  it('is null when LLM_BASE_URL is unset or blank: the offline path alone runs', () => {
    expect(llmConfigFromEnv({})).toBeNull();
    expect(llmConfigFromEnv({ LLM_BASE_URL: '  ', LLM_MODEL: 'm' })).toBeNull();
  });

  it('reads the URL, model and key, with default timeout and retries', () => {
    expect(llmConfigFromEnv({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1/', LLM_MODEL: 'qwen2.5', LLM_API_KEY: 'k' })).toEqual({
      baseUrl: 'http://127.0.0.1:8080/v1',
      apiKey: 'k',
      model: 'qwen2.5',
      timeoutMs: DEFAULT_LLM_TIMEOUT_MS,
      maxRetries: DEFAULT_LLM_MAX_RETRIES,
    });
  });

  it('takes no key for local servers, and explicit timeout and retries', () => {
    const config = llmConfigFromEnv({
      LLM_BASE_URL: 'http://127.0.0.1:8080/v1',
      LLM_MODEL: 'm',
      LLM_API_KEY: '',
      LLM_TIMEOUT_MS: '5000',
      LLM_MAX_RETRIES: '0',
    });
    expect(config).toMatchObject({ apiKey: null, timeoutMs: 5000, maxRetries: 0 });
  });

  it('refuses a URL without a model, naming the variable', () => {
    expect(() => llmConfigFromEnv({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow(LlmConfigError);
    expect(() => llmConfigFromEnv({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow(/LLM_MODEL is required when LLM_BASE_URL is set/);
  });

  it('refuses a malformed URL or number', () => {
    expect(() => llmConfigFromEnv({ LLM_BASE_URL: 'localhost:8080', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL/);
    expect(() => llmConfigFromEnv({ LLM_BASE_URL: 'http://127.0.0.1:1/v1', LLM_MODEL: 'm', LLM_TIMEOUT_MS: 'soon' })).toThrow(/LLM_TIMEOUT_MS/);
    expect(() => llmConfigFromEnv({ LLM_BASE_URL: 'http://127.0.0.1:1/v1', LLM_MODEL: 'm', LLM_MAX_RETRIES: '-1' })).toThrow(/LLM_MAX_RETRIES/);
  });
});
