import type { ProjectActor } from '@groundwork/contracts';
import type { AuthContext } from '@groundwork/service-kit';
import type { ProjectsContext } from '../context';
import { projectNotFound } from '../errors';
import type { ProjectRecord } from '../repositories/projects';

/** The project if it belongs to the caller's organization; 404 otherwise (never 403). */
export async function findOwnProject(ctx: ProjectsContext, auth: AuthContext, id: string): Promise<ProjectRecord> {
  const project = await ctx.projects.findInOrganization(auth.organizationId, id);
  if (!project) throw projectNotFound();
  return project;
}

/** Who did it, as the activity log and `createdBy` record it. */
export const actorOf = (auth: AuthContext): ProjectActor => ({ userId: auth.userId, email: auth.email });
