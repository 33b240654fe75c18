import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { sendError } from '../error-handler';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Guards a service's `/internal` routes (service to service) with the shared
 * INTERNAL_SERVICE_TOKEN as a Bearer token, compared in constant time (on digests, so the length
 * leaks nothing either). Without a configured token the routes are off: 503, never open.
 */
export function requireInternalToken(service: string, token: string | undefined): MiddlewareHandler<AppEnv> {
  const expected = token === undefined ? undefined : digest(token);
  return async (c, next) => {
    if (!expected) {
      return sendError(c, 503, 'UNAVAILABLE', `Internal routes are disabled: INTERNAL_SERVICE_TOKEN is not set on the ${service} service`);
    }
    const presented = /^Bearer +(\S+) *$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!presented || !timingSafeEqual(digest(presented), expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="groundwork-internal"');
      return sendError(c, 401, 'UNAUTHORIZED', 'Unauthorized: invalid internal service token');
    }
    await next();
  };
}
