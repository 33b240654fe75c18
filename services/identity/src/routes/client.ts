import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { TooManyAttemptsError } from '../errors';

/**
 * The address the throttles count against. The gateway appends the address it saw to
 * x-forwarded-for, so the last hop is the one it vouches for (earlier hops come from the
 * client and can be forged). Reached directly, the socket address.
 */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for');
  const lastHop = forwarded?.split(',').at(-1)?.trim();
  if (lastHop) return lastHop;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Copies a throttle's wait into `Retry-After` on the 429 the error handler has sent. */
export const withRetryAfter: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.error instanceof TooManyAttemptsError) c.res.headers.set('Retry-After', String(c.error.retryAfterSeconds));
};
