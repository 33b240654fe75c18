/**
 * A bounded LRU cache whose entries expire `ttlMs` after they were stored. `getOrLoad` runs one
 * load per key at a time: callers asking for a key being loaded share that load (a hovering
 * pointer asks for the same rounded point many times). Failed loads are not stored.
 */
export interface TtlCache<Value> {
  get(key: string): Value | undefined;
  set(key: string, value: Value): void;
  getOrLoad(key: string, load: () => Promise<Value>): Promise<Value>;
  readonly size: number;
}

export function createTtlCache<Value>({
  maxEntries,
  ttlMs,
  now = () => Date.now(),
}: {
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
}): TtlCache<Value> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, { value: Value; expiresAt: number }>();
  const loading = new Map<string, Promise<Value>>();

  function get(key: string): Value | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (entry.expiresAt <= now()) return undefined;
    entries.set(key, entry);
    return entry.value;
  }

  function set(key: string, value: Value): void {
    if (ttlMs <= 0) return;
    entries.delete(key);
    entries.set(key, { value, expiresAt: now() + ttlMs });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  async function getOrLoad(key: string, load: () => Promise<Value>): Promise<Value> {
    const cached = get(key);
    if (cached !== undefined) return cached;
    const pending = loading.get(key);
    if (pending) return pending;
    const started = load().then(
      (value) => {
        loading.delete(key);
        set(key, value);
        return value;
      },
      (err: unknown) => {
        loading.delete(key);
        throw err;
      },
    );
    loading.set(key, started);
    return started;
  }

  return {
    get,
    set,
    getOrLoad,
    get size() {
      return entries.size;
    },
  };
}
