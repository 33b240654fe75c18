import type { AuthContext } from '@groundwork/service-kit';
import type { ProjectsContext } from '../context';
import { projectArchived, propertyNotFound } from '../errors';
import type { ProjectRecord } from '../repositories/projects';
import type { PropertyRecord } from '../repositories/properties';

/**
 * A property of the caller's organization with its project, ready to change: 404 for another
 * organization's (or a missing) property, 409 when its project is archived.
 */
export async function findWritableProperty(ctx: ProjectsContext, auth: AuthContext, id: string): Promise<{ property: PropertyRecord; project: ProjectRecord }> {
  const property = await ctx.properties.findInOrganization(auth.organizationId, id);
  if (!property) throw propertyNotFound();
  const project = await ctx.projects.findInOrganization(auth.organizationId, property.projectId);
  if (!project) throw propertyNotFound();
  if (project.archivedAt) throw projectArchived();
  return { property, project };
}
