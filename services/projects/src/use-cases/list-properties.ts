import type { Property } from '@groundwork/contracts';
import type { AuthContext } from '@groundwork/service-kit';
import type { ProjectsContext } from '../context';
import { toProperty } from '../repositories/properties';
import { findOwnProject } from './own-project';

/** `GET /api/projects/{id}/properties`: the project's properties in the order they were added. */
export async function listProperties(ctx: ProjectsContext, auth: AuthContext, projectId: string): Promise<Property[]> {
  await findOwnProject(ctx, auth, projectId);
  return (await ctx.properties.listByProject(auth.organizationId, projectId)).map(toProperty);
}
