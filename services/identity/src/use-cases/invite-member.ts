import type { InviteMemberInput, TeamMember } from '@groundwork/contracts';
import { type AuthContext, conflict, forbidden } from '@groundwork/service-kit';
import type { IdentityContext } from '../context';
import { invitationMessage } from '../mail/messages';
import { isDuplicateKeyError, normalizeEmail } from '../repositories/users';
import { hashPassword, randomPassword } from '../secrets';
import { managingMembership, toTeamMember } from './team-members';

/**
 * Owners and admins invite by e-mail with a role (only an owner grants owner). The invitee is a
 * must-change-password user whose temporary password is e-mailed; their first sign-in answers
 * NEW_PASSWORD_REQUIRED and the membership turns active once they set their own.
 */
export async function inviteMember(ctx: IdentityContext, auth: AuthContext, input: InviteMemberInput): Promise<TeamMember> {
  const inviter = await managingMembership(ctx, auth);
  if (input.role === 'owner' && inviter.role !== 'owner') throw forbidden('Forbidden: only an owner can grant the owner role');
  const organization = await ctx.organizations.findById(inviter.organizationId);
  if (!organization) throw forbidden();
  const email = normalizeEmail(input.email);
  const temporaryPassword = randomPassword();
  const now = ctx.now();
  let user;
  try {
    user = await ctx.users.insert(
      { email, passwordHash: await hashPassword(temporaryPassword, ctx.settings.argon2), state: 'must-change-password' },
      now,
    );
  } catch (err) {
    if (isDuplicateKeyError(err)) throw conflict('This email already has a Groundwork account', undefined, 'USER_EXISTS');
    throw err;
  }
  const membership = { userId: user._id, organizationId: organization.id, role: input.role, status: 'invited' as const };
  await ctx.memberships.insert(membership, now);
  await ctx.mailer.send(invitationMessage(email, organization.name, temporaryPassword));
  return toTeamMember({ _id: user._id, ...membership, createdAt: now }, email);
}
