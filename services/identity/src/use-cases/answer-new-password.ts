import type { AuthTokens, NewPasswordRequest } from '@groundwork/contracts';
import type { IdentityContext } from '../context';
import { invalidChallengeSession } from '../errors';
import { normalizeEmail } from '../repositories/users';
import { hashPassword, hashSecret } from '../secrets';
import { issueSession } from './issue-session';
import { assertUnderLimit, countFailure } from './throttle';

/**
 * Answers NEW_PASSWORD_REQUIRED: a live, unused session for this e-mail sets the password.
 * Refused sessions count against the client address, so it cannot keep the server guessing.
 */
export async function answerNewPassword(ctx: IdentityContext, input: NewPasswordRequest, clientAddress: string): Promise<AuthTokens> {
  const now = ctx.now();
  await assertUnderLimit(ctx, 'new-password:address', clientAddress, now);
  const session = await ctx.challenges.consume(hashSecret(ctx.settings.pepper, input.session), now);
  const user = session && (await ctx.users.findById(session.userId));
  const membership = user && (await ctx.memberships.findByUser(user._id));
  if (!user || user.email !== normalizeEmail(input.email) || user.state !== 'must-change-password' || !membership) {
    await countFailure(ctx, 'new-password:address', clientAddress, now);
    throw invalidChallengeSession();
  }
  const passwordHash = await hashPassword(input.newPassword, ctx.settings.argon2);
  await ctx.users.setPassword(user._id, passwordHash, 'confirmed', now);
  await ctx.memberships.activate(user._id);
  return issueSession(ctx, { ...user, state: 'confirmed' }, { ...membership, status: 'active' });
}
