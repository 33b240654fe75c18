import { atom, type WritableAtom } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';

/**
 * localStorage that never throws: a browser that refuses to store (quota, privacy mode) only
 * loses the cache, which the server can rebuild.
 */
const quietLocalStorage = {
  getItem(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Refused: the value stays in memory for this page.
    }
  },
  removeItem(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to remove.
    }
  },
};

/** A browser-stored value: set null to remove the key. */
export type StoredAtom<Value> = WritableAtom<Value | null, [Value | null], void>;

/**
 * `atomWithStorage` on one localStorage key holding JSON, read through `parse` (anything it
 * rejects, like unreadable JSON, reads as null). Each store reads the browser's value when it first
 * needs it (not when the atom is created), so a value written before the page or a test store
 * started is the one seen; from then on the store's value is the truth and every write goes to
 * the key.
 */
export function browserStoredAtom<Value>(key: string, parse: (stored: unknown) => Value | null): StoredAtom<Value> {
  const json = createJSONStorage<unknown>(() => quietLocalStorage);
  const read = () => parse(json.getItem(key, null));
  const storage = {
    getItem: () => read(),
    setItem: (_key: string, value: Value | null) => json.setItem(key, value),
    removeItem: () => json.removeItem(key),
  };
  const stored = atomWithStorage<Value | null>(key, null, storage);
  const written = atom(false);
  return atom(
    (get) => (get(written) ? get(stored) : read()),
    (_get, set, value: Value | null) => {
      set(stored, value === null ? RESET : value);
      set(written, true);
    },
  );
}

/** One atom per key, created on first use (a Map rather than jotai's deprecated `atomFamily`). */
export function atomsByKey<Key extends string, Created>(create: (key: Key) => Created): (key: Key) => Created {
  const atoms = new Map<Key, Created>();
  return (key) => {
    let created = atoms.get(key);
    if (created === undefined) {
      created = create(key);
      atoms.set(key, created);
    }
    return created;
  };
}
