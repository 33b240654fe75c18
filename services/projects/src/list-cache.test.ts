import { describe, expect, it, vi } from 'vitest';
import { createListCache, type ListBody } from './list-cache';

const bytes = (text: string) => Buffer.from(text);
const text = async (body: Promise<ListBody>) => Buffer.from(await body).toString();
const loading = (body: string) => async () => bytes(body);

const deferred = () => {
  let resolve!: (value: ListBody) => void;
  const promise = new Promise<ListBody>((res) => {
    resolve = res;
  });
  return { promise, resolve };
};

describe('createListCache', () => {
  it('answers from memory while the revision holds and loads again once it changes', async () => {
    const cache = createListCache();
    const load = vi.fn().mockResolvedValueOnce(bytes('[1]')).mockResolvedValueOnce(bytes('[1,2]'));
    expect(await text(cache.get('org-1:active', 'r1', load))).toBe('[1]');
    expect(await text(cache.get('org-1:active', 'r1', load))).toBe('[1]');
    expect(load).toHaveBeenCalledTimes(1);
    expect(await text(cache.get('org-1:active', 'r2', load))).toBe('[1,2]');
    expect(await text(cache.get('org-1:active', 'r2', load))).toBe('[1,2]');
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size()).toEqual({ entries: 1, bytes: 5 });
  });

  it('keeps keys apart', async () => {
    const cache = createListCache();
    await cache.get('org-1:active', 'r1', loading('"one"'));
    await cache.get('org-2:active', 'r1', loading('"two"'));
    expect(await text(cache.get('org-1:active', 'r1', loading('reloaded')))).toBe('"one"');
    expect(await text(cache.get('org-2:active', 'r1', loading('reloaded')))).toBe('"two"');
  });

  it('loads once for any number of concurrent requests of the same revision', async () => {
    const cache = createListCache();
    const pending = deferred();
    const load = vi.fn(() => pending.promise);
    const answers = Promise.all(Array.from({ length: 25 }, () => text(cache.get('org-1:active', 'r1', load))));
    pending.resolve(bytes('[]'));
    expect(new Set(await answers)).toEqual(new Set(['[]']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load: the next request tries again', async () => {
    const cache = createListCache();
    await expect(cache.get('org-1:active', 'r1', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await text(cache.get('org-1:active', 'r1', loading('[]')))).toBe('[]');
  });

  it('never lets an older load that finishes late replace a newer list', async () => {
    const cache = createListCache();
    const slow = deferred();
    const older = cache.get('org-1:active', 'r1', () => slow.promise);
    expect(await text(cache.get('org-1:active', 'r2', loading('[2]')))).toBe('[2]');
    slow.resolve(bytes('[1]'));
    expect(await text(older)).toBe('[1]');
    expect(await text(cache.get('org-1:active', 'r2', loading('reloaded')))).toBe('[2]');
  });

  it('evicts the least recently used lists past its size and never keeps one larger than it', async () => {
    const cache = createListCache({ maxBytes: 10 });
    await cache.get('a', 'r', loading('aaaa'));
    await cache.get('b', 'r', loading('bbbb'));
    await cache.get('a', 'r', loading('reloaded'));
    await cache.get('c', 'r', loading('cccc'));
    expect(cache.size()).toEqual({ entries: 2, bytes: 8 });
    expect(await text(cache.get('a', 'r', loading('reloaded')))).toBe('aaaa');
    expect(await text(cache.get('b', 'r', loading('bbbb-again')))).toBe('bbbb-again');
    expect(await text(cache.get('huge', 'r', loading('x'.repeat(11))))).toHaveLength(11);
    expect(cache.size().bytes).toBeLessThanOrEqual(10);
  });
});
