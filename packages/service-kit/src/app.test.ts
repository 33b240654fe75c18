import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServiceApp } from './app';
import { silentLogger } from './testing/databases';
import { validate } from './validate';

function serviceApp(maxBodyBytes?: number) {
  const app = createServiceApp({
    service: 'demo',
    logger: silentLogger(),
    checks: { mongo: async () => undefined },
    maxBodyBytes,
  });
  app.post('/echo', validate('json', z.object({ text: z.string() })), (c) => c.json(c.req.valid('json')));
  return app;
}

describe('createServiceApp', () => {
  it('serves /healthz, routes added later, and the 404 shape', async () => {
    const app = serviceApp();
    const health = await app.request('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', service: 'demo', checks: { mongo: 'ok' } });
    const echoed = await app.request('/echo', {
      method: 'POST',
      body: JSON.stringify({ text: 'hi' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(await echoed.json()).toEqual({ text: 'hi' });
    const missing = await app.request('/nope');
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('NOT_FOUND');
  });

  it('sends secure headers and the request id', async () => {
    const res = await serviceApp().request('/healthz', { headers: { 'x-request-id': 'abc' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toBe('abc');
  });

  it('answers 413 PAYLOAD_TOO_LARGE for a body over the limit, announced or streamed', async () => {
    const app = serviceApp(1024);
    const big = JSON.stringify({ text: 'x'.repeat(2048) });
    const announced = await app.request('/echo', {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
    });
    expect(announced.status).toBe(413);
    expect(await announced.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { maxBytes: 1024 } });

    const streamed = await app.request('/echo', {
      method: 'POST',
      body: new Blob([big]).stream(),
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('accepts a body under the default 1 MB limit', async () => {
    const text = 'x'.repeat(900 * 1024);
    const res = await serviceApp().request('/echo', {
      method: 'POST',
      body: JSON.stringify({ text }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
  });
});
