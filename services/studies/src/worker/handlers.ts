import { handleJob, type JobHandler, type JobRegistration } from '@groundwork/job-queue';
import type { Logger } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import { rematchJob, studyCompletionJob, studyJob } from '../jobs';
import { finishRunsOf, reportRunCompletion } from '../use-cases/finish-study-run';
import { createRematchJobHandler, type RematchJobDeps } from './rematch-job';
import { createStudyJobHandler, type StudyJobDeps } from './study-job';

type HandlerOptions<Deps> = Omit<Deps, 'store' | 'results' | 'logger'>;

export interface StudiesHandlersDeps {
  ctx: StudiesContext;
  logger: Logger;
  study?: HandlerOptions<StudyJobDeps>;
  rematch?: HandlerOptions<RematchJobDeps>;
}

/**
 * The worker's job types and their handlers. A study that succeeds completes the runs that follow
 * it before its job is recorded COMPLETED (so a killed worker's successor does it again), and once
 * more after (a run started meanwhile); a completion the projects service cannot take now is a
 * `study-completion` job, retried with backoff until it lands.
 */
export function studiesJobHandlers({ ctx, logger, study = {}, rematch = {} }: StudiesHandlersDeps): JobRegistration[] {
  const deps = { store: ctx.store, results: ctx.results, logger };
  const completeRuns = async (studyJobId: string) => {
    for (const { run, deferred } of await finishRunsOf(ctx, studyJobId)) {
      if (deferred) logger.warn({ err: deferred, runId: run?._id, jobId: studyJobId }, 'run completed; its project report is queued for retry');
      else logger.info({ runId: run?._id, jobId: studyJobId }, 'run completed');
    }
  };
  const runStudy = createStudyJobHandler({ ...deps, ...study });
  const runStudyAndCompleteRuns: JobHandler<typeof studyJob> = async (job, context) => {
    const result = await runStudy(job, context);
    await completeRuns(job.jobId);
    return result;
  };
  return [
    handleJob(studyJob, runStudyAndCompleteRuns, { onCompleted: (job) => completeRuns(job.jobId) }),
    handleJob(rematchJob, createRematchJobHandler({ ...deps, ...rematch })),
    handleJob(studyCompletionJob, async ({ payload }) => {
      await reportRunCompletion(ctx, payload.runId, payload.studyJobId);
      logger.info({ runId: payload.runId, jobId: payload.studyJobId }, 'run completion reported');
      return null;
    }),
  ];
}
