import type { Role } from '@groundwork/contracts';
import { conflict } from '@groundwork/service-kit';
import type { IdentityContext } from '../context';
import { invitationMessage } from '../mail/messages';
import { isDuplicateKeyError, normalizeEmail, type UserRecord } from '../repositories/users';
import { hashPassword, randomPassword } from '../secrets';
import { defaultOrganizationName } from './sign-up';
import { TEMPORARY_PASSWORD_TTL_DAYS, temporaryPasswordExpiry } from './temporary-password';

export interface CreateUserInput {
  email: string;
  role: Role;
  /** Generated (and returned) when absent. */
  password?: string;
  /** A new organization of this name; default "<local part>'s team". */
  organizationName?: string;
  /** A must-change-password user whose temporary password (7 days) is e-mailed, as for an invitation. */
  invite?: boolean;
}

/** The operator's way in: a confirmed (or invited) user in a new organization. */
export async function createUser(ctx: IdentityContext, input: CreateUserInput): Promise<{ userId: string; organizationId: string; password: string }> {
  const email = normalizeEmail(input.email);
  const password = input.password ?? randomPassword();
  const now = ctx.now();
  let user: UserRecord;
  try {
    user = await ctx.users.insert(
      {
        email,
        passwordHash: await hashPassword(password, ctx.settings.argon2),
        ...(input.invite
          ? { state: 'must-change-password' as const, temporaryPasswordExpiresAt: temporaryPasswordExpiry(now) }
          : { state: 'confirmed' as const }),
      },
      now,
    );
  } catch (err) {
    if (isDuplicateKeyError(err)) throw conflict(`A user with e-mail ${email} already exists`, undefined, 'USER_EXISTS');
    throw err;
  }
  const organization = await ctx.organizations.insert(input.organizationName ?? defaultOrganizationName(email), now);
  await ctx.memberships.insert({ userId: user._id, organizationId: organization.id, role: input.role, status: input.invite ? 'invited' : 'active' }, now);
  if (input.invite) await ctx.mailer.send(invitationMessage(email, organization.name, password, TEMPORARY_PASSWORD_TTL_DAYS));
  return { userId: user._id, organizationId: organization.id, password };
}
