import type { Role, TeamMember } from '@groundwork/contracts';
import { type AuthContext, conflict, forbidden, notFound } from '@groundwork/service-kit';
import type { IdentityContext } from '../context';
import { isLastActiveOwner, managingMembership, memberOfOrganization, toTeamMember } from './team-members';

export const lastOwner = () => conflict('An organization needs at least one owner', undefined, 'LAST_OWNER');

/** Only an owner grants or takes away the owner role; the last active owner keeps it. */
export async function changeMemberRole(ctx: IdentityContext, auth: AuthContext, userId: string, role: Role): Promise<TeamMember> {
  const actor = await managingMembership(ctx, auth);
  const target = await memberOfOrganization(ctx, actor.organizationId, userId);
  if ((role === 'owner' || target.role === 'owner') && actor.role !== 'owner') {
    throw forbidden('Forbidden: only an owner can grant or change the owner role');
  }
  if (role !== 'owner' && (await isLastActiveOwner(ctx, target))) throw lastOwner();
  await ctx.memberships.setRole(userId, role);
  const email = (await ctx.users.findById(userId))?.email ?? target.invitedEmail;
  if (!email) throw notFound('Team member not found');
  return toTeamMember({ ...target, role }, email);
}
