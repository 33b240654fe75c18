import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { cacheControlFor } from './cache-policy';
import { contentTypeFor } from './content-type';

export interface StaticFile {
  absolutePath: string;
  size: number;
  mtimeMs: number;
}

/**
 * Decoded path segments of a URL path, or null when one is unsafe: undecodable, a dot segment,
 * hidden (leading '.'), or holding a separator or NUL once decoded.
 */
export function safeSegments(urlPath: string): string[] | null {
  const segments: string[] = [];
  for (const raw of urlPath.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment.startsWith('.') || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

/**
 * Source maps are build artefacts, never served: a stray `.map` in a dist folder would publish
 * the original sources.
 */
const isSourceMap = (name: string) => name.toLowerCase().endsWith('.map');

/** The regular file at `urlPath` under `root`, or null (missing, a directory, unsafe, or a source map). */
export async function findFile(root: string, urlPath: string): Promise<StaticFile | null> {
  const segments = safeSegments(urlPath);
  if (!segments || segments.length === 0 || isSourceMap(segments.at(-1)!)) return null;
  const absoluteRoot = path.resolve(root);
  const absolutePath = path.resolve(absoluteRoot, ...segments);
  if (!absolutePath.startsWith(absoluteRoot + path.sep)) return null;
  try {
    const stats = await stat(absolutePath);
    return stats.isFile() ? { absolutePath, size: stats.size, mtimeMs: stats.mtimeMs } : null;
  } catch {
    return null;
  }
}

function etagOf(file: StaticFile): string {
  return `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
}

function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * The file as a response with its content type, cache policy and ETag; 304 when the client's
 * copy is current. HEAD gets the headers without opening the file.
 */
export function fileResponse(request: Request, file: StaticFile, extraHeaders: Record<string, string> = {}): Response {
  const etag = etagOf(file);
  const headers = new Headers({
    'content-type': contentTypeFor(file.absolutePath),
    'cache-control': cacheControlFor(file.absolutePath),
    etag,
    'x-content-type-options': 'nosniff',
    ...extraHeaders,
  });
  if (matchesEtag(request.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('content-length', String(file.size));
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(createReadStream(file.absolutePath)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}
