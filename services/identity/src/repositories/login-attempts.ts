import type { IndexSpec } from '@groundwork/service-kit';
import type { Db } from 'mongodb';

interface LoginFailuresRecord {
  /** `email:<address>` or `client:<ip>`. */
  _id: string;
  failures: number;
  /** End of the fixed window that started with the first failure. */
  expiresAt: Date;
}

/**
 * No TTL index: FerretDB v1 refuses `expireAfterSeconds`. Every query compares `expiresAt`, a
 * new window overwrites an old one, and opening a window sweeps finished ones.
 */
export const loginAttemptsIndexes: IndexSpec = {
  collection: 'loginFailures',
  indexes: [{ key: { expiresAt: 1 }, name: 'expires' }],
};

export function createLoginAttemptsRepository(db: Db) {
  const failures = db.collection<LoginFailuresRecord>('loginFailures');
  return {
    /** Failures in the current window, and when it ends. */
    async current(key: string, now: Date): Promise<{ failures: number; expiresAt: Date } | null> {
      const record = await failures.findOne({ _id: key, expiresAt: { $gt: now } });
      return record && { failures: record.failures, expiresAt: record.expiresAt };
    },
    async recordFailure(key: string, now: Date, windowMs: number): Promise<void> {
      const counted = await failures.updateOne({ _id: key, expiresAt: { $gt: now } }, { $inc: { failures: 1 } });
      if (counted.matchedCount === 1) return;
      await failures.deleteMany({ expiresAt: { $lte: now } });
      await failures.replaceOne(
        { _id: key },
        { failures: 1, expiresAt: new Date(now.getTime() + windowMs) },
        { upsert: true },
      );
    },
    async reset(key: string): Promise<void> {
      await failures.deleteOne({ _id: key });
    },
  };
}
export type LoginAttemptsRepository = ReturnType<typeof createLoginAttemptsRepository>;
