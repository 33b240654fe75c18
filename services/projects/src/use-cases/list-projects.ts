import type { ProjectListQuery } from '@groundwork/contracts';
import type { AuthContext } from '@groundwork/service-kit';
import type { ProjectsContext } from '../context';
import { cachedJson, type CachedJson } from '../list-cache';
import { toProjectListItem } from '../repositories/projects';

/**
 * The organization's active projects (or archived ones), newest first, as list items. One
 * indexed read of the organization's revision decides whether the serialized list this process
 * holds is current; only a change anywhere (this or another instance) makes it read the projects
 * again. The ETag comes from the revision alone, so a matching `If-None-Match` is answered
 * without the list.
 */
export async function listProjects(ctx: ProjectsContext, auth: AuthContext, query: ProjectListQuery): Promise<CachedJson> {
  const archived = query.archived === 'true';
  const { projects: revision } = await ctx.revisions.current(auth.organizationId);
  return cachedJson(ctx.listCache, `${auth.organizationId}:${archived ? 'archived' : 'active'}`, revision, async () =>
    (await ctx.projects.listByOrganization(auth.organizationId, { archived })).map(toProjectListItem),
  );
}
