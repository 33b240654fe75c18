import { apiErrorBodySchema, authTokensSchema, JWKS_PATH, userSchema } from '@groundwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type TestIdentity } from './identity';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(() => identity.close());

describe('sign-up to sign-out', () => {
  it('signs up, confirms with the e-mailed code, signs in, rotates, detects reuse and signs out', async () => {
    const { call } = identity;
    const email = 'Journey@Example.com';
    const password = 'journey-password-1';

    const signup = await call('POST', '/api/auth/signup', { body: { email, password, organizationName: 'Journey Surveys' } });
    expect(signup.status).toBe(201);
    expect(signup.json).toEqual({ message: 'Check your email for a confirmation code' });

    const [mail] = await identity.outbox.read('journey@example.com');
    expect(mail?.subject).toBe('Your Groundwork confirmation code');

    const early = await call('POST', '/api/auth/login', { body: { email, password } });
    expect(early.status).toBe(403);
    expect(early.json).toMatchObject({ code: 'USER_NOT_CONFIRMED', message: 'Please confirm your email before signing in' });

    const confirm = await call('POST', '/api/auth/confirm-signup', { body: { email, code: await identity.latestCode(email) } });
    expect(confirm.status).toBe(200);
    expect(confirm.json).toEqual({ message: 'Email confirmed' });

    const login = await call('POST', '/api/auth/login', { body: { email: 'journey@example.COM', password } });
    expect(login.status).toBe(200);
    const tokens = authTokensSchema.parse(login.json);

    const user = await call('GET', '/api/auth/user', { token: tokens.accessToken });
    expect(user.status).toBe(200);
    expect(userSchema.parse(user.json)).toMatchObject({
      email: 'journey@example.com',
      role: 'owner',
      organization: { name: 'Journey Surveys' },
    });

    const refreshed = await call('POST', '/api/auth/refresh-token', { body: { refreshToken: tokens.refreshToken } });
    expect(refreshed.status).toBe(200);
    const rotated = authTokensSchema.parse(refreshed.json);
    expect(rotated.refreshToken).not.toBe(tokens.refreshToken);
    expect((await call('GET', '/api/auth/user', { token: rotated.accessToken })).status).toBe(200);

    const reuse = await call('POST', '/api/auth/refresh-token', { body: { refreshToken: tokens.refreshToken } });
    expect(reuse.status).toBe(401);
    expect(reuse.json.message).toContain('Unauthorized');
    const afterReuse = await call('POST', '/api/auth/refresh-token', { body: { refreshToken: rotated.refreshToken } });
    expect(afterReuse.status).toBe(401);

    const again = authTokensSchema.parse((await call('POST', '/api/auth/login', { body: { email, password } })).json);
    const logout = await call('POST', '/api/auth/logout', { token: again.accessToken, body: { refreshToken: again.refreshToken } });
    expect(logout.status).toBe(204);
    expect((await call('POST', '/api/auth/refresh-token', { body: { refreshToken: again.refreshToken } })).status).toBe(401);
  });

  it('creates the organization "<local part>\'s team" when none is named', async () => {
    const tokens = await identity.signedIn('maria@example.com');
    const user = await identity.call('GET', '/api/auth/user', { token: tokens.accessToken });
    expect(user.json.organization.name).toBe("maria's team");
  });

  it('answers a sign-up for a taken e-mail alike and mails a notice instead of a code', async () => {
    await identity.signedIn('taken@example.com');
    const again = await identity.call('POST', '/api/auth/signup', { body: { email: 'TAKEN@example.com', password: 'another-password' } });
    expect(again.status).toBe(201);
    expect(again.json).toEqual({ message: 'Check your email for a confirmation code' });
    const [notice] = await identity.outbox.read('taken@example.com');
    expect(notice?.subject).toBe('You already have a Groundwork account');
    const login = await identity.call('POST', '/api/auth/login', { body: { email: 'taken@example.com', password: 'another-password' } });
    expect(login.status).toBe(401);
  });

  it('answers a second sign-up for an unconfirmed e-mail alike, keeps its password and mails a new code', async () => {
    const email = 'pending@example.com';
    await identity.call('POST', '/api/auth/signup', { body: { email, password: 'owner-password' } });
    const again = await identity.call('POST', '/api/auth/signup', { body: { email, password: 'attacker-password' } });
    expect(again.status).toBe(201);
    expect(again.json).toEqual({ message: 'Check your email for a confirmation code' });
    const messages = await identity.outbox.read(email);
    expect(messages.map((message) => message.subject)).toEqual(['Your Groundwork confirmation code', 'Your Groundwork confirmation code']);
    const confirmed = await identity.call('POST', '/api/auth/confirm-signup', { body: { email, code: await identity.latestCode(email) } });
    expect(confirmed.status).toBe(200);
    expect((await identity.call('POST', '/api/auth/login', { body: { email, password: 'attacker-password' } })).status).toBe(401);
    expect((await identity.call('POST', '/api/auth/login', { body: { email, password: 'owner-password' } })).status).toBe(200);
  });

  it('validates bodies with the spec messages', async () => {
    const bad = await identity.call('POST', '/api/auth/signup', { body: { email: 'nope', password: 'short' } });
    expect(bad.status).toBe(400);
    const body = apiErrorBodySchema.parse(bad.json);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details).toEqual({
      issues: [
        { path: 'email', message: 'Invalid email address' },
        { path: 'password', message: 'Password must be at least 8 characters' },
      ],
    });
    expect((await identity.call('POST', '/api/auth/login', { body: { email: 'a@example.com' } })).status).toBe(400);
    expect((await identity.call('POST', '/api/auth/refresh-token', { body: {} })).status).toBe(400);
  });
});

describe('login', () => {
  it('says the same for an unknown e-mail and a wrong password', async () => {
    await identity.signedIn('known@example.com', 'known-password');
    const unknown = await identity.call('POST', '/api/auth/login', { body: { email: 'nobody@example.com', password: 'whatever-pw' } });
    const wrong = await identity.call('POST', '/api/auth/login', { body: { email: 'known@example.com', password: 'wrong-password' } });
    for (const res of [unknown, wrong]) {
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Incorrect email or password' });
    }
  });

  it('locks the address that guessed, not the account: the owner signs in from elsewhere', async () => {
    await identity.signedIn('target@example.com', 'target-password');
    const attacker = { 'x-forwarded-for': '10.0.0.66' };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const res = await identity.call('POST', '/api/auth/login', {
        body: { email: 'target@example.com', password: `guess-${attempt}` },
        headers: attacker,
      });
      expect(res.status).toBe(401);
    }
    const sixth = await identity.call('POST', '/api/auth/login', {
      body: { email: 'target@example.com', password: 'target-password' },
      headers: attacker,
    });
    expect(sixth.status).toBe(429);
    expect(sixth.json).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many failed sign-in attempts, please try again in 15 minutes' });
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);

    const owner = await identity.call('POST', '/api/auth/login', {
      body: { email: 'target@example.com', password: 'target-password' },
      headers: { 'x-forwarded-for': '10.0.0.7' },
    });
    expect(owner.status).toBe(200);

    identity.clock.offsetMs = 15 * 60_000 + 1000;
    try {
      const later = await identity.call('POST', '/api/auth/login', {
        body: { email: 'target@example.com', password: 'target-password' },
        headers: attacker,
      });
      expect(later.status).toBe(200);
    } finally {
      identity.clock.offsetMs = 0;
    }
  });

  it('throttles one client address after 20 failures across e-mails, keyed by the hop the gateway added', async () => {
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const res = await identity.call('POST', '/api/auth/login', {
        body: { email: `spray-${attempt}@example.com`, password: 'sprayed-password' },
        headers: { 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.9` },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await identity.call('POST', '/api/auth/login', {
      body: { email: 'fresh@example.com', password: 'sprayed-password' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    const other = await identity.call('POST', '/api/auth/login', {
      body: { email: 'fresh@example.com', password: 'sprayed-password' },
      headers: { 'x-forwarded-for': '203.0.113.10' },
    });
    expect(other.status).toBe(401);
  });

  it("resets the address's counter for the e-mail after a successful login", async () => {
    await identity.signedIn('resets@example.com', 'resets-password');
    const fail = () => identity.call('POST', '/api/auth/login', { body: { email: 'resets@example.com', password: 'nope-nope' } });
    for (let i = 0; i < 4; i += 1) expect((await fail()).status).toBe(401);
    expect((await identity.call('POST', '/api/auth/login', { body: { email: 'resets@example.com', password: 'resets-password' } })).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await fail()).status).toBe(401);
    expect((await fail()).status).toBe(429);
  });
});

describe('confirmation codes', () => {
  it('refuses a wrong code, locks after five attempts, and a resent code works', async () => {
    const email = 'codes@example.com';
    await identity.call('POST', '/api/auth/signup', { body: { email, password: 'codes-password' } });
    const code = await identity.latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const res = await identity.call('POST', '/api/auth/confirm-signup', { body: { email, code: wrong } });
      expect(res.json).toMatchObject({ code: 'CODE_MISMATCH' });
    }
    expect((await identity.call('POST', '/api/auth/confirm-signup', { body: { email, code: wrong } })).json.code).toBe('CODE_ATTEMPTS_EXCEEDED');
    const locked = await identity.call('POST', '/api/auth/confirm-signup', { body: { email, code } });
    expect(locked.status).toBe(400);
    expect(locked.json.code).toBe('CODE_ATTEMPTS_EXCEEDED');

    const resend = await identity.call('POST', '/api/auth/resend-code', { body: { email } });
    expect(resend.json).toEqual({ message: 'Check your email for a confirmation code' });
    const fresh = await identity.call('POST', '/api/auth/confirm-signup', { body: { email, code: await identity.latestCode(email) } });
    expect(fresh.status).toBe(200);
  });

  it('expires a code after 15 minutes', async () => {
    const email = 'late@example.com';
    await identity.call('POST', '/api/auth/signup', { body: { email, password: 'late-password' } });
    identity.clock.offsetMs = 15 * 60_000 + 1000;
    try {
      const res = await identity.call('POST', '/api/auth/confirm-signup', { body: { email, code: await identity.latestCode(email) } });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('CODE_EXPIRED');
    } finally {
      identity.clock.offsetMs = 0;
    }
  });

  it('answers a resend for an unknown e-mail alike and sends nothing', async () => {
    const res = await identity.call('POST', '/api/auth/resend-code', { body: { email: 'ghost@example.com' } });
    expect(res.json).toEqual({ message: 'Check your email for a confirmation code' });
    expect(await identity.outbox.read('ghost@example.com')).toEqual([]);
  });
});

describe('access tokens on GET user', () => {
  it('refuses no token, a tampered, an expired and a foreign-key token with 401 Unauthorized', async () => {
    const tokens = await identity.signedIn('tokens@example.com');
    const [header, payload, signature] = tokens.accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'viewer' })).toString('base64url')}.${signature}`;

    identity.clock.offsetMs = 16 * 60_000;
    const expiredToken = tokens.accessToken;
    const expired = await identity.call('GET', '/api/auth/user', { token: expiredToken });
    identity.clock.offsetMs = 0;

    const { newSigningKey } = await import('../src/tokens');
    const { SignJWT, importJWK } = await import('jose');
    const foreignKey = await newSigningKey(new Date());
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: JSON.parse(Buffer.from(header, 'base64url').toString()).kid })
      .sign(await importJWK(foreignKey.privateJwk, 'ES256'));

    for (const res of [
      await identity.call('GET', '/api/auth/user'),
      await identity.call('GET', '/api/auth/user', { token: tampered }),
      expired,
      await identity.call('GET', '/api/auth/user', { token: foreign }),
      await identity.call('GET', '/api/auth/user', { token: tokens.idToken }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.json.message).toMatch(/^Unauthorized/);
    }
  });

  it('publishes the current and previous keys; tokens of the previous key stay valid after a rotation', async () => {
    const tokens = await identity.signedIn('rotation@example.com');
    const before = await identity.call('GET', JWKS_PATH);
    expect(before.json.keys).toHaveLength(1);
    expect(before.json.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(before.json.keys[0]).not.toHaveProperty('d');

    await identity.ctx.tokens.rotate(new Date());
    const fresh = await identity.app.request(JWKS_PATH);
    expect(fresh.status).toBe(200);
    // The app's own signer caches keys for a minute; the CLI's rotation is read from the database.
    const published = await identity.ctx.tokens.jwks();
    expect(published.keys).toHaveLength(2);
    expect(published.keys.map((key) => key.kid)).toContain(before.json.keys[0].kid);
    expect((await identity.ctx.tokens.verifyAccessToken(tokens.accessToken, new Date())).sub).toMatch(/^\S+$/);
  });
});

describe('logout', () => {
  it('needs a bearer token and without a refresh token revokes every session', async () => {
    const first = await identity.signedIn('everywhere@example.com', 'everywhere-pw');
    const second = authTokensSchema.parse(
      (await identity.call('POST', '/api/auth/login', { body: { email: 'everywhere@example.com', password: 'everywhere-pw' } })).json,
    );
    expect((await identity.call('POST', '/api/auth/logout', { body: {} })).status).toBe(401);
    expect((await identity.call('POST', '/api/auth/logout', { token: second.accessToken })).status).toBe(204);
    for (const refreshToken of [first.refreshToken, second.refreshToken]) {
      expect((await identity.call('POST', '/api/auth/refresh-token', { body: { refreshToken } })).status).toBe(401);
    }
  });
});
