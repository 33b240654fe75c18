import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { requestContext, resolveRequestId } from './request-context';
import { captureLogger } from './testing/capture-logger';

function app() {
  const { logger, lines } = captureLogger();
  const hono = new Hono<AppEnv>().use(requestContext(logger)).get('/items/:id', (c) => {
    c.get('logger').info('inside handler');
    return c.json({ requestId: c.get('requestId') }, 201);
  });
  return { hono, lines };
}

describe('resolveRequestId', () => {
  it('keeps a sane id and replaces anything else with a UUID', () => {
    expect(resolveRequestId('abc.DEF_12-3')).toBe('abc.DEF_12-3');
    const uuid = /^[0-9a-f-]{36}$/;
    expect(resolveRequestId(undefined)).toMatch(uuid);
    expect(resolveRequestId('')).toMatch(uuid);
    expect(resolveRequestId('has space')).toMatch(uuid);
    expect(resolveRequestId('x\r\nset-cookie: a=b')).toMatch(uuid);
    expect(resolveRequestId('a'.repeat(129))).toMatch(uuid);
  });
});

describe('requestContext', () => {
  it('echoes the caller id and puts it on the context and on every log line', async () => {
    const { hono, lines } = app();
    const res = await hono.request('/items/7', { headers: { 'x-request-id': 'from-gateway' } });
    expect(res.headers.get('x-request-id')).toBe('from-gateway');
    expect(await res.json()).toEqual({ requestId: 'from-gateway' });
    expect(lines.map((line) => line.requestId)).toEqual(['from-gateway', 'from-gateway']);
  });

  it('generates an id when the header is missing or hostile', async () => {
    const { hono } = app();
    const res = await hono.request('/items/7', { headers: { 'x-request-id': '<script>' } });
    const generated = res.headers.get('x-request-id');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect((await res.json()).requestId).toBe(generated);
  });

  it('adds its header to the response the handler made instead of re-creating it', async () => {
    const { logger } = captureLogger();
    let made: Response | undefined;
    const hono = new Hono<AppEnv>().use(requestContext(logger)).get('/bytes', (c) => {
      made = c.body(new TextEncoder().encode('x'.repeat(200_000)));
      return made;
    });
    const res = await hono.request('/bytes', { headers: { 'x-request-id': 'same-response' } });
    expect(res).toBe(made);
    expect(res.headers.get('x-request-id')).toBe('same-response');
    expect((await res.text()).length).toBe(200_000);
  });

  it('logs one access line with method, path, status and duration', async () => {
    const { hono, lines } = app();
    await hono.request('/items/7?q=1', { method: 'GET' });
    const access = lines.filter((line) => line.msg === 'request');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ method: 'GET', path: '/items/7', status: 201 });
    expect(access[0]!.ms).toEqual(expect.any(Number));
  });
});
