import type { AccessTokenClaims } from '@groundwork/contracts';
import type { AuthedEnv } from '@groundwork/service-kit';
import { sendError } from '@groundwork/service-kit';
import type { MiddlewareHandler } from 'hono';
import type { TokenSigner } from './tokens';

/**
 * service-kit's `requireAuth` for identity's own routes, with the keys identity holds instead of
 * a JWKS fetch from itself: same checks (ES256 with a published key, issuer, audience, expiry,
 * access-token claims), same 401 answers, same `c.var.auth`.
 */
export function authenticate(tokens: TokenSigner, now: () => Date): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const token = /^Bearer +(\S+) *$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token) {
      c.header('WWW-Authenticate', 'Bearer realm="groundwork"');
      return sendError(c, 401, 'UNAUTHORIZED', 'Unauthorized: missing bearer token');
    }
    let claims: AccessTokenClaims;
    try {
      claims = await tokens.verifyAccessToken(token, now());
    } catch {
      c.header('WWW-Authenticate', 'Bearer realm="groundwork", error="invalid_token"');
      return sendError(c, 401, 'UNAUTHORIZED', 'Unauthorized: invalid or expired token');
    }
    c.set('auth', { userId: claims.sub, email: claims.email, organizationId: claims.org, role: claims.role });
    await next();
  };
}
