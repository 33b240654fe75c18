import type { InviteMemberInput, TeamMember } from '@groundwork/contracts';
import { type AuthContext, forbidden } from '@groundwork/service-kit';
import type { IdentityContext } from '../context';
import { alreadyMember } from '../errors';
import { invitationForExistingAccountMessage, invitationMessage } from '../mail/messages';
import { isDuplicateKeyError, normalizeEmail, type UserRecord } from '../repositories/users';
import { hashPassword, randomPassword } from '../secrets';
import { TEMPORARY_PASSWORD_TTL_DAYS, temporaryPasswordExpiry } from './temporary-password';
import { managingMembership, toTeamMember } from './team-members';
import { countRequest } from './throttle';

interface Invitation {
  organization: { id: string; name: string };
  email: string;
  role: InviteMemberInput['role'];
  temporaryPassword: string;
  passwordHash: string;
  now: Date;
}

/**
 * Owners and admins invite by e-mail with a role (only an owner grants owner). The invitee is a
 * must-change-password user whose temporary password (7 days) is e-mailed; their first sign-in
 * answers NEW_PASSWORD_REQUIRED and the membership turns active once they set their own.
 *
 * The answer never says whether the address has an account elsewhere: such an account gets a
 * notice instead and the team a stand-in `invited` member that never activates, both after the
 * same argon2 hash. Re-inviting a pending invitation of this team sends it again (a new temporary
 * password) and keeps its role; a member who has joined is 409 ALREADY_MEMBER (the team list
 * shows them anyway).
 */
export async function inviteMember(ctx: IdentityContext, auth: AuthContext, input: InviteMemberInput): Promise<TeamMember> {
  const inviter = await managingMembership(ctx, auth);
  if (input.role === 'owner' && inviter.role !== 'owner') throw forbidden('Forbidden: only an owner can grant the owner role');
  const organization = await ctx.organizations.findById(inviter.organizationId);
  if (!organization) throw forbidden();
  const email = normalizeEmail(input.email);
  const now = ctx.now();
  await countRequest(ctx, 'invitations:organization', organization.id, now);
  await countRequest(ctx, 'invitations:email', `${organization.id}|${email}`, now);
  const temporaryPassword = randomPassword();
  const invitation: Invitation = {
    organization,
    email,
    role: input.role,
    temporaryPassword,
    passwordHash: await hashPassword(temporaryPassword, ctx.settings.argon2),
    now,
  };
  const existing = await ctx.users.findByEmail(email);
  return existing ? inviteExisting(ctx, invitation, existing) : inviteNew(ctx, invitation);
}

async function inviteNew(ctx: IdentityContext, invitation: Invitation): Promise<TeamMember> {
  const { organization, email, now } = invitation;
  const expiresAt = temporaryPasswordExpiry(now);
  let user: UserRecord;
  try {
    user = await ctx.users.insert({ email, passwordHash: invitation.passwordHash, state: 'must-change-password', temporaryPasswordExpiresAt: expiresAt }, now);
  } catch (err) {
    // A concurrent invitation or sign-up took the e-mail first.
    const winner = isDuplicateKeyError(err) ? await ctx.users.findByEmail(email) : null;
    if (winner) return inviteExisting(ctx, invitation, winner);
    throw err;
  }
  const membership = { organizationId: organization.id, role: invitation.role, status: 'invited' as const };
  await ctx.memberships.insert({ userId: user._id, ...membership }, now);
  await sendInvitation(ctx, invitation);
  return toTeamMember({ _id: user._id, ...membership, createdAt: now }, email);
}

async function inviteExisting(ctx: IdentityContext, invitation: Invitation, user: UserRecord): Promise<TeamMember> {
  const { organization, email, now } = invitation;
  const membership = await ctx.memberships.findByUser(user._id);
  if (membership?.organizationId === organization.id) {
    if (membership.status !== 'invited' || user.state !== 'must-change-password') throw alreadyMember();
    await ctx.users.setTemporaryPassword(user._id, invitation.passwordHash, temporaryPasswordExpiry(now), now);
    await sendInvitation(ctx, invitation);
    return toTeamMember(membership, email);
  }
  const standIn =
    (await ctx.memberships.findStandIn(organization.id, email)) ??
    (await ctx.memberships.insertStandIn({ organizationId: organization.id, role: invitation.role, email }, now));
  await ctx.mailer.send(invitationForExistingAccountMessage(email, organization.name));
  return toTeamMember(standIn, email);
}

const sendInvitation = (ctx: IdentityContext, { email, organization, temporaryPassword }: Invitation) =>
  ctx.mailer.send(invitationMessage(email, organization.name, temporaryPassword, TEMPORARY_PASSWORD_TTL_DAYS));
