import type { Project } from '@groundwork/contracts';
import type { AuthContext } from '@groundwork/service-kit';
import type { ProjectsContext } from '../context';
import { toProject } from '../repositories/projects';
import { announceProjectChange } from './announce-change';
import { actorOf, findOwnProject } from './own-project';

/**
 * Archive instead of delete: the project leaves the default list, keeps its data, number and
 * activity, and comes back with `restoreProject`. Both are idempotent: archiving an archived
 * project (or restoring an active one) answers it unchanged and logs nothing.
 */
export const archiveProject = (ctx: ProjectsContext, auth: AuthContext, id: string) => setArchived(ctx, auth, id, true);

/** Brings an archived project back into the default list. */
export const restoreProject = (ctx: ProjectsContext, auth: AuthContext, id: string) => setArchived(ctx, auth, id, false);

async function setArchived(ctx: ProjectsContext, auth: AuthContext, id: string, archive: boolean): Promise<Project> {
  const current = await findOwnProject(ctx, auth, id);
  if (Boolean(current.archivedAt) === archive) return toProject(current);
  const now = ctx.now();
  const updated = await ctx.projects.setArchivedAt(auth.organizationId, id, archive ? now : null, now);
  // Someone else did the same meanwhile: answer the project as it is now.
  if (!updated) return toProject(await findOwnProject(ctx, auth, id));
  await announceProjectChange(
    ctx,
    auth.organizationId,
    [
      {
        organizationId: auth.organizationId,
        projectId: id,
        projectNumber: updated.projectNumber,
        siteAddress: updated.siteAddress,
        type: archive ? 'project_archived' : 'project_restored',
        summary: archive ? 'Project archived' : 'Project restored',
        actor: actorOf(auth),
        at: now,
      },
    ],
    now,
  );
  return toProject(updated);
}
