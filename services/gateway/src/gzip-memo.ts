import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

const gzipAsync = promisify(gzip);

export interface GzipMemoOptions {
  /** Smaller answers are left to the general `compress()`: cheap to compress, not worth keeping. */
  minBytes?: number;
  /** Larger ones are streamed and compressed on the fly, never buffered here. */
  maxBodyBytes?: number;
  /** Compressed bytes kept, least recently used dropped first. */
  maxTotalBytes?: number;
  /** The compressor (tests count its calls). */
  compress?: (body: Uint8Array) => Promise<Uint8Array>;
}

/** Whether `Accept-Encoding` allows gzip (q > 0, by name or through `*`). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const gzipEntry = accepts.find((entry) => entry.type.toLowerCase() === 'gzip') ?? accepts.find((entry) => entry.type === '*');
  return (gzipEntry?.q ?? 0) > 0;
}

/**
 * gzip once per distinct large answer. The dashboard re-reads the same project list (a few
 * hundred KB for 1,000 projects) every 3 s per open tab; compressing identical bytes again on
 * each read cost the gateway more than proxying them. A GET answer of known length between
 * `minBytes` and `maxBodyBytes`, of a compressible type, for a client accepting gzip, is read
 * whole and hashed; its gzip comes from memory when the same bytes were compressed before. The
 * key is the content itself, so nothing depends on how a service names its versions. Anything
 * else passes untouched to the general `compress()`, which skips what this already encoded.
 */
export function gzipMemo({
  minBytes = 32 * 1024,
  maxBodyBytes = 8 * 1024 * 1024,
  maxTotalBytes = 32 * 1024 * 1024,
  compress = (body) => gzipAsync(body),
}: GzipMemoOptions = {}): MiddlewareHandler {
  const memo = new Map<string, Uint8Array>();
  let totalBytes = 0;

  function remember(key: string, compressed: Uint8Array) {
    if (compressed.byteLength > maxTotalBytes) return;
    memo.set(key, compressed);
    totalBytes += compressed.byteLength;
    for (const [oldest, bytes] of memo) {
      if (totalBytes <= maxTotalBytes) break;
      memo.delete(oldest);
      totalBytes -= bytes.byteLength;
    }
  }

  return async (c, next) => {
    await next();
    const res = c.res;
    const length = Number(res.headers.get('content-length') ?? Number.NaN);
    if (
      c.req.method !== 'GET' ||
      res.status !== 200 ||
      !res.body ||
      res.headers.has('content-encoding') ||
      !(length >= minBytes && length <= maxBodyBytes) ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('content-type') ?? '') ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('cache-control') ?? '') ||
      !acceptsGzip(c.req.header('accept-encoding'))
    ) {
      return;
    }
    const body = new Uint8Array(await res.arrayBuffer());
    const key = createHash('sha256').update(body).digest('base64');
    let compressed = memo.get(key);
    if (compressed) {
      memo.delete(key);
      memo.set(key, compressed);
    } else {
      compressed = await compress(body);
      remember(key, compressed);
    }
    c.res = new Response(compressed as Uint8Array<ArrayBuffer>, res);
    c.res.headers.set('content-encoding', 'gzip');
    c.res.headers.set('content-length', String(compressed.byteLength));
    const vary = c.res.headers.get('vary');
    if (!/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? '')) c.res.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const etag = c.res.headers.get('etag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`);
  };
}
