import { LAND_USES } from '@groundwork/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLlmClient } from '../client';
import { startFakeOpenAiServer, type FakeOpenAiServer, type FakeReply, type FakeRequest } from '../testing/fake-openai-server';
import type { AerialSample, AerialVisionEvent } from './types';
import { createAerialVisionReader, type AerialVisionReaderOptions } from './vision-reader';

// The real openai SDK against the fake OpenAI-compatible server on 127.0.0.1: what is sent, and
// what becomes of each answer the model may give.

// A 1x1 PNG; each sample's crop is it plus the sample's id, so every request's image is its own.
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const sample = (id: string, overrides: Partial<AerialSample> = {}): AerialSample => ({
  id,
  year: 1962,
  direction: 'subject',
  address: `${id} Pacific Hwy`,
  png: new Uint8Array(Buffer.concat([PNG_1X1, Buffer.from(id)])),
  ftPerPx: 1.2345,
  ...overrides,
});

const textOf = (request: FakeRequest): string => request.body.messages[1].content[0].text;
const imageUrlOf = (request: FakeRequest): string => request.body.messages[1].content[1].image_url.url;
/** The sample a request was for, by the address its text names. */
const sampleIdOf = (request: FakeRequest) => /Property: [^,]+, (\S+) Pacific Hwy/.exec(textOf(request))?.[1];

const answer = (label: string, confidence = 0.9, reason = 'rows of small houses with driveways'): FakeReply => ({ content: { label, confidence, reason } });

let server: FakeOpenAiServer;
let events: AerialVisionEvent[];
beforeEach(async () => {
  server = await startFakeOpenAiServer();
  events = [];
});
afterEach(() => server.close());

function readerFor({ timeoutMs = 5_000, maxRetries = 2, ...options }: AerialVisionReaderOptions & { timeoutMs?: number; maxRetries?: number } = {}) {
  const client = createLlmClient(
    { baseUrl: server.baseUrl, apiKey: null, model: 'fake-vision', timeoutMs, maxRetries },
    { retry: { baseDelayMs: 1, maxDelayMs: 5 } },
  );
  return createAerialVisionReader(client, { onEvent: (event) => events.push(event), ...options });
}

describe('the aerial vision reader', () => {
  it('sends each crop as a PNG data URL with its year, property and scale, and keeps a valid answer', async () => {
    server.handle((request) => (sampleIdOf(request) === '100' ? answer('residential', 0.82) : answer('agricultural', 0.7, '  plowed field with furrows  ')));
    const samples = [sample('100'), sample('200', { year: 1948, direction: 'north', ftPerPx: 2 })];

    const readings = await readerFor().read(samples);

    expect([...readings]).toEqual([
      ['100', { label: 'residential', confidence: 0.82, reason: 'rows of small houses with driveways' }],
      ['200', { label: 'agricultural', confidence: 0.7, reason: 'plowed field with furrows' }],
    ]);
    expect(server.requests).toHaveLength(2);
    for (const request of server.requests) {
      const id = sampleIdOf(request)!;
      const url = imageUrlOf(request);
      expect(url.startsWith('data:image/png;base64,')).toBe(true);
      expect(Buffer.from(url.slice('data:image/png;base64,'.length), 'base64').equals(Buffer.from(samples.find((s) => s.id === id)!.png))).toBe(true);
      expect(request.body.model).toBe('fake-vision');
      expect(request.body.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('outlined window') });
      expect(request.body.messages[1].content[1].type).toBe('image_url');
      expect(request.body.response_format.type).toBe('json_schema');
      expect(request.body.response_format.json_schema.schema.properties.label.enum).toEqual([...LAND_USES]);
    }
    const north = server.requests.find((request) => sampleIdOf(request) === '200')!;
    expect(textOf(north)).toBe(
      'Photograph year: 1948\nProperty: the property adjoining the site to the north, 200 Pacific Hwy\nScale: 2 ft per pixel\nWhat occupied the outlined window in 1948?',
    );
    expect(textOf(server.requests.find((request) => sampleIdOf(request) === '100')!)).toContain('Scale: 1.23 ft per pixel');
  });

  it('gives null, never a nearby label, when the model answers outside the seven labels', async () => {
    server.handle((request) => (sampleIdOf(request) === 'bad' ? answer('parking lot') : answer('road/parking', 0.95, 'an asphalt lot with striping')));

    const readings = await readerFor().read([sample('bad'), sample('good')]);

    expect(readings.get('bad')).toBeNull();
    expect(readings.get('good')).toEqual({ label: 'road/parking', confidence: 0.95, reason: 'an asphalt lot with striping' });
    // Asked once more, then given up.
    expect(server.requests.filter((request) => sampleIdOf(request) === 'bad')).toHaveLength(2);
    expect(events).toContainEqual({ type: 'unanswered', sampleId: 'bad', code: 'LLM_INVALID_ANSWER', message: expect.stringContaining('label') });
  });

  it('asks again after malformed JSON and keeps the second answer', async () => {
    server.enqueue({ content: '{"label": "resid' }, answer('industrial', 0.6, 'large flat roofs and tanks'));

    const readings = await readerFor().read([sample('300')]);

    expect(readings.get('300')).toEqual({ label: 'industrial', confidence: 0.6, reason: 'large flat roofs and tanks' });
    expect(server.requests).toHaveLength(2);
  });

  it('gives null when the answer is malformed JSON twice, without a third request', async () => {
    server.handle(() => ({ content: 'The window shows houses.' }));

    const readings = await readerFor().read([sample('300')]);

    expect(readings.get('300')).toBeNull();
    expect(server.requests).toHaveLength(2);
    expect(events).toEqual([{ type: 'unanswered', sampleId: '300', code: 'LLM_INVALID_ANSWER', message: 'The answer is not JSON' }]);
  });

  it('waits out a 429 and keeps the answer that follows', async () => {
    server.enqueue({ status: 429, headers: { 'retry-after-ms': '30' } }, answer('water', 0.99, 'a pond'));

    const started = Date.now();
    const readings = await readerFor().read([sample('400')]);

    expect(readings.get('400')).toEqual({ label: 'water', confidence: 0.99, reason: 'a pond' });
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(30);
    expect(events).toEqual([{ type: 'read', sampleId: '400', attempts: 2, ms: expect.any(Number) }]);
  });

  it('gives null for a sample whose answer outlasts the timeout, reads the others, and does not hang', async () => {
    server.handle((request) => (sampleIdOf(request) === 'slow' ? { ...answer('commercial'), delayMs: 10_000 } : answer('undeveloped', 0.8, 'woodland')));

    const started = Date.now();
    const readings = await readerFor({ timeoutMs: 200, maxRetries: 1 }).read([sample('slow'), sample('quick')]);

    expect(Date.now() - started).toBeLessThan(3_000);
    expect(readings.get('slow')).toBeNull();
    expect(readings.get('quick')).toEqual({ label: 'undeveloped', confidence: 0.8, reason: 'woodland' });
    expect(server.requests.filter((request) => sampleIdOf(request) === 'slow')).toHaveLength(2);
    expect(events).toContainEqual({ type: 'unanswered', sampleId: 'slow', code: 'LLM_TIMEOUT', message: expect.any(String) });
  });

  it('sends no more than the sample budget; the rest are null', async () => {
    server.handle(() => answer('residential'));

    const readings = await readerFor({ maxSamples: 2 }).read([sample('1'), sample('2'), sample('3')]);

    expect([...readings.entries()].map(([id, reading]) => [id, reading?.label ?? null])).toEqual([
      ['1', 'residential'],
      ['2', 'residential'],
      ['3', null],
    ]);
    expect(server.requests.map(sampleIdOf)).toEqual(['1', '2']);
    expect(events).toContainEqual({ type: 'stopped', reason: expect.stringContaining('first 2 of 3') });
  });

  it('stops at the time budget: the samples unread by then are null', async () => {
    server.handle(() => ({ ...answer('residential'), delayMs: 10_000 }));

    const started = Date.now();
    const readings = await readerFor({ budgetMs: 300, maxConcurrency: 2 }).read([sample('1'), sample('2'), sample('3')]);

    expect(Date.now() - started).toBeLessThan(3_000);
    expect([...readings.values()]).toEqual([null, null, null]);
    expect(server.requests).toHaveLength(2);
    expect(events).toContainEqual({ type: 'stopped', reason: expect.stringContaining('time budget') });
  });

  it('stops sending once the server refuses a request (a model that takes no images)', async () => {
    server.handle(() => ({ status: 400, body: { error: { message: 'this model does not support image input', type: 'invalid_request_error' } } }));

    const readings = await readerFor({ maxConcurrency: 1 }).read([sample('1'), sample('2'), sample('3'), sample('4')]);

    expect([...readings.values()]).toEqual([null, null, null, null]);
    expect(server.requests).toHaveLength(1);
    expect(events.at(-1)).toEqual({ type: 'stopped', reason: expect.stringContaining('LLM_REJECTED') });
  });

  it('keeps at most maxConcurrency requests in flight and reports progress to the total', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    server.handle(async () => {
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 40));
      inFlight--;
      return answer('commercial');
    });
    const progress: [number, number][] = [];

    const samples = ['1', '2', '3', '4', '5', '6'].map((id) => sample(id));
    const readings = await readerFor({ maxConcurrency: 2 }).read(samples, { onProgress: (done, total) => progress.push([done, total]) });

    expect([...readings.values()].every((reading) => reading?.label === 'commercial')).toBe(true);
    expect(mostInFlight).toBe(2);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6].map((done) => [done, 6]));
  });

  it("rejects when the caller's signal aborts, without waiting for the model", async () => {
    server.handle(() => ({ ...answer('residential'), delayMs: 10_000 }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('cancelled by the user')), 100);

    const started = Date.now();
    await expect(readerFor().read([sample('1'), sample('2')], { signal: controller.signal })).rejects.toThrow('cancelled by the user');
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
