import { cityDirectoryResultSchema, type CityDirectoryResult } from '@groundwork/contracts';
import { studyCacheKey } from '@groundwork/design-system';

/**
 * `cd-data-<projectId>` (spec 02 section 3): the last result JSON the tab read, shown at once when
 * the tab opens again while the job is checked. A cache only: the server keeps the result.
 */
export interface CachedDirectory {
  /** The processing job the result belongs to. */
  externalJobId: string;
  result: CityDirectoryResult;
}

const keyOf = (projectId: string) => studyCacheKey('cd-data', projectId);

/** The cached result, or null when there is none or it is unreadable. */
export function readCachedDirectory(projectId: string, storage: Storage = window.localStorage): CachedDirectory | null {
  try {
    const value = JSON.parse(storage.getItem(keyOf(projectId)) ?? 'null') as { externalJobId?: unknown; result?: unknown } | null;
    if (!value || typeof value.externalJobId !== 'string') return null;
    const result = cityDirectoryResultSchema.safeParse(value.result);
    return result.success ? { externalJobId: value.externalJobId, result: result.data } : null;
  } catch {
    return null;
  }
}

/** Keeps the result; a browser that refuses (quota, privacy mode) only loses the cache. */
export function writeCachedDirectory(projectId: string, entry: CachedDirectory, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(keyOf(projectId), JSON.stringify(entry));
  } catch {
    // The result stays on the server.
  }
}

export function clearCachedDirectory(projectId: string, storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(keyOf(projectId));
  } catch {
    // Nothing to clear.
  }
}

/** The local run id kept beside the processing job id in `cd-job-<projectId>`, if any. */
export function readCachedRunId(projectId: string, storage: Storage = window.localStorage): string | null {
  try {
    const value = JSON.parse(storage.getItem(studyCacheKey('cd-job', projectId)) ?? 'null') as { jobId?: unknown } | null;
    return value && typeof value.jobId === 'string' && value.jobId !== '' ? value.jobId : null;
  } catch {
    return null;
  }
}
