import type { IdentityContext } from '../context';
import { confirmationCodeMessage } from '../mail/messages';
import { hashSecret, randomCode } from '../secrets';

export const CODE_TTL_MINUTES = 15;
export const MAX_CODE_ATTEMPTS = 5;

/** Replaces the user's code with a new one and e-mails it. */
export async function sendConfirmationCode(ctx: IdentityContext, user: { _id: string; email: string }): Promise<void> {
  const code = randomCode();
  const expiresAt = new Date(ctx.now().getTime() + CODE_TTL_MINUTES * 60_000);
  await ctx.codes.replace(user._id, hashSecret(ctx.settings.pepper, `${user._id}:${code}`), expiresAt);
  await ctx.mailer.send(confirmationCodeMessage(user.email, code, CODE_TTL_MINUTES));
}
