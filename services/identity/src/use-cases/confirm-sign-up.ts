import type { ConfirmEmailInput } from '@groundwork/contracts';
import type { IdentityContext } from '../context';
import { expiredCode, invalidCode, tooManyCodeAttempts } from '../errors';
import { normalizeEmail } from '../repositories/users';
import { hashSecret } from '../secrets';
import { MAX_CODE_ATTEMPTS } from './send-confirmation-code';
import { assertUnderLimit, countFailure } from './throttle';

export const CONFIRMED_MESSAGE = 'Email confirmed';

/**
 * Checks the 6-digit code (5 attempts, 15 minutes) and confirms the user. Wrong codes also
 * count per e-mail per day across codes (15) and per client address; past either, 429 even
 * with the right code. Unknown e-mails count alike, so the 429 says nothing about an account.
 */
export async function confirmSignUp(ctx: IdentityContext, input: ConfirmEmailInput, clientAddress: string): Promise<{ message: string }> {
  const email = normalizeEmail(input.email);
  const now = ctx.now();
  await assertUnderLimit(ctx, 'confirm-signup:address', clientAddress, now);
  await assertUnderLimit(ctx, 'confirm-signup:email', email, now);
  const user = await ctx.users.findByEmail(email);
  const record = user?.state === 'unconfirmed' ? await ctx.codes.findByUser(user._id) : null;
  if (!user || !record) {
    await countWrongCode(ctx, email, clientAddress, now);
    throw invalidCode();
  }
  if (record.attempts >= MAX_CODE_ATTEMPTS) throw tooManyCodeAttempts();
  if (record.expiresAt <= now) throw expiredCode();
  if (record.codeHash !== hashSecret(ctx.settings.pepper, `${user._id}:${input.code.trim()}`)) {
    await ctx.codes.countAttempt(user._id);
    await countWrongCode(ctx, email, clientAddress, now);
    throw record.attempts + 1 >= MAX_CODE_ATTEMPTS ? tooManyCodeAttempts() : invalidCode();
  }
  await ctx.users.setState(user._id, 'confirmed', now);
  await ctx.codes.remove(user._id);
  return { message: CONFIRMED_MESSAGE };
}

async function countWrongCode(ctx: IdentityContext, email: string, clientAddress: string, now: Date): Promise<void> {
  await countFailure(ctx, 'confirm-signup:address', clientAddress, now);
  await countFailure(ctx, 'confirm-signup:email', email, now);
}
