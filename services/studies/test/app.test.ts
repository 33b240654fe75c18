import { apiErrorBodySchema, healthzResponseSchema, routeKeysOf } from '@groundwork/contracts';
import { mountedApiRouteKeys } from '@groundwork/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudies, type TestStudies } from './studies-fixture';

let studies: TestStudies;
beforeAll(async () => {
  studies = await startStudies();
});
afterAll(() => studies.close());

describe('studies app', () => {
  it('mounts exactly the routes the contracts route table gives the studies service', () => {
    expect(mountedApiRouteKeys(studies.app)).toEqual(routeKeysOf('studies'));
  });

  it('answers /healthz with the database up', async () => {
    const res = await studies.call('GET', '/healthz', { headers: { 'x-request-id': 'probe-studies' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('probe-studies');
    expect(healthzResponseSchema.parse(res.json)).toEqual({ status: 'ok', service: 'studies', checks: { mongo: 'ok' } });
  });

  it('answers an unknown route with the error shape', async () => {
    const res = await studies.call('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(apiErrorBodySchema.parse(res.json)).toMatchObject({ code: 'NOT_FOUND', message: 'Route not found: GET /api/nothing-here' });
  });

  it('asks for a token on every study route', async () => {
    for (const [method, path] of [
      ['POST', '/api/processing/upload-url'],
      ['POST', '/api/processing/cd/process'],
      ['GET', '/api/processing/jobs/abc'],
      ['GET', '/api/processing/jobs/abc/file'],
      ['POST', '/api/city-directory/upload-url'],
      ['GET', '/api/projects/0123456789abcdef01234567/city-directory/jobs'],
      ['PUT', '/api/projects/0123456789abcdef01234567/environmental/narratives'],
      ['GET', '/api/projects/0123456789abcdef01234567/environmental/jobs'],
    ] as const) {
      const res = await studies.call(method, path, method === 'GET' ? {} : { body: {} });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});
