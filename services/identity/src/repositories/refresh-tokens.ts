import type { IndexSpec } from '@groundwork/service-kit';
import type { Db } from 'mongodb';

export interface RefreshTokenRecord {
  /** Keyed hash of the opaque token; the token itself is never stored. */
  _id: string;
  familyId: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
  /** Set when the token was exchanged for its successor: a second use is a reuse. */
  rotatedAt?: Date;
  revokedAt?: Date;
}

export const refreshTokensIndexes: IndexSpec = {
  collection: 'refreshTokens',
  indexes: [
    { key: { familyId: 1 }, name: 'family' },
    { key: { userId: 1 }, name: 'user' },
    { key: { expiresAt: 1 }, name: 'expires' },
  ],
};

export function createRefreshTokensRepository(db: Db) {
  const tokens = db.collection<RefreshTokenRecord>('refreshTokens');
  return {
    findByHash: (tokenHash: string) => tokens.findOne({ _id: tokenHash }),
    async insert(record: Omit<RefreshTokenRecord, 'rotatedAt' | 'revokedAt'>): Promise<void> {
      await tokens.insertOne(record);
    },
    /** Marks the token used; false when it already was (a concurrent or replayed use). */
    async markRotated(tokenHash: string, now: Date): Promise<boolean> {
      const result = await tokens.updateOne({ _id: tokenHash, rotatedAt: { $exists: false }, revokedAt: { $exists: false } }, { $set: { rotatedAt: now } });
      return result.modifiedCount === 1;
    },
    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await tokens.updateMany({ familyId, revokedAt: { $exists: false } }, { $set: { revokedAt: now } });
    },
    /** Expired tokens of a user go when they sign in again (no TTL index on FerretDB v1). */
    async removeExpired(userId: string, now: Date): Promise<void> {
      await tokens.deleteMany({ userId, expiresAt: { $lte: now } });
    },
    async revokeUser(userId: string, now: Date): Promise<void> {
      await tokens.updateMany({ userId, revokedAt: { $exists: false } }, { $set: { revokedAt: now } });
    },
  };
}
export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
