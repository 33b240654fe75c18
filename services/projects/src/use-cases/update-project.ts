import { checkStatusTransition, type Project, type UpdateProjectInput } from '@groundwork/contracts';
import type { AuthContext } from '@groundwork/service-kit';
import type { ProjectsContext } from '../context';
import { invalidStatusTransition, projectArchived, projectBusy, statusTransitionForbidden } from '../errors';
import type { NewActivity } from '../repositories/activities';
import { toProject } from '../repositories/projects';
import { announceProjectChange } from './announce-change';
import { actorOf, findOwnProject } from './own-project';
import { describeDetailChanges, describeStatusChange, describeViabilityChanges, diffProject, diffViabilityDates } from './project-changes';

/** Rounds of read, check, conditional write before giving up to concurrent writers. */
const UPDATE_ATTEMPTS = 3;

/**
 * PATCH: applies what really changes, a status change only along STATUS_TRANSITIONS and by a
 * role allowed to make it. Archived projects are read-only. A PATCH that changes nothing writes
 * nothing and logs nothing. Logs `project_updated` for the fields and viability dates, and
 * `status_changed` for the status.
 */
export async function updateProject(ctx: ProjectsContext, auth: AuthContext, id: string, input: UpdateProjectInput): Promise<Project> {
  for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt += 1) {
    const current = await findOwnProject(ctx, auth, id);
    if (current.archivedAt) throw projectArchived();
    const { details, status } = diffProject(current, input);
    if (status) {
      const check = checkStatusTransition(current.status, status, auth.role);
      if (!check.allowed) {
        throw check.reason === 'role' ? statusTransitionForbidden(check.message) : invalidStatusTransition(check.message);
      }
    }
    const viabilityDates = diffViabilityDates(current.viabilityDates, input.viabilityDates);
    const detailSummary = [describeDetailChanges(details), describeViabilityChanges(viabilityDates)].filter(Boolean).join('; ');
    if (!detailSummary && !status) return toProject(current);

    const now = ctx.now();
    // Conditional on the status just checked: a concurrent change makes this round start over.
    const changes = { ...details, viabilityDates, ...(status ? { status } : {}) };
    const updated = await ctx.projects.update(auth.organizationId, id, current.status, changes, now);
    if (!updated) continue;

    const entry = {
      organizationId: auth.organizationId,
      projectId: id,
      projectNumber: updated.projectNumber,
      siteAddress: updated.siteAddress,
      actor: actorOf(auth),
      at: now,
    };
    const entries: NewActivity[] = [];
    if (detailSummary) entries.push({ ...entry, type: 'project_updated', summary: detailSummary });
    if (status) entries.push({ ...entry, type: 'status_changed', summary: describeStatusChange(current.status, status) });
    await announceProjectChange(ctx, auth.organizationId, entries, now);
    return toProject(updated);
  }
  throw projectBusy();
}
