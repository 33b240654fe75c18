import type { Activity } from '@groundwork/contracts';
import type { AuthContext } from '@groundwork/service-kit';
import type { ProjectsContext } from '../context';
import { cachedJson, type CachedJson } from '../list-cache';
import { toActivity } from '../repositories/activities';
import { findOwnProject } from './own-project';

/**
 * The organization's activity across its projects, newest first: the Recent Activity card,
 * which the dashboard re-reads every 3 s. Cached like the project list, under the organization's
 * activity revision, with an ETag.
 */
export async function listOrganizationActivity(ctx: ProjectsContext, auth: AuthContext, limit: number): Promise<CachedJson> {
  const { activity: revision } = await ctx.revisions.current(auth.organizationId);
  return cachedJson(ctx.listCache, `${auth.organizationId}:activity:${limit}`, revision, async () =>
    (await ctx.activities.listByOrganization(auth.organizationId, limit)).map(toActivity),
  );
}

/** One project's activity, newest first; 404 for a project outside the caller's organization. */
export async function listProjectActivity(ctx: ProjectsContext, auth: AuthContext, id: string, limit: number): Promise<Activity[]> {
  await findOwnProject(ctx, auth, id);
  return (await ctx.activities.listByProject(auth.organizationId, id, limit)).map(toActivity);
}
