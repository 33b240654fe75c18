import { gunzipSync } from 'node:zlib';
import { remotesDocumentSchema } from '@groundwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { FILES, gatewayConfig, rawRequest, startGateway, startUpstream, tempStaticRoot } from './helpers';

let staticRoot: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  staticRoot = await tempStaticRoot();
  app = createApp(gatewayConfig(staticRoot));
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(`http://localhost${path}`, { headers });

describe('/remotes.json', () => {
  it('lists every remote at its default entry and is never cached', async () => {
    const res = await get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const document = remotesDocumentSchema.parse(await res.json());
    expect(document.remotes.map((r) => r.name)).toEqual(['mfe_marketing', 'mfe_projects', 'mfe_mapping', 'mfe_studies', 'mfe_review']);
    expect(document.remotes[4]).toEqual({ name: 'mfe_review', entry: '/remotes/mfe-review/mf-manifest.json' });
    expect(document.api).toEqual({ processing: '/api/processing' });
  });

  it('names an external processing service from PROCESSING_API_BASE', async () => {
    const external = createApp(gatewayConfig(staticRoot, {}, { PROCESSING_API_BASE: 'https://processing.example.com/api/processing' }));
    const document = remotesDocumentSchema.parse(await (await external.request('/remotes.json')).json());
    expect(document.api).toEqual({ processing: 'https://processing.example.com/api/processing' });
    expect(document.remotes).toHaveLength(5);
  });

  it('takes a per-remote override from the environment', async () => {
    const overridden = createApp(gatewayConfig(staticRoot, {}, { REMOTE_MFE_STUDIES_ENTRY: 'https://studies.example.com/mf-manifest.json' }));
    const { remotes } = remotesDocumentSchema.parse(await (await overridden.request('/remotes.json')).json());
    expect(remotes.find((r) => r.name === 'mfe_studies')?.entry).toBe('https://studies.example.com/mf-manifest.json');
    expect(remotes.find((r) => r.name === 'mfe_review')?.entry).toBe('/remotes/mfe-review/mf-manifest.json');
  });
});

describe('shell assets and SPA fallback', () => {
  it('serves index.html at / and for router paths', async () => {
    for (const path of ['/', '/dashboard', '/projects/abc123?tab=soils', '/projects/p1/regulatory-analysis/2']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toBe(FILES['shell/dist/index.html']);
    }
  });

  it('serves index.html to a navigation that asks for HTML even with an extension', async () => {
    const res = await get('/report.pdf', { accept: 'text/html,application/xhtml+xml' });
    expect(await res.text()).toBe(FILES['shell/dist/index.html']);
  });

  it('answers 404 for a missing asset instead of index.html', async () => {
    for (const path of ['/missing.1a2b3c4d.js', '/missing.css', '/img/none.png']) {
      const res = await get(path, { accept: '*/*' });
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('shell');
    }
  });

  it('serves a built file with its content type', async () => {
    const res = await get('/main.1a2b3c4d.css');
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await res.text()).toBe(FILES['shell/dist/main.1a2b3c4d.css']);
  });

  it('never serves hidden files', async () => {
    expect((await get('/.hidden', { accept: '*/*' })).status).toBe(404);
  });

  it('answers HEAD with headers and no body', async () => {
    const res = await app.request('/main.1a2b3c4d.css', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(FILES['shell/dist/main.1a2b3c4d.css'].length));
    expect(await res.text()).toBe('');
  });

  it('says so when the shell is not built', async () => {
    const unbuilt = createApp(gatewayConfig(`${staticRoot}/nowhere`));
    const res = await unbuilt.request('/dashboard');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'SHELL_NOT_BUILT' });
  });
});

describe('security headers', () => {
  const policyOf = (res: Response) => res.headers.get('content-security-policy');

  it('puts the Content-Security-Policy on index.html at / and on the SPA fallback', async () => {
    for (const path of ['/', '/dashboard', '/projects/p1?tab=adjoining', '/index.html']) {
      const res = await get(path, { accept: 'text/html' });
      expect(res.status, path).toBe(200);
      const policy = policyOf(res);
      expect(policy, path).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).not.toContain("'unsafe-eval'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('permissions-policy'), path).toContain('camera=()');
    }
  });

  it("puts it on a remote's standalone page too", async () => {
    const res = await get('/remotes/mfe-review/index.html');
    expect(res.status).toBe(200);
    expect(policyOf(res)).toContain("default-src 'self'");
  });

  it('builds the policy from the registry: a remote on another origin may bring its code', async () => {
    const crossOrigin = createApp(gatewayConfig(staticRoot, {}, { REMOTE_MFE_MAPPING_ENTRY: 'https://maps.example.com/mapping/mf-manifest.json' }));
    const policy = policyOf(await crossOrigin.request('/dashboard'));
    expect(policy).toMatch(/script-src 'self' https:\/\/maps\.example\.com 'wasm-unsafe-eval';/);
    expect(policy).toMatch(/worker-src 'self' https:\/\/maps\.example\.com blob:/);
  });

  it('leaves scripts, styles and JSON without a page policy', async () => {
    for (const path of ['/main.1a2b3c4d.js', '/main.1a2b3c4d.css', '/remotes/mfe-review/mf-manifest.json', '/remotes.json']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(policyOf(res), path).toBeNull();
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('sends the policy with a 304 as well', async () => {
    const first = await get('/');
    const again = await get('/', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(policyOf(again)).toBe(policyOf(first));
  });
});

describe('source maps', () => {
  it.each(['/main.1a2b3c4d.js.map', '/MAIN.1a2b3c4d.js.MAP', '/remotes/mfe-review/__federation_expose_ReviewPhase1Tab.0f9e8d7c.js.map'])(
    'are never served: %s is 404 although the file is in dist',
    async (path) => {
      const res = await get(path, { accept: '*/*' });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('version');
    },
  );
});

describe('cache headers', () => {
  it.each([
    ['/main.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
    ['/remotes/mfe-review/__federation_expose_ReviewPhase1Tab.0f9e8d7c.js', 'public, max-age=31536000, immutable'],
    ['/remotes/mfe-review/assets/logo.deadbeef.svg', 'public, max-age=31536000, immutable'],
    ['/', 'no-cache'],
    ['/dashboard', 'no-cache'],
    ['/remotes/mfe-review/mf-manifest.json', 'no-cache'],
    ['/remotes/mfe-review/remoteEntry.js', 'no-cache'],
    ['/favicon.ico', 'public, max-age=300'],
  ])('%s -> %s', async (path, expected) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(expected);
  });

  it('answers 304 to a current ETag', async () => {
    const first = await get('/remotes/mfe-review/mf-manifest.json');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^(W\/)?".+"$/);
    const again = await get('/remotes/mfe-review/mf-manifest.json', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });
});

describe('compression', () => {
  it('gzips text assets for clients that accept gzip', async () => {
    const res = await get('/main.1a2b3c4d.js', { 'accept-encoding': 'gzip, deflate' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(FILES['shell/dist/main.1a2b3c4d.js'].length);
    expect(gunzipSync(body).toString()).toBe(FILES['shell/dist/main.1a2b3c4d.js']);
  });

  it('leaves small files and clients without gzip alone', async () => {
    expect((await get('/main.1a2b3c4d.css', { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBeNull();
    expect((await get('/main.1a2b3c4d.js')).headers.get('content-encoding')).toBeNull();
  });
});

describe('remote assets', () => {
  it('serves /remotes/<dir>/ from <dir>/dist with CORS open to every origin', async () => {
    const res = await get('/remotes/mfe-review/remoteEntry.js', { origin: 'http://localhost:3000' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(FILES['mfe-review/dist/remoteEntry.js']);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('answers a CORS preflight on remote assets', async () => {
    const res = await app.request('/remotes/mfe-review/mf-manifest.json', {
      method: 'OPTIONS',
      headers: { origin: 'http://other.test', 'access-control-request-method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('answers 404 (never index.html) for a missing file, an unknown remote or the bare prefix', async () => {
    for (const path of ['/remotes/mfe-review/missing', '/remotes/mfe-review/nope.js', '/remotes/mfe-unknown/remoteEntry.js', '/remotes/', '/remotes']) {
      const res = await get(path, { accept: 'text/html' });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});

describe('API CORS', () => {
  it('allows the configured origins with credentials, and no others', async () => {
    const upstream = await startUpstream('projects');
    const cors = createApp(gatewayConfig(staticRoot, { projects: upstream.url }, { GATEWAY_CORS_ORIGINS: 'http://localhost:3002' }));
    try {
      const allowed = await cors.request('/api/projects', { headers: { origin: 'http://localhost:3002' } });
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3002');
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');

      const preflight = await cors.request('/api/projects', {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:3002',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/i);

      const other = await cors.request('/api/projects', { headers: { origin: 'http://evil.test' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await upstream.close();
    }
  });

  it('sends no CORS headers on /api without configured origins', async () => {
    const res = await get('/api/login', { origin: 'http://localhost:3002' });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('health', () => {
  it('answers /healthz for the gateway itself', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', service: 'gateway' });
  });

  it('sums up the services at /api/health', async () => {
    const ups = await Promise.all(['identity', 'projects', 'studies'].map((name) => startUpstream(name)));
    const [identity, projects, studies] = ups;
    try {
      const partial = createApp(gatewayConfig(staticRoot, { identity: identity!.url, projects: projects!.url, studies: studies!.url }, { REVIEW_PORT: '1' }));
      const res = await partial.request('/api/health');
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({
        status: 'unavailable',
        checks: { identity: 'ok', projects: 'ok', studies: 'ok', review: 'down' },
      });
      expect(identity!.requests.at(-1)?.url).toBe('/healthz');
    } finally {
      await Promise.all(ups.map((u) => u.close()));
    }
  });
});

describe('path traversal over a real socket', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    gateway = await startGateway(gatewayConfig(staticRoot));
  });
  afterAll(() => gateway.close());

  it.each([
    '/../secret.txt',
    '/../../secret.txt',
    '/..%2f..%2fsecret.txt',
    '/%2e%2e/%2e%2e/secret.txt',
    '/remotes/mfe-review/..%2f..%2fsecret.txt',
    '/remotes/mfe-review/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/remotes/mfe-review/../../secret.txt',
    '/remotes/..%2fsecret.txt',
    '/main.1a2b3c4d.js%00.html',
  ])('refuses %s', async (path) => {
    const res = await rawRequest(gateway.url, path, { headers: { accept: '*/*' } });
    expect(res.body.toString()).not.toContain('TOP SECRET');
    expect([400, 404]).toContain(res.status);
  });
});
