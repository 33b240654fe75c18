import type { StudyContext } from '@groundwork/contracts';
import type { ProjectsContext } from '../context';
import { projectNotFound } from '../errors';
import { toProject } from '../repositories/projects';
import { toProperty } from '../repositories/properties';

/**
 * What the studies service needs of a project: the project as `GET /api/projects/{id}` shows it
 * and its properties as `GET /api/projects/{id}/properties` lists them. Archived projects are
 * included (with `archivedAt`) so the caller can refuse with its own 409; a project of another
 * organization is 404, as a missing one.
 */
export async function getStudyContext(ctx: ProjectsContext, organizationId: string, projectId: string): Promise<StudyContext> {
  const project = await ctx.projects.findInOrganization(organizationId, projectId);
  if (!project) throw projectNotFound();
  const properties = await ctx.properties.listByProject(organizationId, projectId);
  return { project: toProject(project), properties: properties.map(toProperty) };
}
