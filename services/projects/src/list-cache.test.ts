import { describe, expect, it, vi } from 'vitest';
import { createListCache } from './list-cache';

const deferred = () => {
  let resolve!: (value: string) => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('createListCache', () => {
  it('answers from memory while the revision holds and loads again once it changes', async () => {
    const cache = createListCache();
    const load = vi.fn().mockResolvedValueOnce('[1]').mockResolvedValueOnce('[1,2]');
    expect(await cache.get('org-1:active', 'r1', load)).toBe('[1]');
    expect(await cache.get('org-1:active', 'r1', load)).toBe('[1]');
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.get('org-1:active', 'r2', load)).toBe('[1,2]');
    expect(await cache.get('org-1:active', 'r2', load)).toBe('[1,2]');
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size()).toEqual({ entries: 1, chars: 5 });
  });

  it('keeps keys apart', async () => {
    const cache = createListCache();
    await cache.get('org-1:active', 'r1', async () => '"one"');
    await cache.get('org-2:active', 'r1', async () => '"two"');
    expect(await cache.get('org-1:active', 'r1', async () => 'reloaded')).toBe('"one"');
    expect(await cache.get('org-2:active', 'r1', async () => 'reloaded')).toBe('"two"');
  });

  it('loads once for any number of concurrent requests of the same revision', async () => {
    const cache = createListCache();
    const pending = deferred();
    const load = vi.fn(() => pending.promise);
    const answers = Promise.all(Array.from({ length: 25 }, () => cache.get('org-1:active', 'r1', load)));
    pending.resolve('[]');
    expect(new Set(await answers)).toEqual(new Set(['[]']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load: the next request tries again', async () => {
    const cache = createListCache();
    await expect(cache.get('org-1:active', 'r1', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('org-1:active', 'r1', async () => '[]')).toBe('[]');
  });

  it('never lets an older load that finishes late replace a newer list', async () => {
    const cache = createListCache();
    const slow = deferred();
    const older = cache.get('org-1:active', 'r1', () => slow.promise);
    expect(await cache.get('org-1:active', 'r2', async () => '[2]')).toBe('[2]');
    slow.resolve('[1]');
    expect(await older).toBe('[1]');
    expect(await cache.get('org-1:active', 'r2', async () => 'reloaded')).toBe('[2]');
  });

  it('evicts the least recently used lists past its size and never keeps one larger than it', async () => {
    const cache = createListCache({ maxChars: 10 });
    await cache.get('a', 'r', async () => 'aaaa');
    await cache.get('b', 'r', async () => 'bbbb');
    await cache.get('a', 'r', async () => 'reloaded');
    await cache.get('c', 'r', async () => 'cccc');
    expect(cache.size()).toEqual({ entries: 2, chars: 8 });
    expect(await cache.get('a', 'r', async () => 'reloaded')).toBe('aaaa');
    expect(await cache.get('b', 'r', async () => 'bbbb-again')).toBe('bbbb-again');
    expect(await cache.get('huge', 'r', async () => 'x'.repeat(11))).toHaveLength(11);
    expect(cache.size().chars).toBeLessThanOrEqual(10);
  });
});
