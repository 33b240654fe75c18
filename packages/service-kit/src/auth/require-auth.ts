import { accessTokenClaimsSchema, TOKEN_AUDIENCE, TOKEN_ISSUER } from '@groundwork/contracts';
import type { Context, MiddlewareHandler } from 'hono';
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { sendError } from '../error-handler';
import type { AuthedEnv } from './authed-env';

/** The only algorithm identity signs with; anything else (including `none`) is refused. */
const ALGORITHMS = ['ES256'];
/** Tolerated clock difference between identity and the verifying service. */
const CLOCK_TOLERANCE_SECONDS = 5;

export interface RequireAuthOptions {
  /** Identity's JWKS document (`IDENTITY_JWKS_URL`). */
  jwksUrl: string;
  issuer?: string;
  audience?: string;
  /** Minimum time between two JWKS fetches triggered by an unknown key id (jose default 30 s). */
  cooldownDuration?: number;
  /** How long fetched keys are trusted before the next token triggers a refetch (default 10 min). */
  cacheMaxAge?: number;
  /** JWKS request timeout (default 5 s). */
  timeoutDuration?: number;
}

/** The JWKS fetch failed: the token may be fine, so this is 503, not 401. */
class JwksUnavailableError extends Error {
  override name = 'JwksUnavailableError';
}

/** Token problems jose reports while picking the key: the key set itself was fetched fine. */
const isKeySelectionError = (err: unknown) => err instanceof errors.JWKSNoMatchingKey || err instanceof errors.JWKSMultipleMatchingKeys;

const keySets = new Map<string, JWTVerifyGetKey>();

/** One cached remote key set per URL and cache settings, shared by every route of the process. */
function remoteKeySet(options: RequireAuthOptions): JWTVerifyGetKey {
  const { jwksUrl, cooldownDuration, cacheMaxAge, timeoutDuration } = options;
  const cacheKey = JSON.stringify([jwksUrl, cooldownDuration, cacheMaxAge, timeoutDuration]);
  let keySet = keySets.get(cacheKey);
  if (!keySet) {
    const remote = createRemoteJWKSet(new URL(jwksUrl), { cooldownDuration, cacheMaxAge, timeoutDuration });
    keySet = async (header, token) => {
      try {
        return await remote(header, token);
      } catch (err) {
        if (isKeySelectionError(err)) throw err;
        throw new JwksUnavailableError(`JWKS unavailable at ${jwksUrl}`, { cause: err });
      }
    };
    keySets.set(cacheKey, keySet);
  }
  return keySet;
}

/** The token of `Authorization: Bearer <token>`, or undefined when there is none. */
function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Verifies the access token against identity's JWKS (ES256, issuer, audience, expiry,
 * `token_use: 'access'`) and sets `c.var.auth`. Missing or invalid tokens get 401
 * UNAUTHORIZED with `WWW-Authenticate`; an unreachable JWKS gets 503 UNAVAILABLE.
 */
export function requireAuth(options: RequireAuthOptions): MiddlewareHandler<AuthedEnv> {
  const { issuer = TOKEN_ISSUER, audience = TOKEN_AUDIENCE } = options;
  const keySet = remoteKeySet(options);
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) {
      c.header('WWW-Authenticate', 'Bearer realm="groundwork"');
      return sendError(c, 401, 'UNAUTHORIZED', 'Unauthorized: missing bearer token');
    }
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, keySet, {
        algorithms: ALGORITHMS,
        issuer,
        audience,
        requiredClaims: ['exp', 'iat', 'sub'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }));
    } catch (err) {
      if (err instanceof JwksUnavailableError) {
        c.get('logger')?.warn({ err }, 'identity keys unavailable');
        return sendError(c, 503, 'UNAVAILABLE', 'Identity keys are unavailable; try again shortly');
      }
      if (!(err instanceof errors.JOSEError)) throw err;
      return invalidToken(c, err.code);
    }
    const claims = accessTokenClaimsSchema.safeParse(payload);
    if (!claims.success) return invalidToken(c, 'NOT_AN_ACCESS_TOKEN');
    const { sub, email, org, role } = claims.data;
    c.set('auth', { userId: sub, email, organizationId: org, role });
    await next();
  };
}

/** 401 for a token that is present but not acceptable; the reason goes to the debug log only. */
function invalidToken(c: Context<AuthedEnv>, reason: string): Response {
  c.get('logger')?.debug({ reason }, 'access token refused');
  c.header('WWW-Authenticate', 'Bearer realm="groundwork", error="invalid_token"');
  return sendError(c, 401, 'UNAUTHORIZED', 'Unauthorized: invalid or expired token');
}
