import type { AuthTokens } from '@groundwork/contracts';
import type { IdentityContext } from '../context';
import { invalidRefreshToken } from '../errors';
import { hashSecret } from '../secrets';
import { issueSession } from './issue-session';

/**
 * Exchanges a refresh token for a new token set in the same family. A token that was already
 * exchanged is a replay (stolen or leaked): the whole family is revoked, its newest token too.
 * The role is read afresh, so a role change applies at the next refresh.
 */
export async function refreshSession(ctx: IdentityContext, refreshToken: string): Promise<AuthTokens> {
  const now = ctx.now();
  const tokenHash = hashSecret(ctx.settings.pepper, refreshToken);
  const record = await ctx.refreshTokens.findByHash(tokenHash);
  if (!record || record.revokedAt || record.expiresAt <= now) throw invalidRefreshToken();
  if (!(await ctx.refreshTokens.markRotated(tokenHash, now))) {
    await ctx.refreshTokens.revokeFamily(record.familyId, now);
    throw invalidRefreshToken();
  }
  const user = await ctx.users.findById(record.userId);
  const membership = user && (await ctx.memberships.findByUser(user._id));
  if (!user || !membership || user.state !== 'confirmed') {
    await ctx.refreshTokens.revokeFamily(record.familyId, now);
    throw invalidRefreshToken();
  }
  return issueSession(ctx, user, membership, record.familyId);
}
