import type { CityDirectoryRun } from '@groundwork/contracts';

/** The job the tab follows: the processing job's id and, when known, our local run id. */
export interface DirectoryJobRef {
  externalJobId: string;
  jobId?: string;
}

export interface RestoreSources {
  /** The project's `externalJobId` field. */
  projectExternalJobId: string | undefined;
  /** `GET /api/projects/{id}/city-directory/jobs`, newest first. */
  listRuns: () => Promise<CityDirectoryRun[]>;
}

/**
 * Which job to pick up when the browser has none in `cd-job` (another browser, a cleared cache):
 * the project's externalJobId (with its run's local id when listed), else the newest run. A runs
 * list that cannot be read counts as empty: the tab then starts from upload.
 */
export async function findRestorableJob(sources: RestoreSources): Promise<DirectoryJobRef | null> {
  const runs = await sources.listRuns().catch(() => [] as CityDirectoryRun[]);
  const projectJob = sources.projectExternalJobId;
  if (projectJob) {
    const run = runs.find((candidate) => candidate.externalJobId === projectJob);
    return run ? { externalJobId: projectJob, jobId: run.jobId } : { externalJobId: projectJob };
  }
  const newest = runs[0];
  return newest ? { externalJobId: newest.externalJobId, jobId: newest.jobId } : null;
}

/** The local run id of a processing job, from the runs list (for the completion patch and rematch). */
export const runIdOf = (runs: readonly CityDirectoryRun[], externalJobId: string): string | undefined =>
  runs.find((run) => run.externalJobId === externalJobId)?.jobId;
