import { Hono } from 'hono';
import { testClient } from 'hono/testing';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from './app-env';
import { onError } from './error-handler';
import { requestContext } from './request-context';
import { silentLogger } from './testing/databases';
import { assertSafeJson, MAX_JSON_DEPTH, validate } from './validate';

const projectInput = z.object({
  name: z.string().min(1),
  parcels: z.array(z.object({ apn: z.string() })).default([]),
  meta: z.unknown().optional(),
});

const routes = new Hono<AppEnv>()
  .post('/projects', validate('json', projectInput), (c) => {
    const input = c.req.valid('json');
    return c.json({ name: input.name, parcelCount: input.parcels.length }, 201);
  })
  .get('/search', validate('query', z.object({ limit: z.coerce.number().int().max(100) })), (c) => c.json({ limit: c.req.valid('query').limit }));
const app = new Hono<AppEnv>().use(requestContext(silentLogger())).route('/', routes);
app.onError(onError);

const postJson = (body: string, contentType = 'application/json') =>
  app.request('/projects', { method: 'POST', body, headers: { 'content-type': contentType } });

describe('validate', () => {
  it('passes the parsed, typed value to the handler', async () => {
    const client = testClient(routes);
    const res = await client.projects.$post({ json: { name: 'Elm St', parcels: [{ apn: '1-2' }] } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ name: 'Elm St', parcelCount: 1 });
  });

  it('answers 400 VALIDATION_FAILED listing every issue with its path', async () => {
    const res = await postJson(JSON.stringify({ name: '', parcels: [{ apn: 7 }] }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(/^Invalid json: name: .+; parcels\.0\.apn: .+/);
    expect(body.details.issues).toEqual([
      { path: 'name', message: expect.any(String) },
      { path: 'parcels.0.apn', message: expect.any(String) },
    ]);
    expect(body.requestId).toEqual(expect.any(String));
  });

  it('validates query strings the same way', async () => {
    const ok = await app.request('/search?limit=5');
    expect(await ok.json()).toEqual({ limit: 5 });
    const bad = await app.request('/search?limit=500');
    expect(bad.status).toBe(400);
    expect((await bad.json()).details.issues[0].path).toBe('limit');
  });

  it('answers 400 INVALID_JSON for a malformed body', async () => {
    const res = await postJson('{"name": "x",');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'INVALID_JSON', message: 'Request body is not valid JSON' });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await postJson('name=x', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect((await res.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 400 for a missing body', async () => {
    const res = await app.request('/projects', { method: 'POST' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('VALIDATION_FAILED');
  });

  it('refuses deeply nested JSON with a clean 400', async () => {
    const depth = 100_000;
    const res = await postJson(`{"name":"x","meta":${'['.repeat(depth)}${']'.repeat(depth)}}`);
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('JSON_TOO_DEEP');
  });

  it('refuses a __proto__ key anywhere and leaves Object.prototype alone', async () => {
    const res = await postJson('{"name":"x","meta":{"a":[{"__proto__":{"polluted":true}}]}}');
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('FORBIDDEN_KEY');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('accepts "constructor" as an ordinary key', async () => {
    const res = await postJson('{"name":"x","meta":{"constructor":{"prototype":1}}}');
    expect(res.status).toBe(201);
  });
});

describe('assertSafeJson', () => {
  it('allows nesting up to the limit', () => {
    let value: unknown = 1;
    for (let i = 0; i < MAX_JSON_DEPTH; i++) value = [value];
    expect(() => assertSafeJson(value)).not.toThrow();
    expect(() => assertSafeJson([value])).toThrow(/deeper than 32/);
  });
});
