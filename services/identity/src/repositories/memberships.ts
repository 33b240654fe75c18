import { randomUUID } from 'node:crypto';
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
  /**
   * Set only on a stand-in: the invitation of an e-mail that already has an account in another
   * organization. No user has its id, so it stays `invited` for good; it exists so that the
   * answer and the team list are the same whether or not the address had an account.
   */
  invitedEmail?: string;
}

export const membershipsIndexes: IndexSpec = {
  collection: 'memberships',
  indexes: [
    { key: { organizationId: 1, role: 1 }, name: 'organization_role' },
    { key: { organizationId: 1, invitedEmail: 1 }, name: 'organization_invited_email' },
  ],
};

export function createMembershipsRepository(db: Db) {
  const memberships = db.collection<MembershipRecord>('memberships');
  return {
    findByUser: (userId: string) => memberships.findOne({ _id: userId }),
    listByOrganization: (organizationId: string) => memberships.find({ organizationId }).sort({ createdAt: 1 }).toArray(),
    /** Owners who can act: an invitation that was never taken up does not keep an organization owned. */
    countActiveOwners: (organizationId: string) => memberships.countDocuments({ organizationId, role: 'owner', status: 'active' }),
    async insert(fields: { userId: string; organizationId: string; role: Role; status: MembershipStatus }, now: Date) {
      const { userId, ...rest } = fields;
      await memberships.insertOne({ _id: userId, ...rest, createdAt: now });
    },
    findStandIn: (organizationId: string, email: string) => memberships.findOne({ organizationId, invitedEmail: email }),
    async insertStandIn(fields: { organizationId: string; role: Role; email: string }, now: Date): Promise<MembershipRecord> {
      const record: MembershipRecord = {
        _id: randomUUID(),
        organizationId: fields.organizationId,
        role: fields.role,
        status: 'invited',
        createdAt: now,
        invitedEmail: fields.email,
      };
      await memberships.insertOne(record);
      return record;
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
