import { cachedJobId, studyCacheKey, type StudyCacheName } from '../study-cache';

/** Where a study keeps the id of its current job between visits of the tab. */
export interface JobStore {
  read(): string | null;
  /** Saves `jobId` (with `extra` fields, e.g. the local job id of the city directory). */
  save(jobId: string, extra?: Record<string, unknown>): void;
  /** Forgets the job id; the rest of the cache entry stays. */
  clear(): void;
}

const ID_FIELDS = ['externalJobId', 'jobId'] as const;

function readEntry(storage: Storage, key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * A job store on the project's browser cache entry (spec 02 section 3): `cd-job-<projectId>`
 * keeps `{ externalJobId, jobId }`, `aerial-data-<projectId>` and `environmental-db-<projectId>`
 * a `jobId` next to their cached data. The polled id goes under `externalJobId` in `cd-job`,
 * under `jobId` elsewhere. Unreadable JSON counts as no job. Storage failures (quota, privacy
 * mode) are ignored: the cache is a convenience, the server keeps the job.
 */
export function browserJobStore(name: StudyCacheName, projectId: string, storage: Storage = window.localStorage): JobStore {
  const key = studyCacheKey(name, projectId);
  const idField = name === 'cd-job' ? 'externalJobId' : 'jobId';
  const write = (entry: Record<string, unknown>) => {
    try {
      if (Object.keys(entry).length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(entry));
    } catch {
      // The browser refused to store: the job is still on the server.
    }
  };
  return {
    read: () => cachedJobId(readEntry(storage, key)),
    save(jobId, extra = {}) {
      write({ ...readEntry(storage, key), ...extra, [idField]: jobId });
    },
    clear() {
      const entry = readEntry(storage, key);
      if (!entry) {
        write({});
        return;
      }
      write(Object.fromEntries(Object.entries(entry).filter(([field]) => !(ID_FIELDS as readonly string[]).includes(field))));
    },
  };
}
