import { apiErrorBodySchema, healthzResponseSchema } from '@groundwork/contracts';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { healthRoutes, type HealthCheck } from './health';
import { requestContext } from './request-context';
import { silentLogger } from './testing/databases';

function app(mongo: HealthCheck, timeoutMs = 200) {
  return new Hono<AppEnv>().use(requestContext(silentLogger())).route('/', healthRoutes({ service: 'demo', checks: { mongo }, timeoutMs }));
}

describe('healthRoutes', () => {
  it('answers 200 when every check passes', async () => {
    const res = await app(async () => 'pong').request('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok', service: 'demo', checks: { mongo: 'ok' } });
  });

  it('answers 503 with the error shape when a check fails', async () => {
    const res = await app(() => Promise.reject(new Error('ECONNREFUSED'))).request('/healthz', {
      headers: { 'x-request-id': 'probe-1' },
    });
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(healthzResponseSchema.safeParse(body).success).toBe(true);
    expect(apiErrorBodySchema.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      status: 'unavailable',
      service: 'demo',
      checks: { mongo: 'down' },
      message: 'Unavailable: mongo down',
      code: 'UNAVAILABLE',
      requestId: 'probe-1',
    });
  });

  it('answers 503 within the timeout when a check hangs', async () => {
    const started = Date.now();
    const res = await app(() => new Promise(() => {}), 100).request('/healthz');
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('recovers as soon as the check passes again', async () => {
    let up = false;
    const healthz = app(async () => {
      if (!up) throw new Error('down');
    });
    expect((await healthz.request('/healthz')).status).toBe(503);
    up = true;
    expect((await healthz.request('/healthz')).status).toBe(200);
  });
});
