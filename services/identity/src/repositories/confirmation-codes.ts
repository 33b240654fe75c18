import type { IndexSpec } from '@groundwork/service-kit';
import type { Db } from 'mongodb';

export interface ConfirmationCodeRecord {
  /** One live code per user: a resend replaces it. */
  _id: string;
  codeHash: string;
  expiresAt: Date;
  attempts: number;
}

export const confirmationCodesIndexes: IndexSpec = {
  collection: 'confirmationCodes',
  indexes: [{ key: { expiresAt: 1 }, name: 'expires' }],
};

export function createConfirmationCodesRepository(db: Db) {
  const codes = db.collection<ConfirmationCodeRecord>('confirmationCodes');
  return {
    findByUser: (userId: string) => codes.findOne({ _id: userId }),
    async replace(userId: string, codeHash: string, expiresAt: Date): Promise<void> {
      await codes.replaceOne({ _id: userId }, { codeHash, expiresAt, attempts: 0 }, { upsert: true });
    },
    async countAttempt(userId: string): Promise<void> {
      await codes.updateOne({ _id: userId }, { $inc: { attempts: 1 } });
    },
    async remove(userId: string): Promise<void> {
      await codes.deleteOne({ _id: userId });
    },
  };
}
export type ConfirmationCodesRepository = ReturnType<typeof createConfirmationCodesRepository>;
