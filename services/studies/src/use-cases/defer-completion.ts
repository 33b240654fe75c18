import type { ProcessingStudy } from '@groundwork/contracts';
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
