import { readEnvironmentalNarratives, type EnvironmentalNarratives } from '@groundwork/api-client';
import type { StudyCacheEntry } from '@groundwork/design-system';

const NARRATIVE_FIELDS = ['narrativeData', 'narratives', 'updatedAt'] as const;

/**
 * The narrative kept in `environmental-db-<projectId>` (spec 02 section 3: jobId, narrativeData,
 * narratives, updatedAt), shown while the server's copy is read; an entry that does not read as
 * one counts as none.
 */
export function cachedNarratives(entry: StudyCacheEntry | null): EnvironmentalNarratives | null {
  if (!entry) return null;
  try {
    return readEnvironmentalNarratives(entry);
  } catch {
    return null;
  }
}

/**
 * The entry holding the server's narrative (none: the narrative fields removed). Its `jobId` is the
 * run the tab follows while one runs, else the narrative's job (the regulatory analysis page saves
 * through it).
 */
export function withNarratives(entry: StudyCacheEntry | null, narratives: EnvironmentalNarratives | null): StudyCacheEntry | null {
  const rest = Object.fromEntries(Object.entries(entry ?? {}).filter(([field]) => !(NARRATIVE_FIELDS as readonly string[]).includes(field)));
  if (narratives === null) return Object.keys(rest).length > 0 ? rest : null;
  const { jobId, narrativeData, narratives: flat, updatedAt } = narratives;
  return { jobId, ...rest, narrativeData, narratives: flat, updatedAt };
}
