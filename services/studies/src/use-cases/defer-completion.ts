import type { ProcessingStudy, ProjectActor, StudyCheck } from '@groundwork/contracts';
import type { StudiesContext } from '../context';
import { studyCompletionJob } from '../jobs';

/**
 * Leaves a run's completion report to a `study-completion` job (one per run), which the workers
 * retry with backoff until it lands; a failed one (given up on earlier) is queued again.
 */
export async function deferCompletion(
  ctx: StudiesContext,
  { study, runId, organizationId }: { study: ProcessingStudy; runId: string; organizationId: string },
) {
  const owed = await ctx.queue.enqueue(studyCompletionJob, {
    payload: { organizationId, runId, study },
    organizationId,
    idempotencyKey: `${studyCompletionJob.type}:${runId}`,
  });
  if (owed.status === 'FAILED') await ctx.queue.requeue(studyCompletionJob, owed.jobId);
}

/**
 * A finished run reported to the projects service: the project's check for the study, then the
 * activity "<study> finished: <file>", which the service keeps once per idempotency key. Throws when
 * the projects service cannot be reached (the caller leaves it to `deferCompletion`).
 */
export async function reportStudyFinished(
  ctx: StudiesContext,
  {
    projectId,
    check,
    summary,
    actor,
    idempotencyKey,
  }: { projectId: string; check: StudyCheck; summary: string; actor: ProjectActor | null; idempotencyKey: string },
): Promise<void> {
  await ctx.projects.setStudyChecks(projectId, { [check]: true });
  await ctx.projects.recordActivity(projectId, { type: 'study_finished', summary: summary.slice(0, 300), actor, idempotencyKey });
}
