import type { Property, UpdatePropertyInput } from '@groundwork/contracts';
import type { AuthContext } from '@groundwork/service-kit';
import type { ProjectsContext } from '../context';
import { propertyNotFound, subjectExists } from '../errors';
import { toProperty, type PropertyFields } from '../repositories/properties';
import { findWritableProperty } from './own-property';
import { describePropertyChanges, logPropertyActivity, propertyLabel } from './property-activity';

const fieldsOf = ({ address, direction, latitude, longitude, polygonGeoJson }: PropertyFields): PropertyFields => ({
  address,
  direction,
  latitude,
  longitude,
  polygonGeoJson,
});

/**
 * `PUT /api/properties/{id}`: changes the given fields and keeps the others. Turning a property
 * into a second subject is 409 SUBJECT_EXISTS. A change to nothing writes and logs nothing;
 * otherwise logs "North adjoining property updated: 14 Oak St (address was 12 Oak St)".
 */
export async function updateProperty(ctx: ProjectsContext, auth: AuthContext, id: string, input: UpdatePropertyInput): Promise<Property> {
  const { property, project } = await findWritableProperty(ctx, auth, id);
  const before = fieldsOf(property);
  const after = fieldsOf({ ...before, ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) });
  const changes = describePropertyChanges(before, after);
  if (changes.length === 0) return toProperty(property);
  const now = ctx.now();
  const updated = await ctx.properties.update(auth.organizationId, id, after, now);
  if (updated === 'subject-exists') throw subjectExists();
  if (!updated) throw propertyNotFound();
  await logPropertyActivity(ctx, auth, project, 'property_updated', `${propertyLabel(after.direction)} updated: ${after.address} (${changes.join('; ')})`, now);
  return toProperty(updated);
}
