import { ObjectId, type Db } from 'mongodb';
import { isDuplicateKeyError } from './mongo-errors';

/** What a revision announces a change of: the project list, the activity feed. */
export type RevisionPart = 'projects' | 'activity';

/**
 * Change markers of an organization's project list and activity feed: the keys of every
 * instance's cached list and feed. Each is replaced by a fresh unique value rather than counted,
 * because FerretDB v1 does not make `$inc` atomic: two racing writes could leave one count and
 * hide the second change. With unique values the last write wins, and every bump happens after
 * its data write, so a list cached under the current value contains every change.
 */
export interface OrganizationRevisionRecord {
  /** The organization id. */
  _id: string;
  projects?: string;
  activity?: string;
  updatedAt: Date;
}

/** An organization that never changed anything. */
export const INITIAL_REVISION = 'initial';

const UPSERT_ATTEMPTS = 5;

export function createOrganizationRevisionsRepository(db: Db) {
  const revisions = db.collection<OrganizationRevisionRecord>('organization_revisions');
  return {
    async current(organizationId: string): Promise<Record<RevisionPart, string>> {
      const record = await revisions.findOne({ _id: organizationId });
      return { projects: record?.projects ?? INITIAL_REVISION, activity: record?.activity ?? INITIAL_REVISION };
    },
    /** Call after the data writes it announces, never before. */
    async bump(organizationId: string, parts: readonly RevisionPart[], now: Date): Promise<void> {
      const fresh = Object.fromEntries(parts.map((part) => [part, new ObjectId().toHexString()]));
      for (let attempt = 1; ; attempt += 1) {
        try {
          await revisions.updateOne({ _id: organizationId }, { $set: { ...fresh, updatedAt: now } }, { upsert: true });
          return;
        } catch (err) {
          if (!isDuplicateKeyError(err) || attempt >= UPSERT_ATTEMPTS) throw err;
        }
      }
    },
  };
}
export type OrganizationRevisionsRepository = ReturnType<typeof createOrganizationRevisionsRepository>;
