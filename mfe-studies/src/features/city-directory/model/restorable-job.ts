import type { CityDirectoryRun } from '@groundwork/contracts';

export interface RestoreSources {
  /** The project's `externalJobId` field (the id of its latest run). */
  projectExternalJobId: string | undefined;
  /** `GET /api/projects/{id}/city-directory/jobs`, newest first. */
  listRuns: () => Promise<CityDirectoryRun[]>;
}

/**
 * Which run to pick up when the browser has none in `cd-job` (another browser, a cleared cache):
 * the project's externalJobId, else the newest run. A runs list that cannot be read counts as
 * empty: the tab then starts from upload.
 */
export async function findRestorableJob(sources: RestoreSources): Promise<string | null> {
  if (sources.projectExternalJobId) return sources.projectExternalJobId;
  const runs = await sources.listRuns().catch(() => [] as CityDirectoryRun[]);
  return runs[0]?.jobId ?? null;
}
