import { randomUUID } from 'node:crypto';
import type { IndexSpec } from '@groundwork/service-kit';
import type { Db } from 'mongodb';

export type UserState = 'unconfirmed' | 'confirmed' | 'must-change-password';

export interface UserRecord {
  _id: string;
  email: string;
  passwordHash: string;
  state: UserState;
  /** When the e-mailed temporary password of a must-change-password user stops working. */
  temporaryPasswordExpiresAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

export const usersIndexes: IndexSpec = {
  collection: 'users',
  indexes: [{ key: { email: 1 }, name: 'email_unique', unique: true }],
};

/** E-mail addresses are compared case-insensitively: stored and queried lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function createUsersRepository(db: Db) {
  const users = db.collection<UserRecord>('users');
  return {
    findByEmail: (email: string) => users.findOne({ email: normalizeEmail(email) }),
    findById: (id: string) => users.findOne({ _id: id }),
    findByIds: (ids: string[]) => users.find({ _id: { $in: ids } }).toArray(),
    /** Throws the driver's duplicate-key error (code 11000) when the e-mail is taken. */
    async insert(fields: { email: string; passwordHash: string; state: UserState; temporaryPasswordExpiresAt?: Date }, now: Date): Promise<UserRecord> {
      const user: UserRecord = { _id: randomUUID(), ...fields, email: normalizeEmail(fields.email), createdAt: now, updatedAt: now };
      await users.insertOne(user);
      return user;
    },
    async setState(id: string, state: UserState, now: Date): Promise<void> {
      await users.updateOne({ _id: id }, { $set: { state, updatedAt: now } });
    },
    /** The user's own password: a temporary one's expiry goes. */
    async setPassword(id: string, passwordHash: string, state: UserState, now: Date): Promise<void> {
      await users.updateOne({ _id: id }, { $set: { passwordHash, state, updatedAt: now }, $unset: { temporaryPasswordExpiresAt: '' } });
    },
    /** A new e-mailed temporary password (a re-invitation) replaces the old one. */
    async setTemporaryPassword(id: string, passwordHash: string, expiresAt: Date, now: Date): Promise<void> {
      await users.updateOne({ _id: id }, { $set: { passwordHash, state: 'must-change-password', temporaryPasswordExpiresAt: expiresAt, updatedAt: now } });
    },
    async remove(id: string): Promise<void> {
      await users.deleteOne({ _id: id });
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

export const isDuplicateKeyError = (err: unknown): boolean => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
