import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One request as the fake received it. */
export interface RecordedRequest {
  method: string;
  /** The path without the query string, e.g. `/api/v2/parcels/point`. */
  path: string;
  /** Query parameters (the last value wins when a name repeats). */
  query: Record<string, string>;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  body: string;
  at: Date;
}

export interface FakeResponse {
  status: number;
  headers?: Record<string, string>;
  body: string | Buffer;
}

/** Failures every fake can play, on every route, until the mode is set back to 'ok'. */
export type CommonMode =
  /** The normal answers. */
  | 'ok'
  /** The normal answer, after `delayMs` (default 30 s): exercises the caller's timeout. */
  | 'slow'
  /** HTTP 200 `application/json` whose body is cut off mid-way. */
  | 'malformed'
  /** HTTP 503 with an HTML error page, as a load balancer in front of the service sends. */
  | 'server-error'
  /** The connection is closed without an answer (the service is down or crashed). */
  | 'reset';

export interface ModeOptions {
  /** 'slow': how long to wait before answering (ms). */
  delayMs?: number;
  /** 'rate-limited': the `Retry-After` header (seconds). */
  retryAfterSeconds?: number;
}

export interface FakeServer<Mode extends string> {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  url: string;
  /** Every request received, oldest first; `requests.length = 0` clears it. */
  requests: RecordedRequest[];
  /** Switches how the fake answers from now on. */
  setMode(mode: Mode | CommonMode, options?: ModeOptions): void;
  /** Stops listening and drops open connections (slow answers included). */
  close(): Promise<void>;
}

export interface StartOptions {
  /** Default 0: a free port. */
  port?: number;
}

export interface ModeState<Mode extends string> {
  mode: Mode | CommonMode;
  options: ModeOptions;
}

/**
 * The fake's own answer to a request: a mode it plays (`state.mode` is not a common one) or the
 * normal protocol answer.
 */
export type FakeHandler<Mode extends string> = (request: RecordedRequest, state: ModeState<Mode>) => FakeResponse | Promise<FakeResponse>;

const DEFAULT_SLOW_DELAY_MS = 30_000;
const MAX_BODY_BYTES = 5 * 1024 * 1024;

export const json = (status: number, value: unknown, headers: Record<string, string> = {}): FakeResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(value),
});

export const html = (status: number, title: string, text: string, headers: Record<string, string> = {}): FakeResponse => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  body: `<!DOCTYPE html>\n<html><head><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>\n`,
});

const MALFORMED: FakeResponse = {
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: '{"result": {"input": {"address": {"address": "2400 J St',
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function record(req: IncomingMessage, body: string): RecordedRequest {
  const url = new URL(req.url ?? '/', 'http://fake.invalid');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers,
    body,
    at: new Date(),
  };
}

function send(res: ServerResponse, response: FakeResponse): void {
  const body = typeof response.body === 'string' ? Buffer.from(response.body, 'utf8') : response.body;
  res.writeHead(response.status, { 'content-length': String(body.length), ...response.headers });
  res.end(body);
}

/**
 * An HTTP server on 127.0.0.1 that records every request and answers through `handler`, after
 * playing the common failure modes itself.
 */
export function startFakeServer<Mode extends string>(handler: FakeHandler<Mode>, { port = 0 }: StartOptions = {}): Promise<FakeServer<Mode>> {
  const requests: RecordedRequest[] = [];
  const state: ModeState<Mode> = { mode: 'ok', options: {} };
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const server = createServer((req, res) => {
    void (async () => {
      let request: RecordedRequest;
      try {
        request = record(req, await readBody(req));
      } catch {
        req.socket.destroy();
        return;
      }
      requests.push(request);
      const current = { mode: state.mode, options: { ...state.options } };
      if (current.mode === 'reset') {
        req.socket.destroy();
        return;
      }
      if (current.mode === 'malformed') return send(res, MALFORMED);
      if (current.mode === 'server-error') {
        return send(res, html(503, '503 Service Temporarily Unavailable', 'The server is temporarily unable to service your request.'));
      }
      if (current.mode === 'slow') await wait(current.options.delayMs ?? DEFAULT_SLOW_DELAY_MS);
      if (res.destroyed) return;
      send(res, await handler(request, current));
    })().catch((err: unknown) => {
      if (!res.headersSent) send(res, html(500, '500 Internal Server Error', String(err)));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${actual}`,
        requests,
        setMode(mode, options = {}) {
          state.mode = mode;
          state.options = options;
        },
        close: () =>
          new Promise<void>((done) => {
            for (const timer of timers) clearTimeout(timer);
            timers.clear();
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
