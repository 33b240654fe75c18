import { ObjectId, type Db } from 'mongodb';
import { isDuplicateKeyError } from './mongo-errors';

/**
 * Changes whenever a project of the organization changes: the key of every instance's cached
 * project list. A fresh unique value rather than a counter, because FerretDB v1 does not make
 * `$inc` atomic: two racing writes could leave one count and hide the second change. With
 * unique values the last write wins, and every bump happens after its data write, so a list
 * cached under the current value always contains every change.
 */
export interface OrganizationRevisionRecord {
  /** The organization id. */
  _id: string;
  revision: string;
  updatedAt: Date;
}


/** An organization that never changed a project. */
export const INITIAL_REVISION = 'initial';

const UPSERT_ATTEMPTS = 5;

export function createOrganizationRevisionsRepository(db: Db) {
  const revisions = db.collection<OrganizationRevisionRecord>('organization_revisions');
  return {
    async current(organizationId: string): Promise<string> {
      const record = await revisions.findOne({ _id: organizationId }, { projection: { revision: 1 } });
      return record?.revision ?? INITIAL_REVISION;
    },
    /** Call after the data write it announces, never before. */
    async bump(organizationId: string, now: Date): Promise<void> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await revisions.updateOne(
            { _id: organizationId },
            { $set: { revision: new ObjectId().toHexString(), updatedAt: now } },
            { upsert: true },
          );
          return;
        } catch (err) {
          if (!isDuplicateKeyError(err) || attempt >= UPSERT_ATTEMPTS) throw err;
        }
      }
    },
  };
}
export type OrganizationRevisionsRepository = ReturnType<typeof createOrganizationRevisionsRepository>;
