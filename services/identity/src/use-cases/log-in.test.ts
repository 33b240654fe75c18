import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type TestIdentity } from '../../test/identity';
import { TooManyAttemptsError } from '../errors';
import { logIn } from './log-in';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(() => identity.close());

const attempt = (email: string, password: string, address: string) => logIn(identity.ctx, { email, password }, address).catch((err: unknown) => err);

describe('logIn', () => {
  it('counts failures for unknown e-mails too, so throttling does not reveal which exist', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(await attempt('ghost@example.com', 'guess', '192.0.2.1')).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    const throttled = await attempt('GHOST@example.com', 'guess', '192.0.2.1');
    expect(throttled).toBeInstanceOf(TooManyAttemptsError);
    expect((throttled as TooManyAttemptsError).retryAfterSeconds).toBeGreaterThan(0);
    expect((throttled as TooManyAttemptsError).message).toBe('Too many failed sign-in attempts, please try again in 15 minutes');
  });

  it('shrinks Retry-After as the window runs out and opens a new window afterwards', async () => {
    const fail = () => attempt('window@example.com', 'guess', '192.0.2.3');
    for (let i = 0; i < 5; i += 1) await fail();
    identity.clock.offsetMs = 10 * 60_000;
    try {
      const later = await fail();
      expect(later).toBeInstanceOf(TooManyAttemptsError);
      expect((later as TooManyAttemptsError).retryAfterSeconds).toBeLessThanOrEqual(300);
      identity.clock.offsetMs = 15 * 60_000 + 1;
      expect(await fail()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    } finally {
      identity.clock.offsetMs = 0;
    }
  });

  it('past 100 failures an hour for one e-mail, refuses addresses that failed for it but not a clean one', async () => {
    const email = 'besieged@example.com';
    await identity.signedIn(email, 'besieged-password');
    for (let bot = 1; bot <= 20; bot += 1) {
      for (let i = 0; i < 5; i += 1) expect(await attempt(email, `guess-${i}`, `198.18.0.${bot}`)).toMatchObject({ status: 401 });
    }
    expect(await attempt(email, 'one-more-guess', '198.18.1.1')).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const refused = await attempt(email, 'besieged-password', '198.18.1.1');
    expect(refused).toBeInstanceOf(TooManyAttemptsError);
    expect((refused as TooManyAttemptsError).retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(await attempt(email, 'besieged-password', '192.0.2.50')).toMatchObject({ accessToken: expect.any(String) });
  });
});
