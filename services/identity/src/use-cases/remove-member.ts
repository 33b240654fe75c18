import { type AuthContext, forbidden } from '@groundwork/service-kit';
import type { IdentityContext } from '../context';
import { lastOwner } from './change-member-role';
import { isLastActiveOwner, managingMembership, memberOfOrganization } from './team-members';

/**
 * Removes a member and their account (an account belongs to one organization) and revokes
 * their sessions; their access token lapses within its 15 minutes. Only an owner removes an
 * owner, and never the last active one. Removing a stand-in invitation removes only it.
 */
export async function removeMember(ctx: IdentityContext, auth: AuthContext, userId: string): Promise<void> {
  const actor = await managingMembership(ctx, auth);
  const target = await memberOfOrganization(ctx, actor.organizationId, userId);
  if (target.role === 'owner') {
    if (actor.role !== 'owner') throw forbidden('Forbidden: only an owner can remove an owner');
    if (await isLastActiveOwner(ctx, target)) throw lastOwner();
  }
  await ctx.memberships.remove(userId);
  await ctx.refreshTokens.revokeUser(userId, ctx.now());
  await ctx.codes.remove(userId);
  await ctx.users.remove(userId);
}
