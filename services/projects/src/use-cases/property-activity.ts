import type { Direction } from '@groundwork/contracts';
import type { AuthContext } from '@groundwork/service-kit';
import type { ProjectsContext } from '../context';
import type { ProjectRecord } from '../repositories/projects';
import type { PropertyFields } from '../repositories/properties';
import { actorOf } from './own-project';

/** "Subject property", "North adjoining property". */
export const propertyLabel = (direction: Direction) =>
  direction === 'subject' ? 'Subject property' : `${direction.charAt(0).toUpperCase()}${direction.slice(1)} adjoining property`;

const DIRECTION_NAMES: Record<Direction, string> = { subject: 'subject', north: 'north', south: 'south', east: 'east', west: 'west' };

/** What an update changed, for its activity entry; empty when nothing did. */
export function describePropertyChanges(before: PropertyFields, after: PropertyFields): string[] {
  const changes: string[] = [];
  if (before.address !== after.address) changes.push(`address was ${before.address}`);
  if (before.direction !== after.direction) changes.push(`was ${DIRECTION_NAMES[before.direction]}`);
  if (before.latitude !== after.latitude || before.longitude !== after.longitude) changes.push('location moved');
  if (before.polygonGeoJson !== after.polygonGeoJson) changes.push(before.polygonGeoJson ? 'outline redrawn' : 'outline drawn');
  return changes;
}

/** Logs one property entry in the project's activity and bumps the organization's feed. */
export async function logPropertyActivity(
  ctx: ProjectsContext,
  auth: AuthContext,
  project: ProjectRecord,
  type: 'property_added' | 'property_updated' | 'property_removed',
  summary: string,
  now: Date,
): Promise<void> {
  await ctx.activities.insert({
    organizationId: auth.organizationId,
    projectId: project._id.toHexString(),
    projectNumber: project.projectNumber,
    siteAddress: project.siteAddress,
    type,
    summary,
    actor: actorOf(auth),
    at: now,
  });
  await ctx.revisions.bump(auth.organizationId, ['activity'], now);
}
