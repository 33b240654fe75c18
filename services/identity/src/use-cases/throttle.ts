import type { IdentityContext } from '../context';
import { TooManyAttemptsError } from '../errors';
import type { RateLimitName } from '../rate-limits';
import type { RateLimitWindow } from '../repositories/rate-limits';

const keyOf = (name: RateLimitName, value: string) => `${name}:${value}`;

/** The 429 for a full window of `name`, with the seconds to its end. */
export function tooMany(ctx: IdentityContext, name: RateLimitName, window: RateLimitWindow, now: Date): TooManyAttemptsError {
  return new TooManyAttemptsError(Math.ceil((window.expiresAt.getTime() - now.getTime()) / 1000), ctx.rateLimits[name].subject);
}

/** Where every request counts (sign-up, resend, invitations): this one is counted, and refused past the limit. */
export async function countRequest(ctx: IdentityContext, name: RateLimitName, value: string, now: Date): Promise<void> {
  const limit = ctx.rateLimits[name];
  const window = await ctx.rateLimitWindows.count(keyOf(name, value), now, limit.windowMs);
  if (window.count > limit.max) throw tooMany(ctx, name, window, now);
}

/** The open window of `name` for `value`, or null. */
export const openWindow = (ctx: IdentityContext, name: RateLimitName, value: string, now: Date): Promise<RateLimitWindow | null> =>
  ctx.rateLimitWindows.current(keyOf(name, value), now);

/** The open window when it holds `max` failures already, else null. */
export async function fullWindow(ctx: IdentityContext, name: RateLimitName, value: string, now: Date): Promise<RateLimitWindow | null> {
  const window = await openWindow(ctx, name, value, now);
  return window && window.count >= ctx.rateLimits[name].max ? window : null;
}

/** Where failures count (sign-in, codes, new passwords): 429 once the window holds `max` of them. */
export async function assertUnderLimit(ctx: IdentityContext, name: RateLimitName, value: string, now: Date): Promise<void> {
  const window = await fullWindow(ctx, name, value, now);
  if (window) throw tooMany(ctx, name, window, now);
}

export async function countFailure(ctx: IdentityContext, name: RateLimitName, value: string, now: Date): Promise<void> {
  await ctx.rateLimitWindows.count(keyOf(name, value), now, ctx.rateLimits[name].windowMs);
}

export async function resetLimit(ctx: IdentityContext, name: RateLimitName, value: string): Promise<void> {
  await ctx.rateLimitWindows.reset(keyOf(name, value));
}
