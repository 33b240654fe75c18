import type { ProcessingStudy } from '@groundwork/contracts';
import type { StudiesContext } from '../context';
import { AERIAL_RUNS } from '../use-cases/aerial-runs';
import { DATABASE_RUNS } from '../use-cases/database-runs';
import { finishRunOf, reportRunCompletion } from '../use-cases/finish-study-run';
import { finishProjectRunOf, reportProjectRunCompletion, type ProjectRunKind, type ProjectRunRecord } from '../use-cases/project-runs';

/**
 * What the server does once a study's job succeeded, whether or not a browser watches: the run
 * completed (and its result stored where the project reads it), the project's check set, the
 * activity logged. Idempotent.
 */
export interface StudyCompletion {
  /**
   * Completes the run of study job `jobId` now, leaving a report the projects service cannot take
   * now to a `study-completion` job; null when there was nothing to do (no run: a job without a
   * project, or one done and reported).
   */
  finish: (ctx: StudiesContext, jobId: string) => Promise<{ deferred: unknown } | null>;
  /** The `study-completion` job's work: the whole completion, throwing while it cannot land. */
  report: (ctx: StudiesContext, runId: string) => Promise<unknown>;
}

function projectRunCompletion<Run extends ProjectRunRecord>(kind: ProjectRunKind<Run>): StudyCompletion {
  return { finish: (ctx, jobId) => finishProjectRunOf(ctx, kind, jobId), report: (ctx, runId) => reportProjectRunCompletion(ctx, kind, runId) };
}

/** Each study's completion; a study without one only stores its result. */
export const STUDY_COMPLETIONS: Partial<Record<ProcessingStudy, StudyCompletion>> = {
  cd: { finish: finishRunOf, report: reportRunCompletion },
  database: projectRunCompletion(DATABASE_RUNS),
  aerial: projectRunCompletion(AERIAL_RUNS),
};
