import { cityDirectoryResultSchema, type CityDirectoryResult } from '@groundwork/contracts';
import { atomsByKey, browserStoredAtom, studyCacheKey, type StoredAtom } from '@groundwork/design-system/study';

/** The last result JSON the tab read, the run it belongs to, and when it was read. */
export interface CachedDirectory {
  jobId: string;
  result: CityDirectoryResult;
  /** When the result was read from the server (a new read, e.g. after a rematch, starts a fresh table). */
  readAt?: string;
}

/** An entry written before one id per run names its run by the polled `externalJobId`. */
const asCachedDirectory = (stored: unknown): CachedDirectory | null => {
  const value = stored as { jobId?: unknown; externalJobId?: unknown; readAt?: unknown; result?: unknown } | null;
  const jobId = typeof value?.externalJobId === 'string' ? value.externalJobId : value?.jobId;
  if (!value || typeof jobId !== 'string' || jobId === '') return null;
  const result = cityDirectoryResultSchema.safeParse(value.result);
  if (!result.success) return null;
  return { jobId, result: result.data, ...(typeof value.readAt === 'string' ? { readAt: value.readAt } : {}) };
};

const cachedDirectoryAtoms = atomsByKey((projectId: string) => browserStoredAtom(studyCacheKey('cd-data', projectId), asCachedDirectory));

/**
 * `cd-data-<projectId>` (spec 02 section 3): the result the tab shows, at once from the browser when
 * the tab opens again while the job is checked. A cache only (the server keeps the result); an
 * entry without a job id or with a result that does not read as one counts as none.
 */
export const cachedDirectoryAtom = (projectId: string): StoredAtom<CachedDirectory> => cachedDirectoryAtoms(projectId);
