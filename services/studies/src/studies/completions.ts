import type { ProcessingStudy } from '@groundwork/contracts';
import type { StudiesContext } from '../context';
import { finishRunOf, type FinishedRun } from '../use-cases/finish-study-run';

/**
 * What the server does once a study's job succeeded, whether or not a browser watches: the run
 * completed, the project's check set, the activity logged. Idempotent; a report the projects
 * service cannot take now is left to a `study-completion` job. Null when there was nothing to do.
 */
export type StudyCompletion = (ctx: StudiesContext, jobId: string) => Promise<FinishedRun | null>;

/** Each study's completion; a study without one only stores its result. */
export const STUDY_COMPLETIONS: Partial<Record<ProcessingStudy, StudyCompletion>> = {
  cd: finishRunOf,
};
