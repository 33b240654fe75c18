import type { Role } from '@groundwork/contracts';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from '../app';
import { silentLogger } from '../testing/databases';
import { startTestIssuer, type TestIssuer } from '../testing/test-issuer';
import type { AuthedEnv } from './authed-env';
import { requireAuth } from './require-auth';
import { canWrite, requireRole, requireWriter, WRITER_ROLES } from './roles';

let issuer: TestIssuer;
let app: ReturnType<typeof createServiceApp>;
beforeAll(async () => {
  issuer = await startTestIssuer();
  // Mounted the way the README shows: a route module typed with AuthedEnv behind requireAuth.
  const routes = new Hono<AuthedEnv>()
    .use(requireAuth({ jwksUrl: issuer.url }))
    .delete('/team/:id', requireRole('owner', 'admin'), (c) => c.body(null, 204))
    .post('/projects', requireWriter(), (c) => c.json({ createdBy: c.var.auth.userId }, 201));
  app = createServiceApp({ service: 'demo', logger: silentLogger(), checks: {} }).route('/', routes);
});
afterAll(() => issuer.close());

async function call(method: string, path: string, role: Role) {
  return app.request(path, { method, headers: { authorization: `Bearer ${await issuer.accessToken({ role })}` } });
}

describe('requireRole', () => {
  it('lets the listed roles through', async () => {
    expect((await call('DELETE', '/team/u-2', 'owner')).status).toBe(204);
    expect((await call('DELETE', '/team/u-2', 'admin')).status).toBe(204);
  });

  it('answers 403 FORBIDDEN naming the required roles to anyone else', async () => {
    for (const role of ['member', 'viewer'] as const) {
      const res = await call('DELETE', '/team/u-2', role);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Forbidden: requires role owner or admin' });
    }
  });

  it('still answers 401 before 403 when there is no token', async () => {
    expect((await app.request('/team/u-2', { method: 'DELETE' })).status).toBe(401);
  });
});

describe('requireWriter and canWrite', () => {
  it('refuses a viewer and lets every other role write', async () => {
    const refused = await call('POST', '/projects', 'viewer');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Forbidden: requires role owner, admin, or member',
    });
    for (const role of ['owner', 'admin', 'member'] as const) {
      const res = await call('POST', '/projects', role);
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ createdBy: 'user-1' });
    }
  });

  it('says which roles may write', () => {
    expect(canWrite('viewer')).toBe(false);
    expect(canWrite('member')).toBe(true);
    expect(WRITER_ROLES).toEqual(['owner', 'admin', 'member']);
  });
});
