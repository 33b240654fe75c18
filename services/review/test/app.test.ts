import { apiErrorBodySchema, healthzResponseSchema, routeKeysOf } from '@groundwork/contracts';
import type { MongoConnection } from '@groundwork/service-kit';
import { connectTestDatabase, mountedApiRouteKeys, silentLogger } from '@groundwork/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';

let mongo: MongoConnection;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  mongo = await connectTestDatabase('review');
  app = createApp({ db: mongo.db, logger: silentLogger() });
});
afterAll(() => mongo.close());

describe('review app', () => {
  it('mounts exactly the routes the contracts route table gives the review service', () => {
    expect(mountedApiRouteKeys(app)).toEqual(routeKeysOf('review'));
  });

  it('answers /healthz with the database up', async () => {
    const res = await app.request('/healthz', { headers: { 'x-request-id': 'probe-review' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('probe-review');
    const body = healthzResponseSchema.parse(await res.json());
    expect(body).toEqual({ status: 'ok', service: 'review', checks: { mongo: 'ok' } });
  });

  it('answers an unknown route with the error shape', async () => {
    const res = await app.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(apiErrorBodySchema.parse(await res.json())).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Route not found: GET /api/nothing-here',
    });
  });
});
