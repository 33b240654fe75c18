import { randomUUID } from 'node:crypto';
import type { AuthTokens } from '@groundwork/contracts';
import type { IdentityContext } from '../context';
import type { MembershipRecord } from '../repositories/memberships';
import type { UserRecord } from '../repositories/users';
import { hashSecret, randomToken } from '../secrets';

/**
 * Signs an access and an id token and stores a new refresh token, in a new family (a sign-in)
 * or in `familyId` (a rotation).
 */
export async function issueSession(ctx: IdentityContext, user: UserRecord, membership: MembershipRecord, familyId: string = randomUUID()): Promise<AuthTokens> {
  const now = ctx.now();
  const refreshToken = randomToken();
  await ctx.refreshTokens.insert({
    _id: hashSecret(ctx.settings.pepper, refreshToken),
    familyId,
    userId: user._id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.settings.refreshTokenTtlSeconds * 1000),
  });
  const [accessToken, idToken] = await Promise.all([
    ctx.tokens.signAccessToken({ sub: user._id, email: user.email, org: membership.organizationId, role: membership.role, token_use: 'access' }, now),
    ctx.tokens.signIdToken({ sub: user._id, email: user.email }, now),
  ]);
  return { idToken, accessToken, refreshToken };
}
