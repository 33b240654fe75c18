import type { AuthContext } from '@groundwork/service-kit';
import type { ProjectsContext } from '../context';
import { propertyNotFound } from '../errors';
import { findWritableProperty } from './own-property';
import { logPropertyActivity, propertyLabel } from './property-activity';

/** `DELETE /api/properties/{id}`: removes a property of the caller's organization and logs it. */
export async function deleteProperty(ctx: ProjectsContext, auth: AuthContext, id: string): Promise<void> {
  const { project } = await findWritableProperty(ctx, auth, id);
  const removed = await ctx.properties.remove(auth.organizationId, id);
  if (!removed) throw propertyNotFound();
  const now = ctx.now();
  await logPropertyActivity(ctx, auth, project, 'property_removed', `${propertyLabel(removed.direction)} removed: ${removed.address}`, now);
}
