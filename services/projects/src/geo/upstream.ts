import { AppError } from '@groundwork/service-kit';

/** Why an outside service gave no usable answer. */
export type UpstreamFailureKind = 'timeout' | 'unreachable' | 'refused' | 'rate-limited' | 'http' | 'format';

/** An outside service failed; `toAppError` turns it into the wire error. */
export class UpstreamFailure extends Error {
  override name = 'UpstreamFailure';

  constructor(
    readonly service: string,
    readonly kind: UpstreamFailureKind,
    message: string,
    readonly details: { status?: number; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}

/** 504 UPSTREAM_TIMEOUT for a timeout, 502 UPSTREAM_ERROR for anything else. */
export function upstreamError(failure: UpstreamFailure): AppError {
  const details = { service: failure.service, kind: failure.kind, ...failure.details };
  return failure.kind === 'timeout'
    ? new AppError(504, 'UPSTREAM_TIMEOUT', failure.message, details)
    : new AppError(502, 'UPSTREAM_ERROR', failure.message, details);
}

/** The fetch the outside calls use (replaceable in tests). */
export type Fetch = typeof globalThis.fetch;

export interface UpstreamRequest {
  /** Named in messages: "The parcel service (Regrid) ...". */
  service: string;
  url: URL;
  timeoutMs: number;
  headers?: Record<string, string>;
  /** Statuses whose JSON body the caller reads itself (e.g. a 404 meaning "no match"). */
  acceptStatuses?: number[];
  fetch?: Fetch;
}

export interface UpstreamAnswer {
  status: number;
  body: unknown;
}

/** Larger answers are refused: a parcel or geocoder answer is a few kilobytes. */
const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

const isTimeout = (err: unknown) => err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');

async function readCapped(res: Response, service: string): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new UpstreamFailure(service, 'format', `${service} answered with more than ${MAX_ANSWER_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The message an error body carries: `{message}`, `{error: {message}}`, `{error: "..."}` or `{errors: [...]}`. */
export function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, error, errors } = body as { message?: unknown; error?: unknown; errors?: unknown };
  if (typeof message === 'string') return message;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  if (Array.isArray(errors) && typeof errors[0] === 'string') return errors[0];
  return undefined;
}

function statusFailure(service: string, status: number, body: unknown, html: boolean, retryAfter: string | null): UpstreamFailure {
  const said = messageOf(body);
  const suffix = said ? `: ${said}` : html ? ' with an HTML page' : '';
  if (status === 429) {
    const seconds = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : undefined;
    const wait = seconds === undefined ? '' : `; try again in ${seconds} s`;
    return new UpstreamFailure(service, 'rate-limited', `${service} rate limited the request (HTTP 429)${wait}`, { status, retryAfterSeconds: seconds });
  }
  if (status === 401 || status === 403) {
    return new UpstreamFailure(service, 'refused', `${service} refused the server's key (HTTP ${status})${suffix}`, { status });
  }
  return new UpstreamFailure(service, 'http', `${service} answered HTTP ${status}${suffix}`, { status });
}

/**
 * GETs JSON from an outside service within `timeoutMs` (connection, answer and body together),
 * never longer. Any other outcome than parsed JSON with a 2xx (or accepted) status throws an
 * UpstreamFailure with a readable message: timeout, unreachable, refused key (401/403), rate
 * limited (429), an HTTP error, an HTML page instead of JSON, malformed JSON.
 */
export async function getJson({
  service,
  url,
  timeoutMs,
  headers = {},
  acceptStatuses = [],
  fetch: fetchImpl = fetch,
}: UpstreamRequest): Promise<UpstreamAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  let text: string;
  let res: Response;
  try {
    res = await fetchImpl(url, { headers: { accept: 'application/json', ...headers }, signal, redirect: 'follow' });
    text = await readCapped(res, service);
  } catch (err) {
    if (err instanceof UpstreamFailure) throw err;
    if (isTimeout(err) || signal.aborted) {
      throw new UpstreamFailure(service, 'timeout', `${service} did not answer within ${timeoutMs / 1000} s`);
    }
    throw new UpstreamFailure(service, 'unreachable', `${service} could not be reached`);
  }
  const contentType = res.headers.get('content-type') ?? '';
  let body: unknown;
  let parsed = false;
  try {
    body = JSON.parse(text);
    parsed = true;
  } catch {
    body = undefined;
  }
  const html = /html/i.test(contentType) || /^\s*</.test(text);
  const accepted = res.ok || acceptStatuses.includes(res.status);
  if (!accepted) throw statusFailure(service, res.status, body, html, res.headers.get('retry-after'));
  if (!parsed) {
    const what = html ? 'an HTML page' : 'malformed JSON';
    throw new UpstreamFailure(service, 'format', `${service} answered with ${what} instead of JSON (HTTP ${res.status})`, { status: res.status });
  }
  return { status: res.status, body };
}
