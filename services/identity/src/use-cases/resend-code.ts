import type { IdentityContext } from '../context';
import { normalizeEmail } from '../repositories/users';
import { sendConfirmationCode } from './send-confirmation-code';
import { SIGN_UP_MESSAGE } from './sign-up';
import { countRequest } from './throttle';

/**
 * A new code for an unconfirmed account; the same answer for any other e-mail. A new code does
 * not bring new guesses: wrong codes are also counted per e-mail per day (`confirmSignUp`).
 */
export async function resendCode(ctx: IdentityContext, email: string, clientAddress: string): Promise<{ message: string }> {
  const normalized = normalizeEmail(email);
  await countRequest(ctx, 'resend-code:address', clientAddress, ctx.now());
  await countRequest(ctx, 'resend-code:email', normalized, ctx.now());
  const user = await ctx.users.findByEmail(normalized);
  if (user?.state === 'unconfirmed') await sendConfirmationCode(ctx, user);
  return { message: SIGN_UP_MESSAGE };
}
