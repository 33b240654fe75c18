import type { Activity, ActivityType, ProjectActor } from '@groundwork/contracts';
import type { IndexSpec } from '@groundwork/service-kit';
import { ObjectId, type Db } from 'mongodb';

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

export function createActivitiesRepository(db: Db) {
  const activities = db.collection<ActivityRecord>('project_activities');
  return {
    /** Inserts in order, so the later entry sorts first among those of the same instant. */
    async insert(...entries: NewActivity[]): Promise<ActivityRecord[]> {
      const records = entries.map((entry) => ({ _id: new ObjectId(), ...entry }));
      for (const record of records) await activities.insertOne(record);
      return records;
    },
    listByOrganization: (organizationId: string, limit: number) =>
      activities.find({ organizationId }).sort(NEWEST_FIRST).limit(limit).toArray(),
    listByProject: (organizationId: string, projectId: string, limit: number) =>
      activities.find({ organizationId, projectId }).sort(NEWEST_FIRST).limit(limit).toArray(),
  };
}
export type ActivitiesRepository = ReturnType<typeof createActivitiesRepository>;
