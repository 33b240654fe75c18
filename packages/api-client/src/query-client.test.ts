import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => vi.unstubAllGlobals());

describe('createQueryClient', () => {
  it('applies the section 9 defaults to queries and mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('fetches a key with the default query fn and throws on 401 without retrying', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{"message":"Unauthorized"}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/projects', 'p1'] })).rejects.toThrow(/^401: /);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/projects/p1');
  });

  it('serves cached data without refetching (never stale)', async () => {
    const fetchMock = vi.fn(async () => new Response('{"n":1}'));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['/api/config/maps'] });
    await client.fetchQuery({ queryKey: ['/api/config/maps'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('createQueryClient onError', () => {
  it('reports each failed query and mutation once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Unauthorized"}', { status: 401 })),
    );
    const onError = vi.fn();
    const client = createQueryClient({ onError });
    await expect(client.fetchQuery({ queryKey: ['/api/projects'] })).rejects.toThrow(/^401: /);
    const failure = new Error('boom');
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: async () => Promise.reject(failure) })
        .execute(undefined),
    ).rejects.toBe(failure);
    expect(onError.mock.calls.map(([error]) => (error as Error).message)).toEqual(['401: {"message":"Unauthorized"}', 'boom']);
  });
});
