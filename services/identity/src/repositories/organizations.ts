import { randomUUID } from 'node:crypto';
import type { Organization } from '@groundwork/contracts';
import type { IndexSpec } from '@groundwork/service-kit';
import type { Db } from 'mongodb';

interface OrganizationRecord {
  _id: string;
  name: string;
  createdAt: Date;
}

export const organizationsIndexes: IndexSpec = {
  collection: 'organizations',
  indexes: [{ key: { name: 1 }, name: 'name' }],
};

const toOrganization = (record: OrganizationRecord): Organization => ({ id: record._id, name: record.name });

export function createOrganizationsRepository(db: Db) {
  const organizations = db.collection<OrganizationRecord>('organizations');
  return {
    async findById(id: string): Promise<Organization | null> {
      const record = await organizations.findOne({ _id: id });
      return record && toOrganization(record);
    },
    async insert(name: string, now: Date): Promise<Organization> {
      const record: OrganizationRecord = { _id: randomUUID(), name, createdAt: now };
      await organizations.insertOne(record);
      return toOrganization(record);
    },
    async remove(id: string): Promise<void> {
      await organizations.deleteOne({ _id: id });
    },
  };
}
export type OrganizationsRepository = ReturnType<typeof createOrganizationsRepository>;
