import { handleJob, PermanentJobError, type JobHandler, type JobRegistration, type TypedJob } from '@groundwork/job-queue';
import type { Logger, ReviewClient } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import { mapRenderJob, rematchJob, reportJob, soilsJob, studyCompletionJob, studyJob } from '../jobs';
import { STUDY_COMPLETIONS } from '../studies/completions';
import { createMapRenderJobHandler } from './map-render-job';
import { createRematchJobHandler, type RematchJobDeps } from './rematch-job';
import { createReportJobHandler, type ReportJobOptions } from './report-job';
import { createSoilsJobHandler, type SoilsJobOptions } from './soils-job';
import { createStudyJobHandler, type StudyJobDeps } from './study-job';

type HandlerOptions<Deps> = Omit<Deps, 'store' | 'results' | 'logger'>;

export interface StudiesHandlersDeps {
  ctx: StudiesContext;
  logger: Logger;
  study?: HandlerOptions<StudyJobDeps>;
  rematch?: HandlerOptions<RematchJobDeps>;
  /** The soils study's SDA endpoint and time limit (the worker's SDA_URL, SDA_TIMEOUT_MS). */
  soils?: SoilsJobOptions;
  /** The report's LLM, PDF converter and the review service it cites (the worker's LLM_*, SOFFICE_PATH, REVIEW_URL). */
  report?: ReportJobOptions & { review?: ReviewClient | null };
}

/**
 * The worker's job types and their handlers. A study that succeeds completes its run before its job
 * is recorded COMPLETED (so a killed worker's successor does it again), and once more after (a run
 * recorded meanwhile); a completion the projects service cannot take now is a `study-completion`
 * job, retried with backoff until it lands.
 */
export function studiesJobHandlers({ ctx, logger, study = {}, rematch = {}, soils = {}, report = {} }: StudiesHandlersDeps): JobRegistration[] {
  const deps = { store: ctx.store, results: ctx.results, logger };
  const completeRun = async ({ jobId, payload }: TypedJob<typeof studyJob>) => {
    const finished = await STUDY_COMPLETIONS[payload.study]?.finish(ctx, jobId);
    if (!finished) return;
    if (finished.deferred) logger.warn({ err: finished.deferred, jobId }, 'run completed; its project report is queued for retry');
    else logger.info({ jobId }, 'run completed');
  };
  const runStudy = createStudyJobHandler({ ...deps, ...study });
  const soilsDeps = { runs: ctx.soilRuns, projects: ctx.projects, logger, now: ctx.now, ...soils };
  const runStudyAndCompleteRuns: JobHandler<typeof studyJob> = async (job, context) => {
    const result = await runStudy(job, context);
    await completeRun(job);
    return result;
  };
  return [
    handleJob(studyJob, runStudyAndCompleteRuns, { onCompleted: completeRun }),
    handleJob(rematchJob, createRematchJobHandler({ ...deps, writeLocks: ctx.writeLocks, ...rematch })),
    handleJob(mapRenderJob, createMapRenderJobHandler({ store: ctx.store, maps: ctx.mapDocuments, logger, now: ctx.now })),
    handleJob(soilsJob, createSoilsJobHandler(soilsDeps)),
    handleJob(reportJob, createReportJobHandler({ ctx, logger, ...report, review: report.review ?? null, soils: soilsDeps })),
    handleJob(studyCompletionJob, async ({ payload }) => {
      const completion = STUDY_COMPLETIONS[payload.study];
      if (!completion) throw new PermanentJobError(`The ${payload.study} study has no completion to report.`);
      await completion.report(ctx, payload.runId);
      logger.info({ jobId: payload.runId, study: payload.study }, 'run completion reported');
      return null;
    }),
  ];
}
