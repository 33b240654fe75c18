import type { UserRecord } from '../repositories/users';

/** How long an invitation's e-mailed temporary password works. */
export const TEMPORARY_PASSWORD_TTL_DAYS = 7;

export const temporaryPasswordExpiry = (now: Date): Date => new Date(now.getTime() + TEMPORARY_PASSWORD_TTL_DAYS * 24 * 3600 * 1000);

/** A user invited before expiries were stored counts from when the password was set. */
export const isTemporaryPasswordExpired = (user: UserRecord, now: Date): boolean =>
  (user.temporaryPasswordExpiresAt ?? temporaryPasswordExpiry(user.updatedAt)) <= now;
