import { getProcessingApiBase, PROCESSING_API_BASE, setProcessingApiBase } from '@groundwork/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyApiBases } from './api-bases';
import { requestRemoteRegistry } from './registry-request';

const origin = 'http://127.0.0.1:8080';

const registryFetch = (body: string, init: ResponseInit = { status: 200 }) =>
  vi.fn(async () => new Response(body, { ...init, headers: { 'content-type': 'application/json' } }));

afterEach(() => setProcessingApiBase(PROCESSING_API_BASE));

describe('applyApiBases', () => {
  it.each(['https://processing.example.com/api/processing', '/proc/api'])('points the processing client at api.processing %s', async (base) => {
    const fetch = registryFetch(JSON.stringify({ remotes: [], api: { processing: base } }));
    await applyApiBases(requestRemoteRegistry({ fetch, origin }));
    expect(getProcessingApiBase()).toBe(base);
  });

  it('keeps the default when the registry names no api', async () => {
    setProcessingApiBase('/before');
    await applyApiBases(requestRemoteRegistry({ fetch: registryFetch('{"remotes":[]}'), origin }));
    expect(getProcessingApiBase()).toBe('/before');
    await applyApiBases(requestRemoteRegistry({ fetch: registryFetch('{"remotes":[],"api":{}}'), origin }));
    expect(getProcessingApiBase()).toBe('/before');
  });

  it.each([{ processing: '' }, { processing: 'javascript:alert(1)' }, { processing: '//elsewhere.example.com' }, { processing: 42 }, 'processing'])(
    'ignores and reports the invalid api %j',
    async (api) => {
      const warn = vi.fn();
      await applyApiBases(requestRemoteRegistry({ fetch: registryFetch(JSON.stringify({ remotes: [], api })), origin }), { warn });
      expect(getProcessingApiBase()).toBe(PROCESSING_API_BASE);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('ignoring the invalid "api"'), api);
    },
  );

  it('never rejects when the registry cannot be read, and keeps the default', async () => {
    const warn = vi.fn();
    const failed = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    for (const fetch of [failed, registryFetch('<html>', { status: 200 }), registryFetch('{}', { status: 503, statusText: 'Service Unavailable' })]) {
      const pending = requestRemoteRegistry({ fetch, origin });
      pending.catch(() => {});
      await expect(applyApiBases(pending, { warn })).resolves.toBeUndefined();
    }
    expect(getProcessingApiBase()).toBe(PROCESSING_API_BASE);
    expect(warn).not.toHaveBeenCalled();
  });
});
