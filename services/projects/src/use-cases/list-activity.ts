import type { Activity } from '@groundwork/contracts';
import type { AuthContext } from '@groundwork/service-kit';
import type { ProjectsContext } from '../context';
import { toActivity } from '../repositories/activities';
import { findOwnProject } from './own-project';

/** The organization's activity across its projects, newest first: the Recent Activity card. */
export const listOrganizationActivity = async (ctx: ProjectsContext, auth: AuthContext, limit: number): Promise<Activity[]> =>
  (await ctx.activities.listByOrganization(auth.organizationId, limit)).map(toActivity);

/** One project's activity, newest first; 404 for a project outside the caller's organization. */
export async function listProjectActivity(ctx: ProjectsContext, auth: AuthContext, id: string, limit: number): Promise<Activity[]> {
  await findOwnProject(ctx, auth, id);
  return (await ctx.activities.listByProject(auth.organizationId, id, limit)).map(toActivity);
}
