import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { REQUEST_ID_HEADER, sendError, type AppEnv } from '@groundwork/service-kit';
import type { ServiceName } from './config';

/** Headers that describe one connection, never forwarded (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function withoutHopByHop(source: Headers): Headers {
  const headers = new Headers(source);
  const named =
    source
      .get('connection')
      ?.split(',')
      .map((name) => name.trim().toLowerCase()) ?? [];
  for (const name of [...HOP_BY_HOP, ...named]) if (name) headers.delete(name);
  return headers;
}

/** The peer's address when served by @hono/node-server; absent under `app.request()` in tests. */
function clientAddress(c: Context<AppEnv>): string | undefined {
  return (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress;
}

function upstreamRequestHeaders(c: Context<AppEnv>, url: URL): Headers {
  const headers = withoutHopByHop(c.req.raw.headers);
  headers.delete('host');
  // The gateway compresses for the browser; fetch would otherwise decode a compressed answer.
  headers.set('accept-encoding', 'identity');
  headers.set(REQUEST_ID_HEADER, c.get('requestId'));
  const address = clientAddress(c);
  if (address) {
    const earlier = c.req.header('x-forwarded-for');
    headers.set('x-forwarded-for', earlier ? `${earlier}, ${address}` : address);
  }
  headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
  headers.set('x-forwarded-host', c.req.header('host') ?? url.host);
  return headers;
}

function downstreamHeaders(upstream: Response): Headers {
  const headers = withoutHopByHop(upstream.headers);
  if (headers.has('content-encoding')) {
    // fetch has already decoded the body.
    headers.delete('content-encoding');
    headers.delete('content-length');
  }
  return headers;
}

export function upstreamUrl(baseUrl: string, requestUrl: URL): string {
  return `${baseUrl.replace(/\/+$/, '')}${requestUrl.pathname}${requestUrl.search}`;
}

class UpstreamTimeout extends Error {}

/**
 * Forwards the request to `baseUrl` as is (method, path, query, headers minus hop-by-hop, body
 * streamed) and streams the answer back. No connection: 502; no headers within `timeoutMs` of the
 * request being sent: 504. The wait starts once the body has been forwarded, so an upload of many
 * large files is not cut off while it is still arriving.
 */
export async function proxyTo(c: Context<AppEnv>, service: ServiceName, baseUrl: string, timeoutMs: number): Promise<Response> {
  const request = c.req.raw;
  const url = new URL(request.url);
  const timeout = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let answered = false;
  const startWaiting = () => {
    if (!answered && !timer) timer = setTimeout(() => timeout.abort(new UpstreamTimeout()), timeoutMs);
  };
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  const body = hasBody ? request.body!.pipeThrough(new TransformStream({ flush: startWaiting })) : undefined;
  if (!hasBody) startWaiting();
  try {
    const upstream = await fetch(upstreamUrl(baseUrl, url), {
      method: request.method,
      headers: upstreamRequestHeaders(c, url),
      body,
      duplex: 'half',
      redirect: 'manual',
      signal: AbortSignal.any([timeout.signal, request.signal]),
    } as RequestInit);
    const headers = downstreamHeaders(upstream);
    // A body refused before it was read in full leaves the connection unfit for another request:
    // the client is told to open a new one rather than reuse a socket about to be closed.
    if (upstream.status === 413) headers.set('connection', 'close');
    return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers });
  } catch (err) {
    if (timeout.signal.aborted) {
      c.get('logger').warn({ upstream: service, timeoutMs }, 'upstream timed out');
      return sendError(c, 504, 'UPSTREAM_TIMEOUT', `Service timed out: ${service}`);
    }
    c.get('logger').warn({ upstream: service, err }, 'upstream unavailable');
    return sendError(c, 502, 'UPSTREAM_UNAVAILABLE', `Service unavailable: ${service}`);
  } finally {
    answered = true;
    clearTimeout(timer);
  }
}
