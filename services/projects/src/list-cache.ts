/** Enough for a few hundred organizations' lists of 1,000 projects (about 0.4 MB each). */
export const DEFAULT_LIST_CACHE_MAX_CHARS = 128 * 1024 * 1024;

interface Entry {
  revision: string;
  body: string;
  /** Order in which loads started: an older load finishing late never replaces a newer one. */
  loadNumber: number;
}

/**
 * Serialized lists kept per key (organization and view) under the revision they were read at.
 * A lookup names the current revision: the entry answers only if it matches, otherwise the list
 * is loaded once, however many requests wait for it. Least recently used entries go first when
 * the bodies exceed `maxChars`.
 */
export function createListCache({ maxChars = DEFAULT_LIST_CACHE_MAX_CHARS }: { maxChars?: number } = {}) {
  /** Map order is the recency order: oldest first. */
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<string>>();
  let chars = 0;
  let loads = 0;

  function forget(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    chars -= entry.body.length;
  }

  function store(key: string, entry: Entry) {
    const current = entries.get(key);
    if (current && current.loadNumber > entry.loadNumber) return;
    forget(key);
    if (entry.body.length > maxChars) return;
    entries.set(key, entry);
    chars += entry.body.length;
    for (const oldest of entries.keys()) {
      if (chars <= maxChars) break;
      forget(oldest);
    }
  }

  return {
    /** The body cached for `key` at `revision`, or the one `load` produces (stored on success). */
    get(key: string, revision: string, load: () => Promise<string>): Promise<string> {
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
    /** Characters held, for tests and diagnostics. */
    size: () => ({ entries: entries.size, chars }),
  };
}
export type ListCache = ReturnType<typeof createListCache>;
