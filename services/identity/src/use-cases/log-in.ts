import type { LoginInput, LoginResult } from '@groundwork/contracts';
import { NEW_PASSWORD_REQUIRED } from '@groundwork/contracts';
import type { IdentityContext } from '../context';
import { invalidCredentials, TooManyAttemptsError, userNotConfirmed } from '../errors';
import { normalizeEmail } from '../repositories/users';
import { hashPassword, hashSecret, randomToken, verifyPassword } from '../secrets';
import { issueSession } from './issue-session';

/** Failed logins allowed per window before 429: per e-mail (guessing one password) and per client. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_CLIENT = 20;
export const CHALLENGE_TTL_MS = 10 * 60_000;

let dummyHash: Promise<string> | undefined;

/**
 * Checks the throttles, then the password. Unknown e-mails cost the same argon2 verification
 * and count as failures, so neither the answer nor its timing says whether an account exists.
 */
export async function logIn(ctx: IdentityContext, input: LoginInput, clientAddress: string): Promise<LoginResult> {
  const email = normalizeEmail(input.email);
  const keys = { email: `email:${email}`, client: `client:${clientAddress}` };
  const now = ctx.now();
  await assertNotThrottled(ctx, keys.email, MAX_FAILURES_PER_EMAIL, now);
  await assertNotThrottled(ctx, keys.client, MAX_FAILURES_PER_CLIENT, now);

  const user = await ctx.users.findByEmail(email);
  dummyHash ??= hashPassword('not-a-real-password', ctx.settings.argon2);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  const membership = user && valid ? await ctx.memberships.findByUser(user._id) : null;
  if (!user || !membership) {
    await ctx.loginAttempts.recordFailure(keys.email, now, LOGIN_WINDOW_MS);
    await ctx.loginAttempts.recordFailure(keys.client, now, LOGIN_WINDOW_MS);
    throw invalidCredentials();
  }
  await ctx.loginAttempts.reset(keys.email);

  if (user.state === 'unconfirmed') throw userNotConfirmed();
  if (user.state === 'must-change-password') {
    const session = randomToken();
    await ctx.challenges.insert(hashSecret(ctx.settings.pepper, session), user._id, new Date(now.getTime() + CHALLENGE_TTL_MS), now);
    return { challengeName: NEW_PASSWORD_REQUIRED, session };
  }
  await ctx.refreshTokens.removeExpired(user._id, now);
  return issueSession(ctx, user, membership);
}

async function assertNotThrottled(ctx: IdentityContext, key: string, limit: number, now: Date): Promise<void> {
  const window = await ctx.loginAttempts.current(key, now);
  if (window && window.failures >= limit) {
    throw new TooManyAttemptsError(Math.ceil((window.expiresAt.getTime() - now.getTime()) / 1000));
  }
}
