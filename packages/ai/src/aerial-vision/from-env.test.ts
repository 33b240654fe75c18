import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LlmConfigError } from '../errors';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../testing/fake-openai-server';
import { aerialVisionReaderFromEnv } from './from-env';

let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer();
});
afterEach(() => server.close());

describe('aerialVisionReaderFromEnv', () => {
  it('is null unless both LLM_BASE_URL and LLM_VISION_MODEL are set', () => {
    expect(aerialVisionReaderFromEnv({})).toBeNull();
    expect(aerialVisionReaderFromEnv({ LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'text-model' })).toBeNull();
    expect(aerialVisionReaderFromEnv({ LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'text-model', LLM_VISION_MODEL: '  ' })).toBeNull();
    expect(aerialVisionReaderFromEnv({ LLM_VISION_MODEL: 'qwen2.5-vl' })).toBeNull();
  });

  it('asks LLM_VISION_MODEL on the configured server, with or without LLM_MODEL', async () => {
    for (const env of [{ LLM_MODEL: 'text-model' }, {}]) {
      const reader = aerialVisionReaderFromEnv({ ...env, LLM_BASE_URL: server.baseUrl, LLM_VISION_MODEL: ' qwen2.5-vl ', LLM_API_KEY: 'secret' });
      expect(reader?.model).toBe('qwen2.5-vl');
      server.enqueue({ content: { label: 'water', confidence: 0.9, reason: 'a lake' } });
      const readings = await reader!.read([
        { id: 'a', year: 1970, direction: 'east', address: '1 Lake Rd', png: new Uint8Array([137, 80, 78, 71]), ftPerPx: 1 },
      ]);
      expect(readings.get('a')).toEqual({ label: 'water', confidence: 0.9, reason: 'a lake' });
      expect(server.requests.at(-1)?.body.model).toBe('qwen2.5-vl');
      expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer secret');
    }
  });

  it('throws LlmConfigError on a malformed setting, as the text engines do', () => {
    expect(() => aerialVisionReaderFromEnv({ LLM_BASE_URL: server.baseUrl, LLM_VISION_MODEL: 'qwen2.5-vl', LLM_TIMEOUT_MS: 'soon' })).toThrow(LlmConfigError);
  });
});
