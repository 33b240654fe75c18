import { ROLES, type Role } from '@groundwork/contracts';
import type { MiddlewareHandler } from 'hono';
import { forbidden } from '../errors';
import type { AuthedEnv } from './authed-env';

/** Viewers read; every other role may change data. */
export const canWrite = (role: Role): boolean => role !== 'viewer';

/** Roles that may change data. */
export const WRITER_ROLES: readonly Role[] = ROLES.filter(canWrite);

const listRoles = new Intl.ListFormat('en', { type: 'disjunction' });

/** 403 FORBIDDEN unless the caller has one of `roles`. Mount after `requireAuth`. */
export function requireRole(...roles: Role[]): MiddlewareHandler<AuthedEnv> {
  if (roles.length === 0) throw new Error('requireRole needs at least one role');
  const message = `Forbidden: requires role ${listRoles.format(roles)}`;
  return async (c, next) => {
    const auth = c.get('auth');
    if (!auth) throw new Error('requireRole must run after requireAuth');
    if (!roles.includes(auth.role)) throw forbidden(message);
    await next();
  };
}

/** 403 FORBIDDEN for viewers: for routes that change data. */
export const requireWriter = (): MiddlewareHandler<AuthedEnv> => requireRole(...WRITER_ROLES);
