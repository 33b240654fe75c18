import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** An opaque bearer secret (refresh tokens, challenge sessions): 256 random bits, base64url. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Six digits, leading zeros kept. */
export const randomCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A temporary password for invited users: readable, 16 characters. */
export const randomPassword = (): string => randomBytes(12).toString('base64url');

/**
 * Keyed hash of a high-entropy secret or a short code. Opaque tokens need no slow hash; codes
 * are short but expire in minutes and allow five attempts, and the pepper keeps a leaked table
 * from being brute-forced offline without the key.
 */
export const hashSecret = (pepper: string, secret: string): string => createHmac('sha256', pepper).update(secret).digest('base64url');

export interface Argon2Cost {
  memoryCost?: number;
  timeCost?: number;
}

/** argon2id, the library's default algorithm (its const enum cannot be imported here). */
export const hashPassword = (password: string, cost: Argon2Cost): Promise<string> => hash(password, definedOnly(cost));

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> => verify(passwordHash, password).catch(() => false);

function definedOnly(cost: Argon2Cost): Argon2Cost {
  return Object.fromEntries(Object.entries(cost).filter(([, value]) => value !== undefined));
}
