import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { apiErrorBodySchema } from '@groundwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceName } from '../src/config';
import { closedPortUrl, gatewayConfig, rawRequest, startGateway, startUpstream, tempStaticRoot, type Upstream } from './helpers';

const SERVICES: ServiceName[] = ['identity', 'projects', 'studies', 'review'];

let upstreams: Record<ServiceName, Upstream>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let staticRoot: string;

beforeAll(async () => {
  staticRoot = await tempStaticRoot();
  const started = await Promise.all(SERVICES.map((name) => startUpstream(name, special(name))));
  upstreams = Object.fromEntries(started.map((u) => [u.name, u])) as Record<ServiceName, Upstream>;
  gateway = await startGateway(gatewayConfig(staticRoot, serviceUrls()));
});

afterAll(async () => {
  await gateway.close();
  await Promise.all(Object.values(upstreams).map((u) => u.close()));
});

function serviceUrls() {
  return Object.fromEntries(Object.values(upstreams).map((u) => [u.name, u.url]));
}

/** Paths under /api/processing/jobs/ on the studies upstream that behave specially. */
function special(name: ServiceName) {
  if (name !== 'studies') return undefined;
  return (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, body: Buffer) => {
    const url = req.url ?? '';
    if (url.startsWith('/api/processing/jobs/slow')) {
      const timer = setTimeout(() => res.writeHead(200).end('late'), 10_000);
      res.once('close', () => clearTimeout(timer));
    } else if (url.startsWith('/api/processing/jobs/big')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ rows: Array.from({ length: 500 }, (_, i) => ({ row: i, text: 'soil unit' })) }));
    } else if (url.startsWith('/api/processing/jobs/created')) {
      res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
      res.writeHead(201, { 'content-type': 'application/json', location: '/api/processing/jobs/j9' });
      res.end('{"id":"j9"}');
    } else if (url.startsWith('/api/processing/jobs/refuse')) {
      res.writeHead(413, { 'content-type': 'application/json' }).end('{"message":"Request body exceeds 10 bytes","code":"PAYLOAD_TOO_LARGE"}');
    } else if (url.startsWith('/api/processing/jobs/redirect')) {
      res.writeHead(302, { location: '/elsewhere' }).end();
    } else if (url.startsWith('/api/processing/jobs/upload')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ bytes: body.length, sha256: createHash('sha256').update(body).digest('hex') }));
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ service: name, method: req.method, url }));
    }
  };
}

async function answeredBy(path: string, method = 'GET'): Promise<string> {
  const res = await rawRequest(gateway.url, path, { method });
  expect(res.status).toBe(200);
  return (JSON.parse(res.body.toString()) as { service: string }).service;
}

describe('prefix routing', () => {
  it.each([
    ['/api/auth/login', 'POST', 'identity'],
    ['/api/auth/user', 'GET', 'identity'],
    ['/api/projects', 'GET', 'projects'],
    ['/api/projects', 'POST', 'projects'],
    ['/api/projects/p1', 'PATCH', 'projects'],
    ['/api/projects/p1/properties', 'GET', 'projects'],
    ['/api/properties/x1', 'DELETE', 'projects'],
    ['/api/config/maps', 'GET', 'projects'],
    ['/api/parcels/at-point?lat=1&lng=2', 'GET', 'projects'],
    ['/api/projects/p1/city-directory/process', 'POST', 'studies'],
    ['/api/projects/p1/environmental/narratives', 'PUT', 'studies'],
    ['/api/projects/p1/soils', 'POST', 'studies'],
    ['/api/projects/p1/aerial', 'GET', 'studies'],
    ['/api/projects/p1/topography', 'GET', 'studies'],
    ['/api/projects/p1/fire-map', 'GET', 'studies'],
    ['/api/projects/p1/database', 'GET', 'studies'],
    ['/api/projects/p1/generate-report', 'POST', 'studies'],
    ['/api/projects/p1/generated-reports', 'GET', 'studies'],
    ['/api/projects/p1/jobs/j1', 'GET', 'studies'],
    ['/api/city-directory/upload-url', 'POST', 'studies'],
    ['/api/processing/jobs/j1', 'GET', 'studies'],
    ['/api/processing/jobs/j1/cancel', 'POST', 'studies'],
    ['/api/phase1-review/session', 'POST', 'review'],
    ['/api/regulatory-analysis/session/s1/ask', 'POST', 'review'],
  ])('%s (%s) goes to %s', async (path, method, service) => {
    expect(await answeredBy(path, method)).toBe(service);
  });

  it('forwards the full path and query unchanged', async () => {
    await rawRequest(gateway.url, '/api/parcels/at-point?lat=37.5&lng=-122.1&q=a%20b');
    expect(upstreams.projects.requests.at(-1)?.url).toBe('/api/parcels/at-point?lat=37.5&lng=-122.1&q=a%20b');
  });

  it('answers an unknown /api path with 404 in the error shape', async () => {
    const res = await rawRequest(gateway.url, '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(apiErrorBodySchema.parse(JSON.parse(res.body.toString())).code).toBe('NOT_FOUND');
  });

  it("never forwards identity's development outbox, however the path is spelled", async () => {
    const before = upstreams.identity.requests.length;
    for (const rawPath of ['/api/auth/dev/outbox?to=victim@example.com', '/api/auth/%64ev/outbox', '/api/auth/dev%2Foutbox', '/api//auth/dev/outbox']) {
      const res = await rawRequest(gateway.url, rawPath);
      expect(res.status).toBe(404);
      expect(apiErrorBodySchema.parse(JSON.parse(res.body.toString())).code).toBe('NOT_FOUND');
    }
    expect(upstreams.identity.requests.length).toBe(before);
  });

  it("never forwards the services' /internal routes, whatever the path spelling", async () => {
    const before = Object.values(upstreams).map((upstream) => upstream.requests.length);
    for (const rawPath of [
      '/internal/projects/p1/study-checks',
      '/api/../internal/projects/p1/study-checks',
      '/api/%2e%2e/internal/projects/p1/study-checks',
    ]) {
      const res = await rawRequest(gateway.url, rawPath, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"aerial":true}' });
      expect(res.status).toBe(404);
    }
    expect(Object.values(upstreams).map((upstream) => upstream.requests.length)).toEqual(before);
  });

  it('redirects GET /api/login to /auth', async () => {
    const res = await rawRequest(gateway.url, '/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/auth');
  });
});

describe('forwarding', () => {
  it('forwards method, body and headers, minus hop-by-hop ones, plus x-forwarded-*', async () => {
    const body = JSON.stringify({ polygonGeoJson: '{}' });
    await rawRequest(gateway.url, '/api/projects/p1/soils?jobId=7', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer abc',
        cookie: 'sid=1',
        'x-custom': 'kept',
        connection: 'keep-alive, x-connection-only',
        'x-connection-only': 'dropped',
        'keep-alive': 'timeout=5',
        'x-forwarded-for': '203.0.113.7',
        host: 'portal.example.com',
      },
    });
    const seen = upstreams.studies.requests.at(-1)!;
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/api/projects/p1/soils?jobId=7');
    expect(seen.body.toString()).toBe(body);
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.headers.authorization).toBe('Bearer abc');
    expect(seen.headers.cookie).toBe('sid=1');
    expect(seen.headers['x-custom']).toBe('kept');
    expect(seen.headers['x-connection-only']).toBeUndefined();
    expect(seen.headers['keep-alive']).toBeUndefined();
    expect(seen.headers.host).toBe(new URL(upstreams.studies.url).host);
    expect(seen.headers['x-forwarded-host']).toBe('portal.example.com');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
  });

  it('forwards a request without a body without one', async () => {
    await rawRequest(gateway.url, '/api/properties/x1', { method: 'DELETE' });
    const seen = upstreams.projects.requests.at(-1)!;
    expect(seen.method).toBe('DELETE');
    expect(seen.headers['transfer-encoding']).toBeUndefined();
    expect(seen.body.length).toBe(0);
  });

  it('streams a large upload through whole', async () => {
    const payload = Buffer.alloc(8 * 1024 * 1024, 7);
    const res = await rawRequest(gateway.url, '/api/processing/jobs/upload', {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(payload.length) },
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toEqual({
      bytes: payload.length,
      sha256: createHash('sha256').update(payload).digest('hex'),
    });
  });

  it('passes status, headers and repeated set-cookie back', async () => {
    const res = await rawRequest(gateway.url, '/api/processing/jobs/created', { method: 'POST' });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe('/api/processing/jobs/j9');
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(res.body.toString()).toBe('{"id":"j9"}');
  });

  it('closes the connection after a body the service refused (413), so that no client reuses it', async () => {
    const keepAlive = { 'content-type': 'application/json', connection: 'keep-alive' };
    const refused = await rawRequest(gateway.url, '/api/processing/jobs/refuse', { method: 'PUT', headers: keepAlive, body: 'x'.repeat(64) });
    expect(refused.status).toBe(413);
    expect(refused.headers.connection).toBe('close');
    const accepted = await rawRequest(gateway.url, '/api/processing/jobs/created', { method: 'POST', headers: keepAlive, body: '{}' });
    expect(accepted.headers.connection).toBe('keep-alive');
  });

  it('passes an upstream redirect back instead of following it', async () => {
    const res = await rawRequest(gateway.url, '/api/processing/jobs/redirect');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/elsewhere');
  });

  it('gzips a large JSON answer for a client that accepts it', async () => {
    const res = await rawRequest(gateway.url, '/api/processing/jobs/big', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    const rows = (JSON.parse(gunzipSync(res.body).toString()) as { rows: unknown[] }).rows;
    expect(rows).toHaveLength(500);
    expect(upstreams.studies.requests.at(-1)?.headers['accept-encoding']).toBe('identity');
  });

  it('sends the JSON plain to a client that does not accept gzip', async () => {
    const res = await rawRequest(gateway.url, '/api/processing/jobs/big');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toHaveProperty('rows');
  });
});

describe('request id', () => {
  it('forwards a given x-request-id and echoes it once', async () => {
    const res = await rawRequest(gateway.url, '/api/config/maps', { headers: { 'x-request-id': 'req-abc.123' } });
    expect(upstreams.projects.requests.at(-1)?.headers['x-request-id']).toBe('req-abc.123');
    expect(res.headers['x-request-id']).toBe('req-abc.123');
  });

  it('generates one when absent or insane and gives the service the same id', async () => {
    const res = await rawRequest(gateway.url, '/api/config/maps', { headers: { 'x-request-id': 'bad id!' } });
    const generated = res.headers['x-request-id'];
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect(upstreams.projects.requests.at(-1)?.headers['x-request-id']).toBe(generated);
  });
});

describe('upstream failures', () => {
  it('answers 502 UPSTREAM_UNAVAILABLE when the service is down', async () => {
    const config = gatewayConfig(staticRoot, { review: await closedPortUrl() });
    const down = await startGateway(config);
    try {
      const res = await rawRequest(down.url, '/api/phase1-review/session', {
        method: 'POST',
        headers: { 'x-request-id': 'r-502' },
      });
      expect(res.status).toBe(502);
      expect(apiErrorBodySchema.parse(JSON.parse(res.body.toString()))).toEqual({
        message: 'Service unavailable: review',
        code: 'UPSTREAM_UNAVAILABLE',
        requestId: 'r-502',
      });
    } finally {
      await down.close();
    }
  });

  it('answers 504 UPSTREAM_TIMEOUT when the service does not answer in time', async () => {
    const impatient = await startGateway(gatewayConfig(staticRoot, serviceUrls(), { GATEWAY_UPSTREAM_TIMEOUT_MS: '300' }));
    try {
      const started = Date.now();
      const res = await rawRequest(impatient.url, '/api/processing/jobs/slow');
      expect(res.status).toBe(504);
      expect(JSON.parse(res.body.toString())).toMatchObject({
        message: 'Service timed out: studies',
        code: 'UPSTREAM_TIMEOUT',
      });
      // The service would answer after 10 s; the gateway gave up long before.
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await impatient.close();
    }
  });
});
