import type { Role } from '@groundwork/contracts';
import type { AppEnv } from '@groundwork/service-kit';
import { forbidden, unauthorized } from '@groundwork/service-kit';
import type { MiddlewareHandler } from 'hono';
import type { TokenSigner } from './tokens';
import { invalidToken } from './errors';

/** Who is calling, from a verified access token (the shape service-kit's requireAuth sets). */
export interface AuthContext {
  userId: string;
  email: string;
  organizationId: string;
  role: Role;
}

export interface AuthedEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { auth: AuthContext };
}

/**
 * Identity verifies its own tokens with the keys it holds (no JWKS round trip to itself):
 * signature with a published key, issuer, audience, expiry and the access-token claims.
 */
export function authenticate(tokens: TokenSigner, now: () => Date): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer (\S+)$/i.exec(header)?.[1];
    if (!token) throw unauthorized('Unauthorized: missing bearer token');
    let claims;
    try {
      claims = await tokens.verifyAccessToken(token, now());
    } catch {
      throw invalidToken();
    }
    c.set('auth', { userId: claims.sub, email: claims.email, organizationId: claims.org, role: claims.role });
    await next();
  };
}

/** 403 unless the token's role is one of `roles` (use cases re-check against the database). */
export function requireRole(...roles: Role[]): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    if (!roles.includes(c.var.auth.role)) throw forbidden('Forbidden: your role does not allow this');
    await next();
  };
}
