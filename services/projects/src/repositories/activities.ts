import type { Activity, ActivityType, ProjectActor } from '@groundwork/contracts';
import { createHash } from 'node:crypto';
import type { IndexSpec } from '@groundwork/service-kit';
import { ObjectId, type Db } from 'mongodb';
import { isDuplicateKeyError } from './mongo-errors';

export interface ActivityRecord {
  _id: ObjectId;
  organizationId: string;
  projectId: string;
  /** The project's number and address when it happened, so the feed reads without a join. */
  projectNumber: string;
  siteAddress: string;
  type: ActivityType;
  summary: string;
  /** null for the system (a worker, the demo seed). */
  actor: ProjectActor | null;
  at: Date;
}

export type NewActivity = Omit<ActivityRecord, '_id'>;

export const activitiesIndexes: IndexSpec = {
  collection: 'project_activities',
  indexes: [
    { key: { organizationId: 1, at: -1 }, name: 'organization_feed' },
    { key: { organizationId: 1, projectId: 1, at: -1 }, name: 'project_feed' },
  ],
};

export const toActivity = (record: ActivityRecord): Activity => ({
  id: record._id.toHexString(),
  projectId: record.projectId,
  projectNumber: record.projectNumber,
  siteAddress: record.siteAddress,
  type: record.type,
  summary: record.summary,
  actor: record.actor,
  at: record.at.toISOString(),
});

/** `_id` breaks ties between entries of the same instant (a PATCH may log two). */
const NEWEST_FIRST = { at: -1, _id: -1 } as const;

/** The `_id` of the entry a caller's idempotency key names: 12 bytes of SHA-256 of project and key. */
const idempotentActivityId = (projectId: string, key: string) => new ObjectId(createHash('sha256').update(`${projectId}\n${key}`).digest().subarray(0, 12));

export function createActivitiesRepository(db: Db) {
  const activities = db.collection<ActivityRecord>('project_activities');
  return {
    /** Inserts in order, so the later entry sorts first among those of the same instant. */
    async insert(...entries: NewActivity[]): Promise<ActivityRecord[]> {
      const records = entries.map((entry) => ({ _id: new ObjectId(), ...entry }));
      for (const record of records) await activities.insertOne(record);
      return records;
    },
    /**
     * Inserts the entry of `key` once: its `_id` is derived from the project and the key (the one
     * write FerretDB v1 makes atomic), so a retried call finds the first entry. Answers the entry
     * and whether it is new.
     */
    async insertOnce(entry: NewActivity, key: string): Promise<{ record: ActivityRecord; created: boolean }> {
      const record = { _id: idempotentActivityId(entry.projectId, key), ...entry };
      try {
        await activities.insertOne(record);
        return { record, created: true };
      } catch (err) {
        const existing = isDuplicateKeyError(err) ? await activities.findOne({ _id: record._id }) : null;
        if (!existing) throw err;
        return { record: existing, created: false };
      }
    },
    listByOrganization: (organizationId: string, limit: number) => activities.find({ organizationId }).sort(NEWEST_FIRST).limit(limit).toArray(),
    listByProject: (organizationId: string, projectId: string, limit: number) =>
      activities.find({ organizationId, projectId }).sort(NEWEST_FIRST).limit(limit).toArray(),
  };
}
export type ActivitiesRepository = ReturnType<typeof createActivitiesRepository>;
