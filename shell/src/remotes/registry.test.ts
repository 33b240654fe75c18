import { describe, expect, it, vi } from 'vitest';
import { parseRemoteRegistry, readRemoteRegistry } from './registry';
import { REMOTE_REGISTRY_PATH, requestRemoteRegistry } from './registry-request';

const origin = 'http://127.0.0.1:8080';

function jsonResponse(body: string, init: ResponseInit = { status: 200 }): Response {
  return new Response(body, { ...init, headers: { 'content-type': 'application/json' } });
}

describe('parseRemoteRegistry', () => {
  it('resolves relative entries against the page origin and keeps absolute ones', () => {
    const remotes = parseRemoteRegistry(
      {
        remotes: [
          { name: 'mfe_marketing', entry: '/remotes/mfe-marketing/mf-manifest.json' },
          { name: 'mfe_projects', entry: 'http://127.0.0.1:3002/mf-manifest.json' },
        ],
      },
      origin,
    );
    expect(remotes).toEqual([
      { name: 'mfe_marketing', entry: 'http://127.0.0.1:8080/remotes/mfe-marketing/mf-manifest.json' },
      { name: 'mfe_projects', entry: 'http://127.0.0.1:3002/mf-manifest.json' },
    ]);
  });

  it('throws when the document is not a registry', () => {
    expect(() => parseRemoteRegistry({ remote: [] }, origin)).toThrow(/"remotes" array/);
    expect(() => parseRemoteRegistry(null, origin)).toThrow(/"remotes" array/);
    expect(() => parseRemoteRegistry([], origin)).toThrow(/"remotes" array/);
  });

  it('skips and reports unusable entries but keeps the valid ones', () => {
    const warn = vi.fn();
    const remotes = parseRemoteRegistry(
      {
        remotes: [
          { name: 'mfe_review', entry: '/remotes/mfe-review/mf-manifest.json' },
          { name: 'not a name', entry: '/x.json' },
          { name: 'mfe_studies' },
          'mfe_mapping',
          { name: 'mfe_mapping', entry: 'javascript:alert(1)' },
          { name: 'mfe_review', entry: '/elsewhere/mf-manifest.json' },
        ],
      },
      origin,
      warn,
    );
    expect(remotes).toEqual([{ name: 'mfe_review', entry: 'http://127.0.0.1:8080/remotes/mfe-review/mf-manifest.json' }]);
    expect(warn).toHaveBeenCalledTimes(5);
  });
});

describe('requestRemoteRegistry', () => {
  it('asks for /remotes.json on the page origin without the HTTP cache', async () => {
    const fetch = vi.fn(async () => jsonResponse('{"remotes":[]}'));
    await expect(requestRemoteRegistry({ fetch, origin })).resolves.toEqual({ remotes: [] });
    expect(fetch).toHaveBeenCalledWith(`${origin}${REMOTE_REGISTRY_PATH}`, expect.objectContaining({ cache: 'no-cache' }));
  });

  it('rejects on an error status', async () => {
    const fetch = vi.fn(async () => jsonResponse('oops', { status: 503, statusText: 'Service Unavailable' }));
    await expect(requestRemoteRegistry({ fetch, origin })).rejects.toThrow('503: Service Unavailable');
  });
});

describe('readRemoteRegistry', () => {
  it('returns the parsed remotes', async () => {
    const fetch = vi.fn(async () => jsonResponse('{"remotes":[{"name":"mfe_projects","entry":"/remotes/mfe-projects/mf-manifest.json"}]}'));
    await expect(readRemoteRegistry(requestRemoteRegistry({ fetch, origin }), { origin })).resolves.toEqual([
      { name: 'mfe_projects', entry: 'http://127.0.0.1:8080/remotes/mfe-projects/mf-manifest.json' },
    ]);
  });

  it('starts without remotes when the body is not JSON', async () => {
    const warn = vi.fn();
    const fetch = vi.fn(async () => jsonResponse('<html>not json</html>'));
    await expect(readRemoteRegistry(requestRemoteRegistry({ fetch, origin }), { origin, warn })).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not read /remotes.json'), expect.any(SyntaxError));
  });

  it('starts without remotes when the fetch fails', async () => {
    const warn = vi.fn();
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(readRemoteRegistry(requestRemoteRegistry({ fetch, origin }), { origin, warn })).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('starting without remotes'), expect.any(TypeError));
  });

  it('starts without remotes on an error status', async () => {
    const warn = vi.fn();
    const fetch = vi.fn(async () => jsonResponse('{}', { status: 404, statusText: 'Not Found' }));
    await expect(readRemoteRegistry(requestRemoteRegistry({ fetch, origin }), { origin, warn })).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });
});
