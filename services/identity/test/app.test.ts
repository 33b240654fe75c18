import { apiErrorBodySchema, healthzResponseSchema } from '@groundwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type TestIdentity } from './identity';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(() => identity.close());

describe('identity app', () => {
  it('answers /healthz with the database up', async () => {
    const res = await identity.app.request('/healthz', { headers: { 'x-request-id': 'probe-identity' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('probe-identity');
    const body = healthzResponseSchema.parse(await res.json());
    expect(body).toEqual({ status: 'ok', service: 'identity', checks: { mongo: 'ok' } });
  });

  it('answers an unknown route with the error shape', async () => {
    const res = await identity.app.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(apiErrorBodySchema.parse(await res.json())).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Route not found: GET /api/nothing-here',
    });
  });
});
