import type { IdentityContext } from '../context';
import { hashPassword } from '../secrets';
import { createUser } from './create-user';

export const DEMO_EMAIL = 'demo@groundwork.app';
export const DEMO_ORGANIZATION = 'Demo Environmental';
/** Documented default; DEMO_PASSWORD overrides it. */
export const DEFAULT_DEMO_PASSWORD = 'groundwork-demo';

/**
 * The demo account, confirmed, owner of "Demo Environmental". Idempotent: a second run resets
 * the password to `password` and leaves everything else alone.
 */
export async function seedDemo(ctx: IdentityContext, password = DEFAULT_DEMO_PASSWORD): Promise<{ email: string; password: string; created: boolean }> {
  const existing = await ctx.users.findByEmail(DEMO_EMAIL);
  if (existing) {
    await ctx.users.setPassword(existing._id, await hashPassword(password, ctx.settings.argon2), 'confirmed', ctx.now());
    return { email: DEMO_EMAIL, password, created: false };
  }
  await createUser(ctx, { email: DEMO_EMAIL, password, role: 'owner', organizationName: DEMO_ORGANIZATION });
  return { email: DEMO_EMAIL, password, created: true };
}
