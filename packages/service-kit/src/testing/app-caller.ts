/** What a test sends through `app.request`: `body` is JSON-encoded unless `rawBody` is given. */
export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body, or undefined when it is empty or not JSON. */
  json: any;
}

interface RequestingApp {
  request(url: string, init: RequestInit): Response | Promise<Response>;
}

/**
 * A `call(method, url, options)` that sends a request through a Hono app in process, as a
 * browser would: a JSON content type only with a body (unless given), the bearer token when
 * given. `onText` sees every response body (a test can scan them for secrets).
 */
export function appCaller(app: RequestingApp, onText?: (text: string) => void) {
  return async function call(method: string, url: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { ...options.headers };
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await app.request(url, { method, headers, body });
    const text = await res.text();
    onText?.(text);
    return { status: res.status, headers: res.headers, text, json: parseJson(text) };
  };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
