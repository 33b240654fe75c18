import type { AerialRunRecord } from '../repositories';
import type { ProjectRunKind } from './project-runs';

/**
 * A project's aerial runs (`aerial_runs`): completed on the server once the study job succeeded
 * (its result is the job's, read through the job), the project's aerial check set and the activity
 * "Aerial study finished: <file>" recorded.
 */
export const AERIAL_RUNS: ProjectRunKind<AerialRunRecord> = {
  study: 'aerial',
  runs: (ctx) => ctx.aerialRuns,
  check: 'aerial',
  activity: 'Aerial study finished',
  initial: {},
};
