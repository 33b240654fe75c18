import type { IndexSpec } from '@groundwork/service-kit';
import type { Db } from 'mongodb';

interface RateLimitWindowRecord {
  /** `<route>:<kind>:<value>`, e.g. `login:pair:ann@example.com|203.0.113.9` or `signup:address:203.0.113.9`. */
  _id: string;
  /** Requests or failures counted in the window, as the limit defines them. */
  count: number;
  /** End of the fixed window that started with the first count. */
  expiresAt: Date;
}

export interface RateLimitWindow {
  count: number;
  expiresAt: Date;
}

/**
 * No TTL index: FerretDB v1 refuses `expireAfterSeconds`. Every query compares `expiresAt`, a
 * new window overwrites an old one, and opening a window sweeps finished ones.
 */
export const rateLimitsIndexes: IndexSpec = {
  collection: 'rateLimits',
  indexes: [{ key: { expiresAt: 1 }, name: 'expires' }],
};

const toWindow = (record: RateLimitWindowRecord): RateLimitWindow => ({ count: record.count, expiresAt: record.expiresAt });

/** Fixed-window counters for every throttle (sign-in failures, sign-ups, codes, invitations). */
export function createRateLimitsRepository(db: Db) {
  const windows = db.collection<RateLimitWindowRecord>('rateLimits');
  return {
    /** The current window, or null when none is open. */
    async current(key: string, now: Date): Promise<RateLimitWindow | null> {
      const record = await windows.findOne({ _id: key, expiresAt: { $gt: now } });
      return record && toWindow(record);
    },
    /** Counts one more in the open window, or opens a window of `windowMs` with 1. */
    async count(key: string, now: Date, windowMs: number): Promise<RateLimitWindow> {
      const counted = await windows.findOneAndUpdate({ _id: key, expiresAt: { $gt: now } }, { $inc: { count: 1 } }, { returnDocument: 'after' });
      if (counted) return toWindow(counted);
      await windows.deleteMany({ expiresAt: { $lte: now } });
      const opened = { count: 1, expiresAt: new Date(now.getTime() + windowMs) };
      await windows.replaceOne({ _id: key }, opened, { upsert: true });
      return opened;
    },
    async reset(key: string): Promise<void> {
      await windows.deleteOne({ _id: key });
    },
  };
}
export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
