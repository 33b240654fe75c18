import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// An OpenAI-compatible chat completions server on 127.0.0.1 for tests: each test scripts its
// replies (a queue, or a function of the request) and reads back the requests it received.

/** A request as the server received it. */
export interface FakeRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body (null when it was not JSON). */
  body: any;
}

/** A scripted reply: an assistant message, or an HTTP status of its own. */
export type FakeReply =
  | {
      /** The assistant's content: a string as is (malformed JSON included), anything else as JSON. */
      content: unknown;
      finishReason?: 'stop' | 'length' | 'content_filter';
      refusal?: string;
      delayMs?: number;
    }
  | { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number };

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeOpenAiServer {
  /** The base URL the openai SDK takes: `http://127.0.0.1:PORT/v1`. */
  baseUrl: string;
  /** Every request received, in order. */
  requests: FakeRequest[];
  /** Replies to the next requests, in order; they come before the handler. */
  enqueue(...replies: FakeReply[]): void;
  /** Replies to every request once the queue is empty. */
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

const noReply: FakeHandler = () => ({ status: 500, body: { error: { message: 'fake server: no reply scripted', type: 'server_error' } } });

export async function startFakeOpenAiServer(handler: FakeHandler = noReply): Promise<FakeOpenAiServer> {
  const requests: FakeRequest[] = [];
  const queue: FakeReply[] = [];
  let fallback = handler;

  const server = createServer((req, res) => {
    void serve(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `fake server: ${String(error)}` } }));
    });
  });

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const request = await readRequest(req);
    requests.push(request);
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions') {
      return send(res, { status: 404, body: { error: { message: `fake server: no route ${request.method} ${request.path}` } } }, request);
    }
    const reply = queue.shift() ?? (await fallback(request));
    if (reply.delayMs) await delay(reply.delayMs, res);
    if (!res.destroyed) send(res, reply, request);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => {
      queue.push(...replies);
    },
    handle: (next) => {
      fallback = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function readRequest(req: IncomingMessage): Promise<FakeRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { method: req.method ?? 'GET', path: (req.url ?? '/').split('?')[0]!, headers: req.headers, body };
}

/** Waits, or stops waiting when the client gives up (its timeout) and closes the connection. */
function delay(ms: number, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    res.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function send(res: ServerResponse, reply: FakeReply, request: FakeRequest) {
  if ('status' in reply) {
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(JSON.stringify(reply.body ?? { error: { message: `fake server: status ${reply.status}`, type: 'server_error' } }));
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(completion(reply, request)));
}

function completion(reply: Extract<FakeReply, { content: unknown }>, request: FakeRequest) {
  const content = typeof reply.content === 'string' ? reply.content : JSON.stringify(reply.content);
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: typeof request.body?.model === 'string' ? request.body.model : 'fake-model',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: reply.refusal ? null : content, refusal: reply.refusal ?? null },
        finish_reason: reply.finishReason ?? 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: Math.ceil(content.length / 4), total_tokens: 10 + Math.ceil(content.length / 4) },
  };
}
