import type { TeamMember } from '@groundwork/contracts';
import type { AuthContext } from '@groundwork/service-kit';
import type { IdentityContext } from '../context';
import { toTeamMember } from './team-members';

/** Everyone in the caller's organization, oldest membership first. Any role may list. */
export async function listMembers(ctx: IdentityContext, auth: AuthContext): Promise<TeamMember[]> {
  const memberships = await ctx.memberships.listByOrganization(auth.organizationId);
  const users = await ctx.users.findByIds(memberships.map((membership) => membership._id));
  const emails = new Map(users.map((user) => [user._id, user.email]));
  return memberships.flatMap((membership) => {
    const email = emails.get(membership._id) ?? membership.invitedEmail;
    return email ? [toTeamMember(membership, email)] : [];
  });
}
