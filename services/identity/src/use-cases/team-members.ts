import type { Role, TeamMember } from '@groundwork/contracts';
import { type AuthContext, forbidden, notFound } from '@groundwork/service-kit';
import type { IdentityContext } from '../context';
import type { MembershipRecord } from '../repositories/memberships';

export const MANAGING_ROLES: Role[] = ['owner', 'admin'];

export const toTeamMember = (membership: MembershipRecord, email: string): TeamMember => ({
  userId: membership._id,
  email,
  role: membership.role,
  status: membership.status,
  joinedAt: membership.createdAt.toISOString(),
});

/** True when `membership` is the organization's only active owner (an organization keeps one). */
export async function isLastActiveOwner(ctx: IdentityContext, membership: MembershipRecord): Promise<boolean> {
  if (membership.role !== 'owner' || membership.status !== 'active') return false;
  return (await ctx.memberships.countActiveOwners(membership.organizationId)) <= 1;
}

/**
 * The caller's membership as the database has it now (a token may carry a role up to 15
 * minutes old): 403 unless they may manage the team.
 */
export async function managingMembership(ctx: IdentityContext, auth: AuthContext): Promise<MembershipRecord> {
  const membership = await ctx.memberships.findByUser(auth.userId);
  if (!membership || membership.organizationId !== auth.organizationId || !MANAGING_ROLES.includes(membership.role)) {
    throw forbidden('Forbidden: only owners and admins manage the team');
  }
  return membership;
}

/** A member of the caller's organization, or 404. */
export async function memberOfOrganization(ctx: IdentityContext, organizationId: string, userId: string): Promise<MembershipRecord> {
  const membership = await ctx.memberships.findByUser(userId);
  if (!membership || membership.organizationId !== organizationId) throw notFound('Team member not found');
  return membership;
}
