import type { StreetAlias } from '@groundwork/contracts';
import type { AuthContext } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import { projectForStudy } from './project-access';

/** The project's street aliases as stored (none yet: an empty list). */
export async function readStreetAliases(ctx: StudiesContext, organizationId: string, projectId: string): Promise<StreetAlias[]> {
  const record = await ctx.streetAliases.findOne({ _id: projectId });
  return record && record.organizationId === organizationId ? record.aliases : [];
}

export async function getStreetAliases(ctx: StudiesContext, auth: AuthContext, projectId: string) {
  await projectForStudy(ctx, auth, projectId, { forWrite: false });
  return { aliases: await readStreetAliases(ctx, auth.organizationId, projectId) };
}

/** Replaces the list (duplicates, either way round, kept once); the next run and "Apply to This Report" use it. */
export async function putStreetAliases(ctx: StudiesContext, auth: AuthContext, projectId: string, aliases: StreetAlias[]) {
  await projectForStudy(ctx, auth, projectId, { forWrite: true });
  const seen = new Set<string>();
  const unique = aliases.filter(({ from, to }) => {
    const pair = [from.toUpperCase(), to.toUpperCase()].sort().join('\u0000');
    if (seen.has(pair) || from.toUpperCase() === to.toUpperCase()) return false;
    seen.add(pair);
    return true;
  });
  await ctx.streetAliases.updateOne(
    { _id: projectId },
    { $set: { organizationId: auth.organizationId, aliases: unique, updatedAt: ctx.now() } },
    { upsert: true },
  );
  return { aliases: unique };
}
