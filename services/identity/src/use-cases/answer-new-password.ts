import type { AuthTokens, NewPasswordRequest } from '@groundwork/contracts';
import type { IdentityContext } from '../context';
import { invalidChallengeSession } from '../errors';
import { hashPassword, hashSecret } from '../secrets';
import { issueSession } from './issue-session';

/** Answers NEW_PASSWORD_REQUIRED: a live, unused session for this e-mail sets the password. */
export async function answerNewPassword(ctx: IdentityContext, input: NewPasswordRequest): Promise<AuthTokens> {
  const session = await ctx.challenges.consume(hashSecret(ctx.settings.pepper, input.session), ctx.now());
  const user = session && (await ctx.users.findById(session.userId));
  if (!user || user.email !== input.email.trim().toLowerCase() || user.state !== 'must-change-password') {
    throw invalidChallengeSession();
  }
  const membership = await ctx.memberships.findByUser(user._id);
  if (!membership) throw invalidChallengeSession();
  const passwordHash = await hashPassword(input.newPassword, ctx.settings.argon2);
  await ctx.users.setPassword(user._id, passwordHash, 'confirmed', ctx.now());
  await ctx.memberships.activate(user._id);
  return issueSession(ctx, { ...user, state: 'confirmed' }, { ...membership, status: 'active' });
}
