import type { IndexSpec } from '@groundwork/service-kit';
import type { Db } from 'mongodb';

interface ChallengeSessionRecord {
  /** Keyed hash of the opaque session handed to the client. */
  _id: string;
  userId: string;
  expiresAt: Date;
}

export const challengeSessionsIndexes: IndexSpec = {
  collection: 'challengeSessions',
  indexes: [{ key: { expiresAt: 1 }, name: 'expires' }],
};

export function createChallengeSessionsRepository(db: Db) {
  const sessions = db.collection<ChallengeSessionRecord>('challengeSessions');
  return {
    /** Also sweeps expired sessions (no TTL index on FerretDB v1). */
    async insert(sessionHash: string, userId: string, expiresAt: Date, now: Date): Promise<void> {
      await sessions.deleteMany({ expiresAt: { $lte: now } });
      await sessions.insertOne({ _id: sessionHash, userId, expiresAt });
    },
    /** Single use: the session is deleted as it is read; null when unknown or expired. */
    async consume(sessionHash: string, now: Date): Promise<{ userId: string } | null> {
      const record = await sessions.findOneAndDelete({ _id: sessionHash });
      return record && record.expiresAt > now ? { userId: record.userId } : null;
    },
  };
}
export type ChallengeSessionsRepository = ReturnType<typeof createChallengeSessionsRepository>;
