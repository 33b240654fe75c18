import { gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipMemo } from './gzip-memo';

/** A body with its length, as a proxied service answer carries it. */
const bytesOf = (c: { header: (name: string, value: string) => void }, text: string) => {
  const bytes = new TextEncoder().encode(text);
  c.header('content-length', String(bytes.byteLength));
  return bytes;
};

const bigJson = (marker: string) => JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ i, marker, text: 'Benchmark Avenue, Springfield' })));

function appWith(options: Parameters<typeof gzipMemo>[0] = {}) {
  let compressions = 0;
  const app = new Hono();
  app.use(compress());
  app.use(
    gzipMemo({
      ...options,
      compress: async (body) => {
        compressions += 1;
        return gzipSync(body);
      },
    }),
  );
  app.get('/big/:marker', (c) => {
    c.header('etag', '"v1"');
    c.header('content-type', 'application/json; charset=utf-8');
    return c.body(bytesOf(c, bigJson(c.req.param('marker'))));
  });
  app.get('/small', (c) => c.json({ rows: Array.from({ length: 2000 }, (_, i) => i) }));
  app.get('/no-transform', (c) => {
    c.header('cache-control', 'no-transform');
    c.header('content-type', 'application/json');
    return c.body(bytesOf(c, bigJson('x')));
  });
  app.post('/big', (c) => {
    c.header('content-type', 'application/json');
    return c.body(bytesOf(c, bigJson('posted')));
  });
  return { app, compressions: () => compressions };
}

const gzipped = { 'accept-encoding': 'gzip, deflate, br' };
const decode = async (res: Response) => gunzipSync(Buffer.from(await res.arrayBuffer())).toString();

describe('gzipMemo', () => {
  it('compresses identical large answers once and serves the same bytes after', async () => {
    const { app, compressions } = appWith();
    const first = await app.request('/big/a', { headers: gzipped });
    const second = await app.request('/big/a', { headers: gzipped });
    for (const res of [first, second]) {
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(res.headers.get('etag')).toBe('W/"v1"');
    }
    const firstBytes = Buffer.from(await first.clone().arrayBuffer());
    expect(Number(first.headers.get('content-length'))).toBe(firstBytes.byteLength);
    expect(await decode(first)).toBe(bigJson('a'));
    expect(await decode(second)).toBe(bigJson('a'));
    expect(compressions()).toBe(1);

    expect(await decode(await app.request('/big/b', { headers: gzipped }))).toBe(bigJson('b'));
    expect(compressions()).toBe(2);
  });

  it('leaves plain clients, small answers, no-transform and other methods alone', async () => {
    const { app, compressions } = appWith();
    const plain = await app.request('/big/a');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bigJson('a'));

    // Under minBytes: the general compress() streams it.
    const small = await app.request('/small', { headers: gzipped });
    expect(small.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(await decode(small)).rows).toHaveLength(2000);

    const untouched = await app.request('/no-transform', { headers: gzipped });
    expect(untouched.headers.get('content-encoding')).toBeNull();

    const posted = await app.request('/big', { method: 'POST', headers: gzipped });
    expect(await decode(posted)).toBe(bigJson('posted'));
    expect(compressions()).toBe(0);
  });

  it('forgets the least recently used answers past its size', async () => {
    const oneEntry = gzipSync(Buffer.from(bigJson('a'))).byteLength;
    const { app, compressions } = appWith({ maxTotalBytes: oneEntry + 100 });
    await app.request('/big/a', { headers: gzipped });
    await app.request('/big/b', { headers: gzipped });
    await app.request('/big/b', { headers: gzipped });
    expect(compressions()).toBe(2);
    await app.request('/big/a', { headers: gzipped });
    expect(compressions()).toBe(3);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1, gzip;q=0.5', true],
    ['*', true],
    ['gzip;q=0', false],
    ['identity', false],
    ['br', false],
    ['', false],
  ])('%j -> %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
