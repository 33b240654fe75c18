import type { CreatePropertyInput, Property } from '@groundwork/contracts';
import type { AuthContext } from '@groundwork/service-kit';
import type { ProjectsContext } from '../context';
import { projectArchived, subjectExists } from '../errors';
import { toProperty } from '../repositories/properties';
import { findOwnProject } from './own-project';
import { logPropertyActivity, propertyLabel } from './property-activity';

/**
 * `POST /api/projects/{id}/properties`: adds the subject (one per project: 409 SUBJECT_EXISTS)
 * or an adjoining property to an active project of the caller's organization; logs
 * "North adjoining property added: 12 Oak St".
 */
export async function createProperty(ctx: ProjectsContext, auth: AuthContext, projectId: string, input: CreatePropertyInput): Promise<Property> {
  const project = await findOwnProject(ctx, auth, projectId);
  if (project.archivedAt) throw projectArchived();
  const now = ctx.now();
  const record = await ctx.properties.insert(auth.organizationId, projectId, input, now);
  if (!record) throw subjectExists();
  await logPropertyActivity(ctx, auth, project, 'property_added', `${propertyLabel(record.direction)} added: ${record.address}`, now);
  return toProperty(record);
}
