import type { SignupInput } from '@groundwork/contracts';
import type { IdentityContext } from '../context';
import { alreadyRegisteredMessage } from '../mail/messages';
import { isDuplicateKeyError, normalizeEmail, type UserRecord } from '../repositories/users';
import { hashPassword } from '../secrets';
import { sendConfirmationCode } from './send-confirmation-code';
import { countRequest } from './throttle';

export const SIGN_UP_MESSAGE = 'Check your email for a confirmation code';

/**
 * Creates an unconfirmed user, their organization (they own it) and e-mails a code. The answer
 * is the same whether or not the e-mail is taken: an existing account gets a notice instead,
 * and an unconfirmed one a fresh code; its password stays (whoever signs up again does not
 * choose it). The throttles come before the argon2 hash, which every path pays alike.
 */
export async function signUp(ctx: IdentityContext, input: SignupInput, clientAddress: string): Promise<{ message: string }> {
  const email = normalizeEmail(input.email);
  await countRequest(ctx, 'signup:address', clientAddress, ctx.now());
  await countRequest(ctx, 'signup:email', email, ctx.now());
  const passwordHash = await hashPassword(input.password, ctx.settings.argon2);
  const existing = await ctx.users.findByEmail(email);
  if (existing) {
    if (existing.state === 'unconfirmed') {
      await sendConfirmationCode(ctx, existing);
    } else {
      await ctx.mailer.send(alreadyRegisteredMessage(email));
    }
    return { message: SIGN_UP_MESSAGE };
  }
  const now = ctx.now();
  let user: UserRecord;
  try {
    user = await ctx.users.insert({ email, passwordHash, state: 'unconfirmed' }, now);
  } catch (err) {
    // A concurrent sign-up with the same e-mail won the race: answer alike.
    if (isDuplicateKeyError(err)) return { message: SIGN_UP_MESSAGE };
    throw err;
  }
  const organization = await ctx.organizations.insert(input.organizationName ?? defaultOrganizationName(email), now);
  await ctx.memberships.insert({ userId: user._id, organizationId: organization.id, role: 'owner', status: 'active' }, now);
  await sendConfirmationCode(ctx, user);
  return { message: SIGN_UP_MESSAGE };
}

export const defaultOrganizationName = (email: string): string => `${email.split('@')[0]}'s team`;
