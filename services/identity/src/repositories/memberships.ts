import type { Role } from '@groundwork/contracts';
import type { IndexSpec } from '@groundwork/service-kit';
import type { Db } from 'mongodb';

export type MembershipStatus = 'active' | 'invited';

export interface MembershipRecord {
  /** One organization per account: the membership is keyed by its user. */
  _id: string;
  organizationId: string;
  role: Role;
  status: MembershipStatus;
  createdAt: Date;
}

export const membershipsIndexes: IndexSpec = {
  collection: 'memberships',
  indexes: [{ key: { organizationId: 1, role: 1 }, name: 'organization_role' }],
};

export function createMembershipsRepository(db: Db) {
  const memberships = db.collection<MembershipRecord>('memberships');
  return {
    findByUser: (userId: string) => memberships.findOne({ _id: userId }),
    listByOrganization: (organizationId: string) =>
      memberships.find({ organizationId }).sort({ createdAt: 1 }).toArray(),
    countOwners: (organizationId: string) => memberships.countDocuments({ organizationId, role: 'owner' }),
    async insert(fields: { userId: string; organizationId: string; role: Role; status: MembershipStatus }, now: Date) {
      const { userId, ...rest } = fields;
      await memberships.insertOne({ _id: userId, ...rest, createdAt: now });
    },
    async setRole(userId: string, role: Role): Promise<void> {
      await memberships.updateOne({ _id: userId }, { $set: { role } });
    },
    async activate(userId: string): Promise<void> {
      await memberships.updateOne({ _id: userId }, { $set: { status: 'active' } });
    },
    async remove(userId: string): Promise<void> {
      await memberships.deleteOne({ _id: userId });
    },
  };
}
export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;
