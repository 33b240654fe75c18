import { NO_STUDY_CHECKS, progressFromChecks, STUDY_CHECKS, type Project, type StudyChecks, type StudyChecksInput } from '@groundwork/contracts';
import type { ProjectsContext } from '../context';
import { projectBusy, projectNotFound } from '../errors';
import { toProject } from '../repositories/projects';

const UPDATE_ATTEMPTS = 5;

/** The stored checks with the reported ones laid over them (unreported checks keep their value). */
export function mergeStudyChecks(current: Partial<StudyChecks>, reported: StudyChecksInput): StudyChecks {
  const merged = { ...NO_STUDY_CHECKS, ...current };
  for (const check of STUDY_CHECKS) {
    const value = reported[check];
    if (value !== undefined) merged[check] = value;
  }
  return merged;
}

const sameChecks = (a: StudyChecks, b: StudyChecks) => STUDY_CHECKS.every((check) => a[check] === b[check]);

/**
 * The studies service reports which of the three checks hold; progress (0, 33, 67, 100) is
 * recomputed and stored with them, so every list read shows it. A report that changes nothing
 * writes nothing. Archived projects are updated too: a study may finish after archiving.
 */
export async function updateStudyChecks(ctx: ProjectsContext, id: string, reported: StudyChecksInput): Promise<Project> {
  for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt += 1) {
    const current = await ctx.projects.findById(id);
    if (!current) throw projectNotFound();
    const stored = mergeStudyChecks(current.studyChecks, {});
    const checks = mergeStudyChecks(stored, reported);
    if (sameChecks(stored, checks)) return toProject(current);
    const now = ctx.now();
    const updated = await ctx.projects.setStudyChecks(id, stored, checks, progressFromChecks(checks), now);
    if (!updated) continue;
    await ctx.revisions.bump(updated.organizationId, ['projects'], now);
    return toProject(updated);
  }
  throw projectBusy();
}
