import type { User } from '@groundwork/contracts';
import type { AuthContext } from '@groundwork/service-kit';
import type { IdentityContext } from '../context';
import { invalidToken } from '../errors';

/** The signed-in user with their organization and current role. */
export async function getCurrentUser(ctx: IdentityContext, auth: AuthContext): Promise<User> {
  const user = await ctx.users.findById(auth.userId);
  const membership = user && (await ctx.memberships.findByUser(user._id));
  const organization = membership && (await ctx.organizations.findById(membership.organizationId));
  if (!user || !membership || !organization) throw invalidToken();
  return { email: user.email, id: user._id, organization, role: membership.role };
}
