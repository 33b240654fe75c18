import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { html, json, startFakeServer, type FakeResponse, type FakeServer } from '@groundwork/geo-fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, messageOf, UpstreamFailure, upstreamError } from './upstream';

let answer: FakeResponse;
let server: FakeServer<never>;
beforeAll(async () => {
  server = await startFakeServer<never>(() => answer);
});
afterAll(() => server.close());

const ask = (options: { acceptStatuses?: number[]; timeoutMs?: number } = {}) =>
  getJson({ service: 'The test service', url: new URL(`${server.url}/x?token=k`), timeoutMs: 300, ...options });
const failure = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(err).toBeInstanceOf(UpstreamFailure);
  return err as UpstreamFailure;
};

describe('getJson', () => {
  it('parses a 2xx JSON answer and sends Accept and the given headers', async () => {
    answer = json(200, { ok: true });
    expect(await getJson({ service: 'S', url: new URL(`${server.url}/y`), timeoutMs: 300, headers: { 'user-agent': 'Groundwork-test' } })).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(server.requests.at(-1)?.headers).toMatchObject({ accept: 'application/json', 'user-agent': 'Groundwork-test' });
  });

  it.each([
    [
      '401 with a JSON message',
      json(401, { status: 'error', message: 'Invalid token' }),
      'refused',
      "The test service refused the server's key (HTTP 401): Invalid token",
    ],
    ['403 without a body', { status: 403, body: '' }, 'refused', "The test service refused the server's key (HTTP 403)"],
    [
      '429 with Retry-After',
      json(429, { message: 'Rate limit exceeded' }, { 'retry-after': '30' }),
      'rate-limited',
      'The test service rate limited the request (HTTP 429); try again in 30 s',
    ],
    ['429 without Retry-After', { status: 429, body: '' }, 'rate-limited', 'The test service rate limited the request (HTTP 429)'],
    ['a 404 HTML page', html(404, 'Not found', 'gone'), 'http', 'The test service answered HTTP 404 with an HTML page'],
    ['a 503 with an error list', json(503, { errors: ['Service busy'] }), 'http', 'The test service answered HTTP 503: Service busy'],
    ['a 200 HTML page', html(200, 'Hi', 'no json'), 'format', 'The test service answered with an HTML page instead of JSON (HTTP 200)'],
    [
      'malformed JSON',
      { status: 200, headers: { 'content-type': 'application/json' }, body: '{"a": ' },
      'format',
      'The test service answered with malformed JSON instead of JSON (HTTP 200)',
    ],
  ] as const)('turns %s into a readable failure', async (_label, response, kind, message) => {
    answer = response;
    const err = await failure(ask());
    expect([err.kind, err.message]).toEqual([kind, message]);
  });

  it('gives back the JSON of an accepted error status', async () => {
    answer = json(404, { error: 'Unable to geocode' });
    expect(await ask({ acceptStatuses: [404] })).toEqual({ status: 404, body: { error: 'Unable to geocode' } });
  });

  it('times out a slow answer within the budget, never later', async () => {
    answer = json(200, { ok: true });
    server.setMode('slow', { delayMs: 5_000 });
    const started = Date.now();
    const err = await failure(ask({ timeoutMs: 200 }));
    server.setMode('ok');
    expect([err.kind, err.message]).toEqual(['timeout', 'The test service did not answer within 0.2 s']);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('times out an answer whose body stalls after the headers', async () => {
    const stalling = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"parcels": ');
    });
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = stalling.address() as AddressInfo;
      const started = Date.now();
      const err = await failure(getJson({ service: 'S', url: new URL(`http://127.0.0.1:${port}/`), timeoutMs: 200 }));
      expect(err.kind).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      stalling.closeAllConnections();
      stalling.close();
    }
  });

  it('refuses an answer over 5 MB', async () => {
    answer = { status: 200, headers: { 'content-type': 'application/json' }, body: `"${'x'.repeat(5 * 1024 * 1024)}"` };
    const err = await failure(ask({ timeoutMs: 5000 }));
    expect([err.kind, err.message]).toEqual(['format', 'The test service answered with more than 5242880 bytes']);
  });

  it('reports a dropped connection and a closed port as unreachable', async () => {
    server.setMode('reset');
    expect((await failure(ask())).kind).toBe('unreachable');
    server.setMode('ok');
    const closed = await getJson({ service: 'S', url: new URL('http://127.0.0.1:9/'), timeoutMs: 300 }).catch((err: UpstreamFailure) => err);
    expect(closed).toMatchObject({ kind: 'unreachable', message: 'S could not be reached' });
  });
});

describe('upstreamError', () => {
  it('is 504 UPSTREAM_TIMEOUT for a timeout and 502 UPSTREAM_ERROR otherwise, with the service in details', () => {
    expect(upstreamError(new UpstreamFailure('S', 'timeout', 'S did not answer'))).toMatchObject({
      status: 504,
      code: 'UPSTREAM_TIMEOUT',
      details: { service: 'S', kind: 'timeout' },
    });
    expect(upstreamError(new UpstreamFailure('S', 'rate-limited', 'S rate limited', { status: 429, retryAfterSeconds: 3 }))).toMatchObject({
      status: 502,
      code: 'UPSTREAM_ERROR',
      details: { service: 'S', kind: 'rate-limited', status: 429, retryAfterSeconds: 3 },
    });
  });
});

describe('messageOf', () => {
  it('reads the usual error body shapes', () => {
    expect(messageOf({ message: 'a' })).toBe('a');
    expect(messageOf({ error: 'b' })).toBe('b');
    expect(messageOf({ error: { code: 498, message: 'c' } })).toBe('c');
    expect(messageOf({ errors: ['d'] })).toBe('d');
    expect(messageOf('text')).toBeUndefined();
  });
});
