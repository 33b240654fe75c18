import type { AuthContext } from '@groundwork/service-kit';
import type { IdentityContext } from '../context';
import { hashSecret } from '../secrets';

/** Revokes the refresh token's family, or every session of the user when none is given. */
export async function logOut(ctx: IdentityContext, auth: AuthContext, refreshToken?: string): Promise<void> {
  const now = ctx.now();
  if (!refreshToken) return ctx.refreshTokens.revokeUser(auth.userId, now);
  const record = await ctx.refreshTokens.findByHash(hashSecret(ctx.settings.pepper, refreshToken));
  if (record?.userId === auth.userId) await ctx.refreshTokens.revokeFamily(record.familyId, now);
}
