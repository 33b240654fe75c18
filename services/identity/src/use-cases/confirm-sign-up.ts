import type { ConfirmEmailInput } from '@groundwork/contracts';
import type { IdentityContext } from '../context';
import { expiredCode, invalidCode, tooManyCodeAttempts } from '../errors';
import { hashSecret } from '../secrets';
import { MAX_CODE_ATTEMPTS } from './send-confirmation-code';

export const CONFIRMED_MESSAGE = 'Email confirmed';

/** Checks the 6-digit code (5 attempts, 15 minutes) and confirms the user. */
export async function confirmSignUp(ctx: IdentityContext, input: ConfirmEmailInput): Promise<{ message: string }> {
  const user = await ctx.users.findByEmail(input.email);
  const record = user?.state === 'unconfirmed' ? await ctx.codes.findByUser(user._id) : null;
  if (!user || !record) throw invalidCode();
  if (record.attempts >= MAX_CODE_ATTEMPTS) throw tooManyCodeAttempts();
  if (record.expiresAt <= ctx.now()) throw expiredCode();
  if (record.codeHash !== hashSecret(ctx.settings.pepper, `${user._id}:${input.code.trim()}`)) {
    await ctx.codes.countAttempt(user._id);
    throw record.attempts + 1 >= MAX_CODE_ATTEMPTS ? tooManyCodeAttempts() : invalidCode();
  }
  await ctx.users.setState(user._id, 'confirmed', ctx.now());
  await ctx.codes.remove(user._id);
  return { message: CONFIRMED_MESSAGE };
}
