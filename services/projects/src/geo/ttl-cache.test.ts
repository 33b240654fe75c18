import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('forgets an entry once its time is up', () => {
    let now = 0;
    const cache = createTtlCache<string>({ maxEntries: 10, ttlMs: 1000, now: () => now });
    cache.set('a', 'A');
    now = 999;
    expect(cache.get('a')).toBe('A');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry beyond maxEntries', () => {
    const cache = createTtlCache<number>({ maxEntries: 2, ttlMs: 60_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  it('stores nothing with a TTL of 0', () => {
    const cache = createTtlCache<number>({ maxEntries: 2, ttlMs: 0 });
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('shares one load between concurrent callers, caches its value, and does not cache a failure', async () => {
    const cache = createTtlCache<string | null>({ maxEntries: 10, ttlMs: 60_000 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return null;
    };
    expect(await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])).toEqual([null, null]);
    expect(await cache.getOrLoad('k', load)).toBeNull();
    expect(loads).toBe(1);

    const failing = () => Promise.reject(new Error('down'));
    await expect(cache.getOrLoad('f', failing)).rejects.toThrow('down');
    expect(await cache.getOrLoad('f', async () => 'later')).toBe('later');
  });
});
