import type { IdentityContext } from '../context';
import { SIGN_UP_MESSAGE } from './sign-up';
import { sendConfirmationCode } from './send-confirmation-code';

/** A new code for an unconfirmed account; the same answer for any other e-mail. */
export async function resendCode(ctx: IdentityContext, email: string): Promise<{ message: string }> {
  const user = await ctx.users.findByEmail(email);
  if (user?.state === 'unconfirmed') await sendConfirmationCode(ctx, user);
  return { message: SIGN_UP_MESSAGE };
}
