import type { ProcessingStudy } from '@groundwork/contracts';
import { atom, type WritableAtom } from 'jotai';
import { cachedJobId, STUDY_JOB_CACHE, studyCacheKey, type StudyCacheName } from '../study-cache';
import { atomsByKey, browserStoredAtom, type StoredAtom } from './browser-storage';

/** A browser cache entry: a JSON object (anything else reads as no entry). */
export type StudyCacheEntry = Record<string, unknown>;

const asEntry = (stored: unknown): StudyCacheEntry | null =>
  typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as StudyCacheEntry) : null;

const entryAtoms = atomsByKey((key: string) => browserStoredAtom(key, asEntry));

/** The project's browser cache entry `<name>-<projectId>` (spec 02 section 3), same JSON as ever. */
export const studyCacheEntryAtom = (name: StudyCacheName, projectId: string): StoredAtom<StudyCacheEntry> => entryAtoms(studyCacheKey(name, projectId));

export type StudyRunAtom = WritableAtom<string | null, [string | null], void>;

/** Id fields of a cache entry: `jobId`, and `externalJobId` in `cd-job` entries written before one id per run. */
const ID_FIELDS: readonly string[] = ['externalJobId', 'jobId'];

const withoutJobIds = (entry: StudyCacheEntry) => Object.fromEntries(Object.entries(entry).filter(([field]) => !ID_FIELDS.includes(field)));

const SEPARATOR = '\u0000';
const runKey = (study: ProcessingStudy, projectId: string) => `${study}${SEPARATOR}${projectId}`;

const unsavedEditsAtoms = atomsByKey((_key: string) => atom(false));

/**
 * Whether the results table of a study tab holds edits that are not saved yet (ResultsTable's
 * `onDirtyChange`). Not stored: edits live as long as the table.
 */
export const unsavedEditsAtom = (study: ProcessingStudy, projectId: string) => unsavedEditsAtoms(runKey(study, projectId));

const runAtoms = atomsByKey((key: string): StudyRunAtom => {
  const [study, projectId] = key.split(SEPARATOR) as [ProcessingStudy, string];
  const entryAtom = studyCacheEntryAtom(STUDY_JOB_CACHE[study], projectId);
  return atom(
    (get) => cachedJobId(get(entryAtom)),
    (get, set, jobId: string | null) => {
      const entry = get(entryAtom);
      const previous = cachedJobId(entry);
      const rest = withoutJobIds(entry ?? {});
      const next = jobId ? { ...rest, jobId } : rest;
      set(entryAtom, Object.keys(next).length > 0 ? next : null);
      // Another run's results start a fresh table: edits of the previous rows never reach it.
      if (jobId !== previous) set(unsavedEditsAtom(study, projectId), false);
    },
  );
});

/**
 * The id of the run a study tab follows (its job's id, the one id of the run), kept in the
 * project's cache entry under `jobId`: `cd-job-<id>`, `aerial-data-<id>`, `environmental-db-<id>`
 * (beside their cached data). Set an id to follow a run, null to forget it (the rest of the entry
 * stays). Following another run clears the tab's unsaved edits.
 */
export const studyRunAtom = (study: ProcessingStudy, projectId: string): StudyRunAtom => runAtoms(runKey(study, projectId));
