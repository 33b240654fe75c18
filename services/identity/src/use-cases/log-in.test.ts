import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type TestIdentity } from '../../test/identity';
import { TooManyAttemptsError } from '../errors';
import { logIn, MAX_FAILURES_PER_EMAIL } from './log-in';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(() => identity.close());

describe('logIn', () => {
  it('counts failures for unknown e-mails too, so throttling does not reveal which exist', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i += 1) {
      await expect(logIn(identity.ctx, { email: 'ghost@example.com', password: 'guess' }, '192.0.2.1')).rejects.toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });
    }
    const throttled = await logIn(identity.ctx, { email: 'GHOST@example.com', password: 'guess' }, '192.0.2.2').catch((err) => err);
    expect(throttled).toBeInstanceOf(TooManyAttemptsError);
    expect(throttled.retryAfterSeconds).toBeGreaterThan(0);
    expect(throttled.message).toBe('Too many failed sign-in attempts, please try again in 15 minutes');
  });

  it('shrinks Retry-After as the window runs out and opens a new window afterwards', async () => {
    const fail = () => logIn(identity.ctx, { email: 'window@example.com', password: 'guess' }, '192.0.2.3').catch((err) => err);
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i += 1) await fail();
    identity.clock.offsetMs = 10 * 60_000;
    try {
      const later = await fail();
      expect(later).toBeInstanceOf(TooManyAttemptsError);
      expect(later.retryAfterSeconds).toBeLessThanOrEqual(300);
      identity.clock.offsetMs = 15 * 60_000 + 1;
      expect((await fail()).code).toBe('INVALID_CREDENTIALS');
    } finally {
      identity.clock.offsetMs = 0;
    }
  });
});
