import { readEnvironmentalNarratives, type EnvironmentalNarratives } from './environmental-api';

/**
 * The browser's copy of a project's regulatory narrative, `environmental-db-<projectId>` (spec 02
 * section 3: jobId, narrativeData with its items, narratives, updatedAt): read and written by the
 * Regulatory Database tab and the regulatory analysis page alike. Pure: callers keep the entry.
 */
export type EnvironmentalCacheEntry = Record<string, unknown>;

const NARRATIVE_FIELDS: readonly string[] = ['narrativeData', 'narratives', 'updatedAt'];

/** The narrative of an entry; an entry that does not read as one counts as none. */
export function cachedNarratives(entry: EnvironmentalCacheEntry | null): EnvironmentalNarratives | null {
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
export function withNarratives(entry: EnvironmentalCacheEntry | null, narratives: EnvironmentalNarratives | null): EnvironmentalCacheEntry | null {
  const rest = Object.fromEntries(Object.entries(entry ?? {}).filter(([field]) => !NARRATIVE_FIELDS.includes(field)));
  if (narratives === null) return Object.keys(rest).length > 0 ? rest : null;
  const { jobId, narrativeData, narratives: flat, updatedAt } = narratives;
  return { jobId, ...rest, narrativeData, narratives: flat, updatedAt };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The entry after a save of one item's narrative: `narrativeData.items[itemIndex].narrative` and
 * `updatedAt` replaced, everything else kept. An entry without that item is returned as it was.
 */
export function withSavedNarrative(
  entry: EnvironmentalCacheEntry | null,
  itemIndex: number,
  narrative: string,
  updatedAt: string,
): EnvironmentalCacheEntry | null {
  const narrativeData = entry?.narrativeData;
  const items = isRecord(narrativeData) && Array.isArray(narrativeData.items) ? narrativeData.items : null;
  if (!entry || !items || !isRecord(items[itemIndex])) return entry;
  const nextItems = items.map((item, index) => (index === itemIndex ? { ...(item as Record<string, unknown>), narrative } : item));
  return { ...entry, narrativeData: { ...(narrativeData as Record<string, unknown>), items: nextItems }, updatedAt };
}
