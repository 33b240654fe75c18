import type { LoginInput, LoginResult } from '@groundwork/contracts';
import { NEW_PASSWORD_REQUIRED } from '@groundwork/contracts';
import type { IdentityContext } from '../context';
import { invalidCredentials, temporaryPasswordExpired, userNotConfirmed } from '../errors';
import { normalizeEmail } from '../repositories/users';
import { hashPassword, hashSecret, randomToken, verifyPassword } from '../secrets';
import { issueSession } from './issue-session';
import { isTemporaryPasswordExpired } from './temporary-password';
import { assertUnderLimit, countFailure, fullWindow, openWindow, resetLimit, tooMany } from './throttle';

export const CHALLENGE_TTL_MS = 10 * 60_000;

let dummyHash: Promise<string> | undefined;

/**
 * Checks the throttles, then the password. Unknown e-mails cost the same argon2 verification
 * and count as failures, so neither the answer nor its timing says whether an account exists.
 */
export async function logIn(ctx: IdentityContext, input: LoginInput, clientAddress: string): Promise<LoginResult> {
  const email = normalizeEmail(input.email);
  const pair = `${email}|${clientAddress}`;
  const now = ctx.now();
  await assertNotThrottled(ctx, email, clientAddress, now);

  const user = await ctx.users.findByEmail(email);
  dummyHash ??= hashPassword('not-a-real-password', ctx.settings.argon2);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  const membership = user && valid ? await ctx.memberships.findByUser(user._id) : null;
  if (!user || !membership) {
    await countFailure(ctx, 'login:pair', pair, now);
    await countFailure(ctx, 'login:address', clientAddress, now);
    await countFailure(ctx, 'login:email', email, now);
    throw invalidCredentials();
  }
  await resetLimit(ctx, 'login:pair', pair);

  if (user.state === 'unconfirmed') throw userNotConfirmed();
  if (user.state === 'must-change-password') {
    if (isTemporaryPasswordExpired(user, now)) throw temporaryPasswordExpired();
    const session = randomToken();
    await ctx.challenges.insert(hashSecret(ctx.settings.pepper, session), user._id, new Date(now.getTime() + CHALLENGE_TTL_MS), now);
    return { challengeName: NEW_PASSWORD_REQUIRED, session };
  }
  await ctx.refreshTokens.removeExpired(user._id, now);
  return issueSession(ctx, user, membership);
}

/**
 * Failures lock the (e-mail, address) pair and a spraying address, not the e-mail itself, so a
 * guesser cannot lock the owner out. Past the e-mail's hourly ceiling (distributed guessing),
 * an address that has failed for it in its current window is refused at once.
 */
async function assertNotThrottled(ctx: IdentityContext, email: string, clientAddress: string, now: Date): Promise<void> {
  const pair = `${email}|${clientAddress}`;
  await assertUnderLimit(ctx, 'login:address', clientAddress, now);
  await assertUnderLimit(ctx, 'login:pair', pair, now);
  const ceiling = await fullWindow(ctx, 'login:email', email, now);
  const pairWindow = ceiling && (await openWindow(ctx, 'login:pair', pair, now));
  if (ceiling && pairWindow) {
    // Refused until the pair's window or the ceiling's ends, whichever comes first.
    throw tooMany(ctx, 'login:email', pairWindow.expiresAt < ceiling.expiresAt ? pairWindow : ceiling, now);
  }
}
