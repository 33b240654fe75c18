import type { ProjectsContext } from '../context';
import type { NewActivity } from '../repositories/activities';

/**
 * After a project write: logs its activity, then bumps the organization's list and feed
 * revisions, so every instance's cached list and feed are read again. The order matters: a
 * revision is bumped only once what it announces is in the database.
 */
export async function announceProjectChange(ctx: ProjectsContext, organizationId: string, entries: NewActivity[], now: Date): Promise<void> {
  await ctx.activities.insert(...entries);
  await ctx.revisions.bump(organizationId, ['projects', 'activity'], now);
}
