import { apiErrorBodySchema, healthzResponseSchema, routeKeysOf } from '@groundwork/contracts';
import { mountedApiRouteKeys } from '@groundwork/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReview, type TestReview } from './review-fixture';

let review: TestReview;
beforeAll(async () => {
  review = await startReview();
});
afterAll(() => review.close());

describe('review app', () => {
  it('mounts exactly the routes the contracts route table gives the review service', () => {
    expect(mountedApiRouteKeys(review.app)).toEqual(routeKeysOf('review'));
  });

  it('answers /healthz with the database up', async () => {
    const res = await review.call('GET', '/healthz', { headers: { 'x-request-id': 'probe-review' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('probe-review');
    expect(healthzResponseSchema.parse(res.json)).toEqual({ status: 'ok', service: 'review', checks: { mongo: 'ok' } });
  });

  it('answers an unknown route with the error shape', async () => {
    const res = await review.call('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(apiErrorBodySchema.parse(res.json)).toMatchObject({ code: 'NOT_FOUND', message: 'Route not found: GET /api/nothing-here' });
  });

  it("answers every Phase I route without a token with 401 'Not authenticated'", async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['POST', '/api/phase1-review/session'],
      ['GET', `/api/phase1-review/session/${id}`],
      ['POST', `/api/phase1-review/session/${id}/upload`],
      ['POST', `/api/phase1-review/session/${id}/ask`],
      ['GET', `/api/phase1-review/session/${id}/documents/${id}/pages/1`],
      ['GET', `/api/phase1-review/session/${id}/documents/${id}/file`],
    ] as const) {
      const res = await review.call(method, path);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(apiErrorBodySchema.parse(res.json)).toMatchObject({ code: 'UNAUTHORIZED', message: 'Not authenticated' });
    }
    const upload = await review.upload(null, id, [{ name: 'a.txt', bytes: 'Phase I report' }]);
    expect(upload).toMatchObject({ status: 401, json: { message: 'Not authenticated' } });
    const forged = await review.call('GET', `/api/phase1-review/session/${id}`, { token: 'not-a-token' });
    expect(forged.status).toBe(401);
  });
});
