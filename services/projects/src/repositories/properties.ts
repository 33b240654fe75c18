import type { Direction, Property } from '@groundwork/contracts';
import type { IndexSpec } from '@groundwork/service-kit';
import { ObjectId, type Db } from 'mongodb';
import { isDuplicateKeyError } from './mongo-errors';

export interface PropertyRecord {
  _id: ObjectId;
  organizationId: string;
  projectId: string;
  address: string;
  direction: Direction;
  latitude?: string;
  longitude?: string;
  /** A GeoJSON Polygon as a string: FerretDB v1 cannot store nested arrays. */
  polygonGeoJson?: string;
  /**
   * `subject` for the subject, the property's own id otherwise: a unique index on
   * (projectId, slot) allows one subject per project, even between racing instances.
   */
  slot: string;
  createdAt: Date;
  updatedAt: Date;
}

export type PropertyFields = Pick<PropertyRecord, 'address' | 'direction' | 'latitude' | 'longitude' | 'polygonGeoJson'>;

export const SUBJECT_SLOT = 'subject';
const slotOf = (direction: Direction, id: ObjectId) => (direction === 'subject' ? SUBJECT_SLOT : id.toHexString());

export const propertiesIndexes: IndexSpec = {
  collection: 'properties',
  indexes: [
    { key: { organizationId: 1, projectId: 1, createdAt: 1 }, name: 'project_properties' },
    { key: { projectId: 1, slot: 1 }, name: 'one_subject_per_project', unique: true },
  ],
};

export const toProperty = (record: PropertyRecord): Property => ({
  id: record._id.toHexString(),
  projectId: record.projectId,
  address: record.address,
  direction: record.direction,
  ...(record.latitude === undefined ? {} : { latitude: record.latitude }),
  ...(record.longitude === undefined ? {} : { longitude: record.longitude }),
  ...(record.polygonGeoJson === undefined ? {} : { polygonGeoJson: record.polygonGeoJson }),
});

/** Ids arrive validated as 24 hex characters. */
const objectId = (id: string) => ObjectId.createFromHexString(id);

/** Every query names the organization: an id alone never reaches another organization's property. */
export function createPropertiesRepository(db: Db) {
  const properties = db.collection<PropertyRecord>('properties');
  return {
    /** The inserted record, or null when the project already has a subject. */
    async insert(organizationId: string, projectId: string, fields: PropertyFields, now: Date): Promise<PropertyRecord | null> {
      const _id = new ObjectId();
      const record: PropertyRecord = { _id, organizationId, projectId, ...fields, slot: slotOf(fields.direction, _id), createdAt: now, updatedAt: now };
      try {
        await properties.insertOne(record);
        return record;
      } catch (err) {
        if (isDuplicateKeyError(err)) return null;
        throw err;
      }
    },
    listByProject: (organizationId: string, projectId: string) => properties.find({ organizationId, projectId }).sort({ createdAt: 1, _id: 1 }).toArray(),
    findInOrganization: (organizationId: string, id: string) => properties.findOne({ _id: objectId(id), organizationId }),
    /**
     * Replaces the fields; 'subject-exists' when the change would make a second subject, null
     * when the property is gone.
     */
    async update(organizationId: string, id: string, fields: PropertyFields, now: Date): Promise<PropertyRecord | null | 'subject-exists'> {
      const _id = objectId(id);
      const unset = (['latitude', 'longitude', 'polygonGeoJson'] as const).filter((name) => fields[name] === undefined);
      const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      try {
        return await properties.findOneAndUpdate(
          { _id, organizationId },
          {
            $set: { ...set, slot: slotOf(fields.direction, _id), updatedAt: now },
            ...(unset.length ? { $unset: Object.fromEntries(unset.map((name) => [name, ''])) } : {}),
          },
          { returnDocument: 'after' },
        );
      } catch (err) {
        if (isDuplicateKeyError(err)) return 'subject-exists';
        throw err;
      }
    },
    remove: (organizationId: string, id: string) => properties.findOneAndDelete({ _id: objectId(id), organizationId }),
  };
}
export type PropertiesRepository = ReturnType<typeof createPropertiesRepository>;
