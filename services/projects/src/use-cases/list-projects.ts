import type { ProjectListQuery } from '@groundwork/contracts';
import type { AuthContext } from '@groundwork/service-kit';
import type { ProjectsContext } from '../context';
import { strongEtag } from '../http-cache';
import type { ListBody } from '../list-cache';
import { toProjectListItem } from '../repositories/projects';

export interface ProjectListVersion {
  /** Names this organization's list at its current revision. */
  etag: string;
  /** The list as UTF-8 JSON (`Project[]` of list items, newest first), from the cache when current. */
  body: () => Promise<ListBody>;
}

/**
 * The organization's active projects (or archived ones), newest first. One indexed read of the
 * organization's revision decides whether the serialized list this process holds is current;
 * only a change anywhere (this or another instance) makes it read the projects again. The ETag
 * comes from the revision alone, so a matching `If-None-Match` is answered without the list.
 */
export async function listProjects(ctx: ProjectsContext, auth: AuthContext, query: ProjectListQuery): Promise<ProjectListVersion> {
  const archived = query.archived === 'true';
  const key = `${auth.organizationId}:${archived ? 'archived' : 'active'}`;
  const revision = await ctx.revisions.current(auth.organizationId);
  return {
    etag: strongEtag(key, revision),
    body: () =>
      ctx.listCache.get(key, revision, async () =>
        Buffer.from(JSON.stringify((await ctx.projects.listByOrganization(auth.organizationId, { archived })).map(toProjectListItem))),
      ),
  };
}
