import type { IndexSpec } from '@groundwork/service-kit';
import type { JWK } from 'jose';
import type { Db } from 'mongodb';

export type SigningKeyStatus = 'current' | 'previous' | 'retired';

export interface SigningKeyRecord {
  /** The key id (`kid`). */
  _id: string;
  privateJwk: JWK;
  publicJwk: JWK;
  status: SigningKeyStatus;
  createdAt: Date;
}

export const signingKeysIndexes: IndexSpec = {
  collection: 'signingKeys',
  indexes: [{ key: { status: 1, createdAt: -1 }, name: 'status_created' }],
};

export function createSigningKeysRepository(db: Db) {
  const keys = db.collection<SigningKeyRecord>('signingKeys');
  return {
    /** The current key and the previous one (tokens it signed are still valid), newest first. */
    published: () =>
      keys
        .find({ status: { $in: ['current', 'previous'] } })
        .sort({ createdAt: -1 })
        .toArray(),
    async insertCurrent(record: Omit<SigningKeyRecord, 'status'>): Promise<void> {
      await keys.updateMany({ status: 'previous' }, { $set: { status: 'retired' } });
      await keys.updateMany({ status: 'current' }, { $set: { status: 'previous' } });
      await keys.insertOne({ ...record, status: 'current' });
    },
  };
}
export type SigningKeysRepository = ReturnType<typeof createSigningKeysRepository>;
