import { strongEtag } from './http-cache';

/** Enough for a few hundred organizations' lists of 1,000 projects. */
export const DEFAULT_LIST_CACHE_MAX_BYTES = 128 * 1024 * 1024;

/** A serialized list: encoded once, so a hit writes bytes without converting a string again. */
export type ListBody = Uint8Array<ArrayBuffer>;

interface Entry {
  revision: string;
  body: ListBody;
  /** Order in which loads started: an older load finishing late never replaces a newer one. */
  loadNumber: number;
}

/**
 * Serialized lists kept per key (organization and view) under the revision they were read at.
 * A lookup names the current revision: the entry answers only if it matches, otherwise the list
 * is loaded once, however many requests wait for it. Least recently used entries go first when
 * the bodies exceed `maxBytes`.
 */
export function createListCache({ maxBytes = DEFAULT_LIST_CACHE_MAX_BYTES }: { maxBytes?: number } = {}) {
  /** Map order is the recency order: oldest first. */
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<ListBody>>();
  let bytes = 0;
  let loads = 0;

  function forget(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.byteLength;
  }

  function store(key: string, entry: Entry) {
    const current = entries.get(key);
    if (current && current.loadNumber > entry.loadNumber) return;
    forget(key);
    if (entry.body.byteLength > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.body.byteLength;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  return {
    /** The body cached for `key` at `revision`, or the one `load` produces (stored on success). */
    get(key: string, revision: string, load: () => Promise<ListBody>): Promise<ListBody> {
      const hit = entries.get(key);
      if (hit?.revision === revision) {
        entries.delete(key);
        entries.set(key, hit);
        return Promise.resolve(hit.body);
      }
      const loadKey = `${key}\n${revision}`;
      const pending = loading.get(loadKey);
      if (pending) return pending;
      const loadNumber = ++loads;
      const loaded = load()
        .then((body) => {
          store(key, { revision, body, loadNumber });
          return body;
        })
        .finally(() => loading.delete(loadKey));
      loading.set(loadKey, loaded);
      return loaded;
    },
    /** What is held, for tests and diagnostics. */
    size: () => ({ entries: entries.size, bytes }),
  };
}
export type ListCache = ReturnType<typeof createListCache>;

/** A cached JSON answer: its ETag at once, its bytes when the ETag did not match. */
export interface CachedJson {
  etag: string;
  body: () => Promise<ListBody>;
}

/**
 * `load()`'s JSON under `key` at `revision`: the ETag is a digest of the two, so it is known
 * before (and without) the body.
 */
export const cachedJson = (cache: ListCache, key: string, revision: string, load: () => Promise<unknown>): CachedJson => ({
  etag: strongEtag(key, revision),
  body: () => cache.get(key, revision, async () => Buffer.from(JSON.stringify(await load()))),
});
