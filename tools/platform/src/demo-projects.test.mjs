import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { demoProjects, seedDemoProjects } from './demo-projects.mjs';

const servers = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A loopback server standing in for the gateway and the projects service, recording each call. */
async function fakePlatform({ existing = [], failOn } = {}) {
  const calls = [];
  let nextId = 1;
  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    calls.push({ call: `${req.method} ${req.url}`, auth: req.headers.authorization, body: body ? JSON.parse(body) : undefined });
    const send = (status, payload) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (failOn && `${req.method} ${req.url}`.startsWith(failOn)) return send(503, { message: 'down' });
    if (req.url === '/api/auth/login') return send(200, { idToken: 'i', accessToken: 'user-token', refreshToken: 'r' });
    if (req.method === 'GET' && req.url === '/api/projects') return send(200, existing);
    if (req.method === 'POST' && req.url === '/api/projects') return send(201, { id: `p${nextId++}` });
    return send(200, {});
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${server.address().port}`, calls };
}

const account = { email: 'demo@groundwork.app', password: 'pw' };

describe('seedDemoProjects', () => {
  it('creates each sample as the user, moves its status and reports its checks with the internal token', async () => {
    const { url, calls } = await fakePlatform();
    const created = await seedDemoProjects({ ...account, gatewayUrl: url, projectsUrl: url, internalToken: 'secret' });
    expect(created).toBe(demoProjects.length);
    const posts = calls.filter((c) => c.call === 'POST /api/projects');
    expect(posts.map((c) => c.body.clientName)).toEqual(demoProjects.map((p) => p.clientName).reverse());
    expect(posts.every((c) => c.auth === 'Bearer user-token')).toBe(true);
    // The first sample is created last (id p4) and goes draft -> in_review -> completed.
    expect(calls.filter((c) => c.call === 'PATCH /api/projects/p4').map((c) => c.body.status)).toEqual(['in_review', 'completed']);
    const checks = calls.filter((c) => c.call.startsWith('PUT /internal/projects/'));
    expect(checks.map((c) => [c.call, c.auth])).toEqual([
      ['PUT /internal/projects/p2/study-checks', 'Bearer secret'],
      ['PUT /internal/projects/p3/study-checks', 'Bearer secret'],
      ['PUT /internal/projects/p4/study-checks', 'Bearer secret'],
    ]);
    expect(checks.at(-1)?.body).toEqual({ cityDirectory: true, aerial: true, database: true });
  });

  it('leaves an account that already has projects alone', async () => {
    const { url, calls } = await fakePlatform({ existing: [{ id: 'old' }] });
    expect(await seedDemoProjects({ ...account, gatewayUrl: url, projectsUrl: url, internalToken: 'secret' })).toBe(0);
    expect(calls.map((c) => c.call)).toEqual(['POST /api/auth/login', 'GET /api/projects']);
  });

  it('fails with the call and the answer when a step is refused', async () => {
    const { url } = await fakePlatform({ failOn: 'PUT /internal' });
    await expect(seedDemoProjects({ ...account, gatewayUrl: url, projectsUrl: url, internalToken: 'secret' })).rejects.toThrow(
      /PUT \/internal\/projects\/p\d\/study-checks answered 503: \{"message":"down"\}/,
    );
  });
});
