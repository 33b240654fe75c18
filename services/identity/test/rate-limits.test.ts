import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADDRESS_LIMITS } from '../src/rate-limits';
import { startIdentity, type TestIdentity } from './identity';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startIdentity({ addressLimits: DEFAULT_ADDRESS_LIMITS });
});
afterAll(() => identity.close());

const from = (address: string) => ({ 'x-forwarded-for': address });

function post(path: string, body: unknown, address: string) {
  return identity.call('POST', path, { body, headers: from(address) });
}

/** A 429 TOO_MANY_ATTEMPTS whose Retry-After is within (`min`, `max`] seconds. */
function expectThrottled(res: Awaited<ReturnType<typeof post>>, min: number, max: number) {
  expect(res.status).toBe(429);
  expect(res.json).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', requestId: expect.any(String), details: { retryAfterSeconds: expect.any(Number) } });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(min);
  expect(retryAfter).toBeLessThanOrEqual(max);
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('sign-up throttles (every request counts, before the password is hashed)', () => {
  it('allows 5 sign-ups per e-mail an hour', async () => {
    const email = 'repeat@example.com';
    for (let i = 1; i <= 5; i += 1) {
      expect((await post('/api/auth/signup', { email, password: 'repeat-password' }, `198.51.100.${i}`)).status).toBe(201);
    }
    const sixth = await post('/api/auth/signup', { email, password: 'repeat-password' }, '198.51.100.6');
    expectThrottled(sixth, 3500, 3600);
    expect(sixth.json.message).toBe('Too many requests, please try again in 60 minutes');
    expect(await identity.outbox.read(email)).toHaveLength(5);
  });

  it('allows 20 sign-ups per client address an hour, and others go on', async () => {
    for (let i = 1; i <= 20; i += 1) {
      expect((await post('/api/auth/signup', { email: `crowd-${i}@example.com`, password: 'crowd-password' }, '203.0.113.20')).status).toBe(201);
    }
    const refused = await post('/api/auth/signup', { email: 'crowd-21@example.com', password: 'crowd-password' }, '203.0.113.20');
    expectThrottled(refused, 3500, 3600);
    expect(await identity.ctx.users.findByEmail('crowd-21@example.com')).toBeNull();
    expect(await identity.outbox.read('crowd-21@example.com')).toEqual([]);
    expect((await post('/api/auth/signup', { email: 'crowd-21@example.com', password: 'crowd-password' }, '203.0.113.21')).status).toBe(201);
  });
});

describe('resend-code throttles (every request counts)', () => {
  it('allows 3 resends per e-mail in 15 minutes', async () => {
    const email = 'impatient@example.com';
    await post('/api/auth/signup', { email, password: 'impatient-password' }, '198.51.100.30');
    for (let i = 0; i < 3; i += 1) expect((await post('/api/auth/resend-code', { email }, '198.51.100.30')).status).toBe(200);
    expectThrottled(await post('/api/auth/resend-code', { email }, '198.51.100.31'), 800, 900);
    expect(await identity.outbox.read(email)).toHaveLength(4);
  });

  it('allows 20 resends per client address an hour', async () => {
    for (let i = 1; i <= 20; i += 1) {
      expect((await post('/api/auth/resend-code', { email: `unknown-${i}@example.com` }, '203.0.113.40')).status).toBe(200);
    }
    expectThrottled(await post('/api/auth/resend-code', { email: 'unknown-21@example.com' }, '203.0.113.40'), 3500, 3600);
  });
});

describe('confirmation code guessing', () => {
  it('allows 15 wrong codes per e-mail a day across resent codes, then 429 even with the right code', async () => {
    const email = 'guessed@example.com';
    await post('/api/auth/signup', { email, password: 'guessed-password' }, '198.51.100.50');
    for (let round = 1; round <= 3; round += 1) {
      const wrong = wrongCodeFor(await identity.latestCode(email));
      for (let i = 0; i < 5; i += 1) {
        expect((await post('/api/auth/confirm-signup', { email, code: wrong }, `198.51.100.${50 + round}`)).status).toBe(400);
      }
      expect((await post('/api/auth/resend-code', { email }, '198.51.100.50')).status).toBe(200);
    }
    const refused = await post('/api/auth/confirm-signup', { email, code: await identity.latestCode(email) }, '198.51.100.60');
    expectThrottled(refused, 23 * 3600, 24 * 3600);
    expect(refused.json.message).toBe('Too many wrong confirmation codes, please try again in 24 hours');

    identity.clock.offsetMs = 24 * 3600 * 1000 + 1000;
    try {
      await post('/api/auth/resend-code', { email }, '198.51.100.50');
      const confirmed = await post('/api/auth/confirm-signup', { email, code: await identity.latestCode(email) }, '198.51.100.60');
      expect(confirmed.status).toBe(200);
    } finally {
      identity.clock.offsetMs = 0;
    }
  });

  it('allows 30 wrong codes per client address in 15 minutes', async () => {
    for (let i = 1; i <= 30; i += 1) {
      const res = await post('/api/auth/confirm-signup', { email: `nobody-${i}@example.com`, code: '123456' }, '203.0.113.60');
      expect(res.json.code).toBe('CODE_MISMATCH');
    }
    const email = 'crowded-confirm@example.com';
    await post('/api/auth/signup', { email, password: 'crowded-password' }, '198.51.100.70');
    const code = await identity.latestCode(email);
    expectThrottled(await post('/api/auth/confirm-signup', { email, code }, '203.0.113.60'), 800, 900);
    expect((await post('/api/auth/confirm-signup', { email, code }, '203.0.113.61')).status).toBe(200);
  });
});

describe('new-password throttle', () => {
  it('allows 20 refused sessions per client address in 15 minutes', async () => {
    const answer = { email: 'someone@example.com', newPassword: 'some-new-password' };
    for (let i = 1; i <= 20; i += 1) {
      const res = await post('/api/auth/new-password', { ...answer, session: `forged-session-${i}` }, '203.0.113.80');
      expect(res.json.code).toBe('INVALID_SESSION');
    }
    expectThrottled(await post('/api/auth/new-password', { ...answer, session: 'forged-session-21' }, '203.0.113.80'), 800, 900);
    const elsewhere = await post('/api/auth/new-password', { ...answer, session: 'forged-session-22' }, '203.0.113.81');
    expect(elsewhere.json.code).toBe('INVALID_SESSION');
  });
});
