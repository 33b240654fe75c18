import type { Activity, internalActivityInputSchema } from '@groundwork/contracts';
import type { z } from 'zod';
import type { ProjectsContext } from '../context';
import { projectNotFound } from '../errors';
import { toActivity } from '../repositories/activities';

/**
 * Another service's entry in a project's log: a study finished, a report was generated. With an
 * idempotency key, a repeat answers the first entry and changes nothing.
 */
export async function recordActivity(ctx: ProjectsContext, id: string, input: z.output<typeof internalActivityInputSchema>): Promise<Activity> {
  const project = await ctx.projects.findById(id);
  if (!project) throw projectNotFound();
  const entry = {
    organizationId: project.organizationId,
    projectId: id,
    projectNumber: project.projectNumber,
    siteAddress: project.siteAddress,
    type: input.type,
    summary: input.summary,
    actor: input.actor,
    at: ctx.now(),
  };
  const { record, created } = input.idempotencyKey
    ? await ctx.activities.insertOnce(entry, input.idempotencyKey)
    : { record: (await ctx.activities.insert(entry))[0]!, created: true };
  if (created) await ctx.revisions.bump(project.organizationId, ['activity'], record.at);
  return toActivity(record);
}
