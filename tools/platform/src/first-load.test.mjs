import { EventEmitter } from 'node:events';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ROUTE_BUDGETS_KIB, gzipSize, holdsZod, initialRemoteFiles, scriptsFetched, withoutLazyRemoteChunks } from './first-load.mjs';

/** A page that answers `responses` while `load` runs: only what scriptsFetched touches. */
function fakePage() {
  const events = new EventEmitter();
  const answer = (url, resourceType, body) =>
    events.emit('response', {
      url: () => url,
      request: () => ({ resourceType: () => resourceType }),
      body: () => (body instanceof Error ? Promise.reject(body) : Promise.resolve(body)),
    });
  return {
    page: { on: (e, l) => events.on(e, l), off: (e, l) => events.off(e, l), waitForLoadState: async () => undefined },
    answer,
    listeners: () => events.listenerCount('response'),
  };
}

describe('first-load measurement', () => {
  it('keeps the issue 22 budgets', () => {
    expect(ROUTE_BUDGETS_KIB).toEqual({ landing: 250, demo: 250, signIn: 300, projectFirstTab: 450 });
  });

  it('measures gzip at level 9', () => {
    const text = Buffer.from('export const a = 1;\n'.repeat(200));
    const size = gzipSize(text);
    expect(size).toBeLessThan(text.length / 10);
    expect(size).toBeGreaterThan(0);
    expect(size).toBe(gzipSync(text, { level: 9 }).length);
    expect(size).toBeLessThanOrEqual(gzipSync(text, { level: 1 }).length);
  });

  it('counts the scripts of the origin fetched while loading, nothing else, and stops listening', async () => {
    const { page, answer, listeners } = fakePage();
    const files = await scriptsFetched(page, 'http://127.0.0.1:8080', async () => {
      answer('http://127.0.0.1:8080/main.js', 'script', Buffer.from('console.log(1)'));
      answer('http://127.0.0.1:8080/remotes/mfe-marketing/remoteEntry.js', 'script', Buffer.from('x'));
      answer('http://127.0.0.1:8080/6243.js', 'script', Buffer.from('const a=$constructor("$ZodType",(i,d)=>{});'));
      answer('http://127.0.0.1:8080/logo.svg', 'image', Buffer.from('<svg/>'));
      answer('https://js.arcgis.com/core.js', 'script', Buffer.from('y'));
      answer('http://127.0.0.1:8080/gone.js', 'script', new Error('body unavailable'));
    });
    expect(files.map((file) => file.path)).toEqual(['/main.js', '/remotes/mfe-marketing/remoteEntry.js', '/6243.js']);
    expect(files[0]).toEqual({ path: '/main.js', bytes: 14, gzipBytes: gzipSize(Buffer.from('console.log(1)')), zod: false });
    expect(files.map((file) => file.zod)).toEqual([false, false, true]);
    expect(listeners()).toBe(0);
  });
});

describe('holdsZod', () => {
  it('recognises zod by its class names, which minification keeps, and nothing else', () => {
    expect(holdsZod('var t=r.$constructor("$ZodType",function(e,n){})')).toBe(true);
    expect(holdsZod('const zod = "a library"; function ZodLike(){}')).toBe(false);
  });
});

describe('lazy remote chunks', () => {
  it('reads the initial files of a remote from its mf-manifest.json', async () => {
    const { mkdtemp, writeFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = await mkdtemp(join(tmpdir(), 'first-load-'));
    try {
      await writeFile(
        join(dir, 'mf-manifest.json'),
        JSON.stringify({
          metaData: { remoteEntry: { name: 'remoteEntry.js' } },
          exposes: [{ assets: { js: { sync: ['__federation_expose_Tab.js', '12.js'] } } }],
          shared: [{ assets: { js: { sync: ['34.js'] } } }],
        }),
      );
      expect([...(await initialRemoteFiles(dir))].sort()).toEqual(['12.js', '34.js', '__federation_expose_Tab.js', 'mf-manifest.json', 'remoteEntry.js']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("leaves out only the remote's chunks that are not initial", () => {
    const files = [{ path: '/main.js' }, { path: '/remotes/mfe-mapping/remoteEntry.js' }, { path: '/remotes/mfe-mapping/arcgis.js' }, { path: '/12.js' }];
    const { counted, lazy } = withoutLazyRemoteChunks(files, '/remotes/mfe-mapping/', new Set(['remoteEntry.js']));
    expect(counted.map((file) => file.path)).toEqual(['/main.js', '/remotes/mfe-mapping/remoteEntry.js', '/12.js']);
    expect(lazy.map((file) => file.path)).toEqual(['/remotes/mfe-mapping/arcgis.js']);
  });
});
