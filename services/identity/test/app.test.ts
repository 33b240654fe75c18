import { apiErrorBodySchema, healthzResponseSchema, routeKey, routeKeysOf } from '@groundwork/contracts';
import { mountedApiRouteKeys } from '@groundwork/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type TestIdentity } from './identity';

let identity: TestIdentity;
let withOutbox: TestIdentity;
beforeAll(async () => {
  [identity, withOutbox] = await Promise.all([startIdentity(), startIdentity({ mail: { outboxRoute: true } })]);
});
afterAll(() => Promise.all([identity.close(), withOutbox.close()]));

describe('identity app', () => {
  it('mounts exactly the routes the contracts route table gives identity (the outbox route only when switched on)', () => {
    const outbox = routeKey('GET', '/api/auth/dev/outbox');
    expect(mountedApiRouteKeys(withOutbox.app)).toEqual(routeKeysOf('identity'));
    expect(mountedApiRouteKeys(identity.app)).toEqual(routeKeysOf('identity').filter((key) => key !== outbox));
  });

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
