import { apiErrorBodySchema, TOKEN_AUDIENCE, TOKEN_ISSUER } from '@groundwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from '../app';
import { silentLogger } from '../testing/databases';
import { startTestIssuer, type TestIssuer } from '../testing/test-issuer';
import { requireAuth, type RequireAuthOptions } from './require-auth';

function protectedApp(options: RequireAuthOptions) {
  const app = createServiceApp({ service: 'demo', logger: silentLogger(), checks: {} });
  app.get('/me', requireAuth(options), (c) => c.json(c.var.auth));
  return app;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

const INVALID_TOKEN = 'Unauthorized: invalid or expired token';

async function expectUnauthorized(res: Response, message = INVALID_TOKEN) {
  expect(res.status).toBe(401);
  expect(apiErrorBodySchema.parse(await res.json())).toMatchObject({ code: 'UNAUTHORIZED', message });
  expect(res.headers.get('www-authenticate')).toMatch(/^Bearer realm="groundwork"/);
}

let issuer: TestIssuer;
let foreign: TestIssuer;
let app: ReturnType<typeof protectedApp>;
beforeAll(async () => {
  [issuer, foreign] = await Promise.all([startTestIssuer(), startTestIssuer()]);
  app = protectedApp({ jwksUrl: issuer.url });
});
afterAll(() => Promise.all([issuer.close(), foreign.close()]));

const callWith = (token: string, target = app) => target.request('/me', { headers: { authorization: `Bearer ${token}` } });
const expectRefused = async (token: string | Promise<string>) => expectUnauthorized(await callWith(await token));

describe('requireAuth', () => {
  it('lets a valid access token through and exposes who is calling', async () => {
    const res = await callWith(await issuer.accessToken({ sub: 'u-42', email: 'ada@example.com', org: 'org-7', role: 'admin' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ userId: 'u-42', email: 'ada@example.com', organizationId: 'org-7', role: 'admin' });
  });

  it('refuses a request without a bearer token', async () => {
    const requests: Array<Record<string, string>> = [{}, { authorization: 'Basic dXNlcjpwYXNz' }, { authorization: 'Bearer ' }];
    for (const headers of requests) {
      const res = await app.request('/me', { headers });
      await expectUnauthorized(res, 'Unauthorized: missing bearer token');
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="groundwork"');
    }
  });

  it('refuses a malformed token with error="invalid_token"', async () => {
    for (const token of ['not-a-jwt', 'a.b.c', `${base64url({ alg: 'ES256' })}.${base64url({})}`]) {
      const res = await callWith(token);
      await expectUnauthorized(res);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="groundwork", error="invalid_token"');
    }
  });

  it('refuses a tampered token: changed payload or changed signature', async () => {
    const [header, , signature] = (await issuer.accessToken({ role: 'viewer' })).split('.');
    const asOwner = base64url({ sub: 'user-1', email: 'member@example.com', org: 'org-1', role: 'owner', token_use: 'access' });
    await expectRefused(`${header}.${asOwner}.${signature}`);

    const [h, p, s] = (await issuer.accessToken()).split('.') as [string, string, string];
    await expectRefused(`${h}.${p}.${s.slice(0, 10)}${s[10] === 'A' ? 'B' : 'A'}${s.slice(11)}`);
  });

  it('refuses an expired token', async () => {
    await expectRefused(issuer.accessToken({}, { expiresIn: -60 }));
  });

  it('refuses the wrong issuer and the wrong audience', async () => {
    await expectRefused(issuer.accessToken({}, { issuer: 'someone-else' }));
    await expectRefused(issuer.accessToken({}, { audience: 'other-app' }));
  });

  it('refuses a token signed by a foreign key, under its own or under our key id', async () => {
    await expectRefused(foreign.accessToken());
    await expectRefused(foreign.accessToken({}, { kid: issuer.kid }));
  });

  it('refuses alg none and HMAC tokens', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = base64url({
      ...{ sub: 'user-1', email: 'a@example.com', org: 'org-1', role: 'owner', token_use: 'access' },
      ...{ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: now, exp: now + 600 },
    });
    await expectRefused(`${base64url({ alg: 'none', typ: 'JWT' })}.${claims}.`);
    await expectRefused(`${base64url({ alg: 'HS256', typ: 'JWT', kid: issuer.kid })}.${claims}.c2lnbmF0dXJl`);
  });

  it('refuses an id token and claims that do not match the access-token shape', async () => {
    await expectRefused(issuer.sign({ sub: 'user-1', email: 'a@example.com', token_use: 'id' }));
    await expectRefused(issuer.accessToken({ role: 'superuser' as 'owner' }));
  });

  it('answers 503 UNAVAILABLE, not 401, when the JWKS cannot be fetched', async () => {
    const gone = await startTestIssuer();
    const token = await gone.accessToken();
    await gone.close();
    const unreachable = await callWith(token, protectedApp({ jwksUrl: gone.url }));
    expect(unreachable.status).toBe(503);
    expect(await unreachable.json()).toMatchObject({ code: 'UNAVAILABLE' });

    const missing = await callWith(await issuer.accessToken(), protectedApp({ jwksUrl: `${issuer.url}/missing` }));
    expect(missing.status).toBe(503);
  });
});

describe('requireAuth key cache', () => {
  let own: TestIssuer;
  beforeAll(async () => {
    own = await startTestIssuer();
  });
  afterAll(() => own.close());

  it('fetches the JWKS once for many requests, across middlewares on the same URL', async () => {
    const token = await own.accessToken();
    const before = own.hits();
    for (const target of [protectedApp({ jwksUrl: own.url }), protectedApp({ jwksUrl: own.url })]) {
      for (let i = 0; i < 3; i += 1) expect((await callWith(token, target)).status).toBe(200);
    }
    expect(own.hits() - before).toBe(1);
  });

  it('does not refetch for unknown key ids within the cooldown', async () => {
    const cooling = protectedApp({ jwksUrl: own.url });
    expect((await callWith(await own.accessToken(), cooling)).status).toBe(200);
    const before = own.hits();
    await expectUnauthorized(await callWith(await own.accessToken({}, { kid: 'unknown-kid' }), cooling));
    expect(own.hits()).toBe(before);
  });

  it('refetches the JWKS for an unknown key id, so a rotated key is accepted', async () => {
    const rotating = protectedApp({ jwksUrl: own.url, cooldownDuration: 0 });
    expect((await callWith(await own.accessToken(), rotating)).status).toBe(200);
    const before = own.hits();
    await own.rotate();
    expect((await callWith(await own.accessToken(), rotating)).status).toBe(200);
    expect(own.hits() - before).toBe(1);
  });
});
