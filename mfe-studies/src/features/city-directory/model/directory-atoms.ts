import { cityDirectoryResultSchema, type CityDirectoryResult } from '@groundwork/contracts';
import { atomsByKey, browserStoredAtom, studyCacheEntryAtom, studyCacheKey, type StoredAtom } from '@groundwork/design-system';
import { atom, type Atom } from 'jotai';

/** The last result JSON the tab read, and the processing job it belongs to. */
export interface CachedDirectory {
  externalJobId: string;
  result: CityDirectoryResult;
}

const asCachedDirectory = (stored: unknown): CachedDirectory | null => {
  const value = stored as { externalJobId?: unknown; result?: unknown } | null;
  if (!value || typeof value.externalJobId !== 'string') return null;
  const result = cityDirectoryResultSchema.safeParse(value.result);
  return result.success ? { externalJobId: value.externalJobId, result: result.data } : null;
};

const cachedDirectoryAtoms = atomsByKey((projectId: string) => browserStoredAtom(studyCacheKey('cd-data', projectId), asCachedDirectory));

/**
 * `cd-data-<projectId>` (spec 02 section 3): the result the tab shows, at once from the browser when
 * the tab opens again while the job is checked. A cache only (the server keeps the result); an
 * entry without a job id or with a result that does not read as one counts as none.
 */
export const cachedDirectoryAtom = (projectId: string): StoredAtom<CachedDirectory> => cachedDirectoryAtoms(projectId);

const runIdAtoms = atomsByKey((projectId: string) =>
  atom((get) => {
    const runId = get(studyCacheEntryAtom('cd-job', projectId))?.jobId;
    return typeof runId === 'string' && runId !== '' ? runId : null;
  }),
);

/** The local run id kept beside the processing job id in `cd-job-<projectId>`, if any. */
export const directoryRunIdAtom = (projectId: string): Atom<string | null> => runIdAtoms(projectId);
