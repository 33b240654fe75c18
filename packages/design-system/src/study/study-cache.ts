import type { ProcessingStudy } from '@groundwork/contracts';

// The browser cache per project (spec 02 section 3): localStorage entries named `<cache>-<projectId>`,
// a cache only, rebuilt from the server.

export const STUDY_CACHE_NAMES = ['cd-data', 'cd-job', 'aerial-data', 'environmental-db', 'soils-data'] as const;
export type StudyCacheName = (typeof STUDY_CACHE_NAMES)[number];

/** The localStorage key of one cache entry of a project, e.g. `cd-job-<projectId>`. */
export const studyCacheKey = (name: StudyCacheName, projectId: string): string => `${name}-${projectId}`;

/** Where each study keeps its run's job id, as a `jobId` field. */
export const STUDY_JOB_CACHE: Readonly<Record<ProcessingStudy, StudyCacheName>> = {
  cd: 'cd-job',
  aerial: 'aerial-data',
  database: 'environmental-db',
};

/**
 * The job id held by a cache entry: its `jobId`; in a `cd-job` entry written before one id per
 * run (`{ externalJobId, jobId }`, the polled id under `externalJobId`), that one. Else null.
 */
export function cachedJobId(entry: unknown): string | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { externalJobId, jobId } = entry as { externalJobId?: unknown; jobId?: unknown };
  if (typeof externalJobId === 'string' && externalJobId !== '') return externalJobId;
  if (typeof jobId === 'string' && jobId !== '') return jobId;
  return null;
}
