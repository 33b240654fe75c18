import { NO_STUDY_CHECKS, progressFromChecks, type CreateProjectInput, type Project } from '@groundwork/contracts';
import { type AuthContext, unavailable } from '@groundwork/service-kit';
import { ObjectId } from 'mongodb';
import type { ProjectsContext } from '../context';
import { toProject, type ProjectRecord } from '../repositories/projects';
import { actorOf } from './own-project';
import { formatProjectNumber } from './project-number';

/**
 * How many numbers a create may try. On MongoDB the first one is free; on FerretDB v1, whose
 * `$inc` is not atomic, concurrent creates can be offered the same number and retry.
 */
export const PROJECT_NUMBER_ATTEMPTS = 50;

/**
 * A draft project in the caller's organization with the next `ESA-<year>-<nnnn>` number of
 * that organization and year (UTC). The unique index on (organization, number) is the guard:
 * a number someone else took is refused and the next one is tried.
 */
export async function createProject(ctx: ProjectsContext, auth: AuthContext, input: CreateProjectInput): Promise<Project> {
  const now = ctx.now();
  const year = now.getUTCFullYear();
  const actor = actorOf(auth);
  for (let attempt = 0; attempt < PROJECT_NUMBER_ATTEMPTS; attempt += 1) {
    const record: ProjectRecord = {
      _id: new ObjectId(),
      organizationId: auth.organizationId,
      projectNumber: formatProjectNumber(year, await ctx.projectNumbers.next(auth.organizationId, year)),
      siteAddress: input.siteAddress,
      clientName: input.clientName,
      status: 'draft',
      studyChecks: NO_STUDY_CHECKS,
      progress: progressFromChecks(NO_STUDY_CHECKS),
      createdBy: actor,
      createdAt: now,
      updatedAt: now,
      archivedAt: null,
    };
    if (!(await ctx.projects.insert(record))) continue;
    await ctx.revisions.bump(auth.organizationId, now);
    await ctx.activities.insert({
      organizationId: auth.organizationId,
      projectId: record._id.toHexString(),
      projectNumber: record.projectNumber,
      siteAddress: record.siteAddress,
      type: 'project_created',
      summary: `Project created for ${record.clientName}`,
      actor,
      at: now,
    });
    return toProject(record);
  }
  throw unavailable('No free project number right now; try again');
}
