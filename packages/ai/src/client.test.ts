import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLlmClient, type LlmClientOptions, type RetryEvent } from './client';
import type { LlmConfig } from './config';
import { LlmAbortedError, LlmInvalidAnswerError, LlmRejectedError, LlmTimeoutError, LlmUnavailableError } from './errors';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './testing/fake-openai-server';

// The real openai SDK against the fake server on 127.0.0.1.

const answerSchema = z.object({ city: z.string(), founded: z.number().int().nullable() });
const ask = { schema: answerSchema, schemaName: 'city_fact', system: 'Answer in JSON.', user: 'Which city?', promptId: 'city-fact.v1' };

let server: FakeOpenAiServer;
let retries: RetryEvent[];

beforeEach(async () => {
  server = await startFakeOpenAiServer();
  retries = [];
});
afterEach(() => server.close());

const clientFor = (config: Partial<LlmConfig> = {}, options: LlmClientOptions = {}) =>
  createLlmClient(
    { baseUrl: server.baseUrl, apiKey: null, model: 'fake-model', timeoutMs: 5_000, maxRetries: 3, ...config },
    { retry: { baseDelayMs: 1, maxDelayMs: 5 }, onRetry: (event) => retries.push(event), ...options },
  );

describe('createLlmClient.structured', () => {
  it('sends the messages with a strict json_schema response format and returns the validated answer', async () => {
    server.enqueue({ content: { city: 'Portland', founded: 1845 } });
    const answer = await clientFor().structured(ask);
    expect(answer).toMatchObject({ data: { city: 'Portland', founded: 1845 }, model: 'fake-model', promptId: 'city-fact.v1', attempts: 1 });
    expect(answer.usage?.promptTokens).toBe(10);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(request!.body).toMatchObject({
      model: 'fake-model',
      messages: [
        { role: 'system', content: 'Answer in JSON.' },
        { role: 'user', content: 'Which city?' },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'city_fact', strict: true } },
    });
    expect(request!.body.response_format.json_schema.schema).toMatchObject({
      type: 'object',
      required: ['city', 'founded'],
      additionalProperties: false,
    });
  });

  it('sends the key when there is one', async () => {
    server.enqueue({ content: { city: 'Salem', founded: null } });
    await clientFor({ apiKey: 'sk-test' }).structured(ask);
    expect(server.requests[0]!.headers.authorization).toBe('Bearer sk-test');
  });

  it('throws LlmInvalidAnswerError for an answer that fails the schema, without retrying', async () => {
    server.enqueue({ content: { city: 42 } });
    const error = await clientFor()
      .structured(ask)
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(LlmInvalidAnswerError);
    expect(error).toMatchObject({ reason: 'schema', code: 'LLM_INVALID_ANSWER' });
    expect((error as Error).message).toMatch(/city/);
    expect(server.requests).toHaveLength(1);
  });

  it('throws LlmInvalidAnswerError for malformed JSON, a cut-short answer and a refusal', async () => {
    server.enqueue({ content: '{"city": "Port' }, { content: '{"city": "Port', finishReason: 'length' }, { content: '', refusal: 'I cannot help with that.' });
    const client = clientFor();
    await expect(client.structured(ask)).rejects.toMatchObject({ reason: 'not-json' });
    await expect(client.structured(ask)).rejects.toMatchObject({ reason: 'truncated' });
    await expect(client.structured(ask)).rejects.toMatchObject({ reason: 'refusal' });
  });

  it('waits as a 429 asks (Retry-After) and then succeeds', async () => {
    server.enqueue(
      { status: 429, headers: { 'retry-after': '0.05' }, body: { error: { message: 'Rate limit reached', type: 'requests' } } },
      { content: { city: 'Eugene', founded: 1862 } },
    );
    const answer = await clientFor().structured(ask);
    expect(answer).toMatchObject({ data: { city: 'Eugene' }, attempts: 2 });
    expect(retries).toHaveLength(1);
    expect(retries[0]).toMatchObject({ attempt: 1, delayMs: 50 });
    expect(retries[0]!.error).toMatchObject({ status: 429 });
  });

  it('gives up on a Retry-After longer than the policy allows', async () => {
    server.enqueue({ status: 429, headers: { 'retry-after': '3600' } });
    const error = await clientFor()
      .structured(ask)
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(LlmUnavailableError);
    expect(server.requests).toHaveLength(1);
  });

  it('retries 500s with backoff and throws LlmUnavailableError after the last retry', async () => {
    server.handle(() => ({ status: 500 }));
    const error = await clientFor({ maxRetries: 2 })
      .structured(ask)
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(LlmUnavailableError);
    expect(error).toMatchObject({ status: 500, attempts: 3, code: 'LLM_UNAVAILABLE' });
    expect(server.requests).toHaveLength(3);
    expect(retries.map((event) => event.attempt)).toEqual([1, 2]);
  });

  it('does not retry a request the server rejects (401, 400)', async () => {
    server.enqueue({ status: 401, body: { error: { message: 'Incorrect API key' } } });
    await expect(clientFor().structured(ask)).rejects.toBeInstanceOf(LlmRejectedError);
    expect(server.requests).toHaveLength(1);
  });

  it('times a slow answer out, retries it, and throws LlmTimeoutError', async () => {
    server.handle(() => ({ content: { city: 'Bend', founded: 1905 }, delayMs: 2_000 }));
    const started = Date.now();
    const error = await clientFor({ timeoutMs: 100, maxRetries: 1 })
      .structured(ask)
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(LlmTimeoutError);
    expect(error).toMatchObject({ code: 'LLM_TIMEOUT', attempts: 2 });
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('recovers when a retry after a timeout answers in time', async () => {
    server.enqueue({ content: { city: 'Bend', founded: 1905 }, delayMs: 2_000 }, { content: { city: 'Bend', founded: 1905 } });
    const answer = await clientFor({ timeoutMs: 100 }).structured(ask);
    expect(answer.attempts).toBe(2);
    expect(retries[0]!.error).toBeInstanceOf(LlmTimeoutError);
  });

  it('stops at once when the caller aborts, also while waiting to retry', async () => {
    server.handle(() => ({ status: 503 }));
    const controller = new AbortController();
    const call = clientFor({}, { retry: { baseDelayMs: 10_000, maxDelayMs: 10_000 } }).structured({ ...ask, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toBeInstanceOf(LlmAbortedError);
    expect(server.requests).toHaveLength(1);
  });

  it('reports an unreachable server as unavailable', async () => {
    const { baseUrl } = server;
    await server.close();
    const client = createLlmClient({ baseUrl, apiKey: null, model: 'm', timeoutMs: 1_000, maxRetries: 1 }, { retry: { baseDelayMs: 1 } });
    await expect(client.structured(ask)).rejects.toBeInstanceOf(LlmUnavailableError);
    server = await startFakeOpenAiServer();
  });
});
