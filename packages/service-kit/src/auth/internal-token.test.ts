import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import { requireInternalToken } from './internal-token';

const SECRET = 'a-long-enough-internal-service-token-0123456789';

function appWith(token: string | undefined) {
  return new Hono<AppEnv>().use(requireInternalToken('studies', token)).get('/internal/ping', (c) => c.json({ ok: true }));
}

describe('requireInternalToken', () => {
  it('lets the shared token through and nothing else', async () => {
    const app = appWith(SECRET);
    expect((await app.request('/internal/ping', { headers: { authorization: `Bearer ${SECRET}` } })).status).toBe(200);
    const wrong = await app.request('/internal/ping', { headers: { authorization: `Bearer ${SECRET}x` } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer realm="groundwork-internal"');
    expect((await app.request('/internal/ping')).status).toBe(401);
    expect((await app.request('/internal/ping', { headers: { authorization: SECRET } })).status).toBe(401);
  });

  it('keeps the routes off without a configured token, naming the service', async () => {
    const res = await appWith(undefined).request('/internal/ping', { headers: { authorization: 'Bearer anything' } });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toBe('Internal routes are disabled: INTERNAL_SERVICE_TOKEN is not set on the studies service');
  });
});
