import { NO_STUDY_CHECKS, progressFromChecks, type CreateProjectInput, type Project } from '@groundwork/contracts';
import { type AuthContext, unavailable } from '@groundwork/service-kit';
import { ObjectId } from 'mongodb';
import type { ProjectsContext } from '../context';
import { toProject, type ProjectRecord } from '../repositories/projects';
import { announceProjectChange } from './announce-change';
import { actorOf } from './own-project';
import { formatProjectNumber } from './project-number';

/** Insert attempts of one create; each lost race means another create won that number. */
export const PROJECT_NUMBER_ATTEMPTS = 50;

/**
 * A draft project in the caller's organization with the next `ESA-<year>-<nnnn>` number of
 * that organization and year (UTC). The counter proposes a number and the unique index on
 * (organization, number) decides. Creates of one organization take turns within the process;
 * a refused number means another instance won it or the counter is behind (FerretDB v1's `$inc`
 * is not atomic): the next try takes the number after the highest one in use and raises the
 * counter to it.
 */
export async function createProject(ctx: ProjectsContext, auth: AuthContext, input: CreateProjectInput): Promise<Project> {
  const now = ctx.now();
  const record = await ctx.numberQueue.run(auth.organizationId, () => insertNumbered(ctx, auth, input, now));
  await announceProjectChange(
    ctx,
    auth.organizationId,
    [
      {
        organizationId: auth.organizationId,
        projectId: record._id.toHexString(),
        projectNumber: record.projectNumber,
        siteAddress: record.siteAddress,
        type: 'project_created',
        summary: `Project created for ${record.clientName}`,
        actor: record.createdBy,
        at: now,
      },
    ],
    now,
  );
  return toProject(record);
}

/** Inserts the project under the first free number, trying the counter's proposal first. */
async function insertNumbered(ctx: ProjectsContext, auth: AuthContext, input: CreateProjectInput, now: Date): Promise<ProjectRecord> {
  const year = now.getUTCFullYear();
  let sequence = await ctx.projectNumbers.next(auth.organizationId, year);
  for (let attempt = 1; attempt <= PROJECT_NUMBER_ATTEMPTS; attempt += 1) {
    const record: ProjectRecord = {
      _id: new ObjectId(),
      organizationId: auth.organizationId,
      projectNumber: formatProjectNumber(year, sequence),
      numberYear: year,
      numberSequence: sequence,
      siteAddress: input.siteAddress,
      clientName: input.clientName,
      status: 'draft',
      studyChecks: NO_STUDY_CHECKS,
      progress: progressFromChecks(NO_STUDY_CHECKS),
      createdBy: actorOf(auth),
      createdAt: now,
      updatedAt: now,
      archivedAt: null,
    };
    if (await ctx.projects.insert(record)) return record;
    // Taken: the highest number in use tells whether the counter is behind; the counter, asked
    // after that slower read, gives the freshest proposal when another instance is racing.
    const afterHighest = (await ctx.projects.highestSequence(auth.organizationId, year)) + 1;
    const proposed = await ctx.projectNumbers.next(auth.organizationId, year);
    if (proposed < afterHighest) await ctx.projectNumbers.raiseTo(auth.organizationId, year, afterHighest);
    sequence = Math.max(proposed, afterHighest);
  }
  throw unavailable('No free project number right now; try again');
}
